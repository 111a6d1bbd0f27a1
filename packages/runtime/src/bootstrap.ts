// The one script every page loads (deferred): wires the colour mode toggle and the mobile menu.
import { applyColorMode, readColorMode, saveColorMode, type ColorMode } from './color-mode.js';
import { setUpMenu } from './menu.js';

function setUpColorModeToggle(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const label = () => {
      const next = readColorMode(__DEFAULT_COLOR_MODE__) === 'dark' ? 'light' : 'dark';
      button.setAttribute('aria-label', `Switch to ${next} mode`);
      button.title = `Switch to ${next} mode`;
    };
    label();
    button.addEventListener('click', () => {
      const next: ColorMode = document.documentElement.dataset['theme'] === 'dark' ? 'light' : 'dark';
      applyColorMode(next);
      saveColorMode(next);
      label();
    });
  }
}

setUpColorModeToggle();
setUpMenu();
