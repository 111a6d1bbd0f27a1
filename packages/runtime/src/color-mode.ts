export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'theme';

/** The reader's saved choice, or the site's default when there is none (or storage is blocked). */
export function readColorMode(fallback: ColorMode): ColorMode {
  try {
    const saved = localStorage.getItem(COLOR_MODE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset['theme'] = mode;
}

export function saveColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}
