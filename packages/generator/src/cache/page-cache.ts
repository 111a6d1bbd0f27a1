import { accessSync, closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { isAbandonedTemporary, listCacheFolder, makeCacheFolder as makeFolder, removeCacheFile as removeFile } from './cache-files.js';
import { writeAtomically } from './write-atomically.js';
import { makeFolders } from './make-folders.js';
/** A rendered page as the cache keeps it: what the rest of the build needs of it (`record`, plain data), and its HTML. */
export interface CachedPage<R = unknown> {
  record: R;
  html: string;
}

/** An entry as read: its HTML as the bytes on disk, decoded only by a caller that needs the text (most write it as it is). */
export interface ReadPage<R = unknown> {
  record: R;
  html: Buffer;
}

/** What the build reports of its cache. */
export interface PageCacheSummary {
  dir: string;
  hits: number;
  misses: number;
  /** Bytes of the entries the build used (and so kept), when it tidied the cache. */
  bytes?: number;
  /** Entries that could not be read (truncated, corrupted) and were rendered again. */
  unreadable: number;
  /** Whether the cache was made by another version of the generator, and so not used. */
  otherVersion: boolean;
  /**
   * Without `tidy`: removes the whole pages the build did not use. Left to the caller (`docs dev`), which
   * calls it once this build's pages replace the ones it serves: the pages of the build before, still
   * served while this one failed, must stay.
   */
  removeUnusedPages?: () => void;
}

/** The entries of one folder of the cache: a file per rendered page, named by the digest of all it was made from. */
const PAGES = 'pages';
/** Says which generator made the entries; another one's entries are not used. */
const MANIFEST = 'cache.json';
/** Entries: a rendered page (`.page`), or a rendered Markdown body (`.body`), which outlives a change of templates. */
const ENTRY = /^[A-Za-z0-9_-]{20,64}\.(page|body)$/;

/**
 * Where a page's entry lives. Keys are URL-safe digests, so they are file names as they are; a key
 * that is not one is refused rather than turned into a path.
 */
export function pageEntryFile(dir: string, key: string, kind: 'page' | 'body' = 'page'): string {
  const name = `${key}.${kind}`;
  if (!ENTRY.test(name)) throw new Error(`not a cache key: ${key}`);
  return path.join(dir, PAGES, name);
}

/**
 * Writes a page's entry: to a temporary name first, then renamed over, so that a build that stops
 * halfway, or two builds writing the same entry, never leave a partial one. The header gives the
 * HTML's length in bytes, so that a truncated entry is told from a whole one, and a CRC-32 of the
 * HTML and one of the record, so that one damaged in place is too (5 GB/s: 0.1 s to check every
 * page of 10,000 when a CI machine restores the cache without the output).
 */
export function writePageEntry(file: string, page: CachedPage): boolean {
  const html = Buffer.from(page.html);
  const record = JSON.stringify(page.record);
  const header = Buffer.from(`{"htmlBytes":${html.length},"htmlCrc":${crc32(html)},"recordCrc":${crc32(record)},"record":${record}}\n`);
  return writeAtomically(file, Buffer.concat([header, html]));
}

/** How an entry's header starts, up to its record (`writePageEntry`). */
const HEADER = /^\{"htmlBytes":(\d+),"htmlCrc":(\d+),"recordCrc":(\d+),"record":/;

/**
 * Whether the cache in `dir` holds a page entry as this cache writes them: named as it names them, and
 * starting as `writePageEntry` starts them. A folder whose manifest cannot be read is taken for a cache
 * on this, and never on its names alone (a folder of someone's may hold a `cache.json` of their own).
 */
export function holdsPageEntries(dir: string): boolean {
  const pagesDir = path.join(dir, PAGES);
  const start = Buffer.alloc(128);
  return listCacheFolder(pagesDir).some((name) => {
    if (!name.endsWith('.page') || !ENTRY.test(name)) return false;
    let fd: number | undefined;
    try {
      fd = openSync(path.join(pagesDir, name), 'r');
      return HEADER.test(start.toString('latin1', 0, readSync(fd, start, 0, start.length, 0)));
    } catch {
      return false;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  });
}

/** A page's entry, `undefined` when there is none, or `'unreadable'` when it is there but not whole or not a record. */
export function readPageEntry<R>(file: string, isRecord: (value: unknown) => value is R): ReadPage<R> | undefined | 'unreadable' {
  const bytes = readIfThere(file);
  if (!bytes) return undefined;
  const newline = bytes.indexOf(10);
  const html = bytes.subarray(newline + 1);
  const record = newline < 0 ? 'unreadable' : recordOfHeader(bytes.subarray(0, newline), html, isRecord);
  return record === 'unreadable' ? 'unreadable' : { record: record as R, html };
}

/** A file's bytes, `undefined` when it is gone (another build tidied the cache) or cannot be read. */
function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Bytes read first for a record alone: most headers fit, so one read usually does. */
const RECORD_READ = 64 * 1024;

/**
 * A page's record without its HTML, for a page whose files are in the output already but whose record
 * the link check or the search index needs: its header alone is read, and checked against the
 * file's size, so a truncated entry is still told from a whole one.
 */
export function readPageRecord<R>(file: string, isRecord: (value: unknown) => value is R): R | undefined | 'unreadable' {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    let bytes = Buffer.allocUnsafe(Math.min(size, RECORD_READ));
    bytes = bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0));
    let newline = bytes.indexOf(10);
    if (newline < 0 && bytes.length < size) {
      const whole = Buffer.allocUnsafe(size);
      bytes = whole.subarray(0, readSync(fd, whole, 0, size, 0));
      newline = bytes.indexOf(10);
    }
    return newline < 0 ? 'unreadable' : recordOfHeader(bytes.subarray(0, newline), size - newline - 1, isRecord);
  } catch {
    return 'unreadable';
  } finally {
    closeSync(fd);
  }
}

/**
 * The record of an entry's header line, when the header is whole and its HTML is as it gives: of its
 * length and checksum when the HTML is read (`html`), of its length alone when only its size is known.
 */
function recordOfHeader<R>(line: Buffer, html: Buffer | number, isRecord: (value: unknown) => value is R): R | 'unreadable' {
  const text = line.toString('utf8');
  const header = HEADER.exec(text);
  if (!header || !text.endsWith('}')) return 'unreadable';
  const [opening, htmlBytes, htmlCrc, recordCrc] = header;
  const htmlWhole = typeof html === 'number' ? Number(htmlBytes) === html : Number(htmlBytes) === html.length && Number(htmlCrc) === crc32(html);
  const recordJson = text.slice(opening.length, -1);
  if (!htmlWhole || Number(recordCrc) !== crc32(recordJson)) return 'unreadable';
  try {
    const record = JSON.parse(recordJson) as unknown;
    return isRecord(record) ? record : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * The HTML of a page's entry, `undefined` when it is gone or not whole. Only the opening of the header
 * (the HTML's length and checksum) is read: `docs dev` serves pages so, and has no use for the record.
 */
export function readPageHtml(file: string): Buffer | undefined {
  const bytes = readIfThere(file);
  if (!bytes) return undefined;
  const newline = bytes.indexOf(10);
  const header = HEADER.exec(bytes.subarray(0, Math.min(Math.max(newline, 0), 80)).toString('latin1'));
  const html = bytes.subarray(newline + 1);
  return newline >= 0 && header && Number(header[1]) === html.length && Number(header[2]) === crc32(html) ? html : undefined;
}

/** What the cache in `dir` says of itself: which generator filled it; undefined for a new cache. */
function readCacheManifest(dir: string): { generator?: unknown; sizes?: unknown } | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as unknown;
    return manifest && typeof manifest === 'object' ? manifest : undefined;
  } catch {
    // No manifest yet (a new cache), or an unreadable one: the entries' own keys still say what made them.
    return undefined;
  }
}

/** The folders the cache writes in, besides its own: each must be writable for it to be used. */
const CACHE_FOLDERS = [PAGES, 'artifacts', 'search-blocks', 'config'];

/**
 * Takes `dir` for the build cache before anything is written there, or says why it cannot be written
 * (a folder left by a build run as another user, a path that is a file). A new or empty folder gets
 * the cache's manifest at once: a first build that fails or is stopped then leaves a folder that the
 * next build knows for a cache (`refuseCacheFolder`), not one that looks like someone else's. So does
 * a cache whose manifest cannot be read (`rewritten`), which would otherwise be refused from then on.
 */
export function claimCacheFolder(dir: string, generator: string): { refused?: string; rewritten?: boolean } {
  try {
    makeFolders(dir);
    const empty = readdirSync(dir).length === 0;
    const rewritten = !empty && typeof readCacheManifest(dir)?.generator !== 'string';
    if ((empty || rewritten) && !writeAtomically(path.join(dir, MANIFEST), `${JSON.stringify({ generator })}\n`)) return { refused: 'cannot be written' };
    for (const folder of ['', ...CACHE_FOLDERS]) {
      const at = path.join(dir, folder);
      if (folder === '' || statSync(at, { throwIfNoEntry: false })) accessSync(at, constants.W_OK);
    }
    return { rewritten };
  } catch (error) {
    return { refused: `cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
}

/** Whether a build by `generator` has filled the cache in `dir`, so that a build may take pages from it. */
export function pageCacheIsFilled(dir: string, generator: string): boolean {
  return readCacheManifest(dir)?.generator === generator;
}

/**
 * The build's persistent page cache in `dir`: entries by key, which pages of this build used, and at
 * the end, the removal of every entry this build did not use, so the cache stays about one site's size.
 * Only files named as the cache names them are ever removed, inside its own `pages` folder.
 */
export function openPageCache<R>(dir: string, generator: string, isRecord: (value: unknown) => value is R) {
  const pagesDir = path.join(dir, PAGES);
  const manifest = readCacheManifest(dir);
  const otherVersion = manifest !== undefined && manifest.generator !== generator;
  makeFolder(pagesDir);
  const used = new Set<string>();
  // By key: a page may be taken twice (kept in place, then its record read for the link check).
  const hits = new Set<string>();
  let unreadable = 0;
  const counted = <T>(key: string, readEntry: (file: string, isRecord: (value: unknown) => value is R) => T | undefined | 'unreadable'): T | undefined => {
    used.add(`${key}.page`);
    if (otherVersion) return undefined;
    const entry = readEntry(pageEntryFile(dir, key), isRecord);
    if (entry === 'unreadable') unreadable++;
    if (entry === undefined || entry === 'unreadable') {
      // Kept in place at first, then found gone when its record was needed: rendered, not reused.
      hits.delete(key);
      return undefined;
    }
    hits.add(key);
    return entry;
  };
  return {
    dir,
    /** Whether another generator made the cache, whose entries (and whatever else it holds) this build does not use. */
    otherVersion,
    /** The entry of a key, when this generator made it and it is whole; noted as used either way. */
    read(key: string): ReadPage<R> | undefined {
      return counted(key, readPageEntry);
    },
    /** The record alone of a key's entry (`read` without the HTML); noted as used either way. */
    readRecord(key: string): R | undefined {
      return counted(key, readPageRecord);
    },
    fileOf: (key: string) => pageEntryFile(dir, key),
    /** Counts an entry found damaged by whoever read it (a page's worker reads its body's entry). */
    noteUnreadable(): void {
      unreadable++;
    },
    /** Notes a page reused from elsewhere (a dev server's memory) as used, so its entry is kept. */
    keep(key: string): void {
      used.add(`${key}.page`);
      hits.add(key);
    },
    /** Where the body of a Markdown page is kept; a page's worker reads and writes it. Noted as used. */
    bodyFileOf(key: string): string {
      used.add(`${key}.body`);
      return pageEntryFile(dir, key, 'body');
    },
    /**
     * Removes the entries this build did not use and (unless not to `measure`) measures what the cache
     * holds; without `tidy` (the rebuilds of a dev server, which must stay quick), only says what the
     * build took from it, and how to remove the whole pages it did not use once it is served. Their
     * bodies stay, which that rebuild may not have read.
     */
    finish(tidy = true, measure = tidy): PageCacheSummary {
      const removeUnusedPages = tidy
        ? undefined
        : () => {
            for (const name of listCacheFolder(pagesDir)) if (name.endsWith('.page') && ENTRY.test(name) && !used.has(name)) removeFile(path.join(pagesDir, name));
          };
      let bytes: number | undefined;
      // Sizes of the entries kept, by name: an entry's name is the digest of what made it, so its size does
      // not change, and the next build measures the cache without a stat of every entry (2,000 pages: 4,000).
      const sizes: Record<string, number> = {};
      if (tidy) {
        const known = !otherVersion && manifest?.sizes && typeof manifest.sizes === 'object' ? (manifest.sizes as Record<string, unknown>) : {};
        if (measure) bytes = 0;
        for (const name of listCacheFolder(pagesDir)) {
          const file = path.join(pagesDir, name);
          if (used.has(name)) {
            if (bytes === undefined) continue;
            const size = typeof known[name] === 'number' ? known[name] : sizeOf(file);
            // An entry that cannot be measured (another build removed it meanwhile) is measured again next time.
            if (size !== undefined) sizes[name] = size;
            bytes += size ?? 0;
          } else if (ENTRY.test(name) || isAbandonedTemporary(pagesDir, name, ENTRY)) {
            removeFile(file);
          }
        }
      }
      if (tidy || otherVersion) writeAtomically(path.join(dir, MANIFEST), `${JSON.stringify({ generator, ...(bytes !== undefined ? { sizes } : {}) })}\n`);
      const pages = [...used].filter((name) => name.endsWith('.page')).length;
      return { dir, hits: hits.size, misses: pages - hits.size, ...(bytes !== undefined ? { bytes } : {}), unreadable, otherVersion, ...(removeUnusedPages ? { removeUnusedPages } : {}) };
    },
  };
}

export type PageCache<R> = ReturnType<typeof openPageCache<R>>;

function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}
