import { onPageLoad } from './page-load.js';
import { revealInBox } from './reveal-in-box.js';

/** How far below where a link to it puts a heading (or below the navbar) its top may be and still start the section being read, in pixels. */
const READING_LINE = 24;

/**
 * Marks the entries of the page's tables of contents (the side one and the phone's) that lead to the
 * section being read: the last whose heading has scrolled up to just below the navbar, or the last one
 * once the page is scrolled to its end (a short last section never reaches the top). Follows a swapped-in
 * page, and marks nothing on a page without a table of contents. The phone's folds away once used.
 */
export function setUpTocSpy(): void {
  let links: HTMLAnchorElement[] = [];
  let headings: HTMLElement[] = [];
  // Where following a link to a heading puts its top: the page's scroll padding and the heading's margin.
  let landing = 0;
  let scheduled = false;
  const mark = () => {
    scheduled = false;
    if (!headings.length) return;
    const line = Math.max(document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0, landing) + READING_LINE;
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let current: HTMLElement | undefined = atEnd ? headings.at(-1) : undefined;
    if (!current) for (const heading of headings) if (heading.getBoundingClientRect().top <= line) current = heading;
    for (const link of links) {
      if (current && link.hash === `#${encodeURIComponent(current.id)}`) {
        link.setAttribute('aria-current', 'location');
        // A table of contents taller than its box keeps the marked entry in view.
        const box = link.closest<HTMLElement>('.doc-toc');
        if (box) revealInBox(link, box);
      } else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(mark);
  };
  // The phone's table of contents folds away once an entry of it is picked, out of the way of the section.
  document.addEventListener('click', (event) => {
    const entry = (event.target as Element | null)?.closest?.('details.toc-mobile a[href^="#"]');
    entry?.closest('details')?.removeAttribute('open');
  });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  onPageLoad(() => {
    links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
    const ids = new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))));
    headings = [...ids].flatMap((id) => document.getElementById(id) ?? []);
    const offset = (value: string) => Number.parseFloat(value) || 0;
    landing = headings[0] ? offset(getComputedStyle(document.documentElement).scrollPaddingTop) + offset(getComputedStyle(headings[0]).scrollMarginTop) : 0;
    schedule();
  });
}
