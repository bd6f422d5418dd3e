import { expect, test } from '../../support/fixtures.ts';
import { keepOffline, openLivePage, SEED } from './support/liveSupport.ts';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => keepOffline(context));

test('the home Live Events panel links each event to its own page', async ({ page }) => {
  await openLivePage(page, '/');
  const panel = page.getByTestId('live-events-panel');
  const link = panel.getByRole('link', { name: SEED.derby.title });
  await expect(link).toHaveAttribute('href', `/live-events/${SEED.derby.id}`);
  await expect(panel.getByRole('link', { name: SEED.rugby.title })).toHaveAttribute(
    'href',
    `/live-events/${SEED.rugby.id}`,
  );
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: SEED.derby.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('when mfe-live is down only its area fails; the chrome keeps working and Retry recovers', async ({
  page,
  privatePortal,
}) => {
  await privatePortal.stopRemote('live');
  await page.goto(`${privatePortal.baseURL}/live-events/${SEED.derby.id}`);
  await expect(page.getByText('This section is unavailable right now.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await privatePortal.startRemote('live');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SEED.derby.title })).toBeVisible({ timeout: 45_000 });
});
