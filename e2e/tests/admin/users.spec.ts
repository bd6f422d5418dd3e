import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  clientAs,
  createPlainAccount,
  dashboard,
  dashboardViolations,
  openDashboard,
  toast,
} from './support/adminSupport.ts';

test.describe.configure({ timeout: 90_000 });

/** Saves a story as `client`; resolves to the error code, or null when it was saved. */
async function saveStory(email: string, password: string, title: string): Promise<string | null> {
  const client = await clientAs({ email, password });
  const { error } = await client.from('news_stories').insert({
    title,
    summary: 'Written by a newly granted editor.',
    author: 'E2E',
    category: 'Feature',
    status: 'draft',
  });
  return error?.code ?? null;
}

test.describe('admin: users and roles', () => {
  // A fresh plain account rather than the seeded reader: other specs rely on reader@example.com
  // having no role while they run in parallel.
  test('grants editor to a plain account, which can then save a story; the audit trail shows it; revoking takes it back', async ({
    page,
    signInAs,
  }) => {
    const account = await createPlainAccount('plain');
    expect(await saveStory(account.email, account.password, 'Refused before the grant')).toBe('42501');

    await signInAs('admin');
    await openDashboard(page, 'users');
    const area = dashboard(page);
    await area.getByRole('searchbox', { name: 'Search by e-mail or name' }).fill(account.email);
    await area.getByRole('button', { name: 'Search' }).click();
    await expect(area.getByRole('rowheader', { name: account.email })).toBeVisible();
    await expect(area.getByText('Showing 1–1 of 1 account')).toBeVisible();

    const editor = area.getByRole('checkbox', { name: `Editor: ${account.email}` });
    await editor.click();
    await expect(toast(page, 'Role updated')).toBeVisible();
    await expect(editor).toBeChecked();
    const audit = area.getByRole('table', { name: 'Role changes' });
    const grantRow = audit.getByRole('row').filter({ hasText: account.email }).first();
    await expect(grantRow).toContainText('Granted editor');
    await expect(grantRow).toContainText('admin@example.com');

    expect(await saveStory(account.email, account.password, `Saved after the grant ${account.id}`)).toBeNull();

    await editor.click();
    await expect(editor).not.toBeChecked();
    await expect(audit.getByRole('row').filter({ hasText: account.email }).first()).toContainText('Revoked editor');
    expect(await saveStory(account.email, account.password, 'Refused after the revoke')).toBe('42501');
    expect(await dashboardViolations(page)).toEqual([]);
  });

  test('the last admin cannot remove their own admin role', async ({ page, signInAs }) => {
    const { data: admins } = await e2eAdminSupabase().from('user_roles').select('user_id').eq('role', 'admin');
    // The seed has one admin and no spec adds another: the rule is what this test is about.
    expect(admins).toHaveLength(1);

    await signInAs('admin');
    await openDashboard(page, 'users');
    const area = dashboard(page);
    await expect(area.getByRole('checkbox', { name: 'Admin: admin@example.com' })).toBeDisabled();
    await area.getByRole('button', { name: 'Remove my admin role' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove your own admin role?' });
    await dialog.getByRole('button', { name: 'Remove my admin role' }).click();
    await expect(area.getByRole('alert')).toHaveText('The last admin cannot remove their own admin role.');
    await expect(toast(page, 'Failed to update role')).toBeVisible();
    const { data: still } = await e2eAdminSupabase().from('user_roles').select('user_id').eq('role', 'admin');
    expect(still).toEqual(admins);
  });
});
