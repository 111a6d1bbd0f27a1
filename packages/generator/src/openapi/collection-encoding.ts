/**
 * A Swagger 2.0 list's `collectionFormat` (`csv` unless said, as any value it does not know is read) as
 * OpenAPI 3's style and explode: `multi` repeats the field. Tab-separated lists have no OpenAPI 3 style;
 * they are named `tabDelimited` here, on the pattern of the other two.
 */
export function collectionEncoding(format: unknown): { style: string; explode: boolean } {
  if (format === 'multi') return { style: 'form', explode: true };
  if (format === 'ssv') return { style: 'spaceDelimited', explode: false };
  if (format === 'pipes') return { style: 'pipeDelimited', explode: false };
  if (format === 'tsv') return { style: 'tabDelimited', explode: false };
  return { style: 'form', explode: false };
}
