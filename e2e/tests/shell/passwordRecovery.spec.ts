import { expect, test } from '../../support/fixtures.ts';
import { mailsTo, verifyLinkIn, waitForMail } from '../../support/mail.ts';
import { createPlainAccount } from '../admin/support/adminSupport.ts';
import { blockingViolations } from '../../support/axe.ts';

// Several navigations, a mail round trip and sign-ins: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('Forgot password? (/forgot-password → mailed link → /reset-password)', () => {
  test('a reader resets a forgotten password from the mail; the link then no longer works', async ({ page }) => {
    const account = await createPlainAccount('forgot');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'If an account exists for that address, we have sent it a link to choose a new password.',
    );
    expect(await blockingViolations(page)).toEqual([]);

    const link = verifyLinkIn(await waitForMail(account.email, /^Reset your password/));
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    const reset = page.getByRole('form', { name: 'New password' });
    await reset.getByLabel('New password').fill('abc');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Password must be at least 6 characters');
    expect(await blockingViolations(page)).toEqual([]);
    await reset.getByLabel('New password').fill('a-brand-new-one');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your new password is set.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signed out, the same link is spent: the page says so and offers a new one.
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    // Signing out ends the session on the server first: leaving before then keeps it.
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Ask for a new one below.');
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();

    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill('a-brand-new-one');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
  });

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    const stranger = `nobody-${Date.now()}@example.com`;
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(stranger);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'If an account exists for that address, we have sent it a link to choose a new password.',
    );
    expect(await mailsTo(stranger)).toEqual([]);
  });
});
