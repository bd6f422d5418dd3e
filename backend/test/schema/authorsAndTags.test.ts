import { fetchCorrectionsPage, fetchSearch } from '@newsroom/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { PASSWORD, startApiWorld, type ApiWorld } from './apiWorld.ts';
import { enrolledStaff, signIn } from './twoFactorSessions.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

/**
 * Authors and topic tags through supabase-js (supabase/migrations/20261129130000_authors_and_tags.sql):
 * who reads and writes them, the byline kept in news_stories.author, bad input refused or kept as
 * text, the page reads (author, topic, related, search) and page purges.
 */
describe.each(databaseKinds())('authors and tags [%s]', (database) => {
  let world: ApiWorld;
  let counter = 0;
  const unique = () => `${++counter}-${Date.now().toString(36)}`;

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
        title: `Story ${unique()}`,
        summary: 'Body text.',
        author: 'Desk',
        category: 'Foreign',
        read_time: '2 min read',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        ...fields,
      })
      .select('id, version')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data as { id: string; version: number };
  }

  async function addAuthor(name: string, fields: Record<string, unknown> = {}) {
    const slug = `${name} ${unique()}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const { data, error } = await world.clients.editor
      .from('authors')
      .insert({ name, slug, ...fields })
      .select('id, slug')
      .single();
    if (error || !data) throw new Error(`author insert failed: ${error?.message}`);
    return data as { id: string; slug: string };
  }

  /** Ids of rows an rpc returned (supabase-js types a setof-table rpc's select loosely). */
  const idsOf = (rows: unknown) => ((rows ?? []) as { id: string }[]).map((row) => row.id);

  const setCredits = (storyId: string, authorIds: string[], tagNames: string[], client = world.clients.editor) =>
    client.rpc('set_story_credits', { story: storyId, author_ids: authorIds, tag_names: tagNames });

  describe('who reads and writes', () => {
    it('anon and readers read authors and tags but cannot write them', async () => {
      const author = await addAuthor('Readable Author');
      for (const client of [world.clients.anon, world.clients.reader]) {
        const read = await client.from('authors').select('name').eq('id', author.id).single();
        expect(read.data?.name).toBe('Readable Author');
        const insert = await client.from('authors').insert({ name: 'Intruder', slug: `intruder-${unique()}` });
        expect(insert.error?.code).toBe('42501');
        const tag = await client.from('tags').insert({ name: `Intruder ${unique()}` });
        expect(tag.error?.code).toBe('42501');
        const edit = await client.from('authors').update({ bio: 'defaced' }).eq('id', author.id).select('id');
        expect(edit.data ?? []).toEqual([]);
        const credits = await setCredits((await addStory()).id, [author.id], ['Intruded'], client);
        expect(credits.error).not.toBeNull();
      }
      const after = await world.clients.anon.from('authors').select('bio').eq('id', author.id).single();
      expect(after.data?.bio).toBe('');
    });

    it("a draft's credits are hidden from readers, shown to editors", async () => {
      const author = await addAuthor('Draft Author');
      const draft = await addStory({ status: 'draft', published_at: null });
      expect((await setCredits(draft.id, [author.id], ['Draft Topic'])).error).toBeNull();
      const anon = await world.clients.anon.from('story_authors').select('author_id').eq('story_id', draft.id);
      expect(anon.data).toEqual([]);
      const tags = await world.clients.reader.from('story_tags').select('tag_id').eq('story_id', draft.id);
      expect(tags.data).toEqual([]);
      const editor = await world.clients.editor.from('story_authors').select('author_id').eq('story_id', draft.id);
      expect(editor.data).toEqual([{ author_id: author.id }]);
    });
  });

  describe('topics of unpublished stories (issue 47)', () => {
    /** What a visitor or a reader can learn of a topic: its row, the prefix search, its page's stories. */
    async function publicView(client: SupabaseClient, tag: { id: string; slug: string; name: string }) {
      const row = await client.from('tags').select('id').eq('slug', tag.slug);
      const prefix = await client
        .from('tags')
        .select('id')
        .ilike('name', `${tag.name.slice(0, 12)}%`);
      const stories = await client.rpc('topic_stories', { topic_slug: tag.slug }).select('id');
      return { row: row.data, prefix: prefix.data, stories: stories.data };
    }

    const hidden = { row: [], prefix: [], stories: [] };

    it('a topic appears publicly only while a published, due story carries it; staff see it always', async () => {
      const name = `Embargoed merger ${unique()}`;
      const draft = await addStory({ status: 'draft', published_at: null });
      const scheduled = await addStory({ published_at: new Date(Date.now() + 3_600_000).toISOString() });
      expect((await setCredits(draft.id, [], [name])).error).toBeNull();
      expect((await setCredits(scheduled.id, [], [name])).error).toBeNull();
      const { data } = await world.clients.editor.from('tags').select('id, slug, name').eq('name', name).single();
      const tag = data as { id: string; slug: string; name: string };

      for (const client of [world.clients.anon, world.clients.reader]) {
        expect(await publicView(client, tag)).toEqual(hidden);
      }
      for (const client of [world.clients.editor, world.clients.admin]) {
        expect((await client.from('tags').select('id').eq('slug', tag.slug)).data).toEqual([{ id: tag.id }]);
      }

      const published = new Date(Date.now() - 60_000).toISOString();
      const publish = await world.clients.editor
        .from('news_stories')
        .update({ status: 'published', published_at: published })
        .eq('id', draft.id);
      expect(publish.error).toBeNull();
      for (const client of [world.clients.anon, world.clients.reader]) {
        expect(await publicView(client, tag)).toEqual({
          row: [{ id: tag.id }],
          prefix: [{ id: tag.id }],
          stories: [{ id: draft.id }],
        });
      }

      // Unpublished again: the topic is hidden again.
      await world.clients.editor.from('news_stories').update({ status: 'draft' }).eq('id', draft.id);
      expect(await publicView(world.clients.anon, tag)).toEqual(hidden);
    });

    it('an editor signed in with the password alone, authenticator app enrolled, sees topics as a reader', async () => {
      const name = `Embargoed two-factor ${unique()}`;
      const draft = await addStory({ status: 'draft', published_at: null });
      expect((await setCredits(draft.id, [], [name])).error).toBeNull();
      const editor = await enrolledStaff(world, 'editor');
      const seen = async (client: SupabaseClient) => (await client.from('tags').select('name').eq('name', name)).data;
      expect(await seen(editor.passwordOnly)).toEqual([]);
      expect(await seen(editor.twoFactor)).toEqual([{ name }]);
    });

    it('a topic no story carries is the editors’ alone', async () => {
      const name = `Unused topic ${unique()}`;
      const created = await world.clients.editor.from('tags').insert({ name }).select('id, slug, name').single();
      expect(created.error).toBeNull();
      const tag = created.data as { id: string; slug: string; name: string };
      expect(await publicView(world.clients.anon, tag)).toEqual(hidden);
      expect((await world.clients.editor.from('tags').select('id').eq('id', tag.id)).data).toEqual([{ id: tag.id }]);
    });
  });

  describe('bylines', () => {
    it('keeps news_stories.author as "A", "A and B", "A, B and C", without a new version when already equal', async () => {
      const a = await addAuthor('Ada One');
      const b = await addAuthor('Ben Two');
      const c = await addAuthor('Cy Three');
      const story = await addStory();
      await setCredits(story.id, [b.id, a.id], []);
      let row = await world.clients.anon
        .from('news_stories')
        .select('author, version, credits')
        .eq('id', story.id)
        .single();
      expect(row.data?.author).toBe('Ben Two and Ada One');
      expect((row.data?.credits as { slug: string }[]).map((credit) => credit.slug)).toEqual([b.slug, a.slug]);
      await setCredits(story.id, [a.id, b.id, c.id], []);
      row = await world.clients.anon
        .from('news_stories')
        .select('author, version, credits')
        .eq('id', story.id)
        .single();
      expect(row.data?.author).toBe('Ada One, Ben Two and Cy Three');
      const version = row.data!.version;
      // The editor saves the same byline text first: setting the same credits writes nothing more.
      await setCredits(story.id, [a.id, b.id, c.id], []);
      row = await world.clients.anon.from('news_stories').select('author, version').eq('id', story.id).single();
      expect(row.data?.version).toBe(version);
      // A renamed author's bylines follow.
      await world.clients.editor.from('authors').update({ name: 'Ada Renamed' }).eq('id', a.id);
      row = await world.clients.anon.from('news_stories').select('author').eq('id', story.id).single();
      expect(row.data?.author).toBe('Ada Renamed, Ben Two and Cy Three');
    });

    it('an author who signed stories cannot be deleted; an unknown author id changes nothing', async () => {
      const a = await addAuthor('Kept Author');
      const story = await addStory();
      await setCredits(story.id, [a.id], ['Kept Topic']);
      const remove = await world.clients.editor.from('authors').delete().eq('id', a.id);
      // restrict_violation on PostgreSQL 16+ (PGlite), foreign_key_violation on 15.
      expect(['23001', '23503']).toContain(remove.error?.code);
      const unknown = await setCredits(story.id, ['00000000-0000-4000-8000-000000000000'], []);
      expect(unknown.error?.code).toBe('23503');
      const kept = await world.clients.anon.from('story_authors').select('author_id').eq('story_id', story.id);
      expect(kept.data).toEqual([{ author_id: a.id }]);
    });
  });

  describe('bad input', () => {
    it('refuses a tag name of only spaces, of 200 characters, and more than 10 tags', async () => {
      const story = await addStory();
      const spaces = await world.clients.editor.from('tags').insert({ name: '    ' });
      expect(spaces.error?.code).toBe('23514');
      const long = await world.clients.editor.from('tags').insert({ name: 'x'.repeat(200) });
      expect(long.error?.code).toBe('23514');
      const viaEditor = await setCredits(story.id, [], ['Fine', '   ']);
      expect(viaEditor.error?.code).toBe('23514');
      const many = await setCredits(
        story.id,
        [],
        Array.from({ length: 11 }, (_, n) => `Many ${n} ${unique()}`),
      );
      expect(many.error?.code).toBe('23514');
      const tags = await world.clients.anon.from('story_tags').select('tag_id').eq('story_id', story.id);
      expect(tags.data).toEqual([]);
    });

    it('trims and collapses tag names, finds an existing tag by its slug', async () => {
      const story = await addStory();
      const name = `Elections  ${unique()}`;
      expect((await setCredits(story.id, [], [`  ${name} `, name.toUpperCase()])).error).toBeNull();
      const row = await world.clients.anon.from('news_stories').select('topics').eq('id', story.id).single();
      const topics = row.data?.topics as { name: string; slug: string }[];
      expect(topics).toHaveLength(1);
      expect(topics[0].name).toBe(name.replace(/\s+/g, ' '));
      expect(topics[0].slug).toMatch(/^elections-/);
    });

    it('refuses links and photos that are not http(s) addresses', async () => {
      for (const fields of [
        { links: ['javascript:alert(1)'] },
        { links: ['https://ok.example', 'ftp://files.example'] },
        { photo_url: 'data:image/png;base64,AAAA' },
        { links: Array.from({ length: 6 }, (_, n) => `https://site${n}.example`) },
      ]) {
        const insert = await world.clients.editor
          .from('authors')
          .insert({ name: 'Bad Links', slug: `bad-links-${unique()}`, ...fields });
        expect(insert.error?.code, JSON.stringify(fields)).toBe('23514');
      }
      const empty = await world.clients.editor.from('authors').insert({ name: ' ', slug: `blank-${unique()}` });
      expect(empty.error?.code).toBe('23514');
      const slug = await world.clients.editor.from('authors').insert({ name: 'Bad Slug', slug: 'Bad Slug/..' });
      expect(slug.error?.code).toBe('23514');
    });

    it('keeps HTML and script in every field as text', async () => {
      const author = await addAuthor(HOSTILE, {
        bio: HOSTILE,
        role_title: HOSTILE.slice(0, 60),
        links: ['https://example.org/?q=%3Cb%3E'],
      });
      const story = await addStory();
      await setCredits(story.id, [author.id], [HOSTILE.slice(0, 60)]);
      const read = await world.clients.anon.from('authors').select('name, bio, links').eq('id', author.id).single();
      expect(read.data).toEqual({ name: HOSTILE, bio: HOSTILE, links: ['https://example.org/?q=%3Cb%3E'] });
      const row = await world.clients.anon.from('news_stories').select('author, topics').eq('id', story.id).single();
      expect(row.data?.author).toBe(HOSTILE);
      expect((row.data?.topics as { name: string }[])[0].name).toBe(HOSTILE.slice(0, 60));
    });
  });

  describe('page reads', () => {
    it("lists an author's and a topic's stories; related stays in the category, shared tags first; search matches tag names", async () => {
      const author = await addAuthor('Listed Author');
      const topic = `Zebrafish ${unique()}`;
      const first = await addStory({ category: 'Sports' });
      const second = await addStory({ category: 'Feature' });
      const sameCategoryTagged = await addStory({ category: 'Sports' });
      const sameCategory = await addStory({ category: 'Sports' });
      await setCredits(first.id, [author.id], [topic]);
      await setCredits(second.id, [author.id], [topic]);
      await setCredits(sameCategoryTagged.id, [], [topic]);
      const stories = await world.clients.anon.rpc('author_stories', { author_slug: author.slug }).select('id');
      expect(idsOf(stories.data).sort()).toEqual([first.id, second.id].sort());
      const topicRow = await world.clients.anon.from('news_stories').select('topics').eq('id', first.id).single();
      const slug = (topicRow.data?.topics as { slug: string }[])[0].slug;
      const tagged = await world.clients.anon.rpc('topic_stories', { topic_slug: slug }).select('id');
      expect(tagged.data).toHaveLength(3);
      // "More in this category": a story of another category is not listed, even sharing a topic.
      const related = await world.clients.anon
        .rpc('related_stories', { story: first.id, result_limit: 3 })
        .select('id, category');
      const relatedIds = idsOf(related.data);
      expect(relatedIds[0]).toBe(sameCategoryTagged.id);
      expect(relatedIds).toContain(sameCategory.id);
      expect(relatedIds).not.toContain(second.id);
      const categories = ((related.data ?? []) as { category: string }[]).map((row) => row.category);
      expect(new Set(categories)).toEqual(new Set(['Sports']));
      const search = await world.clients.anon.rpc('search_content', { search_query: 'zebrafish' });
      expect((search.data ?? []).map((row: { id: string }) => row.id).sort()).toEqual(
        [first.id, second.id, sameCategoryTagged.id].sort(),
      );
    });

    it('finds a title with an emoji by its words and by the emoji', async () => {
      const word = `Floodplain${unique().replace(/[^a-z0-9]/gi, '')}`;
      const story = await addStory({ title: `Harare 🌧️ floods ${word}` });
      const idsFor = async (query: string) => {
        const { data, error } = await world.clients.anon.rpc('search_content', { search_query: query });
        expect(error).toBeNull();
        return (data ?? []).map((row: { id: string }) => row.id);
      };
      expect(await idsFor('floods')).toContain(story.id);
      expect(await idsFor(`floods ${word}`)).toEqual([story.id]);
      expect(await idsFor(`🌧️ ${word}`)).toEqual([story.id]);
      expect(await idsFor('🌧')).toContain(story.id);
    });

    it("purges the author's and the story's pages when a public story gains an author", async () => {
      const author = await addAuthor('Purged Author');
      const story = await addStory();
      const since = new Date(Date.now() - 1000).toISOString();
      await setCredits(story.id, [author.id], []);
      const purges = await world.service.from('page_purges').select('keys').gte('created_at', since);
      const keys = (purges.data ?? []).flatMap((row) => row.keys as string[]);
      expect(keys).toEqual(expect.arrayContaining([`row:${author.id}`, `row:${story.id}`]));
    });
  });
  describe('managed in the console (issue 53)', () => {
    /** A published story carrying the topic, so that readers see it; the topic's row. */
    async function publicTopic(name: string) {
      const story = await addStory();
      expect((await setCredits(story.id, [], [name])).error).toBeNull();
      const { data } = await world.clients.editor.from('tags').select('id, slug').eq('name', name).single();
      return { story, tag: data as { id: string; slug: string } };
    }

    const redirectOf = async (slug: string) =>
      (await world.clients.anon.rpc('topic_redirect', { old_slug: slug })).data as string | null;

    it('refuses bad author input with a message the console shows', async () => {
      const taken = await addAuthor('Taken Slug');
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ slug: taken.slug }, '23505', /already used by another author/],
        [{ slug: 'admin' }, '23514', /"admin" is reserved/],
        [{ slug: 'auth' }, '23514', /reserved/],
        [{ slug: 'αθηνα' }, '23514', /lower-case letters a-z/],
        [{ slug: 'abc\u202Edef' }, '23514', /lower-case letters a-z/],
        [{ slug: '<script>' }, '23514', /lower-case letters a-z/],
        [{ links: ['javascript:alert(1)'] }, '23514', /http:\/\/ or https:\/\//],
        [{ name: 'x'.repeat(10_000) }, '23514', /name must be 1 to 100 characters/],
        [{ public_email: 'not an address' }, '23514', /e-mail for readers/],
      ];
      for (const [fields, code, message] of cases) {
        const insert = await world.clients.editor
          .from('authors')
          .insert({ name: 'Bad Input', slug: `bad-input-${unique()}`, ...fields });
        expect(insert.error?.code, JSON.stringify(fields).slice(0, 80)).toBe(code);
        expect(insert.error?.message).toMatch(message);
      }
    });

    it('keeps HTML in the long bio as text, and an empty e-mail as none', async () => {
      const author = await addAuthor('Html Bio', { bio_long: HOSTILE, public_email: '  ' });
      const read = await world.clients.anon
        .from('authors')
        .select('bio_long, public_email')
        .eq('id', author.id)
        .single();
      expect(read.data).toEqual({ bio_long: HOSTILE, public_email: null });
    });

    /** A contributor (staff, not an editor) and their signed-in client. */
    async function contributor() {
      const email = `contributor-${unique()}@newsroom.example`;
      const created = await world.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      const id = created.data.user?.id as string;
      await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'contributor')`, [
        id,
      ]);
      return { id, email, client: await signIn(world, email) };
    }

    const link = (id: string, email: string, client = world.clients.editor) =>
      client.rpc('link_author_account', { author: id, staff_email: email });
    const linkOf = async (authorId: string) =>
      (await world.service.from('author_accounts').select('user_id').eq('author_id', authorId).maybeSingle()).data
        ?.user_id ?? null;

    it('lets a linked account edit only its own profile, not its slug, link or retirement', async () => {
      const staff = await contributor();
      const own = await addAuthor('Own Profile');
      expect((await link(own.id, staff.email)).error).toBeNull();
      const other = await addAuthor('Other Profile');
      const edit = await staff.client.from('authors').update({ bio: 'Covers courts.' }).eq('id', own.id).select('bio');
      expect(edit.data).toEqual([{ bio: 'Covers courts.' }]);
      const foreign = await staff.client.from('authors').update({ bio: 'defaced' }).eq('id', other.id).select('id');
      expect(foreign.data ?? []).toEqual([]);
      for (const fields of [{ slug: `moved-${unique()}` }, { retired_at: new Date().toISOString() }]) {
        const refused = await staff.client.from('authors').update(fields).eq('id', own.id);
        expect(refused.error?.code, JSON.stringify(fields)).toBe('42501');
      }
      const moved = await staff.client.from('author_accounts').update({ author_id: other.id }).eq('author_id', own.id);
      expect(moved.error?.code).toBe('42501');
      const taken = await staff.client.from('author_accounts').insert({ author_id: other.id, user_id: staff.id });
      expect(taken.error?.code).toBe('42501');
      expect(await linkOf(own.id)).toBe(staff.id);
      expect(await linkOf(other.id)).toBeNull();
      const retire = await world.clients.editor
        .from('authors')
        .update({ retired_at: new Date().toISOString() })
        .eq('id', other.id);
      expect(retire.error).toBeNull();
    });

    it('stops a linked profile being edited once its person holds no staff role; never links a reader (security review)', async () => {
      const staff = await contributor();
      const own = await addAuthor('Former Staff');
      expect((await link(own.id, staff.email)).error).toBeNull();
      const story = await addStory();
      expect((await setCredits(story.id, [own.id], [])).error).toBeNull();
      await world.test.backend.db.query('delete from public.user_roles where user_id = $1', [staff.id]);
      const edit = await staff.client
        .from('authors')
        .update({ name: 'Defaced Byline', links: ['https://evil.example'], photo_url: 'https://evil.example/x.png' })
        .eq('id', own.id)
        .select('id');
      expect(edit.data ?? []).toEqual([]);
      const row = await world.clients.anon.from('authors').select('name, links, photo_url').eq('id', own.id).single();
      expect(row.data).toEqual({ name: 'Former Staff', links: [], photo_url: null });
      const byline = await world.clients.anon.from('news_stories').select('author').eq('id', story.id).single();
      expect(byline.data?.author).toBe('Former Staff');
      // The link stays (it grants nothing without a role); a role given back makes the profile theirs again.
      expect(await linkOf(own.id)).toBe(staff.id);
      // No write of the link names a reader: not an editor's direct write, not the service role's.
      const reader = await addAuthor('Reader Linked');
      const direct = await world.clients.editor
        .from('author_accounts')
        .insert({ author_id: reader.id, user_id: world.userIds.reader });
      expect(direct.error?.code).toBe('42501');
      const byService = await world.service
        .from('author_accounts')
        .insert({ author_id: reader.id, user_id: world.userIds.reader });
      expect(byService.error?.code).toBe('23514');
      expect(byService.error?.message).toBe('Only an account with a staff role can be linked to an author.');
      expect(await linkOf(reader.id)).toBeNull();
    });

    it('shows which account signs as an author to editors and that account only (security review)', async () => {
      const staff = await contributor();
      const author = await addAuthor('Private Link');
      expect((await link(author.id, staff.email)).error).toBeNull();
      for (const client of [world.clients.anon, world.clients.reader]) {
        const column = await client.from('authors').select('name,user_id').eq('id', author.id);
        expect(column.error).not.toBeNull();
        const links = await client.from('author_accounts').select('author_id, user_id');
        expect(links.data ?? []).toEqual([]);
        const all = await client.from('authors').select('*').eq('id', author.id).single();
        expect(all.data?.name).toBe('Private Link');
        expect(Object.keys(all.data ?? {})).not.toContain('user_id');
      }
      const editor = await world.clients.editor.from('author_accounts').select('user_id').eq('author_id', author.id);
      expect(editor.data).toEqual([{ user_id: staff.id }]);
      const own = await staff.client.from('author_accounts').select('author_id, user_id');
      expect(own.data).toEqual([{ author_id: author.id, user_id: staff.id }]);
    });

    it('links a profile to a staff account by its address, once; unlinks it; refuses readers and non-staff', async () => {
      const author = await addAuthor('Linked By Address');
      const other = await addAuthor('Linked Elsewhere');
      const emailOf = async (id: string) => (await world.service.auth.admin.getUserById(id)).data.user?.email ?? '';
      const [adminEmail, readerEmail] = [await emailOf(world.userIds.admin), await emailOf(world.userIds.reader)];
      expect((await link(author.id, ` ${adminEmail.toUpperCase()} `)).error).toBeNull();
      expect(await linkOf(author.id)).toBe(world.userIds.admin);
      const twice = await link(other.id, adminEmail);
      expect(twice.error?.code).toBe('23505');
      expect(twice.error?.message).toBe('That account is already linked to another author.');
      const notStaff = await link(other.id, readerEmail);
      expect(notStaff.error?.code).toBe('P0002');
      expect(notStaff.error?.message).toMatch(/^No staff account has the address/);
      expect((await link(author.id, adminEmail, world.clients.reader)).error?.code).toBe('42501');
      expect((await link(author.id, '')).error).toBeNull();
      expect(await linkOf(author.id)).toBeNull();
    });

    it('keeps a retired author on their stories', async () => {
      const author = await addAuthor('Retired Author');
      const story = await addStory();
      await setCredits(story.id, [author.id], []);
      await world.clients.editor.from('authors').update({ retired_at: new Date().toISOString() }).eq('id', author.id);
      const row = await world.clients.anon.from('news_stories').select('author, credits').eq('id', story.id).single();
      expect(row.data?.author).toBe('Retired Author');
      expect((row.data?.credits as { id: string }[]).map((credit) => credit.id)).toEqual([author.id]);
    });

    it('gives an invited staff member a profile when the invitation is accepted, once', async () => {
      const email = `jane.moyo-${unique()}@newsroom.example`;
      const created = await world.service.auth.admin.createUser({
        email,
        password: 'password123',
        email_confirm: true,
      });
      const account = created.data.user?.id as string;
      const db = world.test.backend.db;
      await db.query(
        `insert into public.staff_invitations (email, role, opened_at, accepted_user_id) values ($1, 'editor', now(), $2)`,
        [email, account],
      );
      await db.query('select private.complete_staff_invitation($1)', [account]);
      await db.query('select private.complete_staff_invitation($1)', [account]);
      const links = await world.service.from('author_accounts').select('author_id').eq('user_id', account);
      expect(links.data).toHaveLength(1);
      const { data } = await world.service.from('authors').select('name, slug').eq('id', links.data?.[0].author_id);
      expect(data).toHaveLength(1);
      expect(data?.[0].name).toMatch(/^Jane Moyo /);
      expect(data?.[0].slug).toMatch(/^jane-moyo-/);
    });

    it('refuses bad topic input with a message', async () => {
      const { tag } = await publicTopic(`Taken Topic ${unique()}`);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ name: 'x'.repeat(10_000) }, '23514', /name must be 1 to 60 characters/],
        [{ name: 'Admin' }, '23514', /"admin" is reserved/],
        [{ name: `Dup ${unique()}`, slug: tag.slug }, '23505', /already used by another topic/],
        [{ name: `Bidi ${unique()}`, slug: 'a\u202Eb' }, '23514', /lower-case letters a-z/],
      ];
      for (const [fields, code, message] of cases) {
        const insert = await world.clients.editor.from('tags').insert(fields);
        expect(insert.error?.code, JSON.stringify(fields).slice(0, 80)).toBe(code);
        expect(insert.error?.message).toMatch(message);
      }
      const itself = await world.clients.editor.rpc('merge_topics', { source: tag.id, target: tag.id });
      expect(itself.error?.code).toBe('22023');
      expect(itself.error?.message).toBe('A topic cannot be merged into itself.');
    });

    it('redirects every old slug of a renamed topic to its current one, without loops', async () => {
      const base = `Renamed ${unique()}`;
      const { tag } = await publicTopic(base);
      const rename = async (name: string) => {
        const { data, error } = await world.clients.editor
          .from('tags')
          .update({ name, description: 'Our coverage.' })
          .eq('id', tag.id)
          .select('slug')
          .single();
        expect(error).toBeNull();
        return (data as { slug: string }).slug;
      };
      const since = new Date(Date.now() - 1000).toISOString();
      const second = await rename(`${base} two`);
      const purges = await world.service.from('page_purges').select('keys').gte('created_at', since);
      // The topic's pages and every cached redirect (they carry list:tags).
      expect((purges.data ?? []).flatMap((row) => row.keys as string[])).toEqual(
        expect.arrayContaining([`row:${tag.id}`, 'list:tags']),
      );
      const third = await rename(`${base} three`);
      expect(await redirectOf(tag.slug)).toBe(third);
      expect(await redirectOf(second)).toBe(third);
      expect(await redirectOf(third)).toBeNull();
      const back = await rename(base);
      expect(back).toBe(tag.slug);
      expect(await redirectOf(tag.slug)).toBeNull();
      expect(await redirectOf(second)).toBe(tag.slug);
      expect(await redirectOf(third)).toBe(tag.slug);
      const stories = await world.clients.anon.rpc('topic_stories', { topic_slug: tag.slug }).select('id');
      expect(stories.data).toHaveLength(1);
    });

    it("redirects a renamed author's old slugs to the current one, without loops; a slug taken by another author is not redirected", async () => {
      const author = await addAuthor('Renamed Author');
      const authorRedirectOf = async (slug: string) =>
        (await world.clients.anon.rpc('author_redirect', { old_slug: slug })).data as string | null;
      const rename = async (slug: string) => {
        const { error } = await world.clients.editor.from('authors').update({ slug }).eq('id', author.id);
        expect(error).toBeNull();
      };
      const second = `${author.slug}-two`;
      const third = `${author.slug}-three`;
      const since = new Date(Date.now() - 1000).toISOString();
      await rename(second);
      const purges = await world.service.from('page_purges').select('keys').gte('created_at', since);
      // Every cached author redirect carries list:authors.
      expect((purges.data ?? []).flatMap((row) => row.keys as string[])).toContain('list:authors');
      await rename(third);
      expect(await authorRedirectOf(author.slug)).toBe(third);
      expect(await authorRedirectOf(second)).toBe(third);
      expect(await authorRedirectOf(third)).toBeNull();
      await rename(author.slug);
      expect(await authorRedirectOf(author.slug)).toBeNull();
      expect(await authorRedirectOf(third)).toBe(author.slug);
      const other = await world.clients.editor
        .from('authors')
        .insert({ name: 'Slug Taker', slug: second })
        .select('id')
        .single();
      expect(other.error).toBeNull();
      expect(await authorRedirectOf(second)).toBeNull();
      expect(
        (await world.clients.reader.from('author_redirects').insert({ old_slug: 'forged', author_id: author.id })).error
          ?.code,
      ).toBe('42501');
    });

    it('merges a topic into another: its stories move, its slug redirects; readers cannot merge', async () => {
      const from = await publicTopic(`Merged away ${unique()}`);
      const into = await publicTopic(`Merged into ${unique()}`);
      const refused = await world.clients.reader.rpc('merge_topics', { source: from.tag.id, target: into.tag.id });
      expect(refused.error?.code).toBe('42501');
      const merged = await world.clients.editor.rpc('merge_topics', { source: from.tag.id, target: into.tag.id });
      expect(merged.error).toBeNull();
      expect(merged.data).toBe(into.tag.slug);
      expect(await redirectOf(from.tag.slug)).toBe(into.tag.slug);
      const stories = await world.clients.anon.rpc('topic_stories', { topic_slug: into.tag.slug }).select('id');
      expect(idsOf(stories.data).sort()).toEqual([from.story.id, into.story.id].sort());
      const gone = await world.clients.editor.from('tags').select('id').eq('id', from.tag.id);
      expect(gone.data).toEqual([]);
    });
  });

  describe('story addresses (issue 53 item 2, decision 206)', () => {
    const slugOf = async (storyId: string, client = world.clients.anon) =>
      (await client.from('news_stories').select('slug').eq('id', storyId).maybeSingle()).data?.slug as
        string | undefined;
    const addressOf = async (address: string) =>
      ((await world.clients.anon.rpc('story_address', { address })).data ?? []) as {
        story_id: string;
        slug: string;
        gone: boolean;
      }[];
    const rename = (storyId: string, slug: string, client = world.clients.editor) =>
      client.rpc('set_story_slug', { story: storyId, new_slug: slug });

    it('gives a new story a slug of its headline, folded to ASCII where its script has a Latin form, kept otherwise', async () => {
      const tag = unique();
      const latin = await addStory({ title: `Café owners in Zürich & Łódź: “We stay” ${tag}` });
      expect(await slugOf(latin.id)).toBe(`cafe-owners-in-zurich-and-lodz-we-stay-${tag}`);
      const cyrillic = await addStory({ title: `Москва и Киев ${tag}` });
      expect(await slugOf(cyrillic.id)).toBe(`moskva-i-kiev-${tag}`);
      const arabic = await addStory({ title: `مرحبا بالعالم ${tag}` });
      expect(await slugOf(arabic.id)).toBe(`مرحبا-بالعالم-${tag}`);
      // Vowel signs and viramas are combining marks, kept: only Latin, Greek and Cyrillic accents go.
      const hindi = await addStory({ title: `हिन्दी समाचार ${tag}` });
      expect(await slugOf(hindi.id)).toBe(`हिन्दी-समाचार-${tag}`);
      const thai = await addStory({ title: `ข่าวไทย วันนี้ ${tag}` });
      expect(await slugOf(thai.id)).toBe(`ข่าวไทย-วันนี้-${tag}`);
      const accents = await addStory({ title: `Café crème ${tag}` });
      expect(await slugOf(accents.id)).toBe(`cafe-creme-${tag}`);
      // Markup and bidi controls are no part of a slug.
      const hostile = await addStory({ title: `${HOSTILE}\u202Eevil ${tag}` });
      expect(await slugOf(hostile.id)).toBe(`script-alert-1-script-img-src-x-onerror-alert-2-evil-${tag}`);
    });

    it('makes a duplicate headline unique, follows a draft’s headline until it is published, then keeps it', async () => {
      const title = `Dam levels fall ${unique()}`;
      const first = await addStory({ title });
      const second = await addStory({ title });
      const base = (await slugOf(first.id)) ?? '';
      expect(await slugOf(second.id)).toBe(`${base}-2`);
      const draft = await addStory({ title: `Untitled ${unique()}`, status: 'draft', published_at: null });
      const retitled = `Bridge reopens ${unique()}`;
      await world.clients.editor.from('news_stories').update({ title: retitled }).eq('id', draft.id);
      const { data: rows } = await world.clients.editor.from('story_slugs').select('slug').eq('story_id', draft.id);
      expect(rows).toEqual([{ slug: retitled.toLowerCase().replaceAll(' ', '-') }]);
      await world.clients.editor
        .from('news_stories')
        .update({ status: 'published', published_at: new Date(Date.now() - 1000).toISOString() })
        .eq('id', draft.id);
      await world.clients.editor.from('news_stories').update({ title: 'A new headline' }).eq('id', draft.id);
      expect(await slugOf(draft.id)).toBe(retitled.toLowerCase().replaceAll(' ', '-'));
    });

    it('leads an id and every earlier slug to the current one, without loops after renames back and forth', async () => {
      const story = await addStory();
      const original = (await slugOf(story.id)) ?? '';
      const a = `rename-a-${unique()}`;
      const b = `rename-b-${unique()}`;
      for (const slug of [a, b, a]) expect((await rename(story.id, slug)).error).toBeNull();
      expect(await slugOf(story.id)).toBe(a);
      for (const address of [story.id, original, a, b]) {
        expect(await addressOf(address)).toEqual([{ story_id: story.id, slug: a, gone: false }]);
      }
      const { data: slugs } = await world.clients.anon
        .from('story_slugs')
        .select('slug, is_current')
        .eq('story_id', story.id);
      expect(slugs?.filter((row) => row.is_current)).toEqual([{ slug: a, is_current: true }]);
      expect(slugs?.map((row) => row.slug).sort()).toEqual([original, a, b].sort());
    });

    it('refuses duplicate, reserved, id-shaped and malformed slugs with a message, and readers and anon', async () => {
      const taken = await addStory();
      const story = await addStory();
      const takenSlug = (await slugOf(taken.id)) ?? '';
      const duplicate = await rename(story.id, takenSlug);
      expect(duplicate.error?.code).toBe('23505');
      expect(duplicate.error?.message).toBe(`The address "${takenSlug}" is already used by another story.`);
      for (const reserved of ['admin', 'auth', 'preview', 'category', 'uk']) {
        const refused = await rename(story.id, reserved);
        expect(refused.error?.message).toBe(`The address "${reserved}" is reserved. Choose another.`);
      }
      expect((await rename(story.id, 'a1000000-0000-4000-8000-000000000002')).error?.code).toBe('23514');
      for (const bad of [
        '<script>',
        'evil\u202Eslug',
        'Capitals',
        'two--hyphens',
        '-edge',
        'zero\u200Bwidth',
        // A word never begins with a mark; a zero-width joiner is no part of a slug.
        '\u093Fहिन्दी',
        'समाचार-\u093Fहिन्दी',
        'हिन्दी\u200Dसमाचार',
        'हिन्दी-\u200Dसमाचार',
        'x'.repeat(101),
        '',
      ]) {
        const refused = await rename(story.id, bad);
        expect(refused.error?.code, bad).toBe('23514');
      }
      // Marks inside a word are part of it.
      const typed = `हिन्दी-समाचार-${unique()}`;
      expect((await rename(story.id, typed)).error).toBeNull();
      expect(await slugOf(story.id)).toBe(typed);
      expect((await rename(story.id, 'reader-rename', world.clients.reader)).error?.code).toBe('42501');
      expect((await rename(story.id, 'anon-rename', world.clients.anon)).error).not.toBeNull();
      const direct = await world.clients.reader
        .from('story_slugs')
        .insert({ slug: 'reader-direct', story_id: story.id });
      expect(direct.error).not.toBeNull();
      expect(await slugOf(story.id)).not.toMatch(/rename|direct/);
    });

    it('gives search results and the corrections list the story’s current slug (their links use it)', async () => {
      const word = `Slugsearch${unique().replace(/[^a-z0-9]/gi, '')}`;
      const story = await addStory({ title: `Reservoir ${word}` });
      const renamed = `reservoir-renamed-${unique()}`;
      expect((await rename(story.id, renamed)).error).toBeNull();
      const search = await fetchSearch({ q: word, category: '', from: '', to: '', page: 1 }, world.clients.anon);
      expect(search.hits.map((hit) => [hit.id, hit.slug])).toEqual([[story.id, renamed]]);
      const note = await world.clients.editor
        .from('story_corrections')
        .insert({ story_id: story.id, kind: 'correction', note: `Fixed ${word}.` });
      expect(note.error).toBeNull();
      const corrections = await fetchCorrectionsPage(1, world.clients.anon);
      expect(corrections.notes.find((item) => item.story.id === story.id)?.story.slug).toBe(renamed);
    });

    it('shows readers only the slugs of published stories; a trashed story’s address is gone; a rename purges its pages', async () => {
      const draft = await addStory({ status: 'draft', published_at: null });
      expect(await slugOf(draft.id, world.clients.editor)).toBeTruthy();
      const { data: hidden } = await world.clients.anon.from('story_slugs').select('slug').eq('story_id', draft.id);
      expect(hidden).toEqual([]);
      expect(await addressOf(draft.id)).toEqual([]);
      const story = await addStory();
      const since = new Date(Date.now() - 1000).toISOString();
      const renamed = `purged-${unique()}`;
      await rename(story.id, renamed);
      const purges = await world.service.from('page_purges').select('keys').gte('created_at', since);
      const keys = (purges.data ?? []).flatMap((row) => row.keys as string[]);
      expect(keys).toEqual(expect.arrayContaining([`row:${story.id}`, 'list:news_stories']));
      expect((await world.clients.editor.from('news_stories').delete().eq('id', story.id)).error).toBeNull();
      expect(await addressOf(renamed)).toEqual([{ story_id: story.id, slug: renamed, gone: true }]);
    });
  });
});
