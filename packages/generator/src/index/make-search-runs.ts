import { availableParallelism } from 'node:os';
import { createSearchBlockBuilder, type NamePart, type PostingsBlock, type SearchBlock, type SearchContent, type SearchShardSizes } from '@docs/shared/search';
import { hashedName } from '../write/content-hash.js';
import type { SearchBlockFile } from './search-block-store.js';
import { startIndexWorkers, type IndexWorkers, type MadeRun, type MadeRuns, type RunMaking } from './start-index-workers.js';
import { appendAll } from '../text/append-all.js';

export type { MadeRun, MadeRuns, RunMaking } from './start-index-workers.js';

/**
 * Characters of section text below which runs are not worth a thread of their own: starting one
 * and handing it the texts cost about as much as indexing this much (some 0.2 s), when workers made
 * postings alone; with 0.5 million, 231 real pages were indexed slower on two threads than on one.
 */
export const CHARACTERS_PER_THREAD = 4_000_000;

/**
 * The runs of pages an index makes, each read when it is made: a large site's texts are then never all
 * unpacked at once (with blocks), nor copied whole to a worker.
 */
export interface RunsToMake {
  count: number;
  /** The content of run `at`, read anew at each call. */
  read(at: number): SearchContent;
  /** About how many characters of text run `at` has, known without reading it. */
  characters(at: number): number;
}

/**
 * Runs a worker holds at once, with blocks: the next is waiting when it finishes one, and no more texts
 * wait in its queue than that.
 */
const RUNS_IN_FLIGHT = 2;

/** Makes the runs of pages, in this thread (with `build`, sharing its encodings with what it made before). */
export function makeSearchRuns(toMake: RunsToMake, making: RunMaking, sizes: SearchShardSizes, build = createSearchBlockBuilder()): MadeRuns {
  if (making === 'blocks') {
    const runs: MadeRun[] = [];
    const postings: PostingsBlock[] = [];
    for (let at = 0; at < toMake.count; at++) {
      const content = toMake.read(at);
      runs.push(makeRunParts(content, sizes, build));
      postings.push(build.postings(content));
    }
    return withPostings(runs, making, postings);
  }
  const contents = readAll(toMake);
  return withPostings(makeParts(contents, sizes, build), making, makePostings(contents, making, build));
}

/** Runs already read, to be made (by a worker, of the texts it was handed). */
export function runsOf(contents: readonly SearchContent[]): RunsToMake {
  return { count: contents.length, read: (at) => contents[at]!, characters: (at) => charactersOf(contents[at]!) };
}

/**
 * Makes the runs as `makeSearchRuns` does, on up to `threads` threads, when there is text enough to
 * be worth a worker (`splitStretches`). A worker makes the runs it is handed whole, parts and
 * postings, as this thread makes its own: the page and text shards, the JSON of every text of the
 * site and its hash, were a third of the work, and left to this thread they made it finish last.
 *
 * With blocks, this thread reads one run at a time and hands it to a worker with room for it
 * (`RUNS_IN_FLIGHT`), or makes it itself: the threads share the work as it comes, and only the runs
 * in flight are held as text. Without, each thread takes a stretch of consecutive runs, whose postings
 * it makes as one (`makePostings`). Either way the index is the same however many threads made it.
 */
export async function makeSearchRunsOnThreads(
  toMake: RunsToMake,
  making: RunMaking,
  sizes: SearchShardSizes,
  { threads = availableParallelism(), charactersPerThread = CHARACTERS_PER_THREAD }: ThreadOptions = {},
): Promise<MadeRuns> {
  const indexes = Array.from({ length: toMake.count }, (_, at) => at);
  const [first, ...others] = splitStretches(indexes, (at) => toMake.characters(at), threads, charactersPerThread);
  // A stretch with no run (runs longer than a thread's share) needs no worker.
  const stretches = others.filter((stretch) => stretch.length);
  if (!stretches.length) return makeSearchRuns(toMake, making, sizes);
  const pool = startIndexWorkers(stretches.length);
  try {
    if (making === 'blocks') return await makeBlocksOnThreads(toMake, sizes, pool);
    const contents = readAll(toMake);
    // Handed out first, so that the workers start while this thread makes its share.
    const theirs = Promise.all(stretches.map((stretch, at) => pool.ask(at, { contents: stretch.map((index) => contents[index]!), making, sizes })));
    // Should this thread fail first, the workers stopped below reject with nobody waiting.
    theirs.catch(() => undefined);
    // The stretches follow one another: this thread's first, then each worker's.
    const made = [makeSearchRuns(runsOf(first!.map((index) => contents[index]!)), making, sizes), ...(await theirs)];
    return { runs: made.flatMap((stretch) => stretch.runs), postings: made.flatMap((stretch) => stretch.postings) };
  } finally {
    await pool.close();
  }
}

/** With blocks: each run read once, and made whole by a worker with room for it, or else here. */
async function makeBlocksOnThreads(toMake: RunsToMake, sizes: SearchShardSizes, pool: IndexWorkers): Promise<MadeRuns> {
  const build = createSearchBlockBuilder();
  const runs: (MadeRun | Promise<MadeRun>)[] = [];
  const inFlight = pool.workers.map(() => 0);
  // The first failure of a worker, which stops the making at the next run rather than after the last.
  let failure: { error: unknown } | undefined;
  for (let at = 0; at < toMake.count; at++) {
    if (failure) throw failure.error;
    const content = toMake.read(at);
    const free = inFlight.findIndex((count) => count < RUNS_IN_FLIGHT);
    if (free < 0) runs.push(makeSearchRuns(runsOf([content]), 'blocks', sizes, build).runs[0]!);
    else {
      inFlight[free]!++;
      const made = pool
        .ask(free, { contents: [content], making: 'blocks', sizes })
        .then(({ runs: [run] }) => run!)
        .finally(() => inFlight[free]!--);
      made.catch((error: unknown) => (failure ??= { error }));
      runs.push(made);
    }
    // Lets the workers' answers in, so that each is handed its next run as soon as it has room.
    await new Promise(setImmediate);
  }
  const made = await Promise.all(runs);
  return { runs: made, postings: made.map((run) => run.parts as SearchBlock) };
}

export interface ThreadOptions {
  /** Threads in all, this one included. */
  threads?: number;
  /** Text a worker's stretch has at least (tests make it small). */
  charactersPerThread?: number;
}

/** The postings of consecutive runs: each run's with `blocks`, all of them as one block with `parts`. */
function makePostings(contents: readonly SearchContent[], making: RunMaking, build = createSearchBlockBuilder()): PostingsBlock[] {
  if (making === 'blocks') return contents.map((content) => build.postings(content));
  return contents.length ? [build.postings(joinContents(contents))] : [];
}

/**
 * What a worker hands over rather than copies of the runs it made: the buffers of their postings, and
 * of each shard's UTF-8 that has a buffer of its own (a short one shares Node's pool with others, and
 * is copied).
 */
export function madeRunsTransfer(made: MadeRuns): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const blocks = [...made.postings, ...made.runs.flatMap((run) => ('postings' in run.parts ? [run.parts as SearchBlock] : []))];
  for (const block of blocks) for (const numbers of Object.values(block.postings)) buffers.add(numbers.buffer as ArrayBuffer);
  for (const run of made.runs) {
    for (const { contents } of run.files) if (typeof contents !== 'string' && contents.byteOffset === 0 && contents.byteLength === contents.buffer.byteLength) buffers.add(contents.buffer as ArrayBuffer);
  }
  return [...buffers];
}

/**
 * A part of the index named by its contents, which it holds as UTF-8: a byte a character where the
 * string may take two, nothing for the collector to copy while the rest of the index is made, and
 * hashed and written without another conversion. The text shards are most of a large site's index.
 */
export function namedPart(kind: string, contents: string): SearchBlockFile {
  const bytes = Buffer.from(contents);
  return { path: hashedName(`assets/search-${kind}.json`, bytes), contents: bytes };
}

/** Names a part by its contents (`namedPart`) and hands the file to `made`; returns the part's URL. */
export function namer(made: (file: SearchBlockFile) => void): NamePart {
  return (kind, contents) => {
    const file = namedPart(kind, contents);
    made(file);
    return `/${file.path}`;
  };
}

/** How many characters of text a run has. */
function charactersOf(content: SearchContent): number {
  let characters = 0;
  for (const text of content.texts) characters += text.length;
  return characters;
}

/** Each run's parts, with the page and text shards it named. */
function makeParts(contents: readonly SearchContent[], sizes: SearchShardSizes, build: ReturnType<typeof createSearchBlockBuilder>): MadeRun[] {
  return contents.map((content) => makeRunParts(content, sizes, build));
}

/** A run's parts, with the page and text shards it named. */
function makeRunParts(content: SearchContent, sizes: SearchShardSizes, build: ReturnType<typeof createSearchBlockBuilder>): MadeRun {
  const files: SearchBlockFile[] = [];
  return { parts: build.parts(content, namer((file) => files.push(file)), sizes), files };
}

/** Every run's content at once: postings made as one (`parts`) need them together. */
function readAll(toMake: RunsToMake): SearchContent[] {
  return Array.from({ length: toMake.count }, (_, at) => toMake.read(at));
}

/** The runs as made, given their postings: with `blocks`, each run's parts and postings joined into its block. */
function withPostings(runs: MadeRun[], making: RunMaking, postings: PostingsBlock[]): MadeRuns {
  if (making === 'parts') return { runs, postings };
  const blocks = runs.map((run, at): MadeRun => ({ parts: { ...run.parts, ...postings[at]! }, files: run.files }));
  return { runs: blocks, postings: blocks.map((run) => run.parts as SearchBlock) };
}

/**
 * Consecutive stretches of runs that each thread makes, at most `threads` and each with at least
 * `charactersPerThread` of text to index, as even as whole runs allow. The first is this thread's.
 * With blocks, only how many there are is used: the threads then share the runs as they come.
 */
export function splitStretches<Run>(runs: readonly Run[], charactersOf: (run: Run) => number, threads: number, charactersPerThread = CHARACTERS_PER_THREAD): Run[][] {
  const lengths = runs.map(charactersOf);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const count = Math.max(1, Math.min(threads, runs.length, Math.floor(total / charactersPerThread)));
  if (count < 2) return [[...runs]];
  const ends = Array.from({ length: count }, (_, at) => (total * (at + 1)) / count);
  const stretches: Run[][] = ends.map(() => []);
  let done = 0;
  let stretch = 0;
  runs.forEach((run, at) => {
    // A run goes to the stretch its middle falls in.
    while (stretch < ends.length - 1 && done + lengths[at]! / 2 > ends[stretch]!) stretch++;
    stretches[stretch]!.push(run);
    done += lengths[at]!;
  });
  return stretches;
}

/** The content of consecutive runs as one, its pages numbered from the first run's first. */
function joinContents(contents: readonly SearchContent[]): SearchContent {
  const joined = { pages: [] as SearchContent['pages'][number][], sections: [] as SearchContent['sections'][number][], texts: [] as string[] };
  for (const content of contents) {
    const first = joined.pages.length;
    appendAll(joined.pages, content.pages);
    for (const [page, anchor, headings] of content.sections) joined.sections.push([first + page, anchor, headings]);
    appendAll(joined.texts, content.texts);
  }
  return joined;
}
