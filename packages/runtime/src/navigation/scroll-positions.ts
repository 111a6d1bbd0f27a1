/** What this site keeps in a history entry's state. */
export interface EntryState {
  /** Names the entry, for the scroll position kept for it. */
  entry?: string;
  /** Where the reader was when they left the entry by a full load (a reload, an external link). */
  scrollY?: number;
}

const STORAGE_KEY = 'scroll-positions';
/** Entries remembered across full loads: the latest this many. */
const KEPT = 100;

const newEntryId = () => Math.random().toString(36).slice(2, 10);

/**
 * Where the reader was on each entry of this tab's history, kept as they scroll, so that Back and
 * Forward put them there again: with the browser's own restoration off (pages are swapped in, which
 * it cannot restore), nothing else does, and a position saved only when a link is clicked was lost
 * when the reader left by Back or Forward. Survives a full load of the tab in session storage.
 */
export function createScrollPositions() {
  const positions = new Map<string, number>(readStored());
  /** The entry being read: the current history entry's, or the one a traversal is loading. */
  let current = idOf(history.state as EntryState | null);

  window.addEventListener('scroll', () => positions.set(current, window.scrollY), { passive: true });
  window.addEventListener('pagehide', () => {
    positions.set(current, window.scrollY);
    // For a full load back to this entry even where session storage is refused.
    history.replaceState({ ...(history.state as EntryState | null), scrollY: window.scrollY } satisfies EntryState, '');
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
    } catch {
      // Storage may be full or refused: positions then last as long as the page.
    }
  });

  return {
    /** The position kept for the current entry (a full load back to it). */
    initial: (): number | undefined => positions.get(current) ?? (history.state as EntryState | null)?.scrollY,
    /**
     * Keeps where the reader is on the entry they are leaving, while the browser still shows it there.
     * The scroll event that would have kept it comes only at the next frame, after the next page or
     * heading is shown: a reader who scrolled and at once went Back or followed a link would not be put
     * back where they were.
     */
    leave(): void {
      positions.set(current, window.scrollY);
    },
    /** A new entry's state, and from now on the entry being read. */
    enterNew(): EntryState {
      current = newEntryId();
      return { entry: current };
    },
    /** The entry a traversal arrived at (named now if it had no name: a fragment the browser navigated to), and where the reader was on it. */
    arrive(state: EntryState | null): { entry: string; scrollY: number | undefined } {
      const entry = idOf(state);
      return { entry, scrollY: positions.get(entry) ?? state?.scrollY };
    },
    /** From now on, scrolling is the reader's on `entry`. */
    read(entry: string): void {
      current = entry;
    },
  };
}

/** The entry's name, given it (in the current entry's state) when it has none. */
function idOf(state: EntryState | null): string {
  if (state?.entry) return state.entry;
  const entry = newEntryId();
  history.replaceState({ ...state, entry } satisfies EntryState, '');
  return entry;
}

function readStored(): [string, number][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((item): item is [string, number] => Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number') : [];
  } catch {
    return [];
  }
}
