// Runs inline in <head>, before the body is parsed, so the page never flashes the wrong colours or a
// closed announcement. Its hash goes into the page's Content-Security-Policy.
import { applyColorMode, readColorMode } from './color-mode.js';
import { applyAnnouncementDismissal } from './announcement.js';

applyColorMode(readColorMode(__DEFAULT_COLOR_MODE__));
applyAnnouncementDismissal(__ANNOUNCEMENT_ID__);
