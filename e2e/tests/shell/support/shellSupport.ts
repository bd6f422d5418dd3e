import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'password123' },
  editor: { email: 'editor@example.com', password: 'password123' },
  reader: { email: 'reader@example.com', password: 'password123' },
} as const;
export type Persona = keyof typeof ACCOUNTS;

interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteName: string;
}

/** The portal's own runtime config: the tests reach the backend exactly as the browser does. */
export async function runtimeConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  const response = await request.get('/runtime-config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as RuntimeConfig;
}

/** A Node supabase-js client signed in as `persona` (no persisted session, realtime over ws). */
export async function clientAs(request: APIRequestContext, persona: Persona): Promise<SupabaseClient> {
  const config = await runtimeConfig(request);
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
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
