/** Dispatched on `document` after instant navigation has put a new page in place. */
export const PAGE_LOAD_EVENT = 'docs:page-load';

/**
 * Runs `setUp` for the current page now, and again each time instant navigation swaps in a new page,
 * so enhancements bind to the new content without a full reload.
 */
export function onPageLoad(setUp: () => void): void {
  setUp();
  document.addEventListener(PAGE_LOAD_EVENT, setUp);
}
