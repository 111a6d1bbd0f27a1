import type { ReactNode } from 'react';

export interface CodeTab {
  /** Radio value: the language of a sample, the status of a response. */
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs that work without JavaScript: a radio button per tab, and CSS shows the panel of the checked one
 * (up to 16). `className` tells the page's script which tabs it remembers (`code-samples`: the language).
 */
export function CodeTabs({ tabs, groupId, label, className, checked = tabs[0]?.value }: { tabs: CodeTab[]; groupId: string; label: string; className: string; checked?: string | undefined }) {
  if (tabs.length === 0) return null;
  return (
    <div className={`code-tabs ${className}`} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <input key={tab.value} type="radio" name={groupId} id={`${groupId}-${tab.value}`} value={tab.value} defaultChecked={tab.value === checked} />
      ))}
      <div className="code-tab-list">
        {tabs.map((tab) => (
          <label key={tab.value} className="code-tab" htmlFor={`${groupId}-${tab.value}`}>
            {tab.label}
          </label>
        ))}
      </div>
      <div className="code-panels">
        {tabs.map((tab) => (
          <div key={tab.value} className="code-panel" data-tab={tab.value}>
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Highlighted code in a tab's panel, scrolling sideways by keyboard too. The page's script gives it a copy
 * button, named after the tab.
 */
export function HighlightedCode({ html }: { html: string }) {
  return (
    // Long lines scroll sideways, and a keyboard can scroll only a box that takes the focus.
    <pre tabIndex={0}>
      <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
