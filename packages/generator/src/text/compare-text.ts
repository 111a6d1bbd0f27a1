/**
 * Orders names and paths the same on every machine: `localeCompare` follows the locale the build runs
 * in (Swedish puts "ä" after "z", English beside "a"), so two machines built sidebars, page orders and
 * search indexes in different orders. Numbers in names count as numbers ("Step 2" before "Step 10").
 */
const collator = new Intl.Collator('en', { numeric: true });

export const compareText = (a: string, b: string): number => collator.compare(a, b);
