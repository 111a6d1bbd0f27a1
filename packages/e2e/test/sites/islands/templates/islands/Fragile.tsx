import { useState } from 'react';

/** Throws while rendering once asked to: the error boundary around every island must catch it. */
export default function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Fragile was asked to break');
  return (
    <div className="fragile">
      <p>Fragile widget is working.</p>
      <button type="button" onClick={() => setBroken(true)}>
        Break it
      </button>
    </div>
  );
}
