// Debian's Chromium, launched as these machines need it (TOOLCHAIN_NOTES): one source for the
// Playwright config and the measuring scripts. Without the background-networking flags Chromium
// keeps dialling out of a closed network.
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
  ],
};
