import { expect, test } from '../../support/fixtures.ts';
import { verifyLinkIn, waitForMail } from '../../support/mail.ts';
import { ACCOUNTS } from '../../support/accounts.ts';
import { dashboard, dashboardViolations, openDashboard, uniqueSuffix } from './support/adminSupport.ts';

// A mail round trip, two browsers and the console's first load: allow for a busy CI box.
test.describe.configure({ timeout: 120_000 });

test('an admin invites an editor by e-mail; the invitee sets a password and opens the console; the link works once', async ({
  page,
  browser,
  signInAs,
}) => {
  const email = `invited-${uniqueSuffix()}@example.com`;
  await signInAs('admin');
  await openDashboard(page, 'users');
  const panel = dashboard(page).getByRole('form', { name: 'Invite staff' });
  await panel.getByLabel('E-mail address').fill(ACCOUNTS.reader.email);
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/already has an account/);

  await panel.getByLabel('E-mail address').fill(email);
  await panel.getByLabel('Role').selectOption('editor');
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Invitation sent to ${email}. The link in it works for 24 hours.`);
  await expect(dashboard(page).getByRole('list', { name: 'Recent invitations' })).toContainText(
    `${email} — Editor — Waiting`,
  );
  expect(await dashboardViolations(page)).toEqual([]);

  const link = verifyLinkIn(await waitForMail(email, /^You are invited/));
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Join the newsroom' })).toBeVisible();
  const form = inviteePage.getByRole('form', { name: 'Choose your password' });
  await form.getByLabel('Password').fill('chosen-password-1');
  await form.getByRole('button', { name: 'Set password and open the console' }).click();
  await expect(inviteePage).toHaveURL(/\/blog-management/);
  await expect(inviteePage.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
  await invitee.close();

  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link);
  await expect(againPage.getByRole('alert')).toHaveText(/invalid, already used or expired/);
  await again.close();
});
