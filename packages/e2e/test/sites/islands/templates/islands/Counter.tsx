import { useState } from 'react';

/** Counts clicks: proves the island is live, and that the click that woke it was not lost. */
export default function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}
