export { createDevServer, type DevServer, type DevServerOptions, type DevBuildReport } from './create-dev-server.js';
export { createStaticServer, createStaticHandler, type StaticServerOptions } from './create-static-server.js';
export type { RunningServer } from './start-server.js';
export { parseRequestPath, candidateFiles } from './parse-request-path.js';
export { ListenError, checkHost } from './listen.js';
