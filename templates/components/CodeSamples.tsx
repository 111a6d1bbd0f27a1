import type { ApiCodeSample } from '@docs/shared';

/**
 * Language tabs that work without JavaScript: a radio button per language, and CSS shows the panel
 * of the checked one. The page's script remembers the choice and enables the copy buttons.
 */
export function CodeSamples({ samples, groupId }: { samples: ApiCodeSample[]; groupId: string }) {
  if (samples.length === 0) return null;
  return (
    <div className="code-samples" role="group" aria-label="Code samples">
      {samples.map((sample, index) => (
        <input
          key={sample.language}
          type="radio"
          className="code-tab-input"
          name={`${groupId}-language`}
          id={`${groupId}-${sample.language}`}
          value={sample.language}
          defaultChecked={index === 0}
        />
      ))}
      <div className="code-tab-list">
        {samples.map((sample) => (
          <label key={sample.language} className="code-tab" htmlFor={`${groupId}-${sample.language}`}>
            {sample.label}
          </label>
        ))}
      </div>
      <div className="code-panels">
        {samples.map((sample) => (
          <div key={sample.language} className="code-panel" data-language={sample.language}>
            <button type="button" className="copy-button" data-copy hidden aria-label={`Copy the ${sample.label} sample`}>
              Copy
            </button>
            {/* Long lines scroll sideways, and a keyboard can scroll only a box that takes the focus. */}
            <pre tabIndex={0}>
              <code className="hljs" dangerouslySetInnerHTML={{ __html: sample.html }} />
            </pre>
          </div>
        ))}
      </div>
    </div>
  );
}
