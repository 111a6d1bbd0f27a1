// Search: the index format, the FlexSearch settings, and the query, shared by the build (which writes
// the index) and the browser (which queries it). Kept apart from the main entry so that pages that
// never search do not bundle FlexSearch.
export * from './search-data.js';
export * from './create-search-indexes.js';
export * from './import-search-data.js';
export * from './highlight-text.js';
export * from './query-search.js';
export * from './spelling-distance.js';
