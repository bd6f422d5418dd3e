import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations } from '../../support/axe.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { createPlainAccount, toast } from '../admin/support/adminSupport.ts';

// Sign-ins, a factor set up and codes from two time steps: allow for a busy CI box.
test.describe.configure({ timeout: 120_000 });

/** What the authenticator app shows `stepsAhead` 30-second steps from now (a code works once). */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('an editor turns on two-factor sign-in; the password alone then opens nothing, a wrong code is refused', async ({
  page,
}) => {
  const account = await createPlainAccount('twofactor');
  const role = await e2eAdminSupabase().from('user_roles').insert({ user_id: account.id, role: 'editor' });
  expect(role.error).toBeNull();
  await signInWithPassword(page, account.email, account.password);
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();

  await page.goto('/account/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('None yet: signing in needs only your password.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = page.getByRole('form', { name: 'Confirm the authenticator app' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await setup.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await blockingViolations(page)).toEqual([]);
  await setup.getByLabel('6-digit code from the app').fill(codeFor(secret));
  await setup.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Authenticator app' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await signInWithPassword(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  const step = page.getByRole('form', { name: 'Two-factor code' });
  const right = codeFor(secret, 1);
  await step.getByLabel('Authentication code').fill(right === '000000' ? '000001' : '000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText(/That code is not right/);
  // The page's own content (the sign-in toast fading out is the Toaster's, checked elsewhere).
  expect(await blockingViolations(page, 'main')).toEqual([]);

  // The console waits for the code too, whatever address is typed.
  await page.goto('/blog-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('form', { name: 'Two-factor code' }).getByLabel('Authentication code').fill(right);
  await page.getByRole('form', { name: 'Two-factor code' }).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
});
