import { hydrateIsland } from '../islands/load-islands.js';
import { isPlainClick } from '../navigation/find-page-link.js';
import { cancelSearchOpenRequest, requestSearchOpen } from './search-requests.js';

/** Inputs that take no typed text: `/` on a code-sample tab (a radio button) still opens search. */
const UNTYPED_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether the reader is typing somewhere, where `/` is a character and not a shortcut. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Ctrl+K or Cmd+K anywhere; `/` when not typing in a field. `/` is the character typed, whichever keys
 * make it (Shift+7 on German, French and Nordic keyboards); K is the key of that name, or in a layout
 * without Latin letters (Cyrillic, Greek) the key where K is on a US keyboard.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !isEditing(event.target);
  if (event.shiftKey) return false;
  const isK = event.key.toLowerCase() === 'k' || (!/^[a-z]$/i.test(event.key) && event.code === 'KeyK');
  return isK && event.ctrlKey !== event.metaKey;
}

/**
 * Opens search from the keyboard. The control marked `data-search-shortcut` says what opens: inside an
 * island (the search modal), the island is hydrated and asked to open; otherwise (a plain link to the
 * search page) it is followed.
 */
export function setUpSearchShortcuts(): void {
  const open = (island: HTMLElement) => {
    requestSearchOpen();
    void hydrateIsland(island).then((live) => live || cancelSearchOpenRequest());
  };
  document.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    const control = document.querySelector<HTMLElement>('[data-search-shortcut]');
    if (!control) return;
    event.preventDefault();
    const island = control.closest<HTMLElement>('[data-island]');
    if (island) open(island);
    else control.click();
  });
  // A click on the control before its island is live is a request too, so what is typed next is kept.
  document.addEventListener(
    'click',
    (event) => {
      const island = (event.target as Element | null)?.closest?.('[data-search-shortcut]')?.closest<HTMLElement>('[data-island]');
      if (island && island.dataset['hydrated'] !== 'true' && isPlainClick(event)) open(island);
    },
    true,
  );
}
