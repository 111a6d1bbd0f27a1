/** The colour mode a printout takes: paper is white, and light text on it would not show. */
const PRINTED_MODE = 'light';

/**
 * What is folded away (responses, nested fields, parts of the sidebar) is opened for a printout and
 * folded again after, and a dark page prints in light colours, as a reader expects of paper.
 */
export function setUpPrint(): void {
  let opened: HTMLDetailsElement[] = [];
  let mode: string | undefined;
  window.addEventListener('beforeprint', () => {
    opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
    for (const details of opened) details.open = true;
    mode = document.documentElement.dataset['theme'];
    document.documentElement.dataset['theme'] = PRINTED_MODE;
  });
  window.addEventListener('afterprint', () => {
    for (const details of opened) details.open = false;
    opened = [];
    if (mode !== undefined) document.documentElement.dataset['theme'] = mode;
  });
}
