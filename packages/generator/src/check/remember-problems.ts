import type { KeptTable } from '../cache/kept-table.js';
import type { PageProblem, ProblemMemo } from './check-links.js';

const problemsByRecord = new WeakMap<object, { targets: string; problems: PageProblem[] }>();

/**
 * Remembers each page's problems by its record: `docs dev` keeps the records of unchanged pages from one
 * rebuild to the next, so a rebuild finds again only the problems of the pages that changed, as long as
 * the site's targets (digest `targets`) are the same. A record met for the first time asks `before`
 * (the build cache's table) before finding its problems.
 */
export function rememberProblemsByRecord(records: readonly object[], targets: string, before?: ProblemMemo): ProblemMemo {
  return (index, find) => {
    const record = records[index]!;
    const kept = problemsByRecord.get(record);
    if (kept?.targets === targets) return kept.problems;
    const problems = before ? before(index, find) : find();
    problemsByRecord.set(record, { targets, problems });
    return problems;
  };
}

/**
 * Remembers each page's problems in a table of the build cache, by the page's key and the targets: a
 * build in a new process finds again only those of the pages that changed.
 */
export function rememberProblemsByKey(table: KeptTable<PageProblem[]>, keys: readonly string[], targets: string): ProblemMemo {
  return (index, find) => table.get(`${keys[index]!} ${targets}`, find);
}
