import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ApiWorld } from './apiWorld.ts';

/**
 * The desk's workflow statuses (issue 52, decision 183) as supabase-js meets them: the publication
 * flag and the desk's status follow each other, every move is logged and the log is append-only,
 * a spiked story is gone for readers. Run inside apiRules.test.ts, on its backend.
 */
export function describeStoryWorkflow(current: () => ApiWorld): void {
  const world = () => current();
  let counter = 0;

  async function addStory(client: SupabaseClient, fields: Record<string, unknown> = {}) {
    const { data, error } = await client
      .from('news_stories')
      .insert({
        title: `Workflow ${++counter} ${Date.now().toString(36)}`,
        summary: 'A paragraph.',
        author: 'Desk',
        category: 'Feature',
        ...fields,
      })
      .select('id, status, workflow_status, version')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data as { id: string; status: string; workflow_status: string; version: number };
  }

  const rowOf = async (id: string) =>
    (
      await world()
        .service.from('news_stories')
        .select('status, workflow_status, published_at, version')
        .eq('id', id)
        .single()
    ).data as { status: string; workflow_status: string; published_at: string | null; version: number };

  const move = (client: SupabaseClient, story: string, nextStatus: string, note?: string) =>
    client.rpc('set_story_status', { story, next_status: nextStatus, note });

  describe('workflow statuses (decision 183)', () => {
    it('a pitch goes through every status to published; each move is logged with who, version and note', async () => {
      const editor = world().clients.editor;
      const story = await addStory(editor, { workflow_status: 'pitch' });
      expect(story).toMatchObject({ status: 'draft', workflow_status: 'pitch' });
      for (const next of ['assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish']) {
        const moved = await move(editor, story.id, next, `to ${next}`);
        expect(moved.error).toBeNull();
        expect(moved.data).toMatchObject({ workflow_status: next, status: 'draft', version: 1 });
      }
      const published = await move(editor, story.id, 'published', 'Good to go');
      expect(published.error).toBeNull();
      expect(published.data).toMatchObject({ workflow_status: 'published', status: 'published', version: 2 });
      const { data: log } = await editor
        .from('story_status_log')
        .select('from_status, to_status, story_version, note, changed_by')
        .eq('story_id', story.id)
        .order('id');
      expect(log?.map((entry) => [entry.from_status, entry.to_status, entry.story_version, entry.note])).toEqual([
        [null, 'pitch', 1, null],
        ['pitch', 'assigned', 1, 'to assigned'],
        ['assigned', 'in_progress', 1, 'to in_progress'],
        ['in_progress', 'ready_for_edit', 1, 'to ready_for_edit'],
        ['ready_for_edit', 'ready_to_publish', 1, 'to ready_to_publish'],
        ['ready_to_publish', 'published', 2, 'Good to go'],
      ]);
      expect(new Set(log?.map((entry) => entry.changed_by))).toEqual(new Set([world().userIds.editor]));
      const { data: forReaders } = await world().clients.anon.from('news_stories').select('id').eq('id', story.id);
      expect(forReaders).toHaveLength(1);
    });

    it('the publication flag keeps working: a publish, a schedule and an unpublish move the desk status', async () => {
      const editor = world().clients.editor;
      const story = await addStory(editor, { status: 'draft' });
      expect(story.workflow_status).toBe('in_progress');
      const later = new Date(Date.now() + 86_400_000).toISOString();
      await editor.from('news_stories').update({ status: 'published', published_at: later }).eq('id', story.id);
      expect((await rowOf(story.id)).workflow_status).toBe('scheduled');
      await editor.from('news_stories').update({ published_at: null }).eq('id', story.id);
      expect(await rowOf(story.id)).toMatchObject({ status: 'published', workflow_status: 'published' });
      await editor.from('news_stories').update({ status: 'draft' }).eq('id', story.id);
      expect(await rowOf(story.id)).toMatchObject({ status: 'draft', workflow_status: 'in_progress' });
      const published = await addStory(editor);
      expect(published).toMatchObject({ status: 'published', workflow_status: 'published' });
    });

    it('scheduling needs a time ahead; a status move alone is no new edit version', async () => {
      const editor = world().clients.editor;
      const story = await addStory(editor, { status: 'draft' });
      const refused = await move(editor, story.id, 'scheduled');
      expect(refused.error?.message).toBe('Choose a publication time in the future to schedule this story.');
      const unknown = await move(editor, story.id, 'approved');
      expect(unknown.error?.code).toBe('23514');
      await move(editor, story.id, 'ready_for_edit');
      expect(await rowOf(story.id)).toMatchObject({ workflow_status: 'ready_for_edit', version: 1 });
      const edit = await editor.from('news_stories').update({ title: 'Edited', version: 1 }).eq('id', story.id);
      expect(edit.error).toBeNull();
    });

    it('a spiked story answers nothing to readers, stays with staff, and its preview links stop', async () => {
      const editor = world().clients.editor;
      const story = await addStory(editor);
      expect(await move(editor, story.id, 'ready_to_publish')).toMatchObject({ error: null });
      const link = await editor.rpc('create_story_preview_link', { story: story.id });
      expect(link.error).toBeNull();
      expect((await move(editor, story.id, 'spiked', 'Legal said no')).error).toBeNull();
      expect(await rowOf(story.id)).toMatchObject({ status: 'archived', workflow_status: 'spiked' });
      const { data: forReaders } = await world().clients.anon.from('news_stories').select('id').eq('id', story.id);
      expect(forReaders).toEqual([]);
      const { data: forStaff } = await editor.from('news_stories').select('id').eq('id', story.id);
      expect(forStaff).toHaveLength(1);
      const token = (link.data as Array<{ token: string }>)[0].token;
      expect((await world().clients.anon.rpc('story_preview', { token })).data).toBeNull();
    });

    it('the status log is append-only: nobody, not even an admin or the service role, changes or deletes it', async () => {
      const story = await addStory(world().clients.editor);
      for (const client of [world().clients.admin, world().clients.editor, world().service]) {
        const update = await client.from('story_status_log').update({ note: 'rewritten' }).eq('story_id', story.id);
        const remove = await client.from('story_status_log').delete().eq('story_id', story.id);
        const insert = await client
          .from('story_status_log')
          .insert({ story_id: story.id, to_status: 'published', story_version: 1 });
        expect([update.error?.code, remove.error?.code, insert.error?.code]).toEqual(['42501', '42501', '42501']);
      }
      await expect(
        world().test.backend.db.query(`delete from public.story_status_log where story_id = $1`, [story.id]),
      ).rejects.toThrow('append-only');
      const { data } = await world().service.from('story_status_log').select('to_status').eq('story_id', story.id);
      expect(data).toEqual([{ to_status: 'published' }]);
      expect(
        (await world().clients.reader.from('story_status_log').select('id').eq('story_id', story.id)).data,
      ).toEqual([]);
    });

    it('offers the moves the rule allows: every other status for an editor, none for a reader', async () => {
      const story = await addStory(world().clients.editor, { workflow_status: 'pitch' });
      const { data } = await world().clients.editor.rpc('story_status_moves', { story: story.id });
      expect(data).toEqual([
        'assigned',
        'in_progress',
        'ready_for_edit',
        'ready_to_publish',
        'scheduled',
        'published',
        'spiked',
      ]);
      expect((await world().clients.reader.rpc('story_status_moves', { story: story.id })).data).toEqual([]);
      const refused = await move(world().clients.reader, story.id, 'published');
      expect(refused.error?.message).toBe('This story does not exist or you cannot change it.');
    });
  });
}
