import { readStored, writeStored } from './storage.js';

export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'theme';

/** The reader's saved choice, or the site's default when there is none (or storage is blocked). */
export function readColorMode(fallback: ColorMode): ColorMode {
  const saved = readStored(COLOR_MODE_KEY);
  return saved === 'dark' || saved === 'light' ? saved : fallback;
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset['theme'] = mode;
}

export function saveColorMode(mode: ColorMode): void {
  writeStored(COLOR_MODE_KEY, mode);
}
