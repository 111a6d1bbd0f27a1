// localStorage can be disabled or full (private windows, strict privacy settings): the site then keeps
// interface choices for the current page only instead of failing.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts until the next full page load.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: there is nothing stored to forget.
  }
}
