// Loaded by pages with code samples or code blocks only. The tabs work without it (radio buttons and CSS);
// this script remembers the reader's language across pages, makes the copy and expand-all buttons work, and
// makes each field's name a link to the field that also copies its URL.
import { onPageLoad } from './page-load.js';
import { readStored, writeStored } from './storage.js';

const LANGUAGE_KEY = 'code-sample-language';
const TAB = '.code-samples input[type="radio"]';

function showLanguage(language: string): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(TAB)) {
    if (input.value === language) input.checked = true;
  }
}

function selectCode(code: Element): void {
  const range = document.createRange();
  range.selectNodeContents(code);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.code-panel, .example-block, .code-block')?.querySelector('code');
  if (!code) return;
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = 'Copied';
  } catch {
    // No clipboard permission (or an insecure origin): select the code so the reader can copy it.
    selectCode(code);
    button.textContent = 'Press Ctrl+C to copy';
  }
  setTimeout(() => (button.textContent = label), 1500);
}

document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  if (!input.matches?.(TAB)) return;
  showLanguage(input.value);
  writeStored(LANGUAGE_KEY, input.value);
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
  setTimeout(() => link.removeAttribute('data-copied'), 1500);
}

/** Opens every folded part of the button's section, or closes them all when none is closed. */
function expandAll(button: HTMLButtonElement): void {
  const folds = [...(button.closest('section')?.querySelectorAll('details') ?? [])];
  const open = folds.some((fold) => !fold.open);
  for (const fold of folds) fold.open = open;
  button.textContent = open ? 'Collapse all' : 'Expand all';
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const expander = target?.closest?.<HTMLButtonElement>('button[data-expand-all]');
  if (expander) expandAll(expander);
  const button = target?.closest?.<HTMLButtonElement>('button[data-copy]');
  if (button) void copy(button);
  const link = target?.closest?.<HTMLAnchorElement>('a.field-link, a.heading-link');
  if (link) void copyLink(link);
});
/** Makes each field's name a link to its row (the row has the id), so that a reader can share it. */
function linkFieldNames(): void {
  for (const name of document.querySelectorAll<HTMLElement>('.schema-property[id] > .schema-property-head > .schema-name')) {
    const link = document.createElement('a');
    link.className = 'field-link';
    link.href = `#${name.closest('.schema-property')!.id}`;
    name.replaceWith(link);
    link.append(name);
  }
}

onPageLoad(() => {
  linkFieldNames();
  const saved = readStored(LANGUAGE_KEY);
  if (saved) showLanguage(saved);
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy], button[data-expand-all]')) button.hidden = false;
});
