// The 80-card front of issue 51's render figure and what publishing it needs, shared by
// `bench:fronts` (scripts/frontBench.ts) and the render profile (scripts/frontRenderProfile.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ACCOUNTS } from './accounts.ts';
import type { E2eBackend } from './backend.ts';

/** The stories the big front shows, each once. */
export const BIG_FRONT_STORIES = 71;

/** supabase-js in Node 20 (no global WebSocket): its realtime client needs one to start. */
export const benchClient = (backend: E2eBackend, key: string = backend.anonKey): SupabaseClient =>
  createClient(backend.url, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });

export async function benchEditor(backend: E2eBackend): Promise<SupabaseClient> {
  const editor = benchClient(backend);
  const { error } = await editor.auth.signInWithPassword(ACCOUNTS.editor);
  if (error) throw new Error(`editor sign-in: ${error.message}`);
  return editor;
}

/**
 * The newest (or oldest) published stories with a summary, by id: the cards of a curated container,
 * a story the automatic containers above do not show already (a front shows a story once).
 */
export async function publishedStoryIds(client: SupabaseClient, count: number, oldestFirst = false): Promise<string[]> {
  const { data, error } = await client
    .from('news_stories')
    .select('id')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .not('excerpt', 'is', null)
    .order('published_at', { ascending: oldestFirst })
    .limit(count);
  if (error) throw new Error(error.message);
  return (data as { id: string }[]).map((row) => row.id);
}

/** A curated container showing `storyIds`. */
export const curated = (title: string, layout: string, storyIds: string[]) => ({
  title,
  kind: 'curated',
  layout,
  card_limit: storyIds.length,
  cards: storyIds.map((story_id) => ({ story_id })),
});

/**
 * 12 containers, 80 cards, every one drawn by the reader (frontSections: a lead-4 draws 5, a row
 * of 4 and a list draw all): a lead with 4, a single card, 8 rows of 7, a curated list of 9 and
 * the newest 9 as an automatic list.
 */
export function bigFront(ids: readonly string[]): unknown[] {
  const left = [...ids];
  const take = (count: number) => left.splice(0, count);
  return [
    curated('Lead', 'lead-4', take(5)),
    curated('Spotlight', 'single', take(1)),
    ...Array.from({ length: 8 }, (_, row) => curated(`Row ${row + 1}`, 'row-4', take(7))),
    curated('Briefing', 'list', take(9)),
    { title: 'Latest', kind: 'automatic', rule: 'latest', layout: 'list', card_limit: 9 },
  ];
}

/** Publishes the big front as `edition`'s newest version, as the editor. */
export async function publishBigFront(backend: E2eBackend, edition: string): Promise<void> {
  const editor = await benchEditor(backend);
  const ids = await publishedStoryIds(editor, BIG_FRONT_STORIES);
  if (ids.length < BIG_FRONT_STORIES)
    throw new Error(`the seed has ${ids.length} published stories: ${BIG_FRONT_STORIES} are needed`);
  const { data, error: loadError } = await editor.rpc('front_for_editing', { edition });
  if (loadError) throw new Error(`front_for_editing: ${loadError.message}`);
  const base = (data as { version: number }).version;
  const { error } = await editor.rpc('publish_front', { edition, base_version: base, containers: bigFront(ids) });
  if (error) throw new Error(`publish_front ${edition}: ${error.message}`);
}
