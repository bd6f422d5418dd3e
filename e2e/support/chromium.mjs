// Debian's Chromium, launched as these machines need it (docs/product/toolchain.md#browsers): one source for the
// Playwright config and the measuring scripts. Without the background-networking flags Chromium
// keeps dialling out of a closed network. Host names other than the loopback ones resolve to
// nothing at once: server-rendered pages carry the seed's external image URLs, and a DNS lookup
// that hangs in a closed network would hold the page's load event.
import { existsSync } from 'node:fs';

const BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const COMMON_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * V8 without its optimising compilers (TurboFan, Maglev) in the tests: each test loads a few pages
 * in a fresh context, whose code never runs long enough to repay optimising it, and the compile
 * jobs ran on the same two cores. A cold page load took 15-20 % less renderer CPU (home, a story
 * and /live: 464-485 → 393-400 ms). Not for the measuring scripts, which time what readers get.
 */
const TESTS_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * The tests: Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself
 * runs headless) when installed, with compositing in software inside the browser process. The full
 * browser's headless mode spends as much CPU again on its browser and GPU processes: the suite
 * took 328 s of CPU for 83 specs there against 159 s here (decision 059). Same Blink, same V8.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER),
  args: [...COMMON_ARGS, '--in-process-gpu', '--disable-gpu-compositing', '--disable-extensions', TESTS_JS_FLAGS],
};

/** The measuring scripts: the full browser, whose rendering pipeline is the one readers run. */
export const measuringLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || BROWSER,
  args: COMMON_ARGS,
};
