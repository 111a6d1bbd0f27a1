import { readStored, writeStored } from './storage.js';

/** Holds the id of the announcement the reader closed; a new id is shown again. */
export const DISMISSED_ANNOUNCEMENT_KEY = 'announcement-dismissed';
const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** Hides the bar (by an attribute on <html> the stylesheet reads) if the reader closed this announcement. */
export function applyAnnouncementDismissal(currentId: string | null): void {
  if (currentId !== null && readStored(DISMISSED_ANNOUNCEMENT_KEY) === currentId) {
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
  }
}

/** The close button of the bar: remembers the announcement's id so it stays closed on every page. */
export function setUpAnnouncementClose(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('[data-announcement-id]');
    if (!bar) return;
    writeStored(DISMISSED_ANNOUNCEMENT_KEY, bar.dataset['announcementId'] ?? '');
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
    // The button disappears with the bar: keep keyboard users at the top of the page, on the first
    // control of the navbar that is shown (the menu button is hidden on wide screens).
    [...document.querySelectorAll<HTMLElement>('.navbar a, .navbar button')].find((control) => control.getClientRects().length > 0)?.focus();
  });
}
