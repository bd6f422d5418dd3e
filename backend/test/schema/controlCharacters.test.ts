import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** What a word processor's paste can carry: a vertical tab, a form feed, other C0 controls. */
const PASTED = '\u000B\u000C\u0001\u001F';

/**
 * Text that feeds the RSS feeds and sitemaps arrives without the C0 controls XML forbids
 * (supabase/migrations/20261130140000_text_without_control_characters.sql, issue 47): stripped on
 * the way in, through supabase-js as the consoles write it; tab, line feed and carriage return stay.
 */
describe.each(databaseKinds())('control characters in feed text [%s]', (database) => {
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
        title: `Rates${PASTED} cut ${unique()}`,
        summary: `First${PASTED} paragraph.\n\nSecond\tparagraph.\r\n`,
        author: `Desk${PASTED} Author`,
        category: 'Business & Finance',
        read_time: `2${PASTED} min read`,
        image_caption: `Caption${PASTED}`,
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        ...fields,
      })
      .select('id, title, summary, author, read_time, image_caption')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data;
  }

  it('strips them from a story’s title, body, byline and captions, keeping tabs and line breaks', async () => {
    const story = await addStory();
    expect(story.title).toMatch(/^Rates cut /);
    expect(story).toMatchObject({
      summary: 'First paragraph.\n\nSecond\tparagraph.\r\n',
      author: 'Desk Author',
      read_time: '2 min read',
      image_caption: 'Caption',
    });
    const edit = await world.clients.editor
      .from('news_stories')
      .update({ title: `Edited${PASTED} title` })
      .eq('id', story.id)
      .select('title')
      .single();
    expect(edit.data?.title).toBe('Edited title');
  });

  it('refuses a title of nothing but control characters, as an empty one', async () => {
    const { error } = await world.clients.editor
      .from('news_stories')
      .insert({ title: PASTED, summary: 'S', category: 'Foreign' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('news_stories_title_length');
  });

  it('strips them from photo essays, correction notes, authors and topics', async () => {
    const essay = await world.clients.editor
      .from('photo_essays')
      .insert({ title: `Essay${PASTED}`, caption: `Dusk${PASTED} light`, photographer: `Ann${PASTED}` })
      .select('title, caption, photographer')
      .single();
    expect(essay.data).toEqual({ title: 'Essay', caption: 'Dusk light', photographer: 'Ann' });

    const story = await addStory();
    const note = await world.clients.editor
      .from('story_corrections')
      .insert({ story_id: story.id, kind: 'correction', note: `The vote${PASTED} was on Tuesday.` })
      .select('note')
      .single();
    expect(note.data?.note).toBe('The vote was on Tuesday.');

    const author = await world.clients.editor
      .from('authors')
      .insert({ name: `Tendai${PASTED} Moyo`, slug: `tendai-${unique()}`, bio: `Covers${PASTED} courts.` })
      .select('name, bio')
      .single();
    expect(author.data).toEqual({ name: 'Tendai Moyo', bio: 'Covers courts.' });

    const name = `Elections${PASTED} ${unique()}`;
    const tag = await world.clients.editor.from('tags').insert({ name }).select('name').single();
    expect(tag.data?.name).toBe(name.replace(PASTED, ''));
  });
});
