import { createDiagnostic, type Diagnostic, type SidebarCategory, type SidebarItem } from '@docs/shared';
import type { ContentEntry } from './build-content-entries.js';
import { compareText } from '../text/compare-text.js';

/** What joining hand-written pages to the generated API reference gave. */
export interface JoinedSidebar {
  /** The guides' sidebar followed by the API reference's, with the marked pages at the top of the latter. */
  sidebar: SidebarItem[];
  /** The pages to leave out of their folders, because the API reference lists them. */
  joined: Set<ContentEntry>;
  diagnostics: Diagnostic[];
}

/** Whether a page asks to be listed in the API reference (`api_reference: true` in its front matter). */
export function isApiReferencePage(entry: ContentEntry): boolean {
  return entry.frontMatter['api_reference'] === true;
}

/**
 * One "API reference" in the sidebar: hand-written pages about the API (an overview, conventions, errors)
 * marked `api_reference: true` open the generated section, ordered by position then label, instead of
 * sitting in their folders as a second one. Their URLs stay where their files are. Of a frozen `version`
 * without a description while the latest has one, the warning says that version's is missing.
 */
export function joinApiReference(entries: readonly ContentEntry[], apiSidebar: readonly SidebarItem[], apiIndexPath: string | undefined, version?: string): JoinedSidebar {
  const marked = entries.filter(isApiReferencePage);
  const section = apiSidebar.find((item): item is SidebarCategory => item.type === 'category' && item.path !== undefined && item.path === apiIndexPath);
  if (!marked.length) return { sidebar: [...apiSidebar], joined: new Set(), diagnostics: [] };
  if (!section) {
    const diagnostics = marked.map((entry) =>
      createDiagnostic('ApiReferenceWithoutApi', version ? { version } : {}, { file: entry.page.displayPath, line: entry.apiReferenceLine ?? 1, column: 1 }, 'warning'),
    );
    return { sidebar: [...apiSidebar], joined: new Set(), diagnostics };
  }
  const pages = [...marked].sort((a, b) => (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) || compareText(a.sidebarLabel, b.sidebarLabel));
  const joinedSection: SidebarCategory = { ...section, items: [...pages.map((entry) => ({ type: 'link' as const, label: entry.sidebarLabel, path: entry.path })), ...section.items] };
  return { sidebar: apiSidebar.map((item) => (item === section ? joinedSection : item)), joined: new Set(marked), diagnostics: [] };
}

/**
 * Guide sections named like the API reference's groups beside them ("Webhooks" twice) leave readers
 * guessing which is which: each such guide entry gets a warning at the file that names it.
 */
export function findLabelClashes(guides: readonly SidebarItem[], apiSidebar: readonly SidebarItem[], sourceOf: (path: string) => string | undefined): Diagnostic[] {
  // The reference's groups at any depth: its tags, and the x-tagGroups that hold them.
  const groups = new Set<string>();
  const collect = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      groups.add(item.label.trim().toLowerCase());
      collect(item.items);
    }
  };
  for (const section of apiSidebar) if (section.type === 'category') collect(section.items);
  const diagnostics: Diagnostic[] = [];
  for (const item of guides) {
    const path = item.path;
    if (!path || !groups.has(item.label.trim().toLowerCase())) continue;
    const file = sourceOf(path);
    diagnostics.push(createDiagnostic('SidebarLabelClash', { label: item.label }, file ? { file } : undefined, 'warning'));
  }
  return diagnostics;
}
