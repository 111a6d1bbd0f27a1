/**
 * Trims an exported FlexSearch `map` chunk so that each term keeps at most `limit` entries. A chunk
 * is a list of `[term, slots]`, where `slots[i]` lists the ids whose match scored `i` (0 best), so
 * the best entries are kept. Other chunks (`reg`, `cfg`, `ctx`) pass through unchanged.
 */
export function capPostings(key: string, data: unknown, limit: number): unknown {
  if (!key.endsWith('map') || !Array.isArray(data)) return data;
  return data.map(([term, slots]: [string, (number[] | null)[]]) => {
    let room = limit;
    const kept = slots.map((ids) => {
      if (!ids || room === 0) return null;
      const taken = ids.length <= room ? ids : ids.slice(0, room);
      room -= taken.length;
      return taken;
    });
    while (kept.length && kept[kept.length - 1] === null) kept.pop();
    return [term, kept];
  });
}
