import {
  expect,
  remoteArea,
  sameDocument,
  test,
  trackPageLoads,
  visibleHeading,
  waitForInteractive,
} from '../support/fixtures.ts';

const UNAVAILABLE = 'This section is unavailable right now.';

test.describe('foundation: a remote that is down costs only its own area', () => {
  test('reader down: chrome and other remotes work, Retry brings the page back without a reload', async ({
    page,
    privatePortal,
  }) => {
    const base = privatePortal.baseURL;
    await privatePortal.stopRemote('reader');

    await page.goto(`${base}/live-events`);
    await expect(visibleHeading(page, 'live/LiveEventsPage')).toBeVisible();
    // The chrome's link is the router's once the shell has hydrated (before, a full page load).
    await waitForInteractive(page);

    await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(`${base}/about`);
    const area = remoteArea(page, 'reader/AboutPage');
    await expect(area.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(area).not.toContainText(/RUNTIME|manifest|federation|remoteEntry/i);

    const pageLoads = await trackPageLoads(page);
    await privatePortal.startRemote('reader');
    await area.getByRole('button', { name: 'Retry' }).click();

    await expect(visibleHeading(page, 'reader/AboutPage')).toBeVisible();
    await expect(area.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(pageLoads()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  test('live down: the home page renders, only the live panels show the message', async ({ page, privatePortal }) => {
    await privatePortal.stopRemote('live');
    await page.goto(`${privatePortal.baseURL}/`);

    await expect(visibleHeading(page, 'reader/HomePage')).toBeVisible();
    // Live Updates is mounted twice (mobile strip, sidebar); one of them is hidden at this width.
    await expect(
      remoteArea(page, 'live/LiveUpdatesPanel').getByText(UNAVAILABLE).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(remoteArea(page, 'live/LiveEventsPanel').getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await privatePortal.startRemote('live');
    const panel = remoteArea(page, 'live/LiveEventsPanel');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(visibleHeading(page, 'live/LiveEventsPanel')).toBeVisible();
  });

  test('a remote chunk that does not match its hash is refused: only its area shows the message', async ({ page }) => {
    // One byte changed (the last `;` made a space): the script still runs as before, only its
    // hash differs. The registry's hash of mfe-live's entry covers its chunks' (decision 188).
    await page.route('**/static/js/async/__federation_expose_LiveEventsPanel*.js', async (route) => {
      const body = await (await route.fetch()).body();
      body[body.length - 1] = 0x20;
      await route.fulfill({ body, headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' } });
    });
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[remote] live/LiveEventsPanel')) {
        reports.push(message.text());
      }
    });
    await page.goto('/');

    await expect(remoteArea(page, 'live/LiveEventsPanel').getByText(UNAVAILABLE)).toBeVisible();
    await expect(visibleHeading(page, 'reader/HomePage')).toBeVisible();
    // The same remote's other chunks are untouched: its Live Updates panel works.
    await expect(remoteArea(page, 'live/LiveUpdatesPanel').getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(reports.length).toBeGreaterThan(0);
  });
});
