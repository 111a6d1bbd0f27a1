import { VERSIONS_FOLDER } from '@docs/shared';

/**
 * Where a file of the content folder stands in the site. A frozen version's files
 * (`versions/<name>/…`) stand where its docs are served, `docs/<name>/…`, so that their routes, their
 * relative links and their sidebar follow from that path as the latest's do; the versions file and
 * folders of versions not listed stand nowhere (undefined). Without versions, every file is where it is.
 */
export function versionedContentPath(contentPath: string, versionNames: ReadonlySet<string> | undefined): string | undefined {
  if (!versionNames) return contentPath;
  const [top, name, ...rest] = contentPath.split('/');
  if (top !== VERSIONS_FOLDER) return contentPath;
  return name !== undefined && rest.length && versionNames.has(name) ? ['docs', name, ...rest].join('/') : undefined;
}
