import { applyColorMode, readColorMode, saveColorMode, type ColorMode } from './color-mode.js';
import { onPageLoad } from './page-load.js';

const TOGGLE = '[data-theme-toggle]';

function labelToggles(): void {
  const next = readCurrentMode() === 'dark' ? 'light' : 'dark';
  for (const button of document.querySelectorAll<HTMLButtonElement>(TOGGLE)) {
    button.setAttribute('aria-label', `Switch to ${next} mode`);
    button.title = `Switch to ${next} mode`;
  }
}

/**
 * The mode the page shows. Not the stored choice, which another tab may have changed since this page
 * applied it: the first click here would then only store again what this page does not show.
 */
function readCurrentMode(): ColorMode {
  const shown = document.documentElement.dataset['theme'];
  return shown === 'dark' || shown === 'light' ? shown : readColorMode(__DEFAULT_COLOR_MODE__);
}

/** The navbar's light/dark button: applies and remembers the choice; its label says what a click does. */
export function setUpThemeToggle(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
    const next: ColorMode = readCurrentMode() === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    saveColorMode(next);
    labelToggles();
  });
  onPageLoad(labelToggles);
}
