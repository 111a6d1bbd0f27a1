import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { MAX_DESCRIPTION_DEPTH, nestsDeeperThan } from './description-depth.js';
import { isSelfContained } from './is-self-contained.js';
import { parseSpecText } from './parse-spec-text.js';
import { isReadableSpecFile } from './ref-reach.js';

/** Versions the bundler knows; a 3.2 description is bundled as 3.1 and given its version back. */
const BUNDLER_VERSION_FOR_32 = '3.1.1';

interface FileInfo {
  url: string;
  data?: unknown;
}

/** A description joined into one document, and every file it was joined from (the root's included). */
export interface BundledSpec {
  bundled: Record<string, unknown>;
  files: string[];
}

/**
 * Joins a description's files into one document, internal `$ref`s kept. `root` is the parsed root file;
 * `replaced` holds parsed files (by absolute path) to use instead of what is on the disk; only files in
 * `folder` are read (`isReadableSpecFile`), and no URL. Throws what the bundler throws: the caller explains it.
 */
export async function bundleSpec(file: string, root: Record<string, unknown>, replaced: ReadonlyMap<string, unknown> = new Map(), folder = path.dirname(path.resolve(file))): Promise<BundledSpec> {
  // One file whose references all name values inside it: the bundler would give it back as it is.
  if (replaced.size === 0 && isSelfContained(root)) return { bundled: root, files: [path.resolve(file)] };
  return bundleWithParser(file, root, replaced, folder);
}

/** The bundler's own join of the files (each read as its name says), for descriptions it has work to do on. */
export async function bundleWithParser(file: string, root: Record<string, unknown>, replaced: ReadonlyMap<string, unknown>, folder: string): Promise<BundledSpec> {
  const version = String(root['openapi'] ?? '');
  const is32 = version.startsWith('3.2');
  const input = is32 ? { ...root, openapi: BUNDLER_VERSION_FOR_32 } : root;
  const options = {
    parse: {
      // The bundler's own JSON parser falls back to YAML, which accepts a trailing comma: a mistake
      // in a referenced .json file would pass unseen. Each file is read as what its name says, with
      // the parsers the root file is read with.
      json: { canParse: ['.json'], parse: (info: FileInfo) => parsedOrThrow(info, 'JSON') },
      yaml: { canParse: ['.yaml', '.yml'], parse: (info: FileInfo) => parsedOrThrow(info, 'YAML') },
    },
    resolve: {
      replaced: { order: 1, canRead: (info: FileInfo) => replaced.has(pathOf(info.url)), read: (info: FileInfo) => replaced.get(pathOf(info.url)) },
      // Files inside the description's folder only, and no URL: anything else fails the bundle, and
      // `loadSpecProblems` says where it is named.
      file: { order: 100, canRead: (info: FileInfo) => !/^[a-z][a-z\d+.-]+:/i.test(info.url) || /^file:/i.test(info.url), read: (info: FileInfo) => readInside(pathOf(info.url), folder) },
      http: false,
    },
  };
  // With three arguments the parser bundles the object we give it (the path only anchors relative refs).
  const parser = new SwaggerParser();
  const bundled = (await parser.bundle(file, input as never, options as never)) as unknown as Record<string, unknown>;
  if (is32) bundled['openapi'] = version;
  return { bundled, files: parser.$refs.paths() };
}

/** A file of the description, when it is one the description may name (`isReadableSpecFile`). */
async function readInside(file: string, folder: string): Promise<Buffer> {
  if (!isReadableSpecFile(file, folder)) throw new Error(`${file} is not a file inside ${folder}`);
  return readFile(file);
}

function parsedOrThrow(info: FileInfo, format: 'JSON' | 'YAML'): unknown {
  const data = info.data;
  // A replaced file arrives already parsed.
  if (typeof data !== 'string' && !Buffer.isBuffer(data)) return data;
  const parsed = parseSpecText(data.toString(), format);
  if (parsed.syntax) throw new SyntaxError(`${parsed.syntax.reason} (line ${parsed.syntax.line}, column ${parsed.syntax.column})`);
  if (nestsDeeperThan(parsed.value)) throw new RangeError(`it nests more than ${MAX_DESCRIPTION_DEPTH.toLocaleString('en-US')} levels deep`);
  return parsed.value;
}

/** The bundler names local files by path, with `#` and `?` percent-encoded. */
function pathOf(url: string): string {
  try {
    return decodeURIComponent(url.replace(/^file:\/\//, ''));
  } catch {
    return url;
  }
}
