import { expect, test } from '../../support/fixtures.ts';
import { verifyLinkIn, waitForMail } from '../../support/mail.ts';
import { createPlainAccount } from '../admin/support/adminSupport.ts';
import { blockingViolations } from '../../support/axe.ts';

// A sign-in, two mail round trips and their landings: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test('/account: a reader changes address; it changes once both addresses follow their link', async ({ page }) => {
  const account = await createPlainAccount('move');
  const next = `moved-${Date.now()}@example.com`;
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password').fill(account.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(next);
  await form.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Check both inboxes/);
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(verifyLinkIn(await waitForMail(next, /change of your e-mail/)));
  await expect(page.getByRole('status').first()).toHaveText(
    'Confirmation link accepted. Please proceed to confirm link sent to the other email',
  );
  await expect(page.getByText(`Signed in as ${account.email}.`)).toBeVisible();

  await page.goto(verifyLinkIn(await waitForMail(account.email, /change of your e-mail/)));
  await expect(page.getByText(`Signed in as ${next}.`)).toBeVisible();
  await expect(page.getByText(`Welcome, ${next}`)).toBeVisible();
});
