// Loaded by pages with code samples or code blocks only. The tabs work without it (radio buttons and CSS);
// this script remembers the reader's language across pages, and adds what works only with it (so that the
// HTML carries no control that does nothing): a copy button to every code sample, example and code block,
// "Expand all" beside the titles of sections with folded parts, and links that also copy their URL on each
// field's name and beside each response.
import { onPageLoad } from './page-load.js';
import { readStored, writeStored } from './storage.js';
import { CODE_LANGUAGE_KEY, CODE_TAB, showLanguage } from './code-language.js';

function selectCode(code: Element): void {
  const range = document.createRange();
  range.selectNodeContents(code);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
}

/** When each copy button goes back to saying "Copy". */
const resets = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

/**
 * Copies the code and says so on the button for a moment, and to screen readers (whose name for the
 * button, "Copy the cURL sample", stands in for its text). A second click within that moment starts
 * the moment again; the button then says "Copy" again, not what the first click made it say.
 */
async function copy(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.code-panel, .example-block, .code-block')?.querySelector('code');
  if (!code) return;
  let said: string;
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    said = 'Copied';
  } catch {
    // No clipboard permission (or an insecure origin): select the code so the reader can copy it.
    selectCode(code);
    said = 'Press Ctrl+C to copy';
  }
  button.textContent = said;
  tell(said);
  clearTimeout(resets.get(button));
  resets.set(button, setTimeout(() => (button.textContent = 'Copy'), 1500));
}

/** A polite live region for what the buttons did, there from the start so that screen readers know it. */
const status = document.createElement('div');
status.className = 'visually-hidden';
status.setAttribute('role', 'status');
// Beside the body, which a swap of pages replaces.
document.documentElement.append(status);

function tell(text: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = text));
}

document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  if (!input.matches?.(CODE_TAB)) return;
  showLanguage(input.value);
  writeStored(CODE_LANGUAGE_KEY, input.value);
});
// Home and End pick a group's first and last tab, as in any list of tabs (arrow keys move between them
// already: they are radio buttons). The change is the browser's own, so the language is remembered too.
document.addEventListener('keydown', (event) => {
  const input = event.target as HTMLInputElement | null;
  if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.ctrlKey || event.metaKey || !input?.matches?.('.code-tabs > input[type="radio"]')) return;
  const group = [...input.parentElement!.querySelectorAll<HTMLInputElement>(':scope > input[type="radio"]')];
  const target = event.key === 'Home' ? group[0] : group.at(-1);
  event.preventDefault();
  if (!target || target === input) return;
  target.focus();
  target.click();
});

/** Copies the URL of the field a link points to, and says so beside the link for a moment. */
async function copyLink(link: HTMLAnchorElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(link.href);
  } catch {
    // Without clipboard access the link still leads to the field, whose URL is then in the address bar.
    return;
  }
  link.setAttribute('data-copied', '');
  tell('Link copied');
  setTimeout(() => link.removeAttribute('data-copied'), 1500);
}

/** The folded parts of the section an "Expand all" button is in. */
const foldsOf = (button: HTMLButtonElement) => [...(button.closest('section')?.querySelectorAll('details') ?? [])];

/** Says what the button does: open the folded parts while any is closed, else close them all. */
function labelExpandAll(button: HTMLButtonElement): void {
  button.textContent = foldsOf(button).some((fold) => !fold.open) ? 'Expand all' : 'Collapse all';
}

/** Opens every folded part of the button's section, or closes them all when none is closed. */
function expandAll(button: HTMLButtonElement): void {
  const folds = foldsOf(button);
  const open = folds.some((fold) => !fold.open);
  for (const fold of folds) fold.open = open;
  labelExpandAll(button);
}

// A part opened or closed by hand may leave none closed, or one: the section's button says so.
document.addEventListener(
  'toggle',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('.api-details > section')?.querySelector<HTMLButtonElement>(':scope > button[data-expand-all]');
    if (button) labelExpandAll(button);
  },
  true,
);

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const expander = target?.closest?.<HTMLButtonElement>('button[data-expand-all]');
  if (expander) expandAll(expander);
  const button = target?.closest?.<HTMLButtonElement>('button[data-copy]');
  if (button) void copy(button);
  const link = target?.closest?.<HTMLAnchorElement>('a.field-link, a.heading-link');
  if (link) void copyLink(link);
});
/** What a code's copy button says to a screen reader: "Copy the cURL sample", "Copy the 201 example", "Copy the Shell code". */
function copyLabelOf(pre: Element): string {
  const language = pre.parentElement?.querySelector('.code-block-language')?.textContent;
  if (pre.closest('.code-block')) return language ? `Copy the ${language} code` : 'Copy the code';
  const panel = pre.closest<HTMLElement>('.code-panel');
  const tabs = panel?.closest('.code-tabs');
  const input = [...(tabs?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find((radio) => radio.value === panel?.dataset['tab']);
  const tab = (input && tabs?.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent) || panel?.dataset['tab'] || '';
  return tabs?.classList.contains('code-samples') ? `Copy the ${tab} sample` : `Copy the ${tab} example`;
}

/** Puts a copy button on each code sample, response example and guide code block that has none yet. */
function addCopyButtons(): void {
  for (const pre of document.querySelectorAll('.code-panel pre, .code-block pre')) {
    const head = pre.parentElement?.classList.contains('code-block') ? pre.parentElement.querySelector('.code-block-head') : null;
    if ((head ?? pre.parentElement)?.querySelector(':scope > button[data-copy]')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.dataset['copy'] = '';
    button.setAttribute('aria-label', copyLabelOf(pre));
    button.textContent = 'Copy';
    if (head) head.append(button);
    else pre.before(button);
  }
}

/** Puts a `#` link beside each response's summary (not inside it: a summary is itself a control). */
function linkResponses(): void {
  for (const heading of document.querySelectorAll<HTMLElement>('.api-response-item > .api-response > summary > h3[id]')) {
    const item = heading.closest('.api-response-item')!;
    if (item.querySelector(':scope > .heading-link')) continue;
    const link = document.createElement('a');
    link.className = 'heading-link';
    link.href = `#${heading.id}`;
    link.setAttribute('aria-label', `Link to the ${heading.querySelector('.status-badge')?.textContent ?? ''} response`);
    link.textContent = '#';
    item.append(link);
  }
}

/** Gives each section of an API page a link to it in its title, as the headings of guides have theirs. */
function linkSections(): void {
  for (const title of document.querySelectorAll<HTMLElement>('.api-details > section > h2[id]')) {
    if (title.querySelector(':scope > .heading-anchor')) continue;
    const link = document.createElement('a');
    link.className = 'heading-anchor';
    link.href = `#${title.id}`;
    link.setAttribute('aria-label', `Direct link to ${title.firstChild?.textContent?.trim() ?? ''}`);
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '#';
    link.append(mark);
    title.append(link);
  }
}

/** Puts "Expand all" beside the title of each section of an API page that has folded parts. */
function addExpandAll(): void {
  for (const section of document.querySelectorAll('.api-details > section')) {
    const title = section.querySelector(':scope > h2');
    if (!title || !section.querySelector('details') || section.querySelector(':scope > [data-expand-all]')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'expand-all';
    button.dataset['expandAll'] = '';
    title.after(button);
    // A section whose parts are all open already (a request body's few fields) offers to close them.
    labelExpandAll(button);
  }
}

/** Makes each field's name a link to its row (the row has the id), so that a reader can share it. */
function linkFieldNames(): void {
  for (const name of document.querySelectorAll<HTMLElement>('.schema-properties > li[id] > .field-head > code')) {
    const link = document.createElement('a');
    link.className = 'field-link';
    link.href = `#${name.closest('li')!.id}`;
    // Its name without the `#` the stylesheet puts after it, which screen readers read as part of it.
    link.setAttribute('aria-label', `${name.textContent ?? ''}, link to this field`);
    name.replaceWith(link);
    link.append(name);
  }
}

onPageLoad(() => {
  linkFieldNames();
  linkResponses();
  linkSections();
  addExpandAll();
  addCopyButtons();
  const saved = readStored(CODE_LANGUAGE_KEY);
  if (saved) showLanguage(saved);
});
