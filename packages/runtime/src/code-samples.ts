// Loaded by API operation pages only. The tabs work without it (radio buttons and CSS); this script
// remembers the reader's language across pages and makes the copy buttons work.
const LANGUAGE_KEY = 'code-sample-language';

function readLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function showLanguage(language: string): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('.code-samples input[type="radio"]')) {
    if (input.value === language) input.checked = true;
  }
}

function setUpTabs(): void {
  const saved = readLanguage();
  if (saved) showLanguage(saved);
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.('.code-samples input[type="radio"]')) return;
    showLanguage(input.value);
    try {
      localStorage.setItem(LANGUAGE_KEY, input.value);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  });
}

function setUpCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const code = button.closest('.code-panel, .example-block')?.querySelector('code')?.textContent ?? '';
      const label = button.textContent;
      try {
        await navigator.clipboard.writeText(code);
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Press Ctrl+C to copy';
        const range = document.createRange();
        const target = button.closest('.code-panel')?.querySelector('code');
        if (target) {
          range.selectNodeContents(target);
          getSelection()?.removeAllRanges();
          getSelection()?.addRange(range);
        }
      }
      setTimeout(() => (button.textContent = label), 1500);
    });
  }
}

setUpTabs();
setUpCopyButtons();
