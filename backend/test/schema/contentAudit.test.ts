import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test against a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The content audit trail (content_audit_log) as supabase-js meets it: the triggers record who
 * created, changed, published, unpublished or deleted content through the API; admins read the
 * trail and nobody (not even an admin or the service role) edits it through the API.
 */
let world: ApiWorld;

interface AuditRow {
  table_name: string;
  row_id: string;
  action: string;
  title: string | null;
  changed_columns: string[];
  actor_user_id: string | null;
  actor_email: string | null;
}

const COLUMNS = 'table_name, row_id, action, title, changed_columns, actor_user_id, actor_email';

async function trailOf(rowId: string): Promise<AuditRow[]> {
  const { data, error } = await world.clients.admin
    .from('content_audit_log')
    .select(COLUMNS)
    .eq('row_id', rowId)
    .order('id');
  if (error) throw error;
  return data as AuditRow[];
}

async function emailOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getUser();
  return data.user?.email ?? '';
}

/** Inserts one row as `client` and returns its id (the write must succeed). */
async function created(client: SupabaseClient, table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await client.from(table).insert(row).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

describe.each(databaseKinds())('content audit log [%s]', (database) => {
  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  it("records a story's life: created, changed, published, unpublished, deleted, with the editor as actor", async () => {
    const editor = world.clients.editor;
    const id = await created(editor, 'news_stories', {
      title: 'Audit: first draft',
      category: 'Foreign',
      status: 'draft',
    });
    const update = (patch: Record<string, unknown>) => editor.from('news_stories').update(patch).eq('id', id);
    expect((await update({ title: 'Audit: second draft' })).error).toBeNull();
    expect((await update({ status: 'published' })).error).toBeNull();
    expect((await update({ status: 'draft' })).error).toBeNull();
    expect((await editor.from('news_stories').delete().eq('id', id)).error).toBeNull();

    const actor = { actor_user_id: world.userIds.editor, actor_email: await emailOf(editor) };
    const trail = await trailOf(id);
    expect(trail.map((row) => [row.action, row.title])).toEqual([
      ['created', 'Audit: first draft'],
      ['changed', 'Audit: second draft'],
      ['published', 'Audit: second draft'],
      ['unpublished', 'Audit: second draft'],
      ['deleted', 'Audit: second draft'],
    ]);
    for (const row of trail) expect(row).toMatchObject({ table_name: 'news_stories', row_id: id, ...actor });
    // Only the edited column is named, not the bookkeeping ones (updated_at, version, excerpt…).
    expect(trail[1].changed_columns).toEqual(['title']);
    expect(trail[2].changed_columns).toContain('status');
  });

  it('covers essays, live feeds, ads and live events; an active flag is their publication', async () => {
    const admin = world.clients.admin;
    const essay = await created(world.clients.editor, 'photo_essays', { title: 'Audit essay', status: 'published' });
    const feed = await created(world.clients.editor, 'live_feeds', { title: 'Audit feed', source: 'Desk' });
    const ad = await created(admin, 'advertisements', { title: 'Audit ad', image_url: 'https://ads.example/a.png' });
    expect((await admin.from('advertisements').update({ is_active: false }).eq('id', ad)).error).toBeNull();
    expect((await admin.from('live_feeds').update({ is_active: false }).eq('id', feed)).error).toBeNull();
    const event = await created(world.clients.editor, 'sports_events', {
      title: 'Audit final',
      scheduled_start: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(
      (await world.clients.editor.from('sports_events').update({ is_live: true }).eq('id', event)).error,
    ).toBeNull();

    expect((await trailOf(essay)).map((row) => row.action)).toEqual(['created']);
    expect((await trailOf(feed)).map((row) => row.action)).toEqual(['created', 'unpublished']);
    const adTrail = await trailOf(ad);
    expect(adTrail.map((row) => row.action)).toEqual(['created', 'unpublished']);
    expect(adTrail[0].actor_user_id).toBe(world.userIds.admin);
    expect((await trailOf(event)).map((row) => [row.table_name, row.action])).toEqual([
      ['sports_events', 'created'],
      ['sports_events', 'changed'],
    ]);
  });

  it("does not record a reader's event view, nor the database owner's own writes (seed, migrations)", async () => {
    const event = await created(world.clients.editor, 'sports_events', {
      title: 'Audit viewed event',
      scheduled_start: new Date().toISOString(),
    });
    expect((await world.clients.anon.rpc('increment_sports_event_views', { event_id: event })).error).toBeNull();
    expect((await trailOf(event)).map((row) => row.action)).toEqual(['created']);

    const { rows } = await world.test.backend.db.query<{ id: string }>(
      `insert into public.news_stories (title, category, status) values ('Owner story', 'Foreign', 'draft') returning id`,
    );
    expect(await trailOf(rows[0].id)).toEqual([]);
  });

  it('admins read it; editors and plain users see no row; visitors are refused', async () => {
    const { data, error } = await world.clients.admin.from('content_audit_log').select('id').limit(5);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    for (const persona of ['editor', 'reader'] as const) {
      const seen = await world.clients[persona].from('content_audit_log').select('id');
      expect(seen.error, persona).toBeNull();
      expect(seen.data, persona).toEqual([]);
    }
    expect((await world.clients.anon.from('content_audit_log').select('id')).error?.code).toBe('42501');
  });

  it('cannot be written, edited or erased through the API, not by an admin nor the service role', async () => {
    for (const client of [world.clients.admin, world.clients.editor, world.clients.anon, world.service]) {
      const forged = await client.from('content_audit_log').insert({
        table_name: 'news_stories',
        row_id: world.userIds.reader,
        action: 'deleted',
      });
      expect(forged.error?.code).toBe('42501');
      const edited = await client.from('content_audit_log').update({ actor_email: 'someone@else' }).gt('id', 0);
      expect(edited.error?.code).toBe('42501');
      const erased = await client.from('content_audit_log').delete().gt('id', 0);
      expect(erased.error?.code).toBe('42501');
    }
    const { count } = await world.service.from('content_audit_log').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });
});
