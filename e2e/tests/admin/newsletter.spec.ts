import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { mailsTo } from '../../support/mail.ts';
import { dashboard, dashboardViolations, openDashboard, toast } from './support/adminSupport.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('admin: newsletter', () => {
  test('shows the subscribers, sends the morning edition now after asking, once a day, and follows its delivery', async ({
    page,
    signInAs,
  }) => {
    // A story of the last 24 hours, so there is an edition to send (the seed's may be older).
    const admin = e2eAdminSupabase();
    const title = `Edition lead ${Date.now()}`;
    const { data: story } = await admin
      .from('news_stories')
      .insert({
        title,
        summary: 'Why it matters.',
        category: 'Feature',
        author: 'E2E',
        read_time: '1 min read',
        published_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    try {
      await signInAs('admin');
      await openDashboard(page, 'newsletter');
      const area = dashboard(page);
      const subscribers = area.getByRole('region', { name: 'Subscribers' });
      await expect(subscribers.getByText('Confirmed')).toBeVisible();
      expect(await dashboardViolations(page)).toEqual([]);

      await area.getByRole('button', { name: 'Send the morning edition now' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Send the morning edition now?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await area.getByRole('button', { name: 'Send the morning edition now' }).click();
      await dialog.getByRole('button', { name: 'Send now' }).click();
      await expect(toast(page, 'The morning edition is on its way to')).toBeVisible();

      // The seed's confirmed reader gets it; the table follows the send until nothing waits.
      await expect
        .poll(async () =>
          (await mailsTo('first.reader@example.org')).some((m) => m.subject.startsWith('The morning edition')),
        )
        .toBe(true);
      const row = area.getByRole('row').filter({ hasText: 'Morning edition' }).first();
      await expect(row.getByRole('cell').nth(6)).toHaveText('0');
      await expect(row.getByRole('cell').nth(5)).toHaveText('0');

      await area.getByRole('button', { name: 'Send the morning edition now' }).click();
      await dialog.getByRole('button', { name: 'Send now' }).click();
      await expect(toast(page, "Today's morning edition has already been sent")).toBeVisible();
    } finally {
      await admin
        .from('news_stories')
        .delete()
        .eq('id', story?.id ?? '');
    }
  });
});
