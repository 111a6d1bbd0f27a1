// Runs inline in <head>, before the body is parsed, so the page never flashes the wrong colours, a
// closed announcement or the code samples of another language. Its hash goes into the page's
// Content-Security-Policy.
import { applyColorMode, readColorMode } from './color-mode.js';
import { applyAnnouncementDismissal } from './announcement.js';
import { showLanguageAsParsed } from './code-language.js';

// Controls that work only with script (the menu button, the colour toggle, the announcement's close)
// are shown only with it; without, the stylesheet offers what works as plain links.
document.documentElement.classList.add('js');
applyColorMode(readColorMode(__DEFAULT_COLOR_MODE__));
applyAnnouncementDismissal(__ANNOUNCEMENT_ID__);
showLanguageAsParsed();
