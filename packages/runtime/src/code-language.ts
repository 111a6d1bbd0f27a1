import { readStored } from './storage.js';

/** Where the reader's code sample language is kept, across pages and visits. */
export const CODE_LANGUAGE_KEY = 'code-sample-language';
/** The radio buttons of the code-sample tabs (one per language, per group of samples). */
export const CODE_TAB = '.code-samples input[type="radio"]';

/** Checks the tab of `language` in every group of code samples that has one. */
export function showLanguage(language: string): void {
  for (const input of document.querySelectorAll<HTMLInputElement>(CODE_TAB)) {
    if (input.value === language) input.checked = true;
  }
}

/**
 * From the inline head script: checks the tab of the reader's language as the parser inserts it, so
 * that the page is first painted with it. Left to the deferred script, the page showed cURL first and
 * switched a moment later, moving the column of samples as it did.
 */
export function showLanguageAsParsed(): void {
  const language = readStored(CODE_LANGUAGE_KEY);
  if (!language) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLInputElement && node.type === 'radio' && node.value === language && node.closest('.code-samples')) node.checked = true;
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      showLanguage(language);
    },
    { once: true },
  );
}
