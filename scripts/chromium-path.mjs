// Which Chromium the browser tests and the bench drive; read by scripts/ensure.mjs (which
// installs it), playwright.config.ts and scripts/bench-browser.mjs.

/**
 * The browser the browser tests and the bench drive: Debian's build of Chromium's headless shell
 * (the old headless mode, which Playwright itself uses for headless runs). The full browser's
 * new headless mode opens a window with its own WebUI renderer for every browser context: about
 * 0.3 s of CPU each, and the browser tests open a fresh context for every test (their run went
 * from 834 s to 573 s, the same 284 tests passing, one after the other on an idle machine).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The Debian package that installs it. */
export const chromiumPackage = 'chromium-headless-shell';
