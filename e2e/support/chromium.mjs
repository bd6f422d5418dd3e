// Debian's Chromium, launched as these machines need it (docs/product/toolchain.md#browsers): one source for the
// Playwright config and the measuring scripts. Without the background-networking flags Chromium
// keeps dialling out of a closed network. Host names other than the loopback ones resolve to
// nothing at once: server-rendered pages carry the seed's external image URLs, and a DNS lookup
// that hangs in a closed network would hold the page's load event.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
