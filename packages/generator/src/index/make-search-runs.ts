import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createSearchBlockBuilder, type NamePart, type PostingsBlock, type SearchBlock, type SearchContent, type SearchRunParts, type SearchShardSizes } from '@docs/shared/search';
import { hashedName } from '../write/content-hash.js';
import type { SearchBlockFile } from './search-block-store.js';

/**
 * How the runs of pages an index makes are made: `blocks`, each run a block of its own (its parts and
 * postings), for the build cache to keep; `parts`, each run's parts, and the postings of consecutive
 * runs together, which merge into the same index with less work when no block is kept.
 */
export type RunMaking = 'blocks' | 'parts';

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

/** Makes the runs of pages whose contents are given, in this thread. */
export function makeSearchRuns(contents: readonly SearchContent[], making: RunMaking, sizes: SearchShardSizes): MadeRuns {
  const build = createSearchBlockBuilder();
  return withPostings(makeParts(contents, sizes, build), making, makePostings(contents, making, build));
}

/**
 * Makes the runs as `makeSearchRuns` does, on up to `threads` threads. Their postings, most of the work,
 * are made by worker threads, each taking a stretch of consecutive runs with about as much text as the
 * others, while this thread makes every run's parts and the postings of a first stretch, its share of
 * what is left. Postings of consecutive stretches merge into exactly those of all the runs together,
 * so the index is the same however many threads made it. The workers hand back numbers only: the
 * shards' texts stay in this thread, which writes them.
 */
export async function makeSearchRunsOnThreads(
  contents: readonly SearchContent[],
  making: RunMaking,
  sizes: SearchShardSizes,
  { threads = availableParallelism(), charactersPerThread = CHARACTERS_PER_THREAD }: ThreadOptions = {},
): Promise<MadeRuns> {
  const [first, ...others] = splitStretches(contents, threads, charactersPerThread);
  // A stretch with no run (runs longer than a thread's share) needs no worker.
  const stretches = others.filter((stretch) => stretch.length);
  if (!stretches.length) return makeSearchRuns(contents, making, sizes);
  const workers: Worker[] = [];
  try {
    while (workers.length < stretches.length) workers.push(new Worker(new URL('./search-index-worker.js', import.meta.url)));
    // Handed out first, so that the workers start while this thread makes its share.
    const theirs = workers.map(
      (worker, at) =>
        new Promise<PostingsBlock[]>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`a search index worker stopped (exit code ${code})`)));
          worker.postMessage({ contents: stretches[at]!, making } satisfies PostingsRequest);
        }),
    );
    // Should this thread fail first, the workers stopped below reject with nobody waiting.
    const all = Promise.all(theirs);
    all.catch(() => undefined);
    const build = createSearchBlockBuilder();
    const mine = makePostings(first!, making, build);
    const parts = makeParts(contents, sizes, build);
    return withPostings(parts, making, [...mine, ...(await all).flat()]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

export interface ThreadOptions {
  /** Threads in all, this one included. */
  threads?: number;
  /** Text a worker's stretch has at least (tests make it small). */
  charactersPerThread?: number;
}

/** What a worker is asked for: the postings of a stretch of runs (`makePostings`). */
export interface PostingsRequest {
  contents: readonly SearchContent[];
  making: RunMaking;
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
  return contents.map((content): MadeRun => {
    const files: SearchBlockFile[] = [];
    return { parts: build.parts(content, namer((file) => files.push(file)), sizes), files };
  });
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
 * parts besides: its stretch is that much shorter (none at all on many cores).
 */
export function splitStretches(contents: readonly SearchContent[], threads: number, charactersPerThread = CHARACTERS_PER_THREAD): SearchContent[][] {
  const lengths = contents.map((content) => content.texts.reduce((sum, text) => sum + text.length, 0));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const count = Math.max(1, Math.min(threads, contents.length, Math.floor(total / charactersPerThread)));
  if (count < 2) return [[...contents]];
  // In units of one run's postings per character: every thread's work the same.
  const share = (total * (1 + PARTS_TO_POSTINGS)) / count;
  const firstEnd = Math.max(0, share - total * PARTS_TO_POSTINGS);
  const ends = [firstEnd, ...Array.from({ length: count - 1 }, (_, at) => firstEnd + ((total - firstEnd) * (at + 1)) / (count - 1))];
  const stretches: SearchContent[][] = ends.map(() => []);
  let done = 0;
  let stretch = 0;
  contents.forEach((content, at) => {
    // A run goes to the stretch its middle falls in.
    while (stretch < ends.length - 1 && done + lengths[at]! / 2 > ends[stretch]!) stretch++;
    stretches[stretch]!.push(content);
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
