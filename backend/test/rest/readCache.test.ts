import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from '../schema/apiWorld.ts';

/**
 * The anonymous-read cache (decision 130) through supabase-js over the project's schema: a read
 * after an acknowledged write sees the write; signed-in reads never come from the cache; a story
 * view moves only the count it is allowed to leave stale for the cache's TTL.
 */
for (const database of databaseKinds()) {
  describe(`read cache [${database}]`, () => {
    let world: ApiWorld;
    const stories = () => world.clients.anon.from('news_stories');

    beforeAll(async () => {
      world = await startApiWorld({ database });
    });
    afterAll(async () => {
      await world?.stop();
    });

    async function publish(title: string): Promise<string> {
      const { data, error } = await world.service
        .from('news_stories')
        .insert({ title, summary: 'Body.', author: 'Desk', category: 'Feature', status: 'published' })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      return data.id;
    }

    it('serves repeated anonymous reads from the cache with the same headers', async () => {
      await publish('Cached story');
      // The change feed reports that insert a moment later (and empties the cache): let it pass.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const hitsBefore = world.test.backend.readCache.stats.hits;
      const first = await stories().select('id, title', { count: 'exact' }).eq('status', 'published');
      const second = await stories().select('id, title', { count: 'exact' }).eq('status', 'published');
      expect(first.error).toBeNull();
      expect(second.data).toEqual(first.data);
      expect(second.count).toBe(first.count);
      expect(world.test.backend.readCache.stats.hits).toBeGreaterThan(hitsBefore);
    });

    it('shows an insert, an update and a delete to the very next anonymous read', async () => {
      const read = async () => (await stories().select('id, title').eq('status', 'published')).data ?? [];
      await read();
      const id = await publish('Fresh story');
      expect((await read()).map((s) => s.title)).toContain('Fresh story');

      const updated = await world.service.from('news_stories').update({ title: 'Fresh story, updated' }).eq('id', id);
      expect(updated.error).toBeNull();
      expect((await read()).find((s) => s.id === id)?.title).toBe('Fresh story, updated');

      const removed = await world.service.from('news_stories').delete().eq('id', id);
      expect(removed.error).toBeNull();
      expect((await read()).some((s) => s.id === id)).toBe(false);
    });

    it('shows an admin’s ad changes (a table outside the change feed) to the next anonymous read', async () => {
      const ads = () => world.clients.anon.from('advertisements').select('title').eq('is_active', true);
      await ads();
      const created = await world.clients.admin
        .from('advertisements')
        .insert({ title: 'New ad', image_url: 'https://example.com/ad.png' })
        .select('id')
        .single();
      expect(created.error).toBeNull();
      expect((await ads()).data?.map((ad) => ad.title)).toContain('New ad');
      const hidden = await world.clients.admin
        .from('advertisements')
        .update({ is_active: false })
        .eq('id', created.data?.id ?? '');
      expect(hidden.error).toBeNull();
      expect((await ads()).data?.map((ad) => ad.title)).not.toContain('New ad');
    });

    it('shows an editor’s write (authenticated, under RLS) to the next anonymous read', async () => {
      const id = await publish('Editor will retitle');
      await stories().select('title').eq('id', id).single();
      const { error } = await world.clients.editor.from('news_stories').update({ title: 'Retitled' }).eq('id', id);
      expect(error).toBeNull();
      expect((await stories().select('title').eq('id', id).single()).data?.title).toBe('Retitled');
    });

    it('never answers a signed-in reader from the cache', async () => {
      const cache = world.test.backend.readCache;
      await world.clients.admin.from('news_stories').select('id').limit(1);
      const hits = cache.stats.hits;
      const misses = cache.stats.misses;
      await world.clients.admin.from('news_stories').select('id').limit(1);
      await world.service.from('news_stories').select('id').limit(1);
      await world.service.from('news_stories').select('id').limit(1);
      expect(cache.stats.hits).toBe(hits);
      expect(cache.stats.misses).toBe(misses);
    });

    it('does not cache refusals', async () => {
      const first = await stories().select('no_such_column');
      expect(first.status).toBe(400);
      const hits = world.test.backend.readCache.stats.hits;
      await stories().select('no_such_column');
      expect(world.test.backend.readCache.stats.hits).toBe(hits);
    });

    it('a story view changes no column of the story, keeps the cache, and its count shows within the TTL', async () => {
      const id = await publish('Viewed story');
      const before = await world.service.from('news_stories').select('*, view_count').eq('id', id).single();
      await stories().select('id, view_count').eq('id', id).single();
      const invalidations = world.test.backend.readCache.stats.invalidations;
      const view = await world.clients.anon.rpc('record_story_view', { story_id: id, visitor_id: 'cache-visitor' });
      expect(view.error).toBeNull();
      // Counter writes do not empty the cache (the whole point under load) …
      expect(world.test.backend.readCache.stats.invalidations).toBe(invalidations);
      // … the view lands in story_view_counts: the story row itself (every column) is untouched
      // (decision 136), only the computed view_count moves …
      const after = await world.service.from('news_stories').select('*, view_count').eq('id', id).single();
      const changed = Object.keys(after.data ?? {}).filter(
        (key) => JSON.stringify(after.data?.[key]) !== JSON.stringify(before.data?.[key]),
      );
      expect(changed).toEqual(['view_count']);
      // … anonymous readers cannot read the view log itself …
      const log = await world.clients.anon.from('story_views').select('story_id').eq('story_id', id);
      expect(log.data ?? []).toEqual([]);
      // … and the count reaches anonymous readers once the cached answer ages out.
      await new Promise((resolve) => setTimeout(resolve, world.test.backend.config.readCacheMs + 50));
      expect((await stories().select('id, view_count').eq('id', id).single()).data?.view_count).toBe(1);
    });
  });
}
