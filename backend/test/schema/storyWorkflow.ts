import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, type ApiWorld } from './apiWorld.ts';

/**
 * The desk's workflow statuses (issue 52, decision 183) as supabase-js meets them: the publication
 * flag and the desk's status follow each other, every move is logged and the log is append-only,
 * a spiked story is gone for readers; a contributor pitches and hands in but never publishes,
 * schedules, assigns or touches someone else's story. Run inside apiRules.test.ts, on its backend.
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

  // Assignments live in the staff-only story_assignments (security review of decision 183).
  const assign = (client: SupabaseClient, story: string, assignee: string | null) =>
    client.from('story_assignments').update({ assignee_id: assignee }).eq('story_id', story);

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

    it('a scheduled story whose time has come, edited later, logs no move and stays published', async () => {
      const editor = world().clients.editor;
      const soon = new Date(Date.now() + 1500).toISOString();
      const story = await addStory(editor, { status: 'published', published_at: soon });
      expect(story.workflow_status).toBe('scheduled');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const title of ['Edited after it went live', 'Edited again']) {
        const { version } = await rowOf(story.id);
        const edit = await editor.from('news_stories').update({ title, version }).eq('id', story.id);
        expect(edit.error).toBeNull();
      }
      expect(await rowOf(story.id)).toMatchObject({ status: 'published', workflow_status: 'published' });
      const { data: log } = await editor
        .from('story_status_log')
        .select('from_status, to_status')
        .eq('story_id', story.id)
        .order('id');
      expect(log).toEqual([{ from_status: null, to_status: 'scheduled' }]);
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

  describe('contributors (decision 183)', () => {
    let contributor: SupabaseClient;
    let contributorId: string;
    let contributorEmail: string;

    beforeAll(async () => {
      const email = uniqueEmail('contributor');
      contributorEmail = email;
      const created = await world().service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
      contributorId = created.data.user.id;
      const granted = await world().clients.admin.rpc('set_user_role', {
        target_user_id: contributorId,
        role_name: 'contributor',
        enabled: true,
      });
      if (granted.error) throw new Error(`set_user_role failed: ${granted.error.message}`);
      contributor = createTestClient(world().test.url, world().test.backend.anonKey);
      const signIn = await contributor.auth.signInWithPassword({ email, password: PASSWORD });
      if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    });

    const PUBLISH_REFUSAL =
      'Contributors cannot move a story to Published: hand it in as Ready for edit and an editor publishes it.';

    it('pitches and hands in; publishing or scheduling through REST is refused with the reason', async () => {
      const story = await addStory(contributor, { status: 'draft', workflow_status: 'pitch' });
      expect(story).toMatchObject({ status: 'draft', workflow_status: 'pitch' });
      expect((await contributor.rpc('story_status_moves', { story: story.id })).data).toEqual([
        'in_progress',
        'ready_for_edit',
      ]);
      expect((await move(contributor, story.id, 'in_progress')).error).toBeNull();
      const publish = await contributor.from('news_stories').update({ status: 'published' }).eq('id', story.id);
      expect(publish.error).toMatchObject({ code: '42501', message: PUBLISH_REFUSAL });
      const later = new Date(Date.now() + 86_400_000).toISOString();
      const schedule = await contributor
        .from('news_stories')
        .update({ status: 'published', published_at: later })
        .eq('id', story.id);
      expect(schedule.error?.message).toBe(
        'Contributors cannot move a story to Scheduled: hand it in as Ready for edit and an editor publishes it.',
      );
      expect((await move(contributor, story.id, 'published')).error?.message).toBe(PUBLISH_REFUSAL);
      const inserted = await contributor
        .from('news_stories')
        .insert({ title: 'Straight to the front', summary: 'x', author: 'Me', category: 'Feature' });
      expect(inserted.error?.message).toBe(PUBLISH_REFUSAL);
      expect((await move(contributor, story.id, 'ready_for_edit', 'Filed')).error).toBeNull();
      expect(await rowOf(story.id)).toMatchObject({ status: 'draft', workflow_status: 'ready_for_edit' });
      // Once an editor approved it, it is the desk's: no more moves or edits by the contributor.
      expect((await move(world().clients.editor, story.id, 'ready_to_publish')).error).toBeNull();
      expect((await move(contributor, story.id, 'in_progress')).error?.message).toBe(
        'This story does not exist or you cannot change it.',
      );
      expect(
        (await world().clients.editor.rpc('set_story_status', { story: story.id, next_status: 'published' })).error,
      ).toBeNull();
      const { data: log } = await contributor
        .from('story_status_log')
        .select('to_status, changed_by')
        .eq('story_id', story.id)
        .order('id');
      expect(log?.map((entry) => entry.to_status)).toEqual([
        'pitch',
        'in_progress',
        'ready_for_edit',
        'ready_to_publish',
        'published',
      ]);
      const rewrite = await contributor.from('story_status_log').update({ note: 'mine' }).eq('story_id', story.id);
      expect(rewrite.error?.code).toBe('42501');
    });

    it("sees only their own and assigned stories plus published ones; never edits someone else's", async () => {
      const desk = await addStory(world().clients.editor, { status: 'draft' });
      const live = await addStory(world().clients.editor);
      expect((await contributor.from('news_stories').select('id').eq('id', desk.id)).data).toEqual([]);
      expect((await contributor.from('news_stories').select('id').eq('id', live.id)).data).toHaveLength(1);
      for (const id of [desk.id, live.id]) {
        const edit = await contributor.from('news_stories').update({ title: 'Mine now' }).eq('id', id).select('id');
        expect(edit.data ?? []).toEqual([]);
        expect((await move(contributor, id, 'ready_for_edit')).error?.message).toBe(
          'This story does not exist or you cannot change it.',
        );
      }
      expect(
        (await world().service.from('news_stories').select('title').eq('id', desk.id).single()).data?.title,
      ).not.toBe('Mine now');
      // Assigned by an editor: now theirs to see and write.
      const assigned = await assign(world().clients.editor, desk.id, contributorId);
      expect(assigned.error).toBeNull();
      const edit = await contributor
        .from('news_stories')
        .update({ title: 'Written by the contributor' })
        .eq('id', desk.id);
      expect(edit.error).toBeNull();
      expect((await rowOf(desk.id)).workflow_status).toBe('in_progress');
    });

    it('never assigns a story, not even to themselves', async () => {
      const own = await addStory(contributor, { status: 'draft' });
      const self = await assign(contributor, own.id, contributorId);
      expect(self.error).toMatchObject({ code: '42501', message: 'Only an editor or admin assigns a story.' });
      const desk = await addStory(world().clients.editor, { status: 'draft' });
      const grab = await contributor
        .from('story_assignments')
        .update({ assignee_id: contributorId })
        .eq('story_id', desk.id)
        .select('story_id');
      expect(grab.data ?? []).toEqual([]);
      expect(
        (await world().service.from('story_assignments').select('assignee_id').eq('story_id', desk.id).single()).data,
      ).toEqual({
        assignee_id: null,
      });
    });

    it("cannot claim someone else's story with an insert … on conflict do nothing (security review)", async () => {
      const desk = await addStory(world().clients.editor, { status: 'draft', title: 'The desk story' });
      const claim = await contributor.from('news_stories').upsert(
        {
          id: desk.id,
          title: 'x',
          summary: 'x',
          category: 'Feature',
          author: 'x',
          read_time: '1 min read',
          status: 'draft',
        },
        { onConflict: 'id', ignoreDuplicates: true },
      );
      // Refused by the read policy when the row is asked back, or nothing done: either way not theirs.
      expect([null, '42501']).toContain(claim.error?.code ?? null);
      expect((await contributor.from('news_stories').select('id').eq('id', desk.id)).data).toEqual([]);
      const edit = await contributor.from('news_stories').update({ title: 'Mine now' }).eq('id', desk.id).select('id');
      expect(edit.data ?? []).toEqual([]);
      expect((await contributor.from('story_status_log').select('id').eq('story_id', desk.id)).data).toEqual([]);
      const { data: log } = await world()
        .service.from('story_status_log')
        .select('from_status, changed_by')
        .eq('story_id', desk.id);
      expect(log).toEqual([{ from_status: null, changed_by: world().userIds.editor }]);
      expect(
        (await world().service.from('story_assignments').select('created_by').eq('story_id', desk.id).single()).data,
      ).toEqual({ created_by: world().userIds.editor });
      expect((await rowOf(desk.id)).version).toBe(1);
    });

    it('never features a story, so the lead stays on the home page (security review)', async () => {
      const lead = await addStory(world().clients.editor, { is_featured: true });
      const featured = async () =>
        (await world().service.from('news_stories').select('id').eq('is_featured', true)).data?.map((row) => row.id);
      expect(await featured()).toEqual([lead.id]);
      const inserted = await contributor.from('news_stories').insert({
        title: 'Lead me',
        summary: 'x',
        author: 'Me',
        category: 'Feature',
        status: 'draft',
        is_featured: true,
      });
      expect(inserted.error?.code).toBe('42501');
      const own = await addStory(contributor, { status: 'draft' });
      const updated = await contributor.from('news_stories').update({ is_featured: true }).eq('id', own.id);
      expect(updated.error?.code).toBe('42501');
      expect(await featured()).toEqual([lead.id]);
    });

    it('no public row names the assignee or the creator; contributors read no e-mail in the log (security review)', async () => {
      const live = await addStory(world().clients.editor);
      expect((await assign(world().clients.editor, live.id, contributorId)).error).toBeNull();
      for (const client of [world().clients.anon, world().clients.reader]) {
        const { data, error } = await client.from('news_stories').select('*').eq('id', live.id);
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
        expect(Object.keys(data?.[0] ?? {})).not.toEqual(expect.arrayContaining(['assignee_id']));
        expect(Object.keys(data?.[0] ?? {})).not.toEqual(expect.arrayContaining(['created_by']));
        const assignments = await client.from('story_assignments').select('assignee_id').eq('story_id', live.id);
        expect(assignments.data ?? []).toEqual([]);
      }
      expect((await contributor.from('story_assignments').select('assignee_id').eq('story_id', live.id)).data).toEqual([
        { assignee_id: contributorId },
      ]);
      const emails = await contributor.from('story_status_log').select('changed_by_email').eq('story_id', live.id);
      expect(emails.error?.code).toBe('42501');
      const log = await contributor.from('story_status_log').select('to_status, changed_by').eq('story_id', live.id);
      expect(log.data).toEqual([{ to_status: 'published', changed_by: world().userIds.editor }]);
    });

    it("an editor's assignment is no new edit version: the writer's open form still saves", async () => {
      const desk = await addStory(world().clients.editor, { status: 'draft' });
      expect(desk.version).toBe(1);
      expect((await assign(world().clients.editor, desk.id, contributorId)).error).toBeNull();
      expect((await rowOf(desk.id)).version).toBe(1);
      const save = await contributor.from('news_stories').update({ title: 'Filed', version: 1 }).eq('id', desk.id);
      expect(save.error).toBeNull();
      expect((await rowOf(desk.id)).version).toBe(2);
    });

    it('comments on the stories they created or are assigned to, and on no other; never co-edits (decision 184)', async () => {
      const own = await addStory(contributor, { status: 'draft' });
      const desk = await addStory(world().clients.editor, { status: 'draft' });
      const comment = (story: string, body: string) =>
        contributor.from('story_comments').insert({ story_id: story, body }).select('id, author_id').single();
      const mine = await comment(own.id, 'Can we name the second source?');
      expect(mine.error).toBeNull();
      expect(mine.data?.author_id).toBe(contributorId);
      const refused = await comment(desk.id, 'Not mine');
      expect(refused.error).toMatchObject({
        code: '42501',
        message: 'Only staff who may edit this story may comment on it',
      });
      const reply = await world()
        .clients.editor.from('story_comments')
        .insert({ story_id: own.id, parent_id: mine.data?.id, body: 'Yes, on the record.' });
      expect(reply.error).toBeNull();
      expect(
        (await contributor.from('story_comments').select('body').eq('story_id', own.id).order('created_at')).data,
      ).toHaveLength(2);
      expect((await contributor.from('story_comments').select('id').eq('story_id', desk.id)).data).toEqual([]);
      expect((await assign(world().clients.editor, desk.id, contributorId)).error).toBeNull();
      expect((await comment(desk.id, 'Now mine')).error).toBeNull();
      // Co-editing stays editors' and admins' (decision 183).
      expect((await contributor.rpc('may_coedit_story', { story: own.id })).data).toBe(false);
      const copy = await contributor.rpc('append_story_working_update', { story: own.id, update_base64: 'AAA=' });
      expect(copy.error?.code).toBe('42501');
    });

    describe('desks, deadlines and slots (decision 190)', () => {
      const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      const plan = (client: SupabaseClient, story: string, fields: Record<string, unknown>) =>
        client.from('story_assignments').update(fields).eq('story_id', story).select('story_id');

      it('staff read the desks in order; readers none; only admins change them', async () => {
        const { data } = await contributor.from('desks').select('slug, name').order('position');
        expect(data?.map((desk) => desk.name)).toEqual([
          'UK',
          'Zimbabwe',
          'International',
          'Business',
          'Sport',
          'Culture',
          'Opinion',
        ]);
        expect((await world().clients.reader.from('desks').select('slug')).data).toEqual([]);
        expect((await world().clients.anon.from('desks').select('slug')).error?.code).toBe('42501');
        const byEditor = await world()
          .clients.editor.from('desks')
          .insert({ slug: 'science', name: 'Science', position: 8 });
        expect(byEditor.error?.code).toBe('42501');
        const rename = await world()
          .clients.editor.from('desks')
          .update({ name: 'Sports' })
          .eq('slug', 'sport')
          .select('slug');
        expect(rename.data ?? []).toEqual([]);
        const byAdmin = await world()
          .clients.admin.from('desks')
          .insert({ slug: 'science', name: 'Science', position: 8 });
        expect(byAdmin.error).toBeNull();
        expect((await world().clients.admin.from('desks').delete().eq('slug', 'science')).error).toBeNull();
      });

      it('an editor plans any story: desk, deadline, slot; a pitch carries its note', async () => {
        const pitch = await addStory(contributor, { status: 'draft', workflow_status: 'pitch' });
        const fields = { desk: 'sport', deadline: hoursAhead(3), planned_for: hoursAhead(5) };
        const planned = await plan(world().clients.editor, pitch.id, fields);
        expect(planned.error).toBeNull();
        expect((await plan(contributor, pitch.id, { pitch_note: 'The club sells its ground.' })).error).toBeNull();
        const { data } = await contributor
          .from('story_assignments')
          .select('desk, deadline, planned_for, pitch_note')
          .eq('story_id', pitch.id)
          .single();
        expect(data?.desk).toBe('sport');
        expect(new Date(data?.deadline ?? '').toISOString()).toBe(fields.deadline);
        expect(new Date(data?.planned_for ?? '').toISOString()).toBe(fields.planned_for);
        expect(data?.pitch_note).toBe('The club sells its ground.');
        expect((await rowOf(pitch.id)).version).toBe(1);
        const unknownDesk = await plan(world().clients.editor, pitch.id, { desk: 'gardening' });
        expect(unknownDesk.error?.code).toBe('23503');
      });

      it('refuses a deadline or slot in the past or over a year ahead; an unchanged late one stays', async () => {
        const editor = world().clients.editor;
        const story = await addStory(editor, { status: 'draft' });
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ deadline: hoursAhead(-1) }, 'The deadline cannot be in the past.'],
          [{ deadline: hoursAhead(24 * 3650) }, 'The deadline can be at most a year ahead.'],
          [{ planned_for: hoursAhead(-1) }, 'The planned slot cannot be in the past.'],
          [{ planned_for: hoursAhead(24 * 367) }, 'The planned slot can be at most a year ahead.'],
        ];
        for (const [fields, message] of cases) {
          for (const client of [editor, world().service]) {
            expect((await plan(client, story.id, fields)).error).toMatchObject({ code: '23514', message });
          }
        }
        // A deadline that has passed (written by the owner, as time would) stays through later saves.
        await world().test.backend.db.query(
          `update public.story_assignments set deadline = now() - interval '1 hour' where story_id = $1`,
          [story.id],
        );
        const { data: late } = await editor
          .from('story_assignments')
          .select('deadline')
          .eq('story_id', story.id)
          .single();
        const keep = await plan(editor, story.id, { deadline: late?.deadline, desk: 'uk' });
        expect(keep.error).toBeNull();
        expect((await plan(editor, story.id, { deadline: null })).error).toBeNull();
      });

      it('refuses a 5,000-character title and pitch note with their messages', async () => {
        const long = 'x'.repeat(5000);
        const title = await contributor
          .from('news_stories')
          .insert({ title: long, summary: 'x', author: 'Me', category: 'Feature', status: 'draft' });
        expect(title.error).toMatchObject({ code: '23514' });
        expect(title.error?.message).toContain('news_stories_title_length');
        const own = await addStory(contributor, { status: 'draft', workflow_status: 'pitch' });
        expect((await plan(contributor, own.id, { pitch_note: long })).error).toMatchObject({
          code: '23514',
          message: 'A pitch note is at most 2,000 characters.',
        });
      });

      it("plans only their own story: not an editor's story assigned to them, never a desk's story", async () => {
        const own = await addStory(contributor, { status: 'draft', workflow_status: 'pitch' });
        expect((await plan(contributor, own.id, { desk: 'culture', deadline: hoursAhead(2) })).error).toBeNull();
        const refusal =
          'Only an editor or admin sets the desk, deadline or planned slot of a story someone else created.';
        const assigned = await addStory(world().clients.editor, { status: 'draft' });
        expect((await assign(world().clients.editor, assigned.id, contributorId)).error).toBeNull();
        for (const fields of [{ desk: 'uk' }, { deadline: hoursAhead(48) }, { planned_for: hoursAhead(48) }]) {
          expect((await plan(contributor, assigned.id, fields)).error).toMatchObject({
            code: '42501',
            message: refusal,
          });
        }
        const desk = await addStory(world().clients.editor, { status: 'draft' });
        const grab = await plan(contributor, desk.id, { desk: 'uk', assignee_id: contributorId });
        expect(grab.data ?? []).toEqual([]);
        const row = await world()
          .service.from('story_assignments')
          .select('desk, assignee_id')
          .eq('story_id', desk.id)
          .single();
        expect(row.data).toEqual({ desk: null, assignee_id: null });
      });
    });

    describe('the assignee is told (decision 190)', () => {
      const noticesOf = async (client: SupabaseClient, story: string) =>
        (await client.from('staff_notices').select('kind, title, note').eq('story_id', story).order('id')).data;
      const mailsAbout = async (title: string) => {
        await world().test.backend.staffMail.drain();
        return (await world().test.mailbox.messages(contributorEmail)).filter((mail) => mail.subject.includes(title));
      };

      it('in the console and by one mail per assignment; never of assigning oneself', async () => {
        const editor = world().clients.editor;
        const title = `Council budget ${Date.now().toString(36)}`;
        const story = await addStory(editor, { status: 'draft', title });
        expect((await assign(editor, story.id, contributorId)).error).toBeNull();
        expect((await assign(editor, story.id, contributorId)).error).toBeNull();
        expect(await noticesOf(contributor, story.id)).toEqual([{ kind: 'assigned', title, note: null }]);
        await world().test.backend.staffMail.drain();
        const mail = await world().test.mailbox.waitFor(contributorEmail, new RegExp(`^Assigned to you: ${title}$`));
        expect(mail.text).toContain(`/blog-management?tab=stories&story=${story.id}`);
        expect(await mailsAbout(title)).toHaveLength(1);
        // Readers and other staff read nobody's notices; editors assigning themselves are told nothing.
        expect(await noticesOf(world().clients.reader, story.id)).toEqual([]);
        expect((await assign(editor, story.id, world().userIds.editor)).error).toBeNull();
        expect(await noticesOf(editor, story.id)).toEqual([]);
        const { count } = await world()
          .service.from('staff_notices')
          .select('id', { count: 'exact', head: true })
          .eq('story_id', story.id);
        expect(count).toBe(1);
      });

      it('when an editor sends their story back with notes; not without a note, nor of their own move', async () => {
        const editor = world().clients.editor;
        const title = `Flood defences ${Date.now().toString(36)}`;
        const story = await addStory(contributor, { status: 'draft', title });
        expect((await move(contributor, story.id, 'ready_for_edit')).error).toBeNull();
        expect((await move(editor, story.id, 'in_progress')).error).toBeNull();
        expect((await move(contributor, story.id, 'ready_for_edit')).error).toBeNull();
        expect((await move(contributor, story.id, 'in_progress', 'Forgot a quote')).error).toBeNull();
        expect(await noticesOf(contributor, story.id)).toEqual([]);
        expect((await move(contributor, story.id, 'ready_for_edit')).error).toBeNull();
        expect((await move(editor, story.id, 'in_progress', 'Needs a second source.')).error).toBeNull();
        expect(await noticesOf(contributor, story.id)).toEqual([
          { kind: 'back_with_notes', title, note: 'Needs a second source.' },
        ]);
        await world().test.backend.staffMail.drain();
        const mail = await world().test.mailbox.waitFor(contributorEmail, new RegExp(`^Back with notes: ${title}$`));
        expect(mail.text).toContain('Needs a second source.');
      });

      it('reaches the recipient’s open console live, and no other staff member (realtime under RLS)', async () => {
        type Heard = { recipient_id?: string };
        const listen = async (client: SupabaseClient) => {
          const heard: Heard[] = [];
          // As the console listens: the private changes channel of the signal (tableChannel.ts).
          const channel: RealtimeChannel = client
            .channel('public:staff_notice_signals:changes', { config: { private: true } })
            .on('postgres_changes', { event: '*', schema: 'public', table: 'staff_notice_signals' }, (change) => {
              heard.push(change.new as Heard);
            });
          await new Promise<void>((resolve, reject) =>
            channel.subscribe((status, error) => {
              if (status === 'SUBSCRIBED') resolve();
              if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
            }),
          );
          return { heard, stop: () => client.removeChannel(channel) };
        };
        const editor = world().clients.editor;
        const mine = await listen(contributor);
        const other = await listen(world().clients.admin);
        try {
          const forContributor = await addStory(editor, { status: 'draft' });
          const forAdmin = await addStory(editor, { status: 'draft' });
          expect((await assign(editor, forContributor.id, contributorId)).error).toBeNull();
          expect((await assign(editor, forAdmin.id, world().userIds.admin)).error).toBeNull();
          const waitFor = { timeout: 10_000, interval: 100 };
          const heardBy = (listener: { heard: Heard[] }) => new Set(listener.heard.map((row) => row.recipient_id));
          await vi.waitFor(() => expect(heardBy(mine)).toContain(contributorId), waitFor);
          // Changes go out in commit order: once the admin hears of their own, the other one was passed over.
          await vi.waitFor(() => expect(heardBy(other)).toContain(world().userIds.admin), waitFor);
          expect(heardBy(other)).toEqual(new Set([world().userIds.admin]));
          expect(heardBy(mine)).toEqual(new Set([contributorId]));
        } finally {
          await mine.stop();
          await other.stop();
        }
      });

      it('are mailed on hosted Supabase by the staff-mail-send edge function: once, even by two drains at once; service role only', async () => {
        // The edge function reads SMTP from its environment (its secrets on hosted Supabase): the catcher.
        process.env.SMTP_HOST = '127.0.0.1';
        process.env.SMTP_PORT = String(world().test.backend.config.mail.smtp.port);
        const title = `Hosted mail ${Date.now().toString(36)}`;
        const story = await addStory(world().clients.editor, { status: 'draft', title });
        const drain = (key: string) =>
          fetch(`${world().test.url}/functions/v1/staff-mail-send`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: '{}',
          });
        const staffToken = (await contributor.auth.getSession()).data.session?.access_token ?? '';
        for (const key of [world().test.backend.anonKey, staffToken]) {
          expect((await drain(key)).status).toBe(401);
        }
        expect((await assign(world().clients.editor, story.id, contributorId)).error).toBeNull();
        const answers = await Promise.all([
          drain(world().test.backend.serviceRoleKey),
          drain(world().test.backend.serviceRoleKey),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const sent = (await Promise.all(answers.map((answer) => answer.json() as Promise<{ sent: number }>))).map(
          (body) => body.sent,
        );
        expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
        const mail = await world().test.mailbox.waitFor(contributorEmail, new RegExp(`^Assigned to you: ${title}$`));
        expect(mail.text).toContain(`/blog-management?tab=stories&story=${story.id}`);
        const { rows } = await world().test.backend.db.query<{ mail_sent_at: string | null; mail_attempts: number }>(
          `select mail_sent_at, mail_attempts from public.staff_notices where story_id = $1`,
          [story.id],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].mail_sent_at).not.toBeNull();
        expect(rows[0].mail_attempts).toBe(1);
        // A later drain (the local worker or the function) finds nothing left of it.
        expect((await (await drain(world().test.backend.serviceRoleKey)).json()) as { sent: number }).toMatchObject({
          sent: 0,
        });
        await world().test.backend.staffMail.drain();
        expect(
          (await world().test.mailbox.messages(contributorEmail)).filter((m) => m.subject.includes(title)),
        ).toHaveLength(1);
        // Nobody but the service role claims or marks through the API.
        for (const client of [contributor, world().clients.admin]) {
          expect((await client.rpc('staff_mail_claim', { batch_size: 1, lease_seconds: 60 })).error?.code).toBe(
            '42501',
          );
          expect((await client.rpc('staff_mail_settle', { notice_id: 1 })).error?.code).toBe('42501');
        }
      });

      it('the recipient marks a notice seen and changes nothing else of it', async () => {
        const story = await addStory(world().clients.editor, { status: 'draft' });
        expect((await assign(world().clients.editor, story.id, contributorId)).error).toBeNull();
        const { data } = await contributor.from('staff_notices').select('id').eq('story_id', story.id).single();
        const seen = await contributor
          .from('staff_notices')
          .update({ seen_at: new Date().toISOString() })
          .eq('id', data?.id)
          .select('seen_at');
        expect(seen.data?.[0]?.seen_at).not.toBeNull();
        const rewrite = await contributor.from('staff_notices').update({ title: 'Other' }).eq('id', data?.id);
        expect(rewrite.error?.code).toBe('42501');
        const forged = await contributor
          .from('staff_notices')
          .insert({ recipient_id: contributorId, kind: 'assigned', story_id: story.id, title: 'x' });
        expect(forged.error?.code).toBe('42501');
      });
    });

    describe('the assignee picker (decision 190)', () => {
      type Staff = { user_id: string; name: string };
      const staffOf = async (client: SupabaseClient) => {
        const { data, error } = await client.rpc('assignable_staff');
        if (error) throw new Error(`assignable_staff failed: ${error.message}`);
        return data as Staff[];
      };

      it('lists every staff account by name, never an address, to editors and admins; a contributor only themselves', async () => {
        const localPart = contributorEmail.split('@')[0];
        for (const client of [world().clients.editor, world().clients.admin]) {
          const staff = await staffOf(client);
          expect(staff).toContainEqual({ user_id: contributorId, name: localPart });
          const ids = staff.map((person) => person.user_id);
          expect(ids).toEqual(expect.arrayContaining([world().userIds.editor, world().userIds.admin]));
          expect(ids).not.toContain(world().userIds.reader);
          expect(staff.filter((person) => person.name.includes('@'))).toEqual([]);
          // Ordered by name: 'contributor-…' before 'editor-…' under any collation.
          expect(ids.indexOf(contributorId)).toBeLessThan(ids.indexOf(world().userIds.editor));
        }
        expect(await staffOf(contributor)).toEqual([{ user_id: contributorId, name: localPart }]);
        for (const client of [world().clients.reader, world().clients.anon]) {
          expect((await client.rpc('assignable_staff')).error?.code).toBe('42501');
        }
      });

      it("the console form's save (planning fields with assignee_id) tells the assignee", async () => {
        const editor = world().clients.editor;
        const title = `Picked ${Date.now().toString(36)}`;
        const story = await addStory(editor, { status: 'draft', title });
        const [picked] = (await staffOf(editor)).filter((person) => person.user_id === contributorId);
        const saved = await editor
          .from('story_assignments')
          .update({ desk: null, deadline: null, planned_for: null, pitch_note: null, assignee_id: picked.user_id })
          .eq('story_id', story.id)
          .select('story_id');
        expect(saved.error).toBeNull();
        const notices = await contributor.from('staff_notices').select('kind, title').eq('story_id', story.id);
        expect(notices.data).toEqual([{ kind: 'assigned', title }]);
      });

      it('names a staff member by their linked author profile first', async () => {
        const service = world().service;
        const slug = `picker-${Date.now().toString(36)}`;
        const author = await service.from('authors').insert({ name: 'Aaron Picker', slug }).select('id').single();
        expect(author.error).toBeNull();
        const linked = await service
          .from('author_accounts')
          .insert({ author_id: author.data?.id, user_id: contributorId });
        expect(linked.error).toBeNull();
        try {
          expect(await staffOf(world().clients.editor)).toContainEqual({
            user_id: contributorId,
            name: 'Aaron Picker',
          });
        } finally {
          await service.from('authors').delete().eq('id', author.data?.id);
        }
      });

      it('leaves out a staff account banned now, and lists it again once the ban is lifted (review fix)', async () => {
        const service = world().service;
        const listed = async () => (await staffOf(world().clients.editor)).map((person) => person.user_id);
        expect(await listed()).toContain(contributorId);
        expect((await service.auth.admin.updateUserById(contributorId, { ban_duration: '24h' })).error).toBeNull();
        try {
          expect(await listed()).not.toContain(contributorId);
        } finally {
          await service.auth.admin.updateUserById(contributorId, { ban_duration: 'none' });
        }
        expect(await listed()).toContain(contributorId);
      });
    });

    it('is invited like staff, and two-factor applies when the admin requires it for the role', async () => {
      const invited = await world().clients.admin.rpc('invite_staff', {
        invitee_email: uniqueEmail('freelancer'),
        role_name: 'contributor',
      });
      expect(invited.error).toBeNull();
      expect((invited.data as { role: string }).role).toBe('contributor');
      const require = (required: boolean) =>
        world().clients.admin.from('two_factor_requirements').update({ required }).eq('role', 'contributor');
      expect((await require(true)).error).toBeNull();
      try {
        const refused = await contributor.from('news_stories').insert({
          title: 'Without a second factor',
          summary: 'x',
          author: 'Me',
          category: 'Feature',
          status: 'draft',
        });
        expect(refused.error?.code).toBe('42501');
        expect((await contributor.rpc('two_factor_required_for_me')).data).toBe(true);
      } finally {
        await require(false);
      }
    });
  });

  describe('notices reach current staff only (decision 190, review fixes)', () => {
    let freelancer: SupabaseClient;
    let freelancerId: string;
    let freelancerEmail: string;

    beforeAll(async () => {
      freelancerEmail = uniqueEmail('freelancer');
      const created = await world().service.auth.admin.createUser({
        email: freelancerEmail,
        password: PASSWORD,
        email_confirm: true,
      });
      if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
      freelancerId = created.data.user.id;
      const granted = await world().clients.admin.rpc('set_user_role', {
        target_user_id: freelancerId,
        role_name: 'contributor',
        enabled: true,
      });
      if (granted.error) throw new Error(`set_user_role failed: ${granted.error.message}`);
      freelancer = createTestClient(world().test.url, world().test.backend.anonKey);
      const signIn = await freelancer.auth.signInWithPassword({ email: freelancerEmail, password: PASSWORD });
      if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    });

    it('refuses an assignee who holds no staff role, for editors and the service role alike', async () => {
      const story = await addStory(world().clients.editor, { status: 'draft' });
      for (const client of [world().clients.editor, world().service]) {
        expect((await assign(client, story.id, world().userIds.reader)).error).toMatchObject({
          code: '23514',
          message: 'A story can be assigned only to a contributor, editor or admin.',
        });
      }
      expect((await assign(world().clients.editor, story.id, freelancerId)).error).toBeNull();
      const { count } = await world()
        .service.from('staff_notices')
        .select('id', { count: 'exact', head: true })
        .eq('recipient_id', world().userIds.reader);
      expect(count).toBe(0);
    });

    it('a demoted recipient reads none of their notices and is mailed none; the notice is closed unsent', async () => {
      const title = `Demoted ${Date.now().toString(36)}`;
      const story = await addStory(world().clients.editor, { status: 'draft', title });
      // Assigned, then demoted before the worker's next poll (one transaction, so it cannot mail between).
      await world().test.backend.db.transaction(async (tx) => {
        await tx.query(`update public.story_assignments set assignee_id = $1 where story_id = $2`, [
          freelancerId,
          story.id,
        ]);
        await tx.query(`delete from public.user_roles where user_id = $1`, [freelancerId]);
      });
      expect((await freelancer.from('staff_notices').select('id').eq('story_id', story.id)).data).toEqual([]);
      await world().test.backend.staffMail.drain();
      const mails = await world().test.mailbox.messages(freelancerEmail);
      expect(mails.filter((mail) => mail.subject.includes(title))).toEqual([]);
      const { rows } = await world().test.backend.db.query(
        `select mail_due_at, mail_sent_at, mail_error from public.staff_notices where story_id = $1`,
        [story.id],
      );
      expect(rows).toEqual([{ mail_due_at: null, mail_sent_at: null, mail_error: 'not staff' }]);
    });

    it('names an assignee on the board as the picker does: the linked author profile first', async () => {
      const db = world().test.backend.db;
      const editor = world().clients.editor;
      // The test above demotes the freelancer: staff again, so they may be assigned.
      const regranted = await world().clients.admin.rpc('set_user_role', {
        target_user_id: freelancerId,
        role_name: 'contributor',
        enabled: true,
      });
      expect(regranted.error).toBeNull();
      const story = await addStory(editor, { status: 'draft' });
      expect((await assign(editor, story.id, freelancerId)).error).toBeNull();
      const name = `Profile ${Date.now().toString(36)}`;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.authors (name, slug) values ($1, $2) returning id`,
        [name, `profile-${Date.now().toString(36)}`],
      );
      await db.query(`insert into public.author_accounts (author_id, user_id) values ($1, $2)`, [
        rows[0].id,
        freelancerId,
      ]);
      try {
        const picker = (await editor.rpc('assignable_staff')).data as Array<{ user_id: string; name: string }>;
        expect(picker).toContainEqual({ user_id: freelancerId, name });
        expect((await editor.rpc('planning_assignee_name', { assignee: freelancerId })).data).toBe(name);
      } finally {
        await db.query(`delete from public.authors where id = $1`, [rows[0].id]);
      }
    });
  });
}
