import type { ApiCodeSample } from '@docs/shared';
import { CodeTabs, HighlightedCode } from './CodeTabs.js';

/** The request in every language, a tab each; the page's script remembers the reader's language across pages. */
export function CodeSamples({ samples, groupId }: { samples: ApiCodeSample[]; groupId: string }) {
  return (
    <CodeTabs
      className="code-samples"
      label="Code samples"
      groupId={groupId}
      tabs={samples.map((sample) => ({ value: sample.language, label: sample.label, panel: <HighlightedCode html={sample.html} /> }))}
    />
  );
}
