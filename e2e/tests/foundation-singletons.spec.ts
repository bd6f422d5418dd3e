import { federationHelpersOnPage } from '../support/federationHelpers.ts';
import { expect, test, visibleHeading } from '../support/fixtures.ts';

test.describe('foundation: shared singletons', () => {
  test('a page that loads two remotes downloads React, react-dom and zustand once, from the shell', async ({
    page,
    portal,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    // Home (reader) mounts the live panels (live): two remotes on one page.
    await expect(visibleHeading(page, 'live/LiveEventsPanel')).toBeVisible();
    // The server's HTML shows the panels at once; the remotes' code arrives as the page hydrates.
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /live:ready/);
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /reader:ready/);

    const libraryFiles = (name: RegExp) => scripts.filter((url) => name.test(new URL(url).pathname));
    const reactDom = libraryFiles(/node_modules_react-dom_/);
    expect(reactDom.length).toBeGreaterThan(0);
    expect(new Set(reactDom).size, 'no react-dom file requested twice').toBe(reactDom.length);
    for (const pattern of [/node_modules_react-dom_/, /node_modules_react_index/, /node_modules_zustand_/]) {
      for (const url of libraryFiles(pattern)) expect(url.startsWith(portal.baseURL), url).toBe(true);
    }
    const remoteScripts = scripts.filter((url) => !url.startsWith(portal.baseURL));
    expect(remoteScripts.some((url) => url.startsWith(portal.remoteOrigins.reader))).toBe(true);
    expect(remoteScripts.some((url) => url.startsWith(portal.remoteOrigins.live))).toBe(true);
    // The federation runtime's helpers, too, come once from the shell (decision 056).
    expect(await federationHelpersOnPage(page)).toEqual({ sdk: 'function', errorCodes: 'function' });
  });

  test('a store change made by code running in a remote is seen by the shell', async ({ page }) => {
    await page.goto('/');
    // The reader's home page mounts mfe-live's panels through the shared RemoteMount, which records
    // "live: ready" in a zustand store of @newsroom/shared; the shell mirrors that store on <html>.
    // With two copies of @newsroom/shared the shell would never hear about "live".
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /(^| )live:ready( |$)/);
    await expect(page.locator('html')).toHaveAttribute('data-remotes', /(^| )reader:ready( |$)/);
  });
});
