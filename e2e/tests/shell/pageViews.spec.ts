import { expect, test, waitForInteractive } from '../../support/fixtures.ts';
import { clientAs } from './support/shellSupport.ts';

test('each navigation records one first-party page view (path, source, anonymous visitor)', async ({ page }) => {
  await page.goto('/about?utm_source=e2e-newsletter');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // A navigation in the page (the router's), not the browser's own before hydration.
  await waitForInteractive(page);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // Page views are recorded once the page is idle or after the first tap (decision 146).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('newsroom.visitorId')))
    .toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const visitorId = await page.evaluate(() => localStorage.getItem('newsroom.visitorId'));

  // Only admins may read page views (RLS).
  const admin = await clientAs('admin');
  await expect
    .poll(async () => {
      const { data } = await admin
        .from('page_views')
        .select('path, source')
        .eq('visitor_id', visitorId ?? '')
        .order('created_at', { ascending: true });
      return data;
    })
    .toEqual([
      { path: '/about', source: 'e2e-newsletter' },
      { path: '/contact', source: 'e2e-newsletter' },
    ]);
  await admin.auth.signOut({ scope: 'local' });
});
