import { pointerTokens } from './find-refs.js';
import type { SpecFile } from './load-spec-files.js';
import { isReadableSpecFile } from './ref-reach.js';
import { refTarget } from './ref-target.js';

/** A `$ref` that names nothing: where it is written, and why it fails. */
export interface BrokenRef {
  /** The file it is written in (absolute path) and the JSON pointer of the object holding it. */
  file: string;
  pointer: string;
  ref: string;
  /** The file it names (absolute path), or the URL. */
  target: string;
  /** `outside`: a file outside the description's folder (or not a regular file); `url`: a URL, which is not fetched. */
  reason: 'no-file' | 'no-pointer' | 'outside' | 'url';
}

const MISSING = Symbol('missing');
/** More hops than any real chain of references; a loop of references to references stops here. */
const MAX_HOPS = 32;

/**
 * Every `$ref` in the files that names a URL (never fetched), a file outside the description's folder
 * (`folder`, never read), a file that does not exist, or a JSON pointer that the file it names does not
 * have. References into a file with a syntax error are left to that error; references to anchors
 * (`#name`) are not checked. Circular references are fine: only targets are looked up.
 */
export function checkRefs(files: ReadonlyMap<string, SpecFile>, folder: string): BrokenRef[] {
  const broken: BrokenRef[] = [];
  for (const file of files.values()) {
    for (const { pointer, ref } of file.refs) {
      const target = refTarget(ref, file.file);
      if (!target) {
        broken.push({ file: file.file, pointer, ref, target: ref.split('#')[0]!, reason: 'url' });
        continue;
      }
      if (!isReadableSpecFile(target.file, folder)) {
        broken.push({ file: file.file, pointer, ref, target: target.file, reason: 'outside' });
        continue;
      }
      const targetFile = files.get(target.file);
      if (!targetFile || targetFile.syntax) continue;
      if (targetFile.text === undefined) broken.push({ file: file.file, pointer, ref, target: target.file, reason: 'no-file' });
      else if (lookUp(files, target.file, target.pointer, 0) === MISSING) broken.push({ file: file.file, pointer, ref, target: target.file, reason: 'no-pointer' });
    }
  }
  return broken;
}

/**
 * The value at `pointer` in `file`, or MISSING. Like the bundler, a pointer may pass through a `$ref`
 * (`#/components/schemas/A/properties/b` where A is a `$ref` to another file): it is followed.
 */
function lookUp(files: ReadonlyMap<string, SpecFile>, file: string, pointer: string, hops: number): unknown {
  if (pointer !== '' && !pointer.startsWith('/')) return undefined;
  let node = files.get(file)?.value;
  let where = file;
  for (const token of pointerTokens(pointer, { uriFragment: true })) {
    while (isRecord(node) && !Object.hasOwn(node, token) && typeof node['$ref'] === 'string' && hops < MAX_HOPS) {
      const next = refTarget(node['$ref'], where);
      const nextFile = next && files.get(next.file);
      // A reference that is itself broken is reported where it is written, not again here.
      if (!next || !nextFile || nextFile.value === undefined) return undefined;
      hops++;
      node = lookUp(files, next.file, next.pointer, hops);
      where = next.file;
      if (node === MISSING) return MISSING;
    }
    if (Array.isArray(node) && /^\d+$/.test(token) && Number(token) < node.length) node = node[Number(token)];
    else if (isRecord(node) && !Array.isArray(node) && Object.hasOwn(node, token)) node = node[token];
    else return MISSING;
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object';
}
