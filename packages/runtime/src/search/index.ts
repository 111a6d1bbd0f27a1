// What search islands use: the index loader, the hook that queries it, and the shortcut channel.
export { loadSearch, loadSearchParts } from './load-search.js';
export { useSearch, type SearchState } from './use-search.js';
export { onSearchOpenRequest } from './search-requests.js';
export { chooseSearchVersion } from '../versions.js';
