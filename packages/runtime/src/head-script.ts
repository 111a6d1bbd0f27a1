// Runs inline in <head>, before the body is painted, so the page never flashes the wrong colours.
import { applyColorMode, readColorMode } from './color-mode.js';

applyColorMode(readColorMode(__DEFAULT_COLOR_MODE__));
