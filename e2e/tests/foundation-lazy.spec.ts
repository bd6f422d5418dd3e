import { expect, test, visibleHeading } from '../support/fixtures.ts';

test.describe('foundation: remotes load on demand', () => {
  test('on /about only the reader remote is fetched', async ({ page, portal }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/about');
    await expect(visibleHeading(page, 'reader/AboutPage')).toBeVisible();

    const from = (origin: string) => requested.filter((url) => url.startsWith(origin));
    expect(from(portal.remoteOrigins.reader).length).toBeGreaterThan(0);
    expect(from(portal.remoteOrigins.live)).toEqual([]);
    expect(from(portal.remoteOrigins.editor)).toEqual([]);
    expect(from(portal.remoteOrigins.admin)).toEqual([]);
  });

  test('the shell start-up fetches no remote before routing', async ({ page, portal }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const remoteOrigins = Object.values(portal.remoteOrigins);
    expect(requested.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin)))).toEqual([]);
  });
});
