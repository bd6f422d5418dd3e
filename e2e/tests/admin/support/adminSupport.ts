import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNTS, type AccountName } from '../../../support/accounts.ts';
import { blockingViolations } from '../../../support/axe.ts';
import { expect } from '../../../support/fixtures.ts';
import { e2eAdminSupabase, e2eSupabase } from '../../../support/supabase.ts';

export type DashboardTab = 'ads' | 'content' | 'events' | 'users' | 'messages' | 'newsletter' | 'health';

/** Unique per run and worker, so parallel tests never collide on e-mails or titles. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The dashboard's remote area. */
export function dashboard(page: Page) {
  return page.locator('[data-remote-module="admin/AdminDashboardPage"]');
}

/** Opens /admin on a tab (the page must be signed in as the admin already). */
export async function openDashboard(page: Page, tab: DashboardTab): Promise<void> {
  await page.goto(`/admin?tab=${tab}`);
  await expect(dashboard(page).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** Serious and critical axe violations inside the dashboard. */
export function dashboardViolations(page: Page) {
  return blockingViolations(page, '[data-remote-module="admin/AdminDashboardPage"]');
}

/** A supabase-js client signed in as a seeded account or as `credentials`. */
export async function clientAs(account: AccountName | { email: string; password: string }): Promise<SupabaseClient> {
  const client = e2eSupabase();
  const credentials = typeof account === 'string' ? ACCOUNTS[account] : account;
  const { error } = await client.auth.signInWithPassword(credentials);
  if (error) throw new Error(`Could not sign in as ${credentials.email}: ${error.message}`);
  return client;
}

/** A new confirmed account without a role, made behind the UI's back. */
export async function createPlainAccount(prefix: string): Promise<{ id: string; email: string; password: string }> {
  const email = `${prefix}-${uniqueSuffix()}@example.com`;
  const password = 'password123';
  const { data, error } = await e2eAdminSupabase().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: `E2E ${prefix}` },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

/** A toast the shell's Toaster shows. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** No request leaves the machine (stream hosts, thumbnails): such requests are aborted. */
export async function keepOffline(context: import('@playwright/test').BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith('http'),
    (route) => route.abort('internetdisconnected'),
  );
}

/** Resolves once the page's realtime socket has joined the sports_events channel. */
export function sportsEventsSubscribed(page: Page): Promise<void> {
  return new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('sports_events') && frame.includes('Subscribed to PostgreSQL')) resolve();
      }),
    ),
  );
}
