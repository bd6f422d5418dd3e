import { expect, test } from '../../support/fixtures.ts';
import { clientAs, uniqueSuffix } from './support/shellSupport.ts';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('Subscribe and Alerts', { tag: '@mobile' }, () => {
  test('the header Subscribe link stores the address, thanks a re-subscriber alike and reports typos', async ({
    page,
  }) => {
    const email = `subscriber-${uniqueSuffix()}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Subscribe' }).first().click();
    await expect(page).toHaveURL(/\/subscribe$/);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });

    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thanks for subscribing! Our next edition will be in your inbox.',
    );

    // No enumeration (decision 143): a known address gets the same answer as a new one.
    await page.reload();
    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thanks for subscribing! Our next edition will be in your inbox.',
    );
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('Alerts turns on breaking-news notifications and shows one for a new item', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      // Record notifications instead of showing them (headless Chromium has no notification UI).
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      class RecordingNotification {
        static permission: NotificationPermission = 'granted';
        static requestPermission = async () => 'granted' as NotificationPermission;
        constructor(title: string) {
          shown.push(title);
        }
      }
      Object.defineProperty(window, 'Notification', { value: RecordingNotification });
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Alerts' }).first().click();
    await page.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Breaking news alerts are on.' })).toBeVisible();

    const editor = await clientAs('editor');
    const title = `Alert test ${uniqueSuffix()}`;
    const { data } = await editor
      .from('live_feeds')
      .insert({ title, url: '#', source: 'E2E', category: 'breaking' })
      .select('id')
      .single();
    try {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications))
        .toContain(`Breaking: ${title}`);
    } finally {
      await editor
        .from('live_feeds')
        .delete()
        .eq('id', data?.id ?? '');
      await editor.auth.signOut({ scope: 'local' });
    }
  });
});
