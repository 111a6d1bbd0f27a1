import type { TextPart } from '@docs/shared/search';

/** Text with the words the query matched in `<mark>`; React escapes it, so page text never becomes markup. */
export function HighlightedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  );
}
