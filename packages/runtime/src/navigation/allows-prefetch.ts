interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching spends the reader's data: never on a data-saver or 2g connection. */
export function allowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
