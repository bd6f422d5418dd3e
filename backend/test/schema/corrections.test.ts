import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(2)>';

/**
 * Corrections and readers' error reports through supabase-js
 * (supabase/migrations/20261129120000_corrections_and_error_reports.sql): who reads and writes
 * each table, the checks on hostile input, the honeypot, the revision link, the audit row, page
 * purges and the per-address limit.
 */
describe.each(databaseKinds())('corrections and error reports [%s]', (database) => {
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
        title: `Corrected ${++counter} ${Date.now().toString(36)}`,
        summary: 'What happened.',
        author: 'Desk Author',
        category: 'Foreign',
        read_time: '2 min read',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
        ...fields,
      })
      .select('id')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data.id as string;
  }

  const addNote = (client: SupabaseClient, storyId: string, fields: Record<string, unknown> = {}) =>
    client
      .from('story_corrections')
      .insert({ story_id: storyId, kind: 'correction', note: 'The vote was on Tuesday, not Monday.', ...fields })
      .select('*')
      .single();

  const report = (client: SupabaseClient, storyId: string, fields: Record<string, unknown> = {}) =>
    client.from('story_error_reports').insert({ story_id: storyId, description: 'The date is wrong.', ...fields });

  const storedReports = async (storyId: string) =>
    (await world.service.from('story_error_reports').select('*').eq('story_id', storyId)).data ?? [];

  describe('corrections', () => {
    it('an editor adds a note to a published story: stamped, linked to the saved revision, public', async () => {
      const storyId = await addStory();
      await world.clients.editor.from('news_stories').update({ title: 'Vote held on Tuesday' }).eq('id', storyId);
      const { data, error } = await addNote(world.clients.editor, storyId);
      expect(error).toBeNull();
      expect(data).toMatchObject({ created_by: world.userIds.editor, story_version: 2 });
      const revision = await world.service
        .from('story_revisions')
        .select('id, title')
        .eq('story_id', storyId)
        .eq('version', 2)
        .single();
      expect(data?.revision_id).toBe(revision.data?.id);
      expect(revision.data?.title).toBe('Vote held on Tuesday');
      for (const client of [world.clients.anon, world.clients.reader]) {
        const read = await client.from('story_corrections').select('id, kind, note').eq('story_id', storyId);
        expect(read.data).toEqual([{ id: data!.id, kind: 'correction', note: data!.note }]);
      }
      const purges = await world.service
        .from('page_purges')
        .select('keys')
        .contains('keys', [`row:${data!.id}`]);
      expect(purges.data?.[0]?.keys).toEqual(
        expect.arrayContaining([`row:${storyId}`, 'list:story_corrections', 'rows:story_corrections']),
      );
    });

    it('anon and readers cannot add notes; a draft or scheduled story takes none', async () => {
      const storyId = await addStory();
      expect((await addNote(world.clients.anon, storyId)).error?.code).toBe('42501');
      expect((await addNote(world.clients.reader, storyId)).error?.code).toBe('42501');
      const draft = await addStory({ status: 'draft', published_at: null });
      const scheduled = await addStory({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
      for (const id of [draft, scheduled]) {
        const refused = await addNote(world.clients.editor, id);
        expect(refused.error?.code).toBe('PT422');
        expect(refused.error?.message).toBe('Only a published story can carry a correction or clarification.');
      }
    });

    it('a note is never rewritten; editors cannot delete it; an admin can, leaving an audit row', async () => {
      const storyId = await addStory();
      const { data: note } = await addNote(world.clients.editor, storyId, { kind: 'clarification' });
      const edit = await world.clients.editor
        .from('story_corrections')
        .update({ note: 'rewritten' })
        .eq('id', note!.id);
      expect(edit.error?.code).toBe('42501');
      const editorDelete = await world.clients.editor
        .from('story_corrections')
        .delete()
        .eq('id', note!.id)
        .select('id');
      expect(editorDelete.data).toEqual([]);
      const kept = await world.service.from('story_corrections').select('note').eq('id', note!.id).single();
      expect(kept.data?.note).toBe(note!.note);
      const adminDelete = await world.clients.admin.from('story_corrections').delete().eq('id', note!.id).select('id');
      expect(adminDelete.data).toEqual([{ id: note!.id }]);
      const audit = await world.service
        .from('content_audit_log')
        .select('action, title, actor_user_id')
        .eq('row_id', note!.id)
        .order('id');
      expect(audit.data?.map((row) => row.action)).toEqual(['created', 'deleted']);
      expect(audit.data?.[1]).toMatchObject({ actor_user_id: world.userIds.admin });
      expect(audit.data?.[1]?.title).toContain('Clarification: The vote was on Tuesday');
    });

    it('notes of a story taken down are hidden from the public, kept for editors', async () => {
      const storyId = await addStory();
      const { data: note } = await addNote(world.clients.editor, storyId);
      await world.clients.editor.from('news_stories').update({ status: 'draft' }).eq('id', storyId);
      expect((await world.clients.anon.from('story_corrections').select('id').eq('id', note!.id)).data).toEqual([]);
      expect((await world.clients.editor.from('story_corrections').select('id').eq('id', note!.id)).data).toHaveLength(
        1,
      );
    });

    it('refuses an empty, over-long or unknown kind of note; stores HTML as text', async () => {
      const storyId = await addStory();
      const cases: [Record<string, unknown>, string][] = [
        [{ note: ' \n\t ' }, 'story_corrections_note_present'],
        [{ note: 'x'.repeat(2001) }, 'story_corrections_note_length'],
        [{ kind: 'retraction' }, 'story_corrections_kind_check'],
      ];
      for (const [fields, constraint] of cases) {
        const refused = await addNote(world.clients.editor, storyId, fields);
        expect(refused.error?.code).toBe('23514');
        expect(refused.error?.message).toContain(constraint);
      }
      const html = await addNote(world.clients.editor, storyId, { note: SCRIPT });
      expect(html.data?.note).toBe(SCRIPT);
    });
  });

  describe('error reports', () => {
    it('anyone reports an error on a published story; only editors and admins read reports', async () => {
      const storyId = await addStory();
      const sent = await report(world.clients.anon, storyId, {
        description: SCRIPT,
        source_url: 'https://example.org/official-result',
        email: 'reader@example.org',
      });
      expect(sent.error).toBeNull();
      expect((await report(world.clients.reader, storyId)).error).toBeNull();
      const anonRead = await world.clients.anon.from('story_error_reports').select('id').eq('story_id', storyId);
      expect(anonRead.error?.code).toBe('42501');
      expect(
        (await world.clients.reader.from('story_error_reports').select('id').eq('story_id', storyId)).data,
      ).toEqual([]);
      for (const client of [world.clients.editor, world.clients.admin]) {
        const read = await client.from('story_error_reports').select('description, status').eq('story_id', storyId);
        expect(read.data).toHaveLength(2);
        expect(read.data).toContainEqual({ description: SCRIPT, status: 'new' });
      }
    });

    it('refuses a report about an unknown, draft or scheduled story', async () => {
      const draft = await addStory({ status: 'draft', published_at: null });
      const scheduled = await addStory({ published_at: new Date(Date.now() + 86_400_000).toISOString() });
      for (const id of [crypto.randomUUID(), draft, scheduled]) {
        const refused = await report(world.clients.anon, id);
        expect(refused.error?.code).toBe('PT404');
        expect(refused.error?.message).toContain('This story cannot take error reports');
      }
      expect(await storedReports(draft)).toEqual([]);
    });

    it('refuses bad input with the constraint that names it', async () => {
      const storyId = await addStory();
      const cases: [Record<string, unknown>, string][] = [
        [{ description: '   \n ' }, 'story_error_reports_description_present'],
        [{ description: 'x'.repeat(5001) }, 'story_error_reports_description_length'],
        [{ source_url: 'javascript:alert(1)' }, 'story_error_reports_source_url_http'],
        [{ source_url: 'ftp://example.org/file' }, 'story_error_reports_source_url_http'],
        [{ source_url: `https://example.org/${'a'.repeat(2000)}` }, 'story_error_reports_source_url_http'],
        [{ email: 'not an address' }, 'story_error_reports_email_format'],
        [{ email: '<script>@x.y' }, 'story_error_reports_email_format'],
      ];
      for (const [fields, constraint] of cases) {
        const refused = await report(world.clients.anon, storyId, fields);
        expect(refused.error?.code, constraint).toBe('23514');
        expect(refused.error?.message).toContain(constraint);
      }
      expect((await report(world.clients.anon, storyId, { description: 'x'.repeat(5000) })).error).toBeNull();
      expect(await storedReports(storyId)).toHaveLength(1);
    });

    it('a filled honeypot is answered as a success and stores nothing', async () => {
      const storyId = await addStory();
      const bot = await report(world.clients.anon, storyId, { website: 'https://spam.example' });
      expect(bot.error).toBeNull();
      expect(await storedReports(storyId)).toEqual([]);
    });

    it('a reader cannot file a report as handled nor triage one; an editor triages and links the correction', async () => {
      const storyId = await addStory();
      const preset = await report(world.clients.anon, storyId, { status: 'corrected' });
      expect(preset.error?.code).toBe('42501');
      await report(world.clients.anon, storyId);
      const [stored] = await storedReports(storyId);
      const readerEdit = await world.clients.reader
        .from('story_error_reports')
        .update({ status: 'declined' })
        .eq('id', stored.id)
        .select('id');
      expect(readerEdit.data ?? []).toEqual([]);
      const otherNote = await addNote(world.clients.editor, await addStory());
      const wrongLink = await world.clients.editor
        .from('story_error_reports')
        .update({ correction_id: otherNote.data!.id })
        .eq('id', stored.id);
      expect(wrongLink.error?.code).toBe('23514');
      const note = await addNote(world.clients.editor, storyId);
      const resolved = await world.clients.editor
        .from('story_error_reports')
        .update({ status: 'corrected', correction_id: note.data!.id })
        .eq('id', stored.id)
        .select('status, correction_id, reviewed_by, reviewed_at')
        .single();
      expect(resolved.data).toMatchObject({
        status: 'corrected',
        correction_id: note.data!.id,
        reviewed_by: world.userIds.editor,
      });
      expect(resolved.data?.reviewed_at).toBeTruthy();
      const description = await world.clients.editor
        .from('story_error_reports')
        .update({ description: 'rewritten' })
        .eq('id', stored.id);
      expect(description.error?.code).toBe('42501');
    });

    it('limits reports per e-mail address (429 with Retry-After) whatever the story', async () => {
      await world.test.backend.db.query(
        `update private.rate_limit_rules set max_hits = 2 where bucket = 'story_error_reports:address'`,
      );
      const email = `flood-${Date.now()}@example.org`;
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await report(world.clients.anon, await addStory(), { email }));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
      expect(answers[2].error?.message).toBe('Too many error reports from this address. Please try again later.');
      const other = await report(world.clients.anon, await addStory(), { email: `other-${email}` });
      expect(other.status).toBe(201);
    });
  });
});
