import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';
import { describePlanningBoard } from './planningBoard.ts';
import { FIXTURES_SQL, IDS } from './rlsCases.ts';
import { describeStoryWorkflow } from './storyWorkflow.ts';
import { describeTrustedIntake } from './trustedIntake.ts';

// Each test makes several HTTP round trips to a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The database's own rules as a supabase-js client meets them on the local backend, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL (where concurrent saves really run in parallel).
 */
describe.each(databaseKinds())('schema rules [%s]', (database) => {
  let world: ApiWorld;

  beforeAll(async () => {
    world = await startApiWorld({ database });
    await world.test.backend.db.exec(FIXTURES_SQL);
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  const storyIds = async (persona: 'anon' | 'editor') =>
    ((await world.clients[persona].from('news_stories').select('id').eq('status', 'published')).data ?? []).map(
      (row) => row.id,
    );

  describe('scheduled publishing', () => {
    it('a story scheduled for later appears by itself once its time comes', async () => {
      expect(await storyIds('anon')).not.toContain(IDS.storyScheduled);
      expect(await storyIds('editor')).toContain(IDS.storyScheduled);
      const soon = new Date(Date.now() + 1500).toISOString();
      const { error } = await world.clients.editor
        .from('news_stories')
        .update({ published_at: soon })
        .eq('id', IDS.storyScheduled);
      expect(error).toBeNull();
      expect(await storyIds('anon')).not.toContain(IDS.storyScheduled);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await storyIds('anon')).toContain(IDS.storyScheduled);
    });
  });

  describe('featured story', () => {
    const featured = async () =>
      ((await world.service.from('news_stories').select('id').eq('is_featured', true)).data ?? []).map((row) => row.id);

    it('the console flow (clear the others, then set the chosen one) leaves exactly that story featured', async () => {
      const editor = world.clients.editor.from('news_stories');
      expect((await editor.update({ is_featured: false }).neq('id', IDS.storyPublished)).error).toBeNull();
      expect((await editor.update({ is_featured: true }).eq('id', IDS.storyPublished)).error).toBeNull();
      expect(await featured()).toEqual([IDS.storyPublished]);
    });

    it('an editor and an admin featuring different stories at once still leave exactly one', async () => {
      const results = await Promise.all([
        world.clients.editor.from('news_stories').update({ is_featured: true }).eq('id', IDS.storyDraft),
        world.clients.admin.from('news_stories').update({ is_featured: true }).eq('id', IDS.storyScheduled),
        world.clients.editor.from('news_stories').update({ is_featured: true }).eq('id', IDS.storyPublished),
      ]);
      expect(results.map((result) => result.error)).toEqual([null, null, null]);
      expect(await featured()).toHaveLength(1);
    });
  });

  describe('view counts', () => {
    // Read as the admin (who is shown counts): an anonymous answer may come from the read cache,
    // where a counter may be up to its TTL old (decision 130). view_count is a computed field over
    // story_view_counts (decision 136); storyViewCounts.test.ts has the rest.
    const viewCount = async () =>
      (await world.clients.admin.from('news_stories').select('view_count').eq('id', IDS.storyPublished).single()).data!
        .view_count;

    it('recording a view of a published story increments its count', async () => {
      const before = await viewCount();
      const { error } = await world.clients.anon.rpc('record_story_view', {
        story_id: IDS.storyPublished,
        visitor_id: 'api-rules-visitor',
      });
      expect(error).toBeNull();
      expect(await viewCount()).toBe(before + 1);
    });

    it('nobody, not even an admin, sets view_count directly', async () => {
      const before = await viewCount();
      // Not a column of the row any more: PostgREST refuses the body's unknown column …
      const { error } = await world.clients.admin
        .from('news_stories')
        .update({ view_count: 10_000 })
        .eq('id', IDS.storyPublished);
      expect(error?.code).toBe('PGRST204');
      // … and the counts table takes no write from the API roles.
      const counts = await world.clients.admin
        .from('story_view_counts')
        .update({ view_count: 10_000 })
        .eq('story_id', IDS.storyPublished);
      expect(counts.error?.code).toBe('42501');
      expect(await viewCount()).toBe(before);
    });

    it('increment_sports_event_views works for anonymous visitors', async () => {
      const view = (visitor_id: string) =>
        world.clients.anon.rpc('increment_sports_event_views', { event_id: IDS.event, visitor_id });
      const first = await view('api-visitor-1');
      const second = await view('api-visitor-2');
      expect(first.error).toBeNull();
      expect(second.data).toBe((first.data as number) + 1);
      const { data } = await world.clients.anon.from('sports_events').select('view_count').eq('id', IDS.event).single();
      expect(data!.view_count).toBe(second.data);
    });
  });

  describe('roles', () => {
    it('nobody makes themselves admin', async () => {
      for (const persona of ['reader', 'editor'] as const) {
        const { error } = await world.clients[persona]
          .from('user_roles')
          .insert({ user_id: world.userIds[persona], role: 'admin' });
        expect(error?.code).toBe('42501');
      }
      const promoted = await world.clients.editor
        .from('user_roles')
        .update({ role: 'admin' }, { count: 'exact' })
        .eq('user_id', world.userIds.editor);
      expect(promoted.count).toBe(0);
      const { data } = await world.service.from('user_roles').select('user_id').eq('role', 'admin');
      expect(data).toEqual([{ user_id: world.userIds.admin }]);
    });

    it('admins list users with their roles; nobody else can', async () => {
      const { data, error } = await world.clients.admin.rpc('admin_list_users');
      expect(error).toBeNull();
      const byId = new Map((data as { id: string; roles: string[] }[]).map((user) => [user.id, user.roles]));
      expect(byId.get(world.userIds.admin)).toEqual(['admin']);
      expect(byId.get(world.userIds.editor)).toEqual(['editor']);
      expect(byId.get(world.userIds.reader)).toEqual([]);
      for (const persona of ['editor', 'reader', 'anon'] as const) {
        const refused = await world.clients[persona].rpc('admin_list_users');
        expect(refused.error?.code).toBe('42501');
      }
    });

    it('the console admin check works for each persona', async () => {
      const isAdmin = async (persona: 'reader' | 'editor' | 'admin') => {
        const { data } = await world.clients[persona]
          .from('user_roles')
          .select('role')
          .eq('user_id', world.userIds[persona])
          .eq('role', 'admin')
          .maybeSingle();
        return data !== null;
      };
      expect([await isAdmin('reader'), await isAdmin('editor'), await isAdmin('admin')]).toEqual([false, false, true]);
    });
  });

  describe('public intake', () => {
    it('refuses a malformed e-mail with a check violation the form can show', async () => {
      const { error } = await world.clients.anon.from('newsletter_subscribers').insert({ email: 'nobody@nowhere' });
      expect(error?.code).toBe('23514');
    });

    it('keeps one newsletter row per address whatever its case, and says nothing of it (decision 143)', async () => {
      expect(
        (await world.clients.anon.from('newsletter_subscribers').insert({ email: 'Case@Example.org' })).error,
      ).toBeNull();
      const { error } = await world.clients.anon.from('newsletter_subscribers').insert({ email: 'case@example.org' });
      expect(error).toBeNull();
      const { rows } = await world.test.backend.db.query<{ email: string }>(
        `select email from public.newsletter_subscribers where lower(email) = 'case@example.org'`,
      );
      expect(rows).toEqual([{ email: 'Case@Example.org' }]);
    });
  });

  describeTrustedIntake(() => world);
  describeStoryWorkflow(() => world);
  describePlanningBoard(() => world);
});
