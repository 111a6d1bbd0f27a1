// Loaded by pages with code samples only. The tabs work without it (radio buttons and CSS); this script
// remembers the reader's language across pages and makes the copy buttons work.
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
  const code = button.closest('.code-panel, .example-block')?.querySelector('code');
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
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy]');
  if (button) void copy(button);
});
onPageLoad(() => {
  const saved = readStored(LANGUAGE_KEY);
  if (saved) showLanguage(saved);
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) button.hidden = false;
});
