export * from './config.js';
export * from './diagnostic.js';
export * from './route.js';
export * from './url.js';
export * from './output.js';
export * from './api.js';
export * from './announcement.js';
export * from './static-hosting.js';
export * from './unsafe-url.js';
export * from './version.js';
// Typo tolerance is the search's, and front matter's too (a field written `draf`): by itself, without the search code.
export { spellingDistance } from './search/spelling-distance.js';
