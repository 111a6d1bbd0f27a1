// The search indexer, an entry of its own: a build that takes its index from the cache never loads it.
export { buildSearchIndex, buildSearchIndexes } from './index/build-search-index.js';
