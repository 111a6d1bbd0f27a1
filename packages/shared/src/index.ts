export * from './config.js';
export * from './diagnostic.js';
export * from './route.js';
export * from './url.js';
export * from './output.js';
export * from './api.js';
export * from './announcement.js';
export * from './static-hosting.js';
