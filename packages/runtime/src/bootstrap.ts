// The one script every page loads (a deferred module): colour mode toggle, announcement bar, mobile
// menu, docs versions, instant navigation with prefetching and a progress bar, the island loader, and
// the keyboard shortcuts that open search, what a printout needs, and the table of contents' place.
import { setUpThemeToggle } from './theme-toggle.js';
import { setUpAnnouncementClose } from './announcement.js';
import { setUpMenu } from './menu.js';
import { setUpSidebarPlace } from './sidebar-place.js';
import { createPageCache } from './navigation/create-page-cache.js';
import { createProgressBar } from './navigation/create-progress-bar.js';
import { setUpPrefetch } from './navigation/prefetch-links.js';
import { startInstantNavigation } from './navigation/start-instant-navigation.js';
import { setUpIslands } from './islands/load-islands.js';
import { setUpSearchShortcuts } from './search/search-shortcuts.js';
import { setUpVersions } from './versions.js';
import { setUpPrint } from './print.js';
import { setUpTocSpy } from './toc-spy.js';

setUpThemeToggle();
setUpAnnouncementClose();
setUpMenu();
setUpSidebarPlace();
// Before instant navigation: a version link is adjusted before it is followed.
setUpVersions();
const pages = createPageCache();
startInstantNavigation(pages, createProgressBar(__PROGRESS_BAR_DELAY__));
setUpPrefetch(pages);
setUpIslands();
setUpSearchShortcuts();
setUpPrint();
setUpTocSpy();
