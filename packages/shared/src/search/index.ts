// Search: the index format, the FlexSearch settings, the build of the index's parts and the query over
// them, shared by the build (which writes the parts) and the browser (which fetches the ones a query
// needs and queries them), so the two cannot drift apart. Kept apart from the main entry so that pages
// that never search do not bundle FlexSearch; the browser's bundle leaves out the build's half.
export * from './search-data.js';
export * from './create-search-indexes.js';
export * from './encode-postings.js';
export * from './build-search-parts.js';
export * from './search-block.js';
export * from './encode-search-block.js';
export * from './open-search.js';
export * from './add-search-part.js';
export * from './locate-search-parts.js';
export * from './create-part-loader.js';
export * from './load-search-results.js';
export * from './load-whole-search.js';
export * from './highlight-text.js';
export * from './query-search.js';
export * from './path-term.js';
export * from './spelling-distance.js';
