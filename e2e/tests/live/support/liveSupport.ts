import { openInBrowser } from '../../../support/clientNavigation.ts';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNTS } from '../../../support/accounts.ts';
import { blockingViolations as axeBlockingViolations } from '../../../support/axe.ts';
import { waitForRemoteArea } from '../../../support/fixtures.ts';
import { e2eSupabase } from '../../../support/supabase.ts';

/** Seeded events (supabase/seed.sql) the specs rely on. */
export const SEED = {
  derby: { id: 'a6000000-0000-4000-8000-000000000001', title: 'Dynamos vs CAPS United' },
  cricket: { id: 'a6000000-0000-4000-8000-000000000002', title: 'County Championship: day two' },
  gaming: { id: 'a6000000-0000-4000-8000-000000000003', title: 'Indie Game Showcase' },
  rugby: { id: 'a6000000-0000-4000-8000-000000000004', title: 'Sables vs Kenya Simbas' },
  athletics: { id: 'a6000000-0000-4000-8000-000000000005', title: 'National Junior Athletics Championships' },
  budget: { id: 'a6000000-0000-4000-8000-000000000006', title: 'Budget Day live briefing' },
  festival: {
    id: 'a6000000-0000-4000-8000-000000000007',
    title: 'Harare International Festival of the Arts: opening night',
  },
  doctor: { id: 'a6000000-0000-4000-8000-000000000008', title: 'Ask a doctor: preparing for the rainy season' },
  coding: { id: 'a6000000-0000-4000-8000-000000000009', title: 'Coding for schools: a live masterclass' },
  tennis: { id: 'a6000000-0000-4000-8000-000000000010', title: 'Tennis: Harare Open final' },
  keynote: { id: 'a6000000-0000-4000-8000-000000000011', title: 'Tech summit keynote: AI in African newsrooms' },
  basketball: { id: 'a6000000-0000-4000-8000-000000000012', title: 'Basketball: Harare Hornets vs Bulawayo Bulls' },
  radio: { id: 'a6000000-0000-4000-8000-000000000013', title: 'Community radio open day' },
} as const;

export const SEED_CATEGORIES = {
  football: 'a5000000-0000-4000-8000-000000000001',
  motorsport: 'a5000000-0000-4000-8000-000000000007',
} as const;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * No test reaches the internet: requests to any other host (YouTube, Twitch, stream CDNs) are
 * aborted, so specs assert the player's src, never playback.
 */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol.startsWith('http'),
    (route) => route.abort('internetdisconnected'),
  );
}

/** Opens a live page and waits until mfe-live has replaced the shell's "Loading…" placeholder. */
export async function openLivePage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 45_000 });
  // The server's HTML shows at once; buttons and tabs work once the browser has hydrated it.
  await waitForRemoteArea(page, 'live');
}

/**
 * Like openLivePage, but the page's events are fetched by the browser (a client-side navigation),
 * so a test can answer that request itself: a fresh load gets them from the server render.
 */
export async function openLivePageInBrowser(page: Page, url: string): Promise<void> {
  await openInBrowser(page, url);
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 45_000 });
}

/** axe over the page's main content: serious and critical violations only. */
export function blockingViolations(page: Page, include: string | string[] = 'main') {
  return axeBlockingViolations(page, include);
}

/** A supabase-js client signed in as the seeded admin (writes events like the admin dashboard). */
export async function adminClient(): Promise<SupabaseClient> {
  const client = e2eSupabase();
  const { error } = await client.auth.signInWithPassword(ACCOUNTS.admin);
  if (error) throw new Error(`admin sign-in failed: ${error.message}`);
  return client;
}

export interface TestEventInput {
  title: string;
  event_type?: string;
  stream_url?: string | null;
  stream_type?: string;
  scheduled_start?: string;
  scheduled_end?: string | null;
  is_live?: boolean;
  is_featured?: boolean;
  status?: string;
  category_id?: string | null;
  description?: string;
}

/** Inserts an event as the admin; returns its id. Delete it with deleteEvents. */
export async function insertEvent(admin: SupabaseClient, input: TestEventInput): Promise<string> {
  const { data, error } = await admin
    .from('sports_events')
    .insert({
      description: 'Inserted by the live e2e suite.',
      scheduled_start: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      ...input,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not insert event: ${error?.message ?? 'no row'}`);
  return String(data.id);
}

export async function deleteEvents(admin: SupabaseClient, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await admin.from('sports_events').delete().in('id', ids);
}

export async function viewCount(id: string): Promise<number> {
  const { data, error } = await e2eSupabase().from('sports_events').select('view_count').eq('id', id).single();
  if (error || !data) throw new Error(`no event ${id}: ${error?.message ?? 'none'}`);
  return (data as { view_count: number }).view_count;
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

/** The card of one event inside a list (Live now, a tab panel, More live events). */
export function card(scope: Page | ReturnType<Page['locator']>, eventId: string) {
  return scope.locator(`[data-event-card="${eventId}"]`);
}
