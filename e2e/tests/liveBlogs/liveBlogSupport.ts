import type { Page } from '@playwright/test';
import { clientAs, uniqueTitle } from '../editor/support/editorSupport.ts';

export { clientAs, uniqueTitle };

/** The seeded live blogs (supabase/seed.sql). */
export const SEEDED = {
  running: 'a1000000-0000-4000-8000-000000000017',
  ended: 'a1000000-0000-4000-8000-000000000004',
} as const;

/** A published live story of this test's own, newest of all (first on the home page). */
export async function addLiveStory(title = uniqueTitle('Live test')): Promise<{ id: string; title: string }> {
  const editor = await clientAs('editor');
  const { data, error } = await editor
    .from('news_stories')
    .insert({
      title,
      summary: 'What we know so far.',
      author: 'E2E Reporter',
      category: 'Foreign',
      read_time: '2 min read',
      status: 'published',
      published_at: new Date(Date.now() - 5_000).toISOString(),
      live_state: 'live',
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not add a live story: ${error?.message}`);
  return { id: String(data.id), title };
}

/** Posts to a live story as the editor, through the API; returns the post's id. */
export async function addPost(storyId: string, fields: Record<string, unknown>): Promise<string> {
  const editor = await clientAs('editor');
  const { data, error } = await editor
    .from('live_posts')
    .insert({ story_id: storyId, ...fields })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not post: ${error?.message}`);
  return String(data.id);
}

/** Starts summing layout shifts in the page (the CLS a reader would feel from now on). */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
