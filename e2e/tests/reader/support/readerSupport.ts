import { expect, type Page } from '@playwright/test';
import { blockingViolations as axeBlockingViolations } from '../../../support/axe.ts';
import { waitForRemoteArea } from '../../../support/fixtures.ts';
import { e2eSupabase } from '../../../support/supabase.ts';

/** axe over the page's main content (reader pages): serious and critical violations only. */
export function blockingViolations(page: Page, include = 'main') {
  return axeBlockingViolations(page, include);
}

export interface StoryRow {
  id: string;
  title: string;
  summary: string | null;
  author: string | null;
  category: string;
  is_featured: boolean;
  published_at: string | null;
  created_at: string;
}

/** A story's address, /story/{slug} (decision 206): where the site links it; its id's address redirects there. */
export async function storyAddress(id: string, client = e2eSupabase()): Promise<string> {
  const { data, error } = await client.from('news_stories').select('slug').eq('id', id).single();
  if (error || !data) throw new Error(error?.message ?? `no story ${id}`);
  return `/story/${encodeURIComponent((data as { slug: string }).slug)}`;
}

/** Published stories in the order the site lists them (docs/product/data.md#queries). */
export async function publishedStories(): Promise<StoryRow[]> {
  const { data, error } = await e2eSupabase()
    .from('news_stories')
    .select('*')
    .eq('status', 'published')
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as StoryRow[];
}

/** A story's current slug: its address is /story/{slug} (decision 206). */
export async function storySlug(id: string): Promise<string> {
  const { data, error } = await e2eSupabase().from('news_stories').select('slug').eq('id', id).single();
  if (error || !data?.slug) throw new Error(error?.message ?? `story ${id} has no slug`);
  return data.slug as string;
}

export interface EssayRow {
  id: string;
  title: string;
  caption: string | null;
  photographer: string | null;
  published_at: string | null;
  created_at: string;
}

export async function publishedEssays(): Promise<EssayRow[]> {
  const { data, error } = await e2eSupabase()
    .from('photo_essays')
    .select('*')
    .eq('status', 'published')
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as EssayRow[];
}

/** Home validity (docs/product/data.md#home-stories): id, title and summary non-empty strings, author a string. */
export function validForHome(story: StoryRow): boolean {
  return Boolean(story.id && story.title?.trim() && story.summary?.trim()) && typeof story.author === 'string';
}

export const NAV_SLUGS: Record<string, string[]> = {
  'business-finance': ['Business & Finance'],
  'politics-legal-governance': ['Politics, Legal & Governance'],
  'health-environment': ['Health & Environment'],
  sports: ['Sports'],
  feature: ['Feature'],
  foreign: ['Foreign'],
  'arts-culture': [
    'Arts & Culture',
    'Arts & Culture - Travel',
    'Arts & Culture - Music',
    'Arts & Culture - Lifestyle',
    'Arts & Culture - Literature',
    'Arts & Culture - Theatre',
  ],
  'arts-culture-travel': ['Arts & Culture - Travel'],
  'arts-culture-music': ['Arts & Culture - Music'],
  'arts-culture-lifestyle': ['Arts & Culture - Lifestyle'],
  'arts-culture-literature': ['Arts & Culture - Literature'],
  'arts-culture-theatre': ['Arts & Culture - Theatre'],
};

/**
 * Opens a URL and waits until the reader remote has replaced the shell's "Loading…" placeholder
 * (on a busy CI machine the remote's first download can take a while).
 */
/**
 * Opens the home page as a client-side navigation (from /auth, which the browser renders): the
 * stories are then fetched by the browser, where a test can answer that request itself. A fresh
 * load of / gets them from the server render instead.
 */
export async function openHomeInBrowser(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 45_000 });
}

/**
 * Opens a reader page and waits until it is interactive: the server's HTML shows at once, but
 * forms and buttons work once the browser has hydrated it with the reader's code.
 */
export async function openReaderPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0, { timeout: 45_000 });
  await waitForRemoteArea(page, 'reader');
}
