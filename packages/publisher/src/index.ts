export { publishSite, type PublishOptions, type PublishSummary } from './publish-site.js';
export { planPublish, normalizePrefix, isEntryFile, type PublishPlan } from './plan-publish.js';
export type { RemoteObject } from './list-remote-objects.js';
export { listLocalFiles, type LocalFile } from './list-local-files.js';
export { createS3Client, type StorageSettings } from './create-s3-client.js';
export { describeS3Error, isStorageTrouble } from './describe-s3-error.js';
export { differencesFromBuild, readBuiltSite, type BuiltSite } from './built-site-state.js';
export { PUBLISHED_KEYS } from './published-keys.js';
