import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { livePostText } from '../../../shared/src/document/livePostText.ts';
import type { DocumentMark, DocumentNode } from '../../../shared/src/document/types.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { SUPABASE_DIR, startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** Every live post text of seed.sql: the dollar-quoted blocks of its live_posts inserts. */
const SEEDED_POST_BODIES = [
  ...(await readFile(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8')).matchAll(
    /insert into public\.live_posts[\s\S]*?on conflict \(id\) do nothing;/g,
  ),
].flatMap(([insert]) => [...insert.matchAll(/\$b\$([\s\S]*?)\$b\$/g)].map((match) => match[1]!));

const paragraph = (...content: DocumentNode[]): DocumentNode => ({ type: 'paragraph', content });
const text = (value: string, marks?: DocumentMark[]): DocumentNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const link = (href: string) => ({ type: 'link', attrs: { href } });
const BOLD = { type: 'bold' };

/**
 * Live blogs' database rules through supabase-js (supabase/migrations/20261127120000_live_blogs.sql):
 * who reads and writes live_posts, the checks on hostile input, one pinned post per story, edit
 * versions and revisions, page purges, and realtime delivery limited to those who may select.
 */
describe.each(databaseKinds())('live blogs [%s]', (database) => {
  let world: ApiWorld;
  let counter = 0;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  async function addStory(fields: Record<string, unknown> = {}) {
    const { data, error } = await world.clients.editor
      .from('news_stories')
      .insert({
        title: `Live ${++counter} ${Date.now().toString(36)}`,
        summary: 'What we know so far.',
        author: 'Desk Author',
        category: 'Foreign',
        read_time: '2 min read',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        live_state: 'live',
        ...fields,
      })
      .select('id')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data.id as string;
  }

  const post = (client: SupabaseClient, storyId: string, fields: Record<string, unknown> = {}) =>
    client
      .from('live_posts')
      .insert({ story_id: storyId, body: 'An update.', ...fields })
      .select('*')
      .single();

  const postIds = async (client: SupabaseClient, storyId: string) =>
    ((await client.from('live_posts').select('id').eq('story_id', storyId)).data ?? []).map((row) => row.id);

  describe('who reads and writes', () => {
    it('editors and admins post; the byline defaults to the story author; anyone reads a public blog', async () => {
      const storyId = await addStory();
      const first = await post(world.clients.editor, storyId);
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({ author: 'Desk Author', edited: false, version: 1, is_pinned: false });
      const second = await post(world.clients.admin, storyId, { author: 'Admin Person' });
      expect(second.data?.author).toBe('Admin Person');
      for (const client of [world.clients.anon, world.clients.reader]) {
        expect((await postIds(client, storyId)).sort()).toEqual([first.data!.id, second.data!.id].sort());
      }
    });

    it('readers and anon cannot post, edit or delete (refused by the database)', async () => {
      const storyId = await addStory();
      const existing = await post(world.clients.editor, storyId);
      const anon = await post(world.clients.anon, storyId);
      expect(anon.error?.code).toBe('42501');
      const reader = await post(world.clients.reader, storyId);
      expect(reader.error?.code).toBe('42501');
      const edit = await world.clients.reader
        .from('live_posts')
        .update({ body: 'rewritten' })
        .eq('id', existing.data!.id)
        .select('id');
      expect(edit.data).toEqual([]);
      await world.clients.anon.from('live_posts').delete().eq('id', existing.data!.id);
      await world.clients.reader.from('live_posts').delete().eq('id', existing.data!.id);
      const kept = await world.service.from('live_posts').select('body').eq('id', existing.data!.id).single();
      expect(kept.data?.body).toBe('An update.');
    });

    it("a draft's or a scheduled story's posts are the editors' alone", async () => {
      const draft = await addStory({ status: 'draft', published_at: null });
      const scheduled = await addStory({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
      for (const storyId of [draft, scheduled]) {
        const written = await post(world.clients.editor, storyId);
        expect(written.error).toBeNull();
        expect(await postIds(world.clients.anon, storyId)).toEqual([]);
        expect(await postIds(world.clients.reader, storyId)).toEqual([]);
        expect(await postIds(world.clients.admin, storyId)).toEqual([written.data!.id]);
      }
    });

    it('posts go to a running blog only; an ended blog keeps its posts for everyone', async () => {
      const ordinary = await addStory({ live_state: null });
      expect((await post(world.clients.editor, ordinary)).error?.code).toBe('42501');
      const storyId = await addStory();
      const written = await post(world.clients.editor, storyId);
      await world.clients.editor.from('news_stories').update({ live_state: 'ended' }).eq('id', storyId);
      expect((await post(world.clients.editor, storyId)).error?.code).toBe('42501');
      expect(await postIds(world.clients.anon, storyId)).toEqual([written.data!.id]);
      const bad = await world.clients.editor.from('news_stories').update({ live_state: 'paused' }).eq('id', storyId);
      expect(bad.error?.code).toBe('23514');
    });
  });

  describe('hostile input', () => {
    const refusals: [string, Record<string, unknown>, string][] = [
      ['an empty body', { body: '  \n\n ' }, 'live_posts_body_present'],
      ['a body over 10,000 characters', { body: 'x'.repeat(10_001) }, 'live_posts_body_length'],
      ['a javascript: link', { body: 'Read [this](javascript:alert(1)) now' }, 'live_posts_body_links_safe'],
      ['a bare javascript: URL', { body: 'JavaScript :alert(document.cookie)' }, 'live_posts_body_links_safe'],
      ['a protocol-relative link', { body: 'See [here](//evil.example/x)' }, 'live_posts_body_links_safe'],
      ['a data: image', { image_url: 'data:image/png;base64,AAAA', image_alt: 'A map' }, 'live_posts_image_url_http'],
      ['an image without alt text', { image_url: 'https://example.org/a.jpg' }, 'live_posts_image_alt_present'],
      [
        'an image with blank alt text',
        { image_url: 'https://example.org/a.jpg', image_alt: ' \n' },
        'live_posts_image_alt_present',
      ],
      ['a non-allow-listed embed', { embed_url: 'https://evil.example/embed' }, 'live_posts_embed_url_allowed'],
      ['a look-alike embed host', { embed_url: 'https://youtube.com.evil.example/x' }, 'live_posts_embed_url_allowed'],
      ['a javascript: embed', { embed_url: 'javascript:alert(1)//youtube.com/' }, 'live_posts_embed_url_allowed'],
      ['an untitled key event', { is_key_event: true }, 'live_posts_key_event_titled'],
    ];

    it.each(refusals)('refuses %s', async (_label, fields, constraint) => {
      const storyId = await addStory();
      const { error } = await post(world.clients.editor, storyId, fields);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      expect(await postIds(world.service, storyId)).toEqual([]);
    });

    it('keeps HTML as text, and accepts web links, site paths and allow-listed embeds', async () => {
      const storyId = await addStory();
      const body = '<script>alert(1)</script>\n\n[Shelters](https://example.org/a) and [our guide](/story/x)';
      for (const embed of [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://www.twitch.tv/newsroom',
      ]) {
        const { data, error } = await post(world.clients.editor, storyId, { body, embed_url: embed });
        expect(error).toBeNull();
        expect(data?.body).toBe(body);
      }
      expect((await post(world.clients.editor, storyId, { body: 'x'.repeat(10_000) })).error).toBeNull();
    });
  });

  describe('pinning, versions and revisions', () => {
    it('allows one pinned post per story', async () => {
      const storyId = await addStory();
      const pinned = await post(world.clients.editor, storyId, { is_pinned: true });
      expect(pinned.error).toBeNull();
      const second = await post(world.clients.editor, storyId, { is_pinned: true });
      expect(second.error?.code).toBe('23505');
      const other = await post(world.clients.editor, await addStory(), { is_pinned: true });
      expect(other.error).toBeNull();
    });

    it('refuses a save over a newer version (PT409), marks edits and keeps revisions', async () => {
      const storyId = await addStory();
      const { data: created } = await post(world.clients.editor, storyId, { edited: true });
      expect(created).toMatchObject({ edited: false, version: 1 });
      const pin = await world.clients.admin
        .from('live_posts')
        .update({ is_key_event: true, title: 'Key', version: 1 })
        .eq('id', created!.id)
        .select('version, edited')
        .single();
      expect(pin.data).toEqual({ version: 2, edited: true });
      const stale = await world.clients.editor
        .from('live_posts')
        .update({ body: 'My late edit', version: 1 })
        .eq('id', created!.id)
        .select('id');
      expect(stale.error?.code).toBe('PT409');
      expect(stale.error?.message).toBe('This post was changed by someone else since you opened it.');
      const revisions = await world.clients.editor
        .from('live_post_revisions')
        .select('version, title, edited_by')
        .eq('post_id', created!.id)
        .order('version');
      expect(revisions.data).toEqual([
        { version: 1, title: null, edited_by: world.userIds.editor },
        { version: 2, title: 'Key', edited_by: world.userIds.admin },
      ]);
      expect(
        (await world.clients.reader.from('live_post_revisions').select('id').eq('post_id', created!.id)).data,
      ).toEqual([]);
      const forged = await world.clients.editor.from('live_post_revisions').insert({
        post_id: created!.id,
        story_id: storyId,
        version: 9,
        body: 'x',
        is_key_event: false,
        is_pinned: false,
        author: 'x',
      });
      expect(forged.error?.code).toBe('42501');
    });
  });

  describe('posts as documents', () => {
    const documentOf = async (body: string) => {
      const { rows } = await world.test.backend.db.query<{ document: DocumentNode }>(
        'select private.live_post_document_from_text($1) as document',
        [body],
      );
      return rows[0]!.document;
    };

    it("every seeded post's text comes back exactly from its document, links as link marks", async () => {
      expect(SEEDED_POST_BODIES.length).toBeGreaterThan(30);
      const { rows } = await world.test.backend.db.query<{ document: DocumentNode; text: string }>(
        `select d.document, private.live_post_document_text(d.document) as text
           from jsonb_array_elements_text($1::jsonb) with ordinality as e (body, i)
          cross join lateral (select private.live_post_document_from_text(e.body) as document) as d
          order by e.i`,
        [JSON.stringify(SEEDED_POST_BODIES)],
      );
      expect(rows.map((row) => row.text)).toEqual(SEEDED_POST_BODIES);
      expect(rows.map((row) => livePostText(row.document))).toEqual(SEEDED_POST_BODIES);
      const linked = rows.find((row) => row.text.includes('](https://example.org/shelters)'));
      expect(linked?.document.content?.[0]?.content).toContainEqual(
        text('civil defence shelter list', [link('https://example.org/shelters')]),
      );
    });

    it('turns [text](address) and bare addresses into links, and leaves unsafe ones as text', async () => {
      expect(
        await documentOf('See [the list](https://example.org/a), https://example.org/b.\nAnd [x](//evil.example)'),
      ).toEqual({
        type: 'doc',
        content: [
          paragraph(
            text('See '),
            text('the list', [link('https://example.org/a')]),
            text(', '),
            text('https://example.org/b', [link('https://example.org/b')]),
            text('.'),
            { type: 'hardBreak' },
            text('And [x](//evil.example)'),
          ),
        ],
      });
    });

    it('an editor writes a document: body is its text; formatting alone is an edit', async () => {
      const storyId = await addStory();
      const document = {
        type: 'doc',
        content: [
          paragraph(text('Rescue teams', [BOLD]), text(' reached '), text('the lower town', [link('/story/x'), BOLD])),
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Boats'))] }] },
        ],
      };
      const { data, error } = await post(world.clients.editor, storyId, { document, body: 'ignored' });
      expect(error).toBeNull();
      expect(data).toMatchObject({ document, body: 'Rescue teams reached [the lower town](/story/x)\n\nBoats' });
      const reworded = await world.clients.editor
        .from('live_posts')
        .update({ body: 'Rescue teams reached [the town](https://example.org/t)', version: 1 })
        .eq('id', data!.id)
        .select('document, version, edited')
        .single();
      expect(reworded.data).toEqual({
        document: {
          type: 'doc',
          content: [paragraph(text('Rescue teams reached '), text('the town', [link('https://example.org/t')]))],
        },
        version: 2,
        edited: true,
      });
      const bolder = await world.clients.editor
        .from('live_posts')
        .update({ document: { type: 'doc', content: [paragraph(text('Rescue teams', [BOLD]))] }, version: 2 })
        .eq('id', data!.id)
        .select('body, version')
        .single();
      expect(bolder.data).toEqual({ body: 'Rescue teams', version: 3 });
      const revisions = await world.clients.editor
        .from('live_post_revisions')
        .select('version, document')
        .eq('post_id', data!.id)
        .order('version');
      expect(revisions.data?.map((row) => row.version)).toEqual([1, 2, 3]);
      expect(revisions.data?.[0]?.document).toEqual(document);
    });

    const hostile: [string, unknown, string][] = [
      ['a script node', { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] }, 'unknown node "script"'],
      [
        'a heading (not in a post)',
        { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [text('Big')] }] },
        '"heading" is not allowed in a livePost document',
      ],
      [
        'a javascript: link',
        { type: 'doc', content: [paragraph(text('click', [link('javascript:alert(1)')]))] },
        'must be an http(s) or mailto link or a path on this site',
      ],
      [
        'a strike mark',
        { type: 'doc', content: [paragraph(text('old', [{ type: 'strike' }]))] },
        '"strike" is not allowed',
      ],
    ];

    it.each(hostile)('refuses a document with %s, naming the problem', async (_label, document, reason) => {
      const storyId = await addStory();
      const { error } = await post(world.clients.editor, storyId, { document });
      expect(error?.code).toBe('22023');
      expect(error?.message).toContain('The live post is not a valid document: ');
      expect(error?.message).toContain(reason);
      expect(await postIds(world.service, storyId)).toEqual([]);
    });
  });

  describe('what readers see change', () => {
    it("purges the story's pages and shows the latest post's time on the story", async () => {
      const storyId = await addStory();
      const since = new Date().toISOString();
      const { data: written } = await post(world.clients.editor, storyId);
      const purges = await world.service.from('page_purges').select('keys').gte('created_at', since);
      expect(purges.data?.map((row) => row.keys)).toContainEqual([`row:${storyId}`, `row:${written!.id}`]);
      const story = await world.clients.anon
        .from('news_stories')
        .select('live_state, live_updated_at')
        .eq('id', storyId)
        .single();
      expect(story.data?.live_state).toBe('live');
      expect(Date.parse(story.data!.live_updated_at as string)).toBe(Date.parse(written!.published_at as string));
    });

    it("realtime delivers a post to those who may select it, never a draft's post to readers", async () => {
      const publicStory = await addStory();
      const draftStory = await addStory({ status: 'draft', published_at: null });
      const received: Record<'anon' | 'editor', string[]> = { anon: [], editor: [] };
      const channels: RealtimeChannel[] = [];
      for (const persona of ['anon', 'editor'] as const) {
        const client = world.clients[persona];
        await new Promise<void>((resolve, reject) => {
          const channel = client
            .channel(`live-posts-${persona}-${counter}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_posts' }, (change) => {
              received[persona].push((change.new as { story_id: string }).story_id);
            })
            .subscribe((status) => {
              if (status === 'SUBSCRIBED') resolve();
              if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
            });
          channels.push(channel);
        });
      }
      await post(world.clients.editor, draftStory);
      await post(world.clients.editor, publicStory);
      await vi.waitFor(() => {
        expect(received.anon).toEqual([publicStory]);
        expect(received.editor.sort()).toEqual([publicStory, draftStory].sort());
      });
      await Promise.all(channels.map((channel) => channel.unsubscribe()));
    });

    it("tells a public blog's readers that a post went to the trash (ids only), nobody of a draft's", async () => {
      const publicStory = await addStory();
      const draftStory = await addStory({ status: 'draft', published_at: null });
      const { data: shown } = await post(world.clients.editor, publicStory);
      const { data: hidden } = await post(world.clients.editor, draftStory);
      const removed: Record<string, unknown>[] = [];
      const channel = world.clients.anon.channel(`live-post-removals-${counter}`);
      await new Promise<void>((resolve, reject) => {
        channel
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'live_post_removals' }, (change) => {
            removed.push(change.new);
          })
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') resolve();
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
          });
      });
      // The desk's delete moves each post to the trash (decision 195).
      for (const id of [hidden!.id, shown!.id]) {
        expect((await world.clients.editor.from('live_posts').delete().eq('id', id)).error).toBeNull();
      }
      await vi.waitFor(() => expect(removed).toHaveLength(1));
      expect(removed[0]).toEqual({ post_id: shown!.id, story_id: publicStory, removed_at: expect.any(String) });
      const write = await world.clients.editor
        .from('live_post_removals')
        .insert({ post_id: shown!.id, story_id: publicStory });
      expect(write.error?.code).toBe('42501');
      await channel.unsubscribe();
    });
  });
});
