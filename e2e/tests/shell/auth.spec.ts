import { expect, test } from '../../support/fixtures.ts';
import { verifyLinkIn, waitForMail } from '../../support/mail.ts';
import { ACCOUNTS, signInThroughUi, uniqueSuffix } from './support/shellSupport.ts';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('sign in / sign up (/auth)', () => {
  test('opens on the Sign In tab and asks for all fields', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(/^Sign in \| /);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(ACCOUNTS.reader.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('refuses a short password on sign-up; a taken address gets no hint, its owner a mail', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full name').fill('Short Password');
    await form.getByLabel('Email').fill(`short-${uniqueSuffix()}@example.com`);
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Password must be at least 6 characters');

    await form.getByLabel('Email').fill(ACCOUNTS.editor.email);
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const notice = await waitForMail(ACCOUNTS.editor.email, /already have an account/);
    expect(notice.to).toEqual([ACCOUNTS.editor.email]);
  });

  test('signs up a new reader, who signs in by following the mailed link', async ({ page }) => {
    const email = `new-reader-${uniqueSuffix()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full name').fill('New Reader');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('Account created successfully! Please check your email for verification.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // Not before the link: sign-in says so and offers a new link.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('password123');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert')).toHaveText('Email not confirmed');
    await signIn.getByRole('button', { name: 'Resend confirmation' }).click();
    await expect(signIn.getByText('If that address still needs confirming, a new link is on its way.')).toBeVisible();

    const link = verifyLinkIn(await waitForMail(email, /^Confirm your e-mail address/));
    await page.goto(link);
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: /^Your e-mail address is confirmed\. Welcome to / }),
    ).toBeVisible();
    // supabase-js takes the session out of the address bar (nothing to bookmark or share).
    await expect(page).not.toHaveURL(/access_token/);
    await expect(page).toHaveURL(/\/#?$/);
  });

  test('signs in, keeps the session over a reload, sends /auth home, and signs out', async ({ page }) => {
    await signInThroughUi(page, 'reader');
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Welcome, ${ACCOUNTS.reader.email}`)).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/about');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  });

  test('signing out in one tab signs the other tabs out without a reload', async ({ context }) => {
    const first = await context.newPage();
    await signInThroughUi(first, 'reader');
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByText(`Welcome, ${ACCOUNTS.reader.email}`)).toBeVisible();

    await first.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(first.getByText('Signed out successfully')).toBeVisible();
    await expect(second.getByText(`Welcome, ${ACCOUNTS.reader.email}`)).toBeHidden();
    await expect(second.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  });
});
