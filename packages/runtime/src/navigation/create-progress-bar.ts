/**
 * The thin bar at the top of the window during a route change. It appears only when the change takes
 * longer than `delay` ms, so fast navigations show nothing. It lives on <html>, outside the swapped body.
 */
export function createProgressBar(delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;

  function element(): HTMLElement {
    if (!bar) {
      bar = document.createElement('div');
      bar.className = 'nav-progress';
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-label', 'Loading the page');
      bar.hidden = true;
      document.documentElement.append(bar);
    }
    return bar;
  }

  return {
    start(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const node = element();
        node.hidden = false;
        node.removeAttribute('data-done');
      }, delay);
    },
    done(): void {
      clearTimeout(timer);
      if (!bar || bar.hidden) return;
      bar.setAttribute('data-done', '');
      const finished = bar;
      setTimeout(() => {
        if (finished.hasAttribute('data-done')) finished.hidden = true;
      }, 250);
    },
  };
}
