import { fetchStory } from '@newsroom/shared';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The editor console's database rules as supabase-js meets them: edit versions and conflicts,
 * story revisions written by a trigger, draft and scheduled visibility per role, and the public
 * publication clock that lets open pages show a scheduled story on time.
 */
describe.each(databaseKinds())('editorial rules [%s]', (database) => {
  let world: ApiWorld;
  let counter = 0;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  const title = (label: string) => `${label} ${++counter} ${Date.now().toString(36)}`;

  async function addStory(fields: Record<string, unknown> = {}) {
    const { data, error } = await world.clients.editor
      .from('news_stories')
      .insert({
        title: title('Story'),
        summary: 'First paragraph.\n\nSecond paragraph.',
        author: 'Ed Itor',
        category: 'Feature',
        read_time: '3 min read',
        ...fields,
      })
      .select('*')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data as { id: string; version: number; title: string; updated_at: string };
  }

  const revisionsOf = async (client: SupabaseClient, storyId: string) =>
    client
      .from('story_revisions')
      .select('version, title, edited_by, editor_email, status')
      .eq('story_id', storyId)
      .order('version', { ascending: true });

  describe('revisions', () => {
    it('keeps one revision per content save, with who saved it', async () => {
      const story = await addStory();
      expect(story.version).toBe(1);
      const edit = await world.clients.admin
        .from('news_stories')
        .update({ title: 'Edited by the admin', version: 1 })
        .eq('id', story.id)
        .select('version')
        .single();
      expect(edit.error).toBeNull();
      expect(edit.data?.version).toBe(2);

      const { data, error } = await revisionsOf(world.clients.editor, story.id);
      expect(error).toBeNull();
      expect(data).toEqual([
        expect.objectContaining({ version: 1, title: story.title, edited_by: world.userIds.editor }),
        expect.objectContaining({ version: 2, title: 'Edited by the admin', edited_by: world.userIds.admin }),
      ]);
      expect(data?.[0].editor_email).toMatch(/^editor-.*@example\.com$/);
    });

    it('records the search and social fields and the read-time choice of each version (decision 205)', async () => {
      const fields = {
        standfirst: 'The line under the headline',
        seo_title: 'Search headline',
        seo_description: 'What search results say',
        social_title: 'Social headline',
        social_image_url: 'https://images.example.org/share.jpg',
      };
      const story = await addStory({ ...fields, read_time_auto: true });
      const cleared = await world.clients.editor
        .from('news_stories')
        .update({
          standfirst: null,
          social_image_url: null,
          read_time: '9 min read',
          read_time_auto: false,
          version: 1,
        })
        .eq('id', story.id)
        .select('version')
        .single();
      expect(cleared.data?.version).toBe(2);

      const { data, error } = await world.clients.editor
        .from('story_revisions')
        .select(
          'version, standfirst, seo_title, seo_description, social_title, social_image_url, read_time, read_time_auto',
        )
        .eq('story_id', story.id)
        .order('version', { ascending: true });
      expect(error).toBeNull();
      expect(data).toEqual([
        { version: 1, ...fields, read_time: '1 min read', read_time_auto: true },
        {
          version: 2,
          ...fields,
          standfirst: null,
          social_image_url: null,
          read_time: '9 min read',
          read_time_auto: false,
        },
      ]);
    });

    it('a featured-flag change or a view is not a new version', async () => {
      const story = await addStory();
      await world.clients.editor.from('news_stories').update({ is_featured: true }).eq('id', story.id);
      await world.clients.anon.rpc('record_story_view', { story_id: story.id, visitor_id: 'editorial-visitor' });
      const { data } = await world.service
        .from('news_stories')
        .select('version, view_count')
        .eq('id', story.id)
        .single();
      expect(data).toEqual({ version: 1, view_count: 1 });
      expect((await revisionsOf(world.clients.editor, story.id)).data).toHaveLength(1);
    });

    it('only editors and admins read revisions; nobody writes them through the API', async () => {
      const story = await addStory();
      expect((await revisionsOf(world.clients.reader, story.id)).data).toEqual([]);
      const anon = await revisionsOf(world.clients.anon, story.id);
      expect(anon.error?.code).toBe('42501');

      const forged = await world.clients.editor.from('story_revisions').insert({
        story_id: story.id,
        version: 99,
        title: 'x',
        summary: '',
        author: '',
        category: 'Feature',
        read_time: '',
        is_featured: false,
        status: 'draft',
      });
      expect(forged.error?.code).toBe('42501');
      const rewrite = await world.clients.admin
        .from('story_revisions')
        .update({ title: 'rewritten' })
        .eq('story_id', story.id);
      expect(rewrite.error?.code).toBe('42501');
      const erase = await world.clients.admin.from('story_revisions').delete().eq('story_id', story.id);
      expect(erase.error?.code).toBe('42501');
      expect((await revisionsOf(world.clients.admin, story.id)).data?.map((r) => r.title)).toEqual([story.title]);
    });

    it('revisions go with their story when it is deleted for good', async () => {
      const story = await addStory();
      // An editor's delete only trashes it (decision 195); the revisions go with the real delete.
      expect((await world.clients.editor.from('news_stories').delete().eq('id', story.id)).error).toBeNull();
      expect((await world.clients.admin.rpc('purge_trashed', { kind: 'story', id: story.id })).error).toBeNull();
      const { count } = await world.service
        .from('story_revisions')
        .select('id', { count: 'exact', head: true })
        .eq('story_id', story.id);
      expect(count).toBe(0);
    });
  });

  describe('stated limits of the story form’s lists (issue 53, migration 20261207400100)', () => {
    const LIMIT = 50;
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

    /** A published story with `count` earlier slugs, the newest last; returns the story and those slugs. */
    async function storyWithEarlierSlugs(count: number) {
      const story = await addStory({ status: 'published', published_at: new Date().toISOString() });
      const slugs = Array.from({ length: count }, (_, n) => `earlier-${story.id.slice(0, 8)}-${n}`);
      const rows = slugs.map((slug, n) => ({ slug, story_id: story.id, is_current: false, created_at: at(n) }));
      const { error } = await world.service.from('story_slugs').insert(rows);
      expect(error).toBeNull();
      return { story, slugs };
    }

    it.each([LIMIT, LIMIT + 1])(
      'story_addresses lists the newest 50 earlier slugs of %i and counts the rest',
      async (count) => {
        const { story, slugs } = await storyWithEarlierSlugs(count);
        const { data, error } = await world.clients.editor.rpc('story_addresses', { story: story.id });
        expect(error).toBeNull();
        const addresses = data as { current: string; earlier: string[]; older: number };
        // The current slug is named whatever the number of earlier ones (it was made first).
        expect(addresses.current).toMatch(/^story-\d+/);
        expect(addresses.earlier).toEqual(slugs.slice(-LIMIT).reverse());
        expect(addresses.older).toBe(count - LIMIT);
      },
    );

    it('story_addresses lists nothing of a story the caller cannot read', async () => {
      const draft = await addStory({ status: 'draft' });
      const { data } = await world.clients.reader.rpc('story_addresses', { story: draft.id });
      expect(data).toEqual({ current: null, earlier: [], older: 0 });
      expect((await world.clients.anon.rpc('story_addresses', { story: draft.id })).error?.code).toBe('42501');
    });

    it.each([LIMIT, LIMIT + 1])(
      'story_alert_overview gives the newest 50 of %i alerts and counts the rest',
      async (count) => {
        const story = await addStory({ status: 'published', published_at: new Date().toISOString() });
        const sends = Array.from({ length: count }, (_, n) => ({
          story_id: story.id,
          title: 'Alert',
          body: 'Text',
          url: '/story/x',
          topic: `alert${n}`,
          topics: ['uk'],
          created_at: at(n),
        }));
        expect((await world.service.from('push_sends').insert(sends)).error).toBeNull();
        const { data, error } = await world.clients.editor.rpc('story_alert_overview', { story: story.id });
        expect(error).toBeNull();
        const overview = data as { alerts: { createdAt: string }[]; older: number };
        expect(overview.alerts).toHaveLength(LIMIT);
        expect(new Date(overview.alerts[0].createdAt).toISOString()).toBe(at(count - 1));
        expect(new Date(overview.alerts[LIMIT - 1].createdAt).toISOString()).toBe(at(count - LIMIT));
        expect(overview.older).toBe(count - LIMIT);
      },
    );
  });

  describe('edit conflicts', () => {
    it('refuses a save based on an old version with 409, and keeps the other save', async () => {
      const story = await addStory();
      // Both opened version 1; the admin saves first.
      const first = await world.clients.admin
        .from('news_stories')
        .update({ summary: 'The admin saved first.', version: 1 })
        .eq('id', story.id);
      expect(first.error).toBeNull();
      const second = await world.clients.editor
        .from('news_stories')
        .update({ summary: 'The editor saved second.', version: 1 })
        .eq('id', story.id)
        .select()
        .single();
      expect(second.status).toBe(409);
      expect(second.error?.code).toBe('PT409');
      expect(second.error?.message).toBe('This story was changed by someone else since you opened it.');
      const { data } = await world.service.from('news_stories').select('summary, version').eq('id', story.id).single();
      expect(data).toEqual({ summary: 'The admin saved first.', version: 2 });
    });

    it('two saves racing on one version: exactly one wins', async () => {
      const story = await addStory();
      const results = await Promise.all([
        world.clients.editor.from('news_stories').update({ title: 'Editor wins', version: 1 }).eq('id', story.id),
        world.clients.admin.from('news_stories').update({ title: 'Admin wins', version: 1 }).eq('id', story.id),
      ]);
      expect(results.filter((result) => result.error === null)).toHaveLength(1);
      expect(results.filter((result) => result.error?.code === 'PT409')).toHaveLength(1);
    });

    it('photo essays are protected the same way', async () => {
      const { data: essay } = await world.clients.editor
        .from('photo_essays')
        .insert({
          title: title('Essay'),
          caption: 'c',
          photographer: 'p',
          image_url: 'https://x.org/a.jpg',
          image_alt: 'a',
        })
        .select('id, version')
        .single();
      expect(essay?.version).toBe(1);
      await world.clients.admin.from('photo_essays').update({ caption: 'admin', version: 1 }).eq('id', essay?.id);
      const late = await world.clients.editor
        .from('photo_essays')
        .update({ caption: 'editor', version: 1 })
        .eq('id', essay?.id);
      expect(late.error?.code).toBe('PT409');
      expect(late.error?.message).toBe('This photo essay was changed by someone else since you opened it.');
    });

    it('a client that sends no version (the featured toggle, old clients) is not checked', async () => {
      const story = await addStory();
      await world.clients.admin.from('news_stories').update({ title: 'moved on', version: 1 }).eq('id', story.id);
      const { error } = await world.clients.editor
        .from('news_stories')
        .update({ read_time: '9 min read' })
        .eq('id', story.id);
      expect(error).toBeNull();
    });
  });

  describe('drafts and scheduled stories per role', () => {
    const visibleTo = async (persona: keyof ApiWorld['clients'], id: string) =>
      ((await world.clients[persona].from('news_stories').select('id').eq('id', id)).data ?? []).length === 1;

    it('a draft is seen by editors and admins only', async () => {
      const draft = await addStory({ status: 'draft' });
      expect(await visibleTo('anon', draft.id)).toBe(false);
      expect(await visibleTo('reader', draft.id)).toBe(false);
      expect(await visibleTo('editor', draft.id)).toBe(true);
      expect(await visibleTo('admin', draft.id)).toBe(true);
    });

    it('a scheduled story is hidden from readers until its time, then public with no job', async () => {
      const at = new Date(Date.now() + 2500).toISOString();
      const scheduled = await addStory({ status: 'published', published_at: at });
      expect(await visibleTo('anon', scheduled.id)).toBe(false);
      expect(await visibleTo('reader', scheduled.id)).toBe(false);
      expect(await visibleTo('editor', scheduled.id)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await visibleTo('anon', scheduled.id)).toBe(true);
      expect(await visibleTo('reader', scheduled.id)).toBe(true);
    });

    it('publish, unpublish, republish: the story keeps its first publication date (issue 49)', async () => {
      const firstAt = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
      const story = await addStory({ status: 'published', published_at: firstAt });
      // Imported as published a week ago: last changed then, not "Updated" at the import's time.
      expect(new Date(story.updated_at).toISOString()).toBe(firstAt);
      const stories = world.clients.editor.from('news_stories');
      // The console's unpublish: a draft with no planned time.
      const off = await stories.update({ status: 'draft', published_at: null }).eq('id', story.id);
      expect(off.error).toBeNull();
      expect(await visibleTo('anon', story.id)).toBe(false);
      // The console's publish now: published_at null means "now" to a story never published.
      const { data, error } = await world.clients.editor
        .from('news_stories')
        .update({ status: 'published', published_at: null, title: title('Republished') })
        .eq('id', story.id)
        .select('published_at, first_published_at, updated_at')
        .single();
      expect(error).toBeNull();
      expect(new Date(data!.published_at!).toISOString()).toBe(firstAt);
      expect(new Date(data!.first_published_at!).toISOString()).toBe(firstAt);
      expect(new Date(data!.updated_at).getTime()).toBeGreaterThan(Date.parse(firstAt));
      expect(await visibleTo('anon', story.id)).toBe(true);
    });

    it('a story first published by its schedule keeps that date when republished', async () => {
      const at = new Date(Date.now() + 1500).toISOString();
      const scheduled = await addStory({ status: 'published', published_at: at });
      await vi.waitFor(async () => expect(await visibleTo('anon', scheduled.id)).toBe(true), { timeout: 10_000 });
      await world.clients.editor
        .from('news_stories')
        .update({ status: 'draft', published_at: null })
        .eq('id', scheduled.id);
      const { data } = await world.clients.editor
        .from('news_stories')
        .update({ status: 'published', published_at: new Date().toISOString() })
        .eq('id', scheduled.id)
        .select('published_at')
        .single();
      expect(new Date(data!.published_at!).toISOString()).toBe(at);
    });

    it('a story back by a schedule keeps that time through later edits; no insert dates itself ahead', async () => {
      const story = await addStory({
        status: 'published',
        published_at: new Date(Date.now() - 86_400_000).toISOString(),
      });
      const stories = () => world.clients.editor.from('news_stories');
      await stories().update({ status: 'draft', published_at: null }).eq('id', story.id);
      const returnsAt = new Date(Date.now() + 1500).toISOString();
      await stories().update({ status: 'published', published_at: returnsAt }).eq('id', story.id);
      await vi.waitFor(async () => expect(await visibleTo('anon', story.id)).toBe(true), { timeout: 10_000 });
      // A typo fixed once it is back: the form sends the time it shows, now past.
      const { data } = await stories()
        .update({ title: title('Typo fixed'), published_at: returnsAt })
        .eq('id', story.id)
        .select('published_at')
        .single();
      expect(new Date(data!.published_at!).toISOString()).toBe(returnsAt);

      const ahead = await addStory({
        status: 'published',
        published_at: returnsAt,
        updated_at: '2099-01-01T00:00:00Z',
      });
      expect(Date.parse(ahead.updated_at)).toBeLessThanOrEqual(Date.now());
    });

    it('a plain signed-in user cannot write stories (RLS, not the hidden form)', async () => {
      const insert = await world.clients.reader
        .from('news_stories')
        .insert({ title: title('Reader'), category: 'Feature' });
      expect(insert.error?.code).toBe('42501');
    });
  });

  describe('preview links (decision 176)', () => {
    const share = (persona: keyof ApiWorld['clients'], story: string, hours?: number) =>
      world.clients[persona]
        .rpc('create_story_preview_link', { story, ...(hours ? { expires_in_hours: hours } : {}) })
        .single<{ id: string; token: string; expires_at: string }>();
    const preview = async (token: string) => {
      const { data, error } = await world.clients.anon.rpc('story_preview', { token });
      expect(error).toBeNull();
      return data as { id: string; title: string; body: unknown; credits: unknown; story_corrections: unknown } | null;
    };

    it("carries the draft's standfirst, as its page will show it (decision 205)", async () => {
      const draft = await addStory({ status: 'draft', standfirst: 'The line under the headline.' });
      const { data: link } = await share('editor', draft.id);
      expect(await preview(link!.token)).toMatchObject({ standfirst: 'The line under the headline.' });
    });

    it('an editor shares a draft; anyone with the token reads it as its page does, until revoked', async () => {
      const draft = await addStory({ status: 'draft' });
      const { data: link, error } = await share('editor', draft.id);
      expect(error).toBeNull();
      expect(link!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const hours = (Date.parse(link!.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);

      const shown = await preview(link!.token);
      expect(shown).toMatchObject({ id: draft.id, title: draft.title, credits: [], story_corrections: [] });
      expect(shown!.body).toMatchObject({ type: 'doc' });

      // The byline and topics of a draft, which anon cannot read in the tables, come with it.
      const slug = `preview-writer-${Date.now().toString(36)}`;
      const { data: writer } = await world.clients.editor
        .from('authors')
        .insert({ name: 'Preview Writer', slug })
        .select('id')
        .single();
      const credits = await world.clients.editor.rpc('set_story_credits', {
        story: draft.id,
        author_ids: [writer!.id],
        tag_names: ['Embargoes'],
      });
      expect(credits.error).toBeNull();
      expect(await preview(link!.token)).toMatchObject({
        credits: [{ name: 'Preview Writer', slug }],
        topics: [{ name: 'Embargoes' }],
      });
      expect(shown).not.toHaveProperty('search_vector');

      // Staff list the story's links without the hash, which no API role reads.
      const listed = await world.clients.editor.from('story_preview_links').select('id, expires_at, revoked_at');
      expect(listed.data).toContainEqual(expect.objectContaining({ id: link!.id, revoked_at: null }));
      const hash = await world.clients.editor.from('story_preview_links').select('token_hash');
      expect(hash.error?.code).toBe('42501');
      expect((await world.clients.reader.from('story_preview_links').select('id')).data).toEqual([]);

      expect((await world.clients.editor.rpc('revoke_story_preview_link', { link: link!.id })).error).toBeNull();
      expect(await preview(link!.token)).toBeNull();
    });

    it('an expired link, a guessed or altered token and a malformed one answer alike: nothing', async () => {
      const draft = await addStory({ status: 'draft' });
      const other = await addStory({ status: 'draft' });
      const { data: link } = await share('admin', draft.id, 1);
      const { data: otherLink } = await share('editor', other.id, 168);
      expect((await preview(otherLink!.token))?.id).toBe(other.id);
      const altered = `${link!.token.slice(0, -1)}${link!.token.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [altered, 'A'.repeat(43), 'not a token', '']) expect(await preview(token)).toBeNull();

      await world.test.backend.db.query(
        `update public.story_preview_links set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = $1`,
        [link!.id],
      );
      expect(await preview(link!.token)).toBeNull();
      expect((await preview(otherLink!.token))?.id).toBe(other.id);
    });

    it('only staff who may edit the story create or revoke links, for unpublished stories, 1 hour to 7 days', async () => {
      const draft = await addStory({ status: 'draft' });
      expect((await share('reader', draft.id)).error?.code).toBe('42501');
      expect((await share('anon', draft.id)).error?.code).toBe('42501');
      const published = await addStory({ status: 'published' });
      expect((await share('editor', published.id)).error?.code).toBe('22023');
      expect((await share('editor', draft.id, 169)).error?.code).toBe('22023');
      const scheduled = await addStory({
        status: 'published',
        published_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const { data: link } = await share('editor', scheduled.id, 1);
      expect((await preview(link!.token))?.id).toBe(scheduled.id);
      expect((await world.clients.reader.rpc('revoke_story_preview_link', { link: link!.id })).error?.code).toBe(
        '42501',
      );
      expect((await world.clients.anon.rpc('revoke_story_preview_link', { link: link!.id })).error?.code).toBe('42501');
      expect((await preview(link!.token))?.id).toBe(scheduled.id);
    });

    it('failed tries are limited per source with 429; a valid link still opens', async () => {
      const draft = await addStory({ status: 'draft' });
      const { data: link } = await share('editor', draft.id);
      const db = world.test.backend.db;
      const rule = `update private.rate_limit_rules set max_hits = $1 where bucket = 'story_previews:source'`;
      const before = await db.query<{ max_hits: number }>(
        `select max_hits from private.rate_limit_rules where bucket = 'story_previews:source'`,
      );
      const forget = `delete from private.rate_limit_hits where bucket like 'story_previews:%'`;
      await db.query(forget);
      await db.query(rule, [3]);
      try {
        for (let i = 0; i < 3; i++) expect(await preview('B'.repeat(43))).toBeNull();
        const refused = await world.clients.anon.rpc('story_preview', { token: 'B'.repeat(43) });
        expect(refused.status).toBe(429);
        expect((await preview(link!.token))?.id).toBe(draft.id);
      } finally {
        await db.query(rule, [before.rows[0].max_hits]);
        await db.query(forget);
      }
    });

    it("a user's links are revoked with their last staff role; a move between editor and admin keeps them", async () => {
      const email = uniqueEmail('leaver');
      const { data: made } = await world.service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      const leaver = made.user!.id;
      const db = world.test.backend.db;
      await db.query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [leaver]);
      const client = createTestClient(world.test.url, world.test.backend.anonKey);
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const draft = await addStory({ status: 'draft' });
      const { data: theirs } = await client
        .rpc('create_story_preview_link', { story: draft.id })
        .single<{ id: string; token: string }>();
      const { data: ours } = await share('editor', draft.id);

      await db.query(`update public.user_roles set role = 'admin' where user_id = $1`, [leaver]);
      expect((await preview(theirs!.token))?.id).toBe(draft.id);
      const removed = await world.clients.admin.from('user_roles').delete().eq('user_id', leaver).select('id');
      expect(removed.data).toHaveLength(1);
      expect(await preview(theirs!.token)).toBeNull();
      expect((await preview(ours!.token))?.id).toBe(draft.id);

      // So does deleting the account, which cascades to the role.
      await db.query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [leaver]);
      const { data: again } = await client
        .rpc('create_story_preview_link', { story: draft.id })
        .single<{ id: string; token: string }>();
      expect((await preview(again!.token))?.id).toBe(draft.id);
      expect((await world.service.auth.admin.deleteUser(leaver)).error).toBeNull();
      expect(await preview(again!.token)).toBeNull();
    });

    it('a story in the trash is never previewed, nor shared again (decision 195)', async () => {
      const draft = await addStory({ status: 'draft' });
      const { data: link } = await share('editor', draft.id);
      // Trashed, and its link live again (the trash revokes it; the functions must not rely on that).
      await world.test.backend.db.query(`update public.news_stories set deleted_at = now() where id = $1`, [draft.id]);
      await world.test.backend.db.query(`update public.story_preview_links set revoked_at = null where id = $1`, [
        link!.id,
      ]);
      expect(await preview(link!.token)).toBeNull();
      expect((await share('editor', draft.id)).error?.code).toBe('P0002');
    });

    it('a GET answers a valid and an invalid token alike, refused read-only (25006): no oracle past the limit', async () => {
      const draft = await addStory({ status: 'draft' });
      const { data: link } = await share('editor', draft.id);
      for (const token of [link!.token, 'C'.repeat(43)]) {
        const got = await world.clients.anon.rpc('story_preview', { token }, { get: true });
        expect(got.data).toBeNull();
        expect(got.error?.code).toBe('25006');
      }
      expect((await preview(link!.token))?.id).toBe(draft.id);
    });

    it('Prefer: tx=rollback is ignored by default, as hosted PostgREST does: failed tries still count', async () => {
      const db = world.test.backend.db;
      const counted = async () =>
        Number(
          (
            await db.query<{ hits: string }>(
              `select coalesce(sum(hits), 0) as hits from private.rate_limit_hits where bucket = 'story_previews:source'`,
            )
          ).rows[0].hits,
        );
      await db.query(`delete from private.rate_limit_hits where bucket like 'story_previews:%'`);
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${world.test.url}/rest/v1/rpc/story_preview`, {
          method: 'POST',
          headers: {
            apikey: world.test.backend.anonKey,
            'Content-Type': 'application/json',
            Prefer: 'tx=rollback',
          },
          body: JSON.stringify({ token: 'D'.repeat(43) }),
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('preference-applied') ?? '').not.toContain('tx=');
      }
      expect(await counted()).toBe(2);
      await db.query(`delete from private.rate_limit_hits where bucket like 'story_previews:%'`);
    });
  });

  describe('publication clock', () => {
    it('tells anyone how long until the next scheduled item, and nothing else', async () => {
      const story = await addStory({
        status: 'published',
        published_at: new Date(Date.now() + 60 * 60_000).toISOString(),
      });
      const { data, error } = await world.clients.anon.rpc('seconds_until_next_publication');
      expect(error).toBeNull();
      expect(data).toBeGreaterThan(0);
      expect(data).toBeLessThanOrEqual(3600);
      await world.clients.editor.from('news_stories').delete().eq('id', story.id);
    });

    it('signals open pages over realtime when a story is scheduled', async () => {
      const events: unknown[] = [];
      const channel: RealtimeChannel = world.clients.anon
        .channel(`schedule-${Date.now()}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'publication_schedule' }, (change) => {
          events.push(change);
        });
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
        }),
      );
      try {
        await addStory({ status: 'published', published_at: new Date(Date.now() + 30 * 60_000).toISOString() });
        await vi.waitFor(() => expect(events.length).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
      } finally {
        await world.clients.anon.removeChannel(channel);
      }
    });

    it('nobody writes the signal row or calls the trigger functions through the API', async () => {
      const touch = await world.clients.editor
        .from('publication_schedule')
        .update({ changed_at: new Date().toISOString() })
        .eq('id', 1);
      expect(touch.error?.code).toBe('42501');
      const call = await world.clients.editor.rpc('signal_publication_schedule');
      expect(call.error).not.toBeNull();
    });
  });

  describe('editorial comments (decision 184)', () => {
    type Comment = { id: string; story_id: string; parent_id: string | null; author_id: string; body: string };
    const comment = (persona: keyof ApiWorld['clients'], fields: Record<string, unknown>) =>
      world.clients[persona].from('story_comments').insert(fields).select('*').single<Comment>();
    const commentsOf = (persona: keyof ApiWorld['clients'], storyId: string) =>
      world.clients[persona].from('story_comments').select('id, body').eq('story_id', storyId);

    it('staff read and write a story’s thread; readers and strangers get nothing', async () => {
      const story = await addStory();
      const first = await comment('editor', { story_id: story.id, body: 'Can we name the second source?' });
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ author_id: world.userIds.editor, parent_id: null });
      const reply = await comment('admin', { story_id: story.id, parent_id: first.data?.id, body: 'Not yet.' });
      expect(reply.error).toBeNull();
      expect((await commentsOf('admin', story.id)).data).toHaveLength(2);

      expect((await commentsOf('reader', story.id)).data).toEqual([]);
      expect((await commentsOf('anon', story.id)).error?.code).toBe('42501');
      const readerWrites = await comment('reader', { story_id: story.id, body: 'Hello' });
      expect(readerWrites.error?.code).toBe('42501');
      const anonWrites = await comment('anon', { story_id: story.id, body: 'Hello' });
      expect(anonWrites.error?.code).toBe('42501');
      // Another's name as author is not the client's to choose.
      const forged = await comment('editor', { story_id: story.id, author_id: world.userIds.admin, body: 'x' });
      expect(forged.error?.code).toBe('42501');
      // A published story's comments stay staff-only.
      await world.clients.editor.from('news_stories').update({ status: 'published' }).eq('id', story.id);
      expect((await commentsOf('anon', story.id)).error?.code).toBe('42501');
      expect((await commentsOf('reader', story.id)).data).toEqual([]);
    });

    it('refuses a 100,000-character body and an empty one; keeps HTML as the text it is', async () => {
      const story = await addStory();
      const long = await comment('editor', { story_id: story.id, body: 'x'.repeat(100_000) });
      expect(long.error?.code).toBe('22023');
      expect(long.error?.message).toBe('A comment is at most 5,000 characters');
      const limit = await comment('editor', { story_id: story.id, body: 'y'.repeat(5_000) });
      expect(limit.error).toBeNull();
      const blank = await comment('editor', { story_id: story.id, body: ' \n ' });
      expect(blank.error?.message).toBe('A comment cannot be empty');
      const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
      const html = await comment('editor', { story_id: story.id, body: markup });
      expect(html.data?.body).toBe(markup);
    });

    it('refuses a reply to another story’s comment, to a reply, and a comment on a story one may not see', async () => {
      const story = await addStory();
      const other = await addStory();
      const first = await comment('editor', { story_id: other.id, body: 'On the other story' });
      const crossed = await comment('admin', { story_id: story.id, parent_id: first.data?.id, body: 'Reply' });
      expect(crossed.error?.code).toBe('22023');
      expect(crossed.error?.message).toBe('A reply must answer a comment on the same story');
      const reply = await comment('admin', { story_id: other.id, parent_id: first.data?.id, body: 'Reply' });
      const nested = await comment('editor', { story_id: other.id, parent_id: reply.data?.id, body: 'Deeper' });
      expect(nested.error?.message).toBe('A reply answers the first comment of its thread');
      const unseen = await comment('reader', { story_id: other.id, parent_id: first.data?.id, body: 'Reply' });
      expect(unseen.error?.code).toBe('42501');
      expect(unseen.error?.message).toBe('Only staff who may edit this story may comment on it');
      const moved = await world.clients.editor
        .from('story_comments')
        .update({ story_id: story.id })
        .eq('id', first.data?.id ?? '');
      expect(moved.error?.code).toBe('42501');
    });

    it('an author edits only their own words; anyone resolves a thread; an admin deletes any comment', async () => {
      const story = await addStory();
      const mine = (await comment('admin', { story_id: story.id, body: 'Check the figures' })).data as Comment;
      const theirs = (await comment('editor', { story_id: story.id, parent_id: mine.id, body: 'Done' }))
        .data as Comment;

      const hijack = await world.clients.editor.from('story_comments').update({ body: 'Rewritten' }).eq('id', mine.id);
      expect(hijack.error?.code).toBe('42501');
      expect(hijack.error?.message).toBe('You can edit only your own comments');
      const own = await world.clients.editor
        .from('story_comments')
        .update({ body: 'Done, see paragraph 3' })
        .eq('id', theirs.id)
        .select('body, edited_at')
        .single();
      expect(own.data?.body).toBe('Done, see paragraph 3');
      expect(own.data?.edited_at).not.toBeNull();

      const resolved = await world.clients.editor
        .from('story_comments')
        .update({ resolved_at: '2000-01-01T00:00:00Z' })
        .eq('id', mine.id)
        .select('body, edited_at, resolved_at, resolved_by')
        .single();
      expect(resolved.data).toMatchObject({
        body: 'Check the figures',
        edited_at: null,
        resolved_by: world.userIds.editor,
      });
      expect(new Date(resolved.data?.resolved_at ?? 0).getFullYear()).toBeGreaterThan(2000);
      const replyResolved = await world.clients.admin
        .from('story_comments')
        .update({ resolved_at: new Date().toISOString() })
        .eq('id', theirs.id);
      expect(replyResolved.error?.message).toBe('A thread is resolved by its first comment, not a reply');
      const reopened = await world.clients.admin
        .from('story_comments')
        .update({ resolved_at: null })
        .eq('id', mine.id)
        .select('resolved_at, resolved_by')
        .single();
      expect(reopened.data).toEqual({ resolved_at: null, resolved_by: null });

      // An editor's delete of someone else's comment matches no row; the admin's removes any.
      await world.clients.editor.from('story_comments').delete().eq('id', mine.id);
      expect((await commentsOf('editor', story.id)).data).toHaveLength(2);
      expect((await world.clients.admin.from('story_comments').delete().eq('id', theirs.id)).error).toBeNull();
      expect((await commentsOf('editor', story.id)).data?.map((row) => row.id)).toEqual([mine.id]);
      // Deleted for good (an editor's delete only trashes it, decision 195): the comments go with it.
      await world.clients.editor.from('news_stories').delete().eq('id', story.id);
      await world.clients.admin.rpc('purge_trashed', { kind: 'story', id: story.id });
      const { count } = await world.service
        .from('story_comments')
        .select('id', { count: 'exact', head: true })
        .eq('story_id', story.id);
      expect(count).toBe(0);
    });

    it('deleting a commenting staff account keeps its comments, with no author and no resolver', async () => {
      const email = uniqueEmail('former');
      const { data: made } = await world.service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      });
      const former = made.user!.id;
      await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [
        former,
      ]);
      const client = createTestClient(world.test.url, world.test.backend.anonKey);
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const story = await addStory();
      const theirs = await client
        .from('story_comments')
        .insert({ story_id: story.id, body: 'Who is the second source?' })
        .select('*')
        .single<Comment>();
      expect(theirs.data?.author_id).toBe(former);
      const ours = (await comment('editor', { story_id: story.id, body: 'Check the figures' })).data as Comment;
      const resolved = await client
        .from('story_comments')
        .update({ resolved_at: new Date().toISOString() })
        .eq('id', ours.id)
        .select('resolved_by')
        .single();
      expect(resolved.data?.resolved_by).toBe(former);

      // The admin's delete (backend/src/auth/admin.ts) sets their comments' author and resolver to null.
      expect((await world.service.auth.admin.deleteUser(former)).error).toBeNull();
      const { data: kept } = await world.clients.editor
        .from('story_comments')
        .select('id, body, author_id, resolved_at, resolved_by')
        .eq('story_id', story.id)
        .order('created_at', { ascending: true });
      expect(kept).toMatchObject([
        { id: theirs.data?.id, body: 'Who is the second source?', author_id: null },
        { id: ours.id, author_id: world.userIds.editor, resolved_by: null },
      ]);
      expect(kept?.[1]?.resolved_at).not.toBeNull();
      // The API's writers still may not change an author, even to none.
      const cleared = await world.service.from('story_comments').update({ author_id: null }).eq('id', ours.id);
      expect(cleared.error?.message).toBe('A comment keeps its story, thread, author and time');
    });

    it("names a story's commenters to whoever may comment on it, a contributor included, and no one else", async () => {
      const email = uniqueEmail('freelance');
      const { data: made } = await world.service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: 'Freelance Writer' },
      });
      const writer = made.user!.id;
      await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'contributor')`, [
        writer,
      ]);
      const client = createTestClient(world.test.url, world.test.backend.anonKey);
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      const own = await client
        .from('news_stories')
        .insert({ title: title('Pitch'), author: 'F W', category: 'Feature', read_time: '1 min', status: 'draft' })
        .select('id')
        .single<{ id: string }>();
      expect(own.error).toBeNull();
      const storyId = own.data!.id;
      const first = await client.from('story_comments').insert({ story_id: storyId, body: 'Ready?' }).select('id');
      expect(first.error).toBeNull();
      await comment('editor', { story_id: storyId, parent_id: first.data?.[0]?.id, body: 'Yes.' });
      const desk = await addStory();
      await comment('admin', { story_id: desk.id, body: 'Only the desk sees this' });

      const names = (persona: SupabaseClient, story: string | null) =>
        persona.rpc('story_comment_author_names', { story });
      const byWriter = await names(client, storyId);
      expect(byWriter.error).toBeNull();
      expect(byWriter.data).toHaveLength(2);
      expect(byWriter.data).toContainEqual({ user_id: writer, name: 'Freelance Writer' });
      expect(byWriter.data?.map((row: { user_id: string }) => row.user_id)).toContain(world.userIds.editor);
      // An editor sees the contributor's name too (story_coeditor_names names editors and admins only).
      expect((await names(world.clients.editor, storyId)).data).toContainEqual({
        user_id: writer,
        name: 'Freelance Writer',
      });
      // Not the commenters of a story the contributor may not comment on, nor whether it exists.
      const foreign = await names(client, desk.id);
      expect(foreign.error).toMatchObject({
        code: 'P0002',
        message: 'This story does not exist or you cannot comment on it',
      });
      expect((await names(client, crypto.randomUUID())).error?.message).toBe(foreign.error?.message);
      expect((await names(world.clients.reader, storyId)).error?.code).toBe('42501');
      expect((await names(world.clients.anon, storyId)).error?.code).toBe('42501');
    });
  });

  describe('image focal points', () => {
    it('stores a point in range on stories and essays, readable by readers, and refuses any other', async () => {
      const story = await addStory({ status: 'published', image_focal_x: 0.25, image_focal_y: 0.8 });
      const read = await world.clients.anon
        .from('news_stories')
        .select('image_focal_x, image_focal_y')
        .eq('id', story.id)
        .single();
      expect(read.data).toEqual({ image_focal_x: 0.25, image_focal_y: 0.8 });
      const essayFields = { caption: 'c', photographer: 'p', image_url: 'https://x.org/a.jpg', image_alt: 'a' };
      const good = await world.clients.editor
        .from('photo_essays')
        .insert({ title: title('Essay'), ...essayFields, image_focal_x: 0, image_focal_y: 1 });
      expect(good.error).toBeNull();
      for (const [x, y] of [
        [1.5, 0.5],
        [-0.1, 0.5],
        [0.5, null],
        [null, 0.5],
        ['NaN', 0.5],
      ]) {
        const bad = await world.clients.editor
          .from('news_stories')
          .update({ image_focal_x: x, image_focal_y: y })
          .eq('id', story.id);
        expect(bad.error?.message, `${x}, ${y}`).toMatch(/news_stories_image_focal_range/);
        const essay = await world.clients.editor
          .from('photo_essays')
          .insert({ title: title('Essay'), ...essayFields, image_focal_x: x, image_focal_y: y });
        expect(essay.error?.message, `essay ${x}, ${y}`).toMatch(/photo_essays_image_focal_range/);
      }
    });
  });

  describe('media library (decision 199)', () => {
    /** A real 1×1 PNG: the bucket takes only what its bytes prove to be an image. */
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );

    async function upload(name: string) {
      const path = `media-test/${name}-${++counter}.png`;
      const { error } = await world.clients.editor.storage
        .from('blog-images')
        .upload(path, PNG, { contentType: 'image/png' });
      expect(error).toBeNull();
      const { data } = await world.clients.editor.from('media_assets').select('*').eq('storage_path', path).single();
      if (!data) throw new Error(`no media row for ${path}`);
      return data as { id: string; storage_path: string; uploaded_by: string; bytes: number; mime_type: string };
    }

    const publicUrl = (path: string) => world.service.storage.from('blog-images').getPublicUrl(path).data.publicUrl;
    const bodyWith = (path: string) => ({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Above the picture.' }] },
        { type: 'image', attrs: { src: `blog-images/${path}`, alt: 'A flooded road' } },
      ],
    });

    it('registers every upload; editors read and describe it; readers and visitors see nothing', async () => {
      const asset = await upload('register');
      expect(asset).toMatchObject({ uploaded_by: world.userIds.editor, bytes: PNG.length, mime_type: 'image/png' });
      const described = await world.clients.admin
        .from('media_assets')
        .update({ alt_text: 'Sandbags on Main Street', credit: 'Ana Photo', focal_x: 0.3, focal_y: 0.6 })
        .eq('id', asset.id)
        .select('credit')
        .single();
      expect(described.data).toEqual({ credit: 'Ana Photo' });
      for (const persona of ['reader', 'anon'] as const) {
        const client = world.clients[persona];
        expect((await client.from('media_assets').select('id').eq('id', asset.id)).data ?? []).toEqual([]);
        const changed = await client.from('media_assets').update({ credit: 'x' }).eq('id', asset.id).select('id');
        expect(changed.data ?? []).toEqual([]);
        expect((await client.rpc('media_library', {})).error?.code).toMatch(/42501/);
        expect((await client.rpc('media_asset_uses', { asset: asset.id })).error?.code).toMatch(/42501/);
      }
      const forged = await world.clients.editor.from('media_assets').insert({ storage_path: 'nowhere.png' });
      expect(forged.error?.code).toBe('42501');
      const badFocal = await world.clients.editor
        .from('media_assets')
        .update({ focal_x: 2, focal_y: 0 })
        .eq('id', asset.id);
      expect(badFocal.error?.message).toMatch(/media_assets_focal_range/);
    });

    it('lists the uses (lead image, body, trashed story) and refuses to delete a used image; an unused one goes with its object', async () => {
      const used = await upload('used');
      const lead = await addStory({ image_url: publicUrl(used.storage_path), image_alt: 'Lead' });
      const inBody = await addStory({ body: bodyWith(used.storage_path) });
      const trashed = await world.clients.editor.rpc('trash_item', { kind: 'story', id: inBody.id });
      expect(trashed.error).toBeNull();

      const uses = await world.clients.editor.rpc('media_asset_uses', { asset: used.id });
      expect(uses.data).toEqual([
        { kind: 'story', id: lead.id, title: lead.title, place: 'lead image', in_trash: false },
        { kind: 'story', id: inBody.id, title: inBody.title, place: 'body', in_trash: true },
      ]);
      const page = await world.clients.editor.rpc('media_library', { search: used.storage_path.split('/')[1] });
      expect(page.data).toEqual([expect.objectContaining({ id: used.id, use_count: 2 })]);

      const refused = await world.clients.editor.from('media_assets').delete().eq('id', used.id).select('id');
      expect(refused.error?.code).toBe('23503');
      expect(refused.error?.message).toMatch(/in use \(2 places\)/);

      const unused = await upload('unused');
      const deleted = await world.clients.editor.from('media_assets').delete().eq('id', unused.id).select('id');
      expect(deleted.data).toEqual([{ id: unused.id }]);
      const removed = await world.clients.editor.storage.from('blog-images').remove([unused.storage_path]);
      expect(removed.data).toHaveLength(1);
      expect((await fetch(publicUrl(unused.storage_path))).status).toBe(400);

      // A moved object keeps its row (texts, uploader) under its new path.
      const moved = await upload('moved');
      await world.clients.editor.from('media_assets').update({ credit: 'Kept' }).eq('id', moved.id);
      const target = `${moved.storage_path}.moved.png`;
      expect(
        (await world.clients.editor.storage.from('blog-images').move(moved.storage_path, target)).error,
      ).toBeNull();
      const after = await world.clients.editor
        .from('media_assets')
        .select('id, storage_path, credit')
        .like('storage_path', `${moved.storage_path}%`);
      expect(after.data).toEqual([{ id: moved.id, storage_path: target, credit: 'Kept' }]);

      // Deleting the storage object itself takes the row along.
      const gone = await upload('gone');
      await world.clients.editor.storage.from('blog-images').remove([gone.storage_path]);
      expect((await world.clients.editor.from('media_assets').select('id').eq('id', gone.id)).data).toEqual([]);
    });

    it("gives a published story's social image the library's focal point, and nothing of drafts, the trash or other images", async () => {
      const asset = await upload('social');
      const focal = { focal_x: 0.2, focal_y: 0.75 };
      expect((await world.clients.editor.from('media_assets').update(focal).eq('id', asset.id)).error).toBeNull();
      const social = { social_image_url: publicUrl(asset.storage_path) };
      const published = { status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() };
      const story = await addStory({ ...published, ...social });
      const focalOf = async (id: string, client: SupabaseClient = world.clients.anon) =>
        (await client.from('news_stories').select('social_image_focal').eq('id', id).maybeSingle()).data
          ?.social_image_focal;
      expect(await focalOf(story.id)).toEqual({ x: 0.2, y: 0.75 });
      expect(await focalOf(story.id, world.clients.reader)).toEqual({ x: 0.2, y: 0.75 });
      // The story page's own read carries it (no second request).
      expect((await fetchStory(story.id, world.clients.anon))?.socialImageFocal).toEqual({ x: 0.2, y: 0.75 });

      // A draft's image is the editors' alone.
      const draft = await addStory(social);
      expect(await focalOf(draft.id, world.clients.editor)).toEqual({ x: 0.2, y: 0.75 });
      expect(
        (await world.clients.anon.rpc('social_image_focal', { '': { id: draft.id, ...social } } as never)).data,
      ).toBeNull();

      // An image outside the library, or without a point, has none; a trashed story is out of reads.
      const elsewhere = await addStory({ ...published, social_image_url: 'https://img.example/share.jpg' });
      expect(await focalOf(elsewhere.id)).toBeNull();
      // The function reads the story again by its id: a row made up with a library image tells nothing.
      const { rows } = await world.test.backend.db.query<{ focal: unknown }>(
        `select public.social_image_focal(jsonb_populate_record(null::public.news_stories,
                  jsonb_build_object('id', $1::uuid, 'social_image_url', $2::text))) as focal`,
        [elsewhere.id, social.social_image_url],
      );
      expect(rows).toEqual([{ focal: null }]);
      const plain = await upload('social-plain');
      const unfocused = await addStory({ ...published, social_image_url: publicUrl(plain.storage_path) });
      expect(await focalOf(unfocused.id)).toBeNull();
      expect((await world.clients.editor.rpc('trash_item', { kind: 'story', id: story.id })).error).toBeNull();
      expect(await focalOf(story.id)).toBeUndefined();
    });

    it("lists an ad whose image was chosen from the library among the image's uses (issue 53)", async () => {
      const banner = await upload('ad-banner');
      const { data: ad, error } = await world.clients.admin
        .from('advertisements')
        .insert({ title: 'Winter sale', image_url: publicUrl(banner.storage_path), position: 'sidebar' })
        .select('id')
        .single();
      expect(error).toBeNull();
      const uses = await world.clients.admin.rpc('media_asset_uses', { asset: banner.id });
      expect(uses.data).toEqual([{ kind: 'ad', id: ad!.id, title: 'Winter sale', place: 'ad', in_trash: false }]);
      const refused = await world.clients.admin.from('media_assets').delete().eq('id', banner.id).select('id');
      expect(refused.error?.code).toBe('23503');
    });

    it('searches alt text, caption, credit and file name; filters unused and mine; pages by keyset', async () => {
      const ids: string[] = [];
      for (const [alt, credit] of [
        ['Harare bus lanes at dawn', 'Farai Chikore'],
        ['Harare market stalls', 'Rudo Banda'],
        ['Victoria Falls in flood', 'Farai Chikore'],
      ]) {
        const asset = await upload('search');
        await world.clients.editor.from('media_assets').update({ alt_text: alt, credit }).eq('id', asset.id);
        ids.push(asset.id);
      }
      const search = async (args: Record<string, unknown>) =>
        ((await world.clients.editor.rpc('media_library', args)).data ?? []).map((row: { id: string }) => row.id);

      expect(await search({ search: 'harare' })).toEqual([ids[1], ids[0]]);
      expect(await search({ search: 'farai chikore' })).toEqual([ids[2], ids[0]]);
      expect(await search({ search: 'floods' })).toEqual([ids[2]]);
      expect(await search({ search: 'harare', mine_only: true })).toEqual([ids[1], ids[0]]);
      expect((await world.clients.admin.rpc('media_library', { search: 'harare', mine_only: true })).data).toEqual([]);
      await addStory({
        image_url: publicUrl(
          (await world.clients.editor.from('media_assets').select('storage_path').eq('id', ids[1]).single()).data
            ?.storage_path ?? '',
        ),
      });
      expect(await search({ search: 'harare', unused_only: true })).toEqual([ids[0]]);

      const first = (await world.clients.editor.rpc('media_library', { search: 'harare', page_size: 1 })).data ?? [];
      expect(first.map((row: { id: string }) => row.id)).toEqual([ids[1]]);
      const next = await search({
        search: 'harare',
        page_size: 1,
        after_created: first[0].created_at,
        after_id: first[0].id,
      });
      expect(next).toEqual([ids[0]]);
      expect((await world.clients.editor.rpc('media_library', { page_size: 49 })).error?.code).toBe('22023');
    });
  });
});
