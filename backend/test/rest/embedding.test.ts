import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { POSTGREST_FIXTURE } from '../helpers/postgrestFixture.ts';

describeEachDatabase(
  'PostgREST embedding /rest/v1',
  (tb) => {
    const db = () => tb().client('service_role');

    beforeAll(async () => {
      const insert = async (table: string, rows: Record<string, unknown>[]) => {
        const { error } = await db().from(table).insert(rows);
        expect(error).toBeNull();
      };
      await insert('authors', [
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Ben', mentor_id: 1 },
        { id: 3, name: 'Cleo', mentor_id: 1 },
      ]);
      await insert('author_profiles', [{ author_id: 1, bio: 'Editor in chief' }]);
      await insert('desks', [
        { id: 1, name: 'Politics' },
        { id: 2, name: 'Sport' },
      ]);
      await insert('stories', [
        { id: 1, title: 'Budget vote', author_id: 2, editor_id: 1, desk_id: 1, words: 900, status: 'published' },
        { id: 2, title: 'Cup final', author_id: 3, editor_id: 1, desk_id: 2, words: 400, status: 'published' },
        { id: 3, title: 'Draft memo', author_id: 2, desk_id: 1, words: 100, status: 'draft' },
      ]);
      await insert('tags', [
        { id: 1, label: 'economy' },
        { id: 2, label: 'football' },
        { id: 3, label: 'unused' },
      ]);
      await insert('story_tags', [
        { story_id: 1, tag_id: 1 },
        { story_id: 2, tag_id: 2 },
        { story_id: 3, tag_id: 1 },
      ]);
    });

    it('embeds a one-to-one relationship as an object from both sides', async () => {
      const profile = await db().from('authors').select('name, author_profiles(bio)').eq('id', 1).single();
      expect(profile.error).toBeNull();
      expect(profile.data).toEqual({ name: 'Ada', author_profiles: { bio: 'Editor in chief' } });
      const none = await db().from('authors').select('name, author_profiles(bio)').eq('id', 2).single();
      expect(none.data).toEqual({ name: 'Ben', author_profiles: null });
      const back = await db().from('author_profiles').select('bio, authors(name)').single();
      expect(back.data).toEqual({ bio: 'Editor in chief', authors: { name: 'Ada' } });
    });

    it('answers 300 PGRST201 with the candidate relationships when two foreign keys fit', async () => {
      const { error, status } = await db().from('stories').select('title, authors(name)');
      expect(status).toBe(300);
      expect(error?.code).toBe('PGRST201');
      expect(error?.message).toBe(
        "Could not embed because more than one relationship was found for 'stories' and 'authors'",
      );
      expect(error?.hint).toBe(
        "Try changing 'authors' to one of the following: 'authors!stories_author_id_fkey', 'authors!stories_editor_fkey'. Find the desired relationship in the 'details' key.",
      );
      expect(error?.details).toEqual([
        {
          cardinality: 'many-to-one',
          embedding: 'stories with authors',
          relationship: 'stories_author_id_fkey using stories(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'stories with authors',
          relationship: 'stories_editor_fkey using stories(editor_id) and authors(id)',
        },
      ]);
    });

    it('disambiguates by constraint name, FK column as hint, or FK column as the target', async () => {
      const byConstraint = await db()
        .from('stories')
        .select('title, writer:authors!stories_author_id_fkey(name)')
        .eq('id', 1);
      expect(byConstraint.data).toEqual([{ title: 'Budget vote', writer: { name: 'Ben' } }]);
      const byColumnHint = await db().from('stories').select('title, authors!editor_id(name)').eq('id', 1);
      expect(byColumnHint.data).toEqual([{ title: 'Budget vote', authors: { name: 'Ada' } }]);
      const byColumnTarget = await db().from('stories').select('title, editor_id(name)').eq('id', 1);
      expect(byColumnTarget.data).toEqual([{ title: 'Budget vote', editor_id: { name: 'Ada' } }]);
    });

    it('embeds a self-referencing table: the FK column names the parent, the table name the children', async () => {
      const { data, error } = await db()
        .from('authors')
        .select('name, mentor:mentor_id(name), mentees:authors(name)')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Ada', mentor: null, mentees: [{ name: 'Ben' }, { name: 'Cleo' }] },
        { name: 'Ben', mentor: { name: 'Ada' }, mentees: [] },
        { name: 'Cleo', mentor: { name: 'Ada' }, mentees: [] },
      ]);
    });

    it('embeds many-to-many through a junction table', async () => {
      const { data } = await db().from('tags').select('label, stories(title)').order('id');
      expect(data).toEqual([
        { label: 'economy', stories: [{ title: 'Budget vote' }, { title: 'Draft memo' }] },
        { label: 'football', stories: [{ title: 'Cup final' }] },
        { label: 'unused', stories: [] },
      ]);
    });

    it('embeds through a view, which keeps its base table’s foreign keys (renamed columns too)', async () => {
      const { data, error } = await db().from('published_stories').select('title, authors(name)').order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { title: 'Budget vote', authors: { name: 'Ben' } },
        { title: 'Cup final', authors: { name: 'Cleo' } },
      ]);
    });

    it('filters, orders and limits embedded resources; !inner and rel=not.is.null filter the parents', async () => {
      const filtered = await db()
        .from('authors')
        .select('name, stories!stories_author_id_fkey(title, words)')
        .eq('id', 2)
        .gt('stories.words', 500)
        .single();
      expect(filtered.data).toEqual({ name: 'Ben', stories: [{ title: 'Budget vote', words: 900 }] });

      const ordered = await db()
        .from('desks')
        .select('name, stories(title)')
        .eq('id', 1)
        .order('words', { referencedTable: 'stories', ascending: true })
        .limit(1, { referencedTable: 'stories' })
        .single();
      expect(ordered.data).toEqual({ name: 'Politics', stories: [{ title: 'Draft memo' }] });

      const inner = await db().from('desks').select('name, stories!inner(title)').eq('stories.status', 'draft');
      expect(inner.data).toEqual([{ name: 'Politics', stories: [{ title: 'Draft memo' }] }]);

      const withProfile = await db()
        .from('authors')
        .select('name, author_profiles()')
        .not('author_profiles', 'is', null);
      expect(withProfile.data).toEqual([{ name: 'Ada' }]);

      const bad = await db().from('authors').select('name, author_profiles(bio)').eq('author_profiles', 'x');
      expect(bad.error?.code).toBe('PGRST120');
      const notEmbedded = await db().from('authors').select('name').eq('stories.words', 1);
      expect(notEmbedded.error?.code).toBe('PGRST108');
    });

    it('orders by a to-one embedded column and refuses a to-many one (PGRST118)', async () => {
      const { data } = await db()
        .from('stories')
        .select('title, desks(name)')
        .order('desks(name)', { ascending: false })
        .order('id');
      expect(data?.map((row) => row.title)).toEqual(['Cup final', 'Budget vote', 'Draft memo']);
      const refused = await db().from('desks').select('name, stories(title)').order('stories(title)');
      expect(refused.error?.code).toBe('PGRST118');
    });

    it('aggregates: count(), sum/avg/max with grouping, casts, and counts of embedded rows', async () => {
      const total = await db().from('stories').select('count()').single();
      expect(total.data).toEqual({ count: 3 });
      const grouped = await db().from('stories').select('status, words.sum(), longest:words.max()').order('status');
      expect(grouped.data).toEqual([
        { status: 'draft', sum: 100, longest: 100 },
        { status: 'published', sum: 1300, longest: 900 },
      ]);
      const cast = await db().from('stories').select('words.avg()::int').single();
      expect(cast.data).toEqual({ avg: 467 });
      const embedded = await db().from('desks').select('name, stories(count)').order('id');
      expect(embedded.data).toEqual([
        { name: 'Politics', stories: [{ count: 2 }] },
        { name: 'Sport', stories: [{ count: 1 }] },
      ]);
    });

    it('spreads a to-one resource into its parent, and a to-many one into arrays', async () => {
      const toOne = await db().from('stories').select('title, ...desks(desk:name)').eq('id', 2).single();
      expect(toOne.data).toEqual({ title: 'Cup final', desk: 'Sport' });
      const toMany = await db().from('desks').select('name, ...stories(title)').eq('id', 2).single();
      expect(toMany.data).toEqual({ name: 'Sport', title: ['Cup final'] });
      const counted = await db().from('desks').select('name, ...stories(count())').eq('id', 1).single();
      expect(counted.data).toEqual({ name: 'Politics', count: [2] });
    });

    it('computed fields and computed relationships (functions of a table row)', async () => {
      const field = await db().from('stories').select('title, title_length').eq('id', 2).single();
      expect(field.data).toEqual({ title: 'Cup final', title_length: 9 });
      const filtered = await db().from('stories').select('id').gt('title_length', 10);
      expect(filtered.data).toEqual([{ id: 1 }]);
      // As PostgREST: `*` is the columns only; a computed field orders, filters in a logic tree and
      // orders a related to-one resource by name.
      const star = await db().from('stories').select('*').eq('id', 2).single();
      expect(Object.keys(star.data ?? {})).not.toContain('title_length');
      const ordered = await db().from('stories').select('id, title_length').order('title_length', { ascending: false });
      expect(ordered.data).toEqual([
        { id: 1, title_length: 11 },
        { id: 3, title_length: 10 },
        { id: 2, title_length: 9 },
      ]);
      const either = await db().from('stories').select('id').or('title_length.lt.10,id.eq.1').order('id');
      expect(either.data).toEqual([{ id: 1 }, { id: 2 }]);
      const related = await db()
        .from('story_tags')
        .select('story_id, stories(title)')
        .order('stories(title_length)', { ascending: true });
      expect(related.data?.map((row) => row.story_id)).toEqual([2, 3, 1]);
      const setof = await db().from('authors').select('name, recent_stories(title)').eq('id', 2).single();
      expect(setof.data).toEqual({ name: 'Ben', recent_stories: [{ title: 'Draft memo' }, { title: 'Budget vote' }] });
      const single = await db().from('desks').select('name, lead_story(title)').eq('id', 1).single();
      expect(single.data).toEqual({ name: 'Politics', lead_story: { title: 'Budget vote' } });
    });

    it('answers PGRST200 with PostgREST’s wording and a fuzzy hint for an unknown relationship', async () => {
      const { error, status } = await db().from('stories').select('title, deskz(name)');
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST200');
      expect(error?.message).toBe("Could not find a relationship between 'stories' and 'deskz' in the schema cache");
      expect(error?.details).toBe(
        "Searched for a foreign key relationship between 'stories' and 'deskz' in the schema 'public', but no matches were found.",
      );
      expect(error?.hint).toBe("Perhaps you meant 'desks' instead of 'deskz'.");
    });

    it('keeps embedding on the rows a write returns', async () => {
      const { data, error } = await db()
        .from('stories')
        .update({ words: 950 })
        .eq('id', 1)
        .select('title, words, desks(name)')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ title: 'Budget vote', words: 950, desks: { name: 'Politics' } });
    });
  },
  { supabaseDir: POSTGREST_FIXTURE },
);
