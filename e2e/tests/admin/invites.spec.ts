import { expect, test } from '../../support/fixtures.ts';
import { mailsTo, verifyLinkIn } from '../../support/mail.ts';
import { ACCOUNTS } from '../../support/accounts.ts';
import { dashboard, dashboardViolations, openDashboard, toast, uniqueSuffix } from './support/adminSupport.ts';

// A mail round trip, two browsers and the console's first load: allow for a busy CI box.
test.describe.configure({ timeout: 120_000 });

/** The invitation mails to `email`, newest first, once `count` have arrived. */
async function invitationMails(email: string, count: number) {
  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => /^You are invited/.test(mail.subject)).length)
    .toBe(count);
  return (await mailsTo(email)).filter((mail) => /^You are invited/.test(mail.subject));
}

test('an admin invites an editor; an abandoned link stays pending, the admin resends, the new link works once', async ({
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
  const invitations = dashboard(page).getByRole('list', { name: 'Recent invitations' });
  await expect(invitations).toContainText(`${email} — Editor — Pending: link not opened yet`);
  expect(await dashboardViolations(page)).toEqual([]);

  // Opened (by the invitee who then stopped, or a mail scanner) but no password chosen.
  const abandonedLink = verifyLinkIn((await invitationMails(email, 1))[0]);
  const abandoned = await browser.newContext();
  const abandonedPage = await abandoned.newPage();
  await abandonedPage.goto(abandonedLink);
  await expect(abandonedPage.getByRole('form', { name: 'Choose your password' })).toBeVisible();
  await abandoned.close();

  await page.reload();
  await openDashboard(page, 'users');
  await expect(invitations).toContainText(
    new RegExp(`${email} — Editor — Pending: link opened .*, no password set yet`),
  );
  await invitations.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  await expect(toast(page, `Invitation sent to ${email}. The link in it works for 24 hours.`)).toBeVisible();

  const link = verifyLinkIn((await invitationMails(email, 2))[0]);
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
  for (const spent of [abandonedLink, link]) {
    await againPage.goto(spent);
    await expect(againPage.getByRole('alert')).toHaveText(/invalid, already used or expired/);
    await expect(againPage.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  }
  await again.close();
});
