export { build, type BuildOptions, type BuildResult } from './build.js';
export { loadConfig, CONFIG_FILE_NAMES, resolveConfig } from './config/index.js';
export { writeOutput } from './write/write-output.js';
export { createStagingFolder, type StagingFolder } from './write/create-staging-folder.js';
export { guardOutputFolder } from './write/guard-output-folder.js';
export { buildSearchIndex } from './index/build-search-index.js';
export { createBuildCache, invalidate, noteContentChange, type BuildCache, type CachedSource } from './build-cache.js';
export { buildSearchRecords, type IndexedPage, type SearchRecords } from './index/build-search-records.js';
export { templatesPublicDir } from './content/list-public-files.js';
