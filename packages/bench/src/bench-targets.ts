/**
 * The floors `pnpm bench` judges against. Speed is a ratio to Hugo built in the same run on the same
 * pages, since absolute times drift on shared machines; the rest are absolute, on a 2-core machine.
 */
export const BENCH_TARGETS = {
  /** Our median over Hugo's on the real corpus as it is (231 pages), and on the 2,000- and 10,000-page corpora. */
  ratioSmall: 2.5,
  ratioLarge: 3,
  /** `docs build` of this repository's site, median seconds. */
  ourSiteSeconds: 1.2,
  /** A 300-operation, 1,500-schema description, cold, median seconds. */
  richApiSeconds: 3,
  /** The HTML of the largest operation page of the 300-operation description, KB. */
  richApiLargestPageKb: 600,
  /** The HTML of this site's create-signing page, KB. */
  ourCreateSigningKb: 60,
  /** `docs --help` in a new process, median ms. */
  helpMs: 150,
  /** The `check` stage per thousand broken links, seconds. */
  checkSecondsPerThousandLinks: 1,
  /** Peak memory of a cold build of the 10,000-page corpus, MB. */
  largeSiteMemoryMb: 1024,
  /** Peak memory of a cold build of the 300-operation description, MB. */
  richApiMemoryMb: 400,
  /** How many times faster the whole build runs on every core than on one thread (2,000-page corpus). */
  parallelSpeedup: 1.8,
  /**
   * The search index of the 10,000-page corpus: what a first search downloads and what each later query
   * adds (gzipped KB, 95th percentile over the sample queries), and the `index` stage of its cold build (s).
   */
  searchFirstQueryKb: 300,
  searchLaterQueryKb: 100,
  searchIndexSeconds: 3,
  /** A build with the cache, nothing changed or one page edited, over Hugo's cold build of the same pages. */
  warmRatio: 0.1,
  /** The 300-operation description with the cache, nothing changed, median seconds. */
  richApiWarmSeconds: 0.6,
  /** The cache's size over the output's. */
  cacheToOutput: 2,
  /** A warm build of this site with its frozen docs version over a warm build of its latest docs alone. */
  versionsWarmRatio: 1.1,
  /** `docs dev` of the 10,000-page corpus on a filled build cache: seconds to its first page, p95 ms from save to reload, peak MB. */
  devFirstPageSeconds: 3,
  devReloadP95Ms: 200,
  devMemoryMb: 1536,
};

/** The ratio to Hugo a corpus of this many pages must stay under. */
export function ratioLimitFor(pages: number): number {
  return pages <= 231 ? BENCH_TARGETS.ratioSmall : BENCH_TARGETS.ratioLarge;
}

export type Verdict = 'ok' | 'OVER' | 'not measured';

export function verdictOf(measured: number | undefined, limit: number): Verdict {
  if (measured === undefined || Number.isNaN(measured)) return 'not measured';
  return measured <= limit ? 'ok' : 'OVER';
}
