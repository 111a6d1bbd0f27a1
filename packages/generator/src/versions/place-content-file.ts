import { VERSIONS_FOLDER } from '@docs/shared';

/** Where a file of the content folder stands in the site, and the frozen docs version it belongs to. */
export interface PlacedFile {
  contentPath: string;
  version?: string;
}

/**
 * Where a file of the content folder stands in the site. A frozen version's files
 * (`versions/<name>/…`) stand where its docs are served, `docs/<name>/…`, so that their routes, their
 * relative links and their sidebar follow from that path as the latest's do; the versions file and
 * folders of versions not listed stand nowhere (undefined). Without versions, every file is where it is.
 */
export function placeContentFile(contentPath: string, versionNames: ReadonlySet<string> | undefined): PlacedFile | undefined {
  if (!versionNames) return { contentPath };
  const [top, name, ...rest] = contentPath.split('/');
  if (top !== VERSIONS_FOLDER) return { contentPath };
  return name !== undefined && rest.length && versionNames.has(name) ? { contentPath: ['docs', name, ...rest].join('/'), version: name } : undefined;
}
