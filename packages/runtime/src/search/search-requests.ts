// The channel between the keyboard shortcuts (in the bootstrap script) and the search modal (an island
// whose code may still be downloading): a request made before the modal listens is kept until it does,
// and what the reader types meanwhile is kept for the query field rather than lost.

type OpenListener = (typedAhead: string) => void;

let listener: OpenListener | undefined;
let pending = false;
let typedAhead = '';

function keepTyping(event: KeyboardEvent): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typedAhead += event.key;
  else if (event.key === 'Backspace') typedAhead = typedAhead.slice(0, -1);
  else return;
  event.preventDefault();
}

function settle(): string {
  pending = false;
  document.removeEventListener('keydown', keepTyping, true);
  const typed = typedAhead;
  typedAhead = '';
  return typed;
}

/** Asks the search modal to open, now if it is live, else as soon as it is. */
export function requestSearchOpen(): void {
  if (listener) return listener('');
  if (pending) return;
  pending = true;
  document.addEventListener('keydown', keepTyping, true);
}

/** Drops a request that cannot be met (the modal's code failed to load). */
export function cancelSearchOpenRequest(): void {
  if (pending) settle();
}

/** Called by the search modal when it mounts; returns what stops listening. */
export function onSearchOpenRequest(open: OpenListener): () => void {
  listener = open;
  if (pending) open(settle());
  return () => {
    if (listener === open) listener = undefined;
  };
}
