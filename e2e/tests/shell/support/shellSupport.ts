import type { APIRequestContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNTS, type AccountName } from '../../../support/accounts.ts';
import { expect } from '../../../support/fixtures.ts';
import { e2eSupabase } from '../../../support/supabase.ts';

export { ACCOUNTS };
export type Persona = AccountName;

/** The product name the portal is configured with (runtime config, as the browser reads it). */
export async function siteNameOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/runtime-config.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { siteName: string }).siteName;
}

/** A Node supabase-js client signed in as `persona`: acts as that user behind the UI's back (RLS applies). */
export async function clientAs(persona: Persona): Promise<SupabaseClient> {
  const client = e2eSupabase();
  const { error } = await client.auth.signInWithPassword(ACCOUNTS[persona]);
  if (error) throw new Error(`Could not sign in as ${persona}: ${error.message}`);
  return client;
}

/** Unique per test run and worker, so parallel tests never collide on e-mails or titles. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Signs in through the /auth page and waits for the home page greeting. */
export async function signInThroughUi(page: Page, persona: Persona): Promise<void> {
  const { email, password } = ACCOUNTS[persona];
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

/** The ticker region of the header. */
export function ticker(page: Page) {
  return page.getByTestId('ticker');
}
