import { availableParallelism } from 'node:os';
import { createSearchBlockBuilder, type NamePart, type PostingsBlock, type SearchBlock, type SearchContent, type SearchRunParts, type SearchShardSizes } from '@docs/shared/search';
import { hashedName } from '../write/content-hash.js';
import type { SearchBlockFile } from './search-block-store.js';
import { startIndexWorkers, type IndexWorkers, type RunMaking } from './start-index-workers.js';

export type { RunMaking } from './start-index-workers.js';

/** A run of pages as made: its parts (with `blocks`, its whole block), and the page and text shards it named. */
export interface MadeRun {
  parts: SearchRunParts | SearchBlock;
  files: SearchBlockFile[];
}

/** Made runs, in order, and the postings that cover them, in order: with `blocks` each run's block; with `parts` one per stretch of runs. */
export interface MadeRuns {
  runs: MadeRun[];
  postings: PostingsBlock[];
}

/**
 * Characters of section text below which postings are not worth a thread of their own: starting one
 * and handing it the texts costs about as much as indexing this much (some 0.2 s).
 */
export const CHARACTERS_PER_THREAD = 4_000_000;

/**
 * What making the runs' parts (page and text shards, the vocabulary) costs beside making their
 * postings, for the same texts: measured on 10,000 real pages, 0.8 s against 2.6 s.
 */
const PARTS_TO_POSTINGS = 0.3;

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

/** Makes the runs of pages, in this thread. */
export function makeSearchRuns(toMake: RunsToMake, making: RunMaking, sizes: SearchShardSizes): MadeRuns {
  const build = createSearchBlockBuilder();
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

/**
 * Makes the runs as `makeSearchRuns` does, on up to `threads` threads, when there is text enough to
 * be worth a worker (`splitStretches`). Their postings, most of the work, are made by worker threads;
 * this thread makes every run's parts, and the postings the workers are not given. The workers hand
 * back numbers only: the shards' texts stay in this thread, which writes them.
 *
 * With blocks, this thread reads one run at a time and hands it to a worker with room for it
 * (`RUNS_IN_FLIGHT`), or makes its postings itself: the threads share the work as it comes, and only
 * the runs in flight are held as text. Without, each worker takes a stretch of consecutive runs, whose
 * postings it makes as one (`makePostings`). Either way the index is the same however many threads made it.
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
    const theirs = Promise.all(stretches.map((stretch, at) => pool.ask(at, stretch.map((index) => contents[index]!), making)));
    // Should this thread fail first, the workers stopped below reject with nobody waiting.
    theirs.catch(() => undefined);
    const build = createSearchBlockBuilder();
    const mine = makePostings(first!.map((index) => contents[index]!), making, build);
    const parts = makeParts(contents, sizes, build);
    return withPostings(parts, making, [...mine, ...(await theirs).flat()]);
  } finally {
    await pool.close();
  }
}

/** With blocks: each run read once, its parts made here, its postings by a worker with room for it or else here. */
async function makeBlocksOnThreads(toMake: RunsToMake, sizes: SearchShardSizes, pool: IndexWorkers): Promise<MadeRuns> {
  const build = createSearchBlockBuilder();
  const runs: MadeRun[] = [];
  const postings: (PostingsBlock | Promise<PostingsBlock>)[] = [];
  const inFlight = pool.workers.map(() => 0);
  // The first failure of a worker, which stops the making at the next run rather than after the last.
  let failure: { error: unknown } | undefined;
  for (let at = 0; at < toMake.count; at++) {
    if (failure) throw failure.error;
    const content = toMake.read(at);
    runs.push(makeRunParts(content, sizes, build));
    const free = inFlight.findIndex((count) => count < RUNS_IN_FLIGHT);
    if (free < 0) postings.push(build.postings(content));
    else {
      inFlight[free]!++;
      const made = pool
        .ask(free, [content], 'blocks')
        .then(([block]) => block!)
        .finally(() => inFlight[free]!--);
      made.catch((error: unknown) => (failure ??= { error }));
      postings.push(made);
    }
    // Lets the workers' answers in, so that each is handed its next run as soon as it has room.
    await new Promise(setImmediate);
  }
  return withPostings(runs, 'blocks', await Promise.all(postings));
}

export interface ThreadOptions {
  /** Threads in all, this one included. */
  threads?: number;
  /** Text a worker's stretch has at least (tests make it small). */
  charactersPerThread?: number;
}

/** The postings of consecutive runs: each run's with `blocks`, all of them as one block with `parts`. */
export function makePostings(contents: readonly SearchContent[], making: RunMaking, build = createSearchBlockBuilder()): PostingsBlock[] {
  if (making === 'blocks') return contents.map((content) => build.postings(content));
  return contents.length ? [build.postings(joinContents(contents))] : [];
}

/** The buffers of postings, handed over rather than copied. */
export function postingsBuffers(postings: readonly PostingsBlock[]): ArrayBuffer[] {
  return postings.flatMap((block) => Object.values(block.postings).map((numbers) => numbers.buffer as ArrayBuffer));
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
 * Consecutive stretches of runs whose postings each thread makes, at most `threads` and each with at
 * least `charactersPerThread` of text to index. The first is this thread's, which makes every run's
 * parts besides: its stretch is that much shorter (none at all on many cores). With blocks, only how
 * many there are is used: the threads then share the runs as they come.
 */
export function splitStretches<Run>(runs: readonly Run[], charactersOf: (run: Run) => number, threads: number, charactersPerThread = CHARACTERS_PER_THREAD): Run[][] {
  const lengths = runs.map(charactersOf);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const count = Math.max(1, Math.min(threads, runs.length, Math.floor(total / charactersPerThread)));
  if (count < 2) return [[...runs]];
  // In units of one run's postings per character: every thread's work the same.
  const share = (total * (1 + PARTS_TO_POSTINGS)) / count;
  const firstEnd = Math.max(0, share - total * PARTS_TO_POSTINGS);
  const ends = [firstEnd, ...Array.from({ length: count - 1 }, (_, at) => firstEnd + ((total - firstEnd) * (at + 1)) / (count - 1))];
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
    joined.pages.push(...content.pages);
    for (const [page, anchor, headings] of content.sections) joined.sections.push([first + page, anchor, headings]);
    joined.texts.push(...content.texts);
  }
  return joined;
}
