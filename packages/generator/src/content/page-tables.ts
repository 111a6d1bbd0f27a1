import { closeSync, fstatSync, openSync } from 'node:fs';
import path from 'node:path';
import { openKeptTable, type KeptTable } from '../cache/kept-table.js';
import type { PageHead } from './read-page-head.js';

/** What the build cache keeps of each Markdown file between builds, so that an unchanged one is neither read nor parsed. */
export interface PageTables {
  /** Front matter and first heading, by the digest of the text and the file's path. */
  heads: KeptTable<PageHead>;
  /** The digest and length of a file's text, by the file's path and stamp (`stampOf`). */
  readings: KeptTable<PageReading>;
}

/** A file's text as a build read it. */
export interface PageReading {
  digest: string;
  length: number;
  /** When the build started reading (ms since the epoch). */
  readAt: number;
}

/** What the file system says of a file: a write changes its change time, a save by renaming its inode. */
export interface FileStamp {
  key: string;
  /** The later of its modification and change times (ms since the epoch). */
  changedAt: number;
}

/**
 * A file written this soon before a build read it may be written again within the same tick of a
 * coarse clock (FAT keeps 2 s) and keep its stamp: its reading is not trusted, and it is read again.
 */
const SETTLED_MS = 2_000;

export function openPageTables(cacheDir: string, generator: string): PageTables {
  return {
    heads: openKeptTable<PageHead>(path.join(cacheDir, 'page-heads.json'), generator),
    readings: openKeptTable<PageReading>(path.join(cacheDir, 'page-readings.json'), generator),
  };
}

export function savePageTables(tables: PageTables): void {
  tables.heads.save();
  tables.readings.save();
}

/**
 * The stamp of a file, or nothing when it cannot be opened. Taken from the opened file: NFS and other
 * shared folders may answer a `stat` from attributes cached for up to a minute, but check with the
 * server when a file is opened, so an edit made on another machine is seen as reading the file would.
 */
export function stampOf(file: string): FileStamp | undefined {
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) return undefined;
    return { key: `${stats.size} ${stats.mtimeMs} ${stats.ctimeMs} ${stats.ino}`, changedAt: Math.max(stats.mtimeMs, stats.ctimeMs) };
  } catch {
    return undefined;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * The reading kept for a file whose stamp is `stamp`, when it can stand for the text: the stamp is the
 * one the file had when it was read, and the file had not changed for a while then. As git trusts its
 * index, a file's size, times and inode stand for its contents; a file changed since has another change
 * time, which no program can set back. Where a file system keeps no real change time (FAT, exFAT,
 * sshfs), a same-size edit copied in with its old modification time (`cp -p`) keeps its stamp, as it
 * does for git: `--no-cache` reads every file.
 */
export function keptReading(tables: PageTables, displayPath: string, stamp: FileStamp): PageReading | undefined {
  const reading = tables.readings.peek(readingKey(displayPath, stamp));
  return reading && reading.readAt - stamp.changedAt > SETTLED_MS ? reading : undefined;
}

/** Notes what a file whose stamp was `stamp` (taken before it was read) held. */
export function noteReading(tables: PageTables, displayPath: string, stamp: FileStamp, reading: PageReading): void {
  tables.readings.set(readingKey(displayPath, stamp), reading);
}

function readingKey(displayPath: string, stamp: FileStamp): string {
  return `${displayPath}\0${stamp.key}`;
}
