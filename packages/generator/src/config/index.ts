// The config loader on its own, for commands that need the config but not the build (`docs publish`,
// `docs serve`): importing the whole generator would load React, unified and the rest for nothing.
export { loadConfig, CONFIG_FILE_NAMES } from './load-config.js';
export { resolveConfig } from './resolve-config.js';
export { watchForHangs } from '../guard/watch-for-hangs.js';
