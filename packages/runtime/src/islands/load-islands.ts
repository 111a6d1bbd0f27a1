import { islandLoaders } from 'docs:islands';
import { onPageLoad } from '../page-load.js';

const INTERACTIONS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/** Shown next to an island whose code could not be downloaded; "Retry" tries again. */
function showLoadError(island: HTMLElement, retry: () => void): void {
  const box = document.createElement('div');
  box.className = 'island-load-error';
  box.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = 'This part of the page could not be loaded. Check your connection.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    // The focus goes back to the control that needed the code, not to the page as the message goes.
    island.querySelector<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')?.focus();
    box.remove();
    retry();
  });
  box.append(message, button);
  island.after(box);
  button.focus();
}

/** Live islands and how to unmount each: React roots of islands that left the page are released. */
const mounted = new Map<HTMLElement, () => void>();

function unmountDetached(): void {
  for (const [island, unmount] of mounted) {
    if (island.isConnected) continue;
    unmount();
    mounted.delete(island);
  }
}

/** One hydration per island: every trigger that fires while its code loads waits for the same attempt. */
const attempts = new WeakMap<HTMLElement, Promise<boolean>>();

/** Loads and hydrates an island now, whatever its strategy; resolves to whether it is live. */
export function hydrateIsland(island: HTMLElement): Promise<boolean> {
  return hydrate(island);
}

function hydrate(island: HTMLElement): Promise<boolean> {
  const running = attempts.get(island);
  if (running) return running;
  const attempt = loadAndMount(island);
  attempts.set(island, attempt);
  // A failed download may be retried; a mounted island stays mounted.
  void attempt.then((mounted) => mounted || attempts.delete(island));
  return attempt;
}

async function loadAndMount(island: HTMLElement): Promise<boolean> {
  const name = island.dataset['island'] ?? '';
  const load = islandLoaders[name];
  if (!load) {
    console.error(`No island called "${name}" was built.`);
    return false;
  }
  island.dataset['hydrated'] = 'loading';
  let mount: Awaited<ReturnType<typeof load>>['default'];
  try {
    mount = (await load()).default;
  } catch (error) {
    console.error(`The code of the "${name}" island could not be loaded:`, error);
    delete island.dataset['hydrated'];
    showLoadError(island, () => void hydrate(island));
    return false;
  }
  mounted.set(island, mount(island, JSON.parse(island.dataset['props'] ?? '{}') as object));
  island.dataset['hydrated'] = 'true';
  return true;
}

/** Hydrates on the first pointer, focus or touch; a click that lands before the code is live is replayed on it. */
function hydrateOnInteraction(island: HTMLElement): void {
  let clicked: HTMLElement | undefined;
  const stop = () => {
    for (const type of INTERACTIONS) island.removeEventListener(type, onInteraction, true);
  };
  function onInteraction(event: Event): void {
    if (island.dataset['hydrated'] === 'true') return stop();
    if (event.type === 'click' && event.target instanceof HTMLElement) {
      event.preventDefault();
      event.stopPropagation();
      clicked = event.target;
    }
    void hydrate(island).then((mounted) => {
      // A click whose code could not be loaded is dropped: after "Retry" the reader clicks again.
      if (!mounted) {
        clicked = undefined;
        return;
      }
      stop();
      const target = clicked;
      clicked = undefined;
      // React attaches its listeners when it hydrates; a frame later the replayed click reaches them.
      if (target?.isConnected) requestAnimationFrame(() => target.click());
    });
  }
  for (const type of INTERACTIONS) island.addEventListener(type, onInteraction, true);
}

function schedule(island: HTMLElement): void {
  switch (island.dataset['hydrate']) {
    case 'load':
      return void hydrate(island);
    case 'idle':
      return void (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void hydrate(island)) : setTimeout(() => void hydrate(island), 200));
    case 'visible': {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate(island);
      });
      return observer.observe(island);
    }
    default:
      return hydrateOnInteraction(island);
  }
}

/** Finds the islands of each page and hydrates each when its `data-hydrate` strategy says so. */
export function setUpIslands(): void {
  onPageLoad(() => {
    unmountDetached();
    for (const island of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) schedule(island);
  });
}
