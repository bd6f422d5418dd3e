import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, type ApiWorld } from './apiWorld.ts';

interface BoardRow {
  id: string;
  title: string;
  workflow_status: string;
  desk: string | null;
  desk_name: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  slot: string;
  moves: string[];
}

/** A day far enough ahead that every slot and deadline on it passes the planning-time rule. */
const DAY = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const at = (time: string, day = DAY) => `${day}T${time}Z`;
const NEXT_DAY = new Date(Date.parse(`${DAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * planning_board (issue 52 item 4, decision 191): the day's budget by slot, else deadline, else
 * publication time, under the caller's own policies, with the moves the caller may make. Run inside
 * apiRules.test.ts, on its backend.
 */
export function describePlanningBoard(current: () => ApiWorld): void {
  const world = () => current();
  let counter = 0;

  async function addStory(fields: Record<string, unknown> = {}, client: SupabaseClient = world().service) {
    const { data, error } = await client
      .from('news_stories')
      .insert({
        title: `Planned ${++counter} ${Date.now().toString(36)}`,
        summary: 'A paragraph.',
        category: 'Feature',
        status: 'draft',
        ...fields,
      })
      .select('id')
      .single();
    if (error || !data) throw new Error(`insert failed: ${error?.message}`);
    return data.id as string;
  }

  async function plan(story: string, fields: Record<string, unknown>) {
    const { error } = await world().clients.editor.from('story_assignments').update(fields).eq('story_id', story);
    if (error) throw new Error(`planning failed: ${error.message}`);
  }

  const board = async (client: SupabaseClient, day = DAY, tz = 'UTC') => {
    const { data, error } = await client.rpc('planning_board', { day, tz });
    if (error) throw new Error(`planning_board failed: ${error.message}`);
    return data as BoardRow[];
  };

  describe('planning board (decision 191)', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.slot = await addStory({ workflow_status: 'pitch' });
      await plan(ids.slot, { desk: 'sport', planned_for: at('12:00:00'), deadline: at('09:00:00', NEXT_DAY) });
      ids.deadline = await addStory();
      await plan(ids.deadline, { desk: 'uk', deadline: at('08:30:00') });
      ids.scheduled = await addStory({ status: 'published', published_at: at('18:00:00') });
      ids.elsewhere = await addStory();
      await plan(ids.elsewhere, { desk: 'uk', planned_for: at('10:00:00', NEXT_DAY), deadline: at('08:00:00') });
    });

    it('lists the day by slot, else deadline, else publication time, by desk, with the moves allowed', async () => {
      const rows = (await board(world().clients.editor)).filter((row) => Object.values(ids).includes(row.id));
      expect(rows.map((row) => [row.id, row.desk_name, row.workflow_status])).toEqual([
        [ids.deadline, 'UK', 'in_progress'],
        [ids.slot, 'Sport', 'pitch'],
        [ids.scheduled, null, 'scheduled'],
      ]);
      expect(rows[1].slot).toBe(new Date(at('12:00:00')).toISOString().replace('.000Z', '+00:00'));
      expect(rows[1].moves).toEqual([
        'assigned',
        'in_progress',
        'ready_for_edit',
        'ready_to_publish',
        'scheduled',
        'published',
        'spiked',
      ]);
    });

    it('counts the whole day beside a page of it, as the board asks to tell a day the row cap cut', async () => {
      const { data, count, error } = await world()
        .clients.editor.rpc('planning_board', { day: DAY, tz: 'UTC' }, { count: 'exact' })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(count).toBe((await board(world().clients.editor)).length);
      expect(count).toBeGreaterThan(1);
    });

    it('reads the day in the time zone given', async () => {
      // Noon UTC is one in the morning of the next day in Auckland (UTC+13 in summer, +12 in winter).
      const auckland = await board(world().clients.editor, NEXT_DAY, 'Pacific/Auckland');
      expect(auckland.map((row) => row.id)).toContain(ids.slot);
      expect((await board(world().clients.editor, DAY, 'Pacific/Auckland')).map((row) => row.id)).not.toContain(
        ids.slot,
      );
      expect((await world().clients.editor.rpc('planning_board', { day: DAY, tz: 'Mars/Olympus' })).error?.code).toBe(
        '22023',
      );
    });

    it('gives a contributor their own stories with their moves and names, and refuses anonymous callers', async () => {
      const email = uniqueEmail('planner');
      const created = await world().service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: 'Pat Planner' },
      });
      if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
      const contributorId = created.data.user.id;
      const granted = await world().clients.admin.rpc('set_user_role', {
        target_user_id: contributorId,
        role_name: 'contributor',
        enabled: true,
      });
      if (granted.error) throw new Error(`set_user_role failed: ${granted.error.message}`);
      const contributor = createTestClient(world().test.url, world().test.backend.anonKey);
      await contributor.auth.signInWithPassword({ email, password: PASSWORD });
      await plan(ids.slot, { assignee_id: contributorId });

      const editorRow = (await board(world().clients.editor)).find((row) => row.id === ids.slot);
      expect(editorRow?.assignee_name).toBe('Pat Planner');
      const rows = await board(contributor);
      const ids_seen = rows.map((row) => row.id);
      expect(ids_seen).toContain(ids.slot);
      expect(ids_seen).not.toContain(ids.deadline);
      const mine = rows.find((row) => row.id === ids.slot)!;
      expect(mine).toMatchObject({ desk_name: 'Sport', assignee_name: 'Pat Planner' });
      expect(mine.moves).toEqual(['in_progress', 'ready_for_edit']);

      const anonymous = await world().clients.anon.rpc('planning_board', { day: DAY, tz: 'UTC' });
      expect(anonymous.error).not.toBeNull();
      expect((await world().clients.reader.rpc('planning_board', { day: DAY, tz: 'UTC' })).data).toEqual([]);
    });
  });
}
