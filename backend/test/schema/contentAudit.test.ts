import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, startApiWorld, type ApiWorld } from './apiWorld.ts';

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

interface TrashedItem {
  kind: string;
  id: string;
  title: string;
  workflow_status: string | null;
  deleted_at: string;
  deleted_by_name: string | null;
  purge_after: string;
}

/** The trash as `client` sees it (decision 195). */
async function trashOf(client: SupabaseClient): Promise<TrashedItem[]> {
  const { data, error } = await client.rpc('trashed_items');
  if (error) throw error;
  return data as TrashedItem[];
}

/** The row as the database owner sees it (trashed rows included), or undefined once purged. */
async function ownerRow(table: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await world.test.backend.db.query<Record<string, unknown>>(
    `select * from public.${table} where id = $1`,
    [id],
  );
  return rows[0];
}

/** A signed-in contributor (decision 183), made for the test. */
async function contributor(): Promise<SupabaseClient> {
  const email = uniqueEmail('contributor');
  const { data } = await world.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'contributor')`, [
    data.user!.id,
  ]);
  const client = createTestClient(world.test.url, world.test.backend.anonKey);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return client;
}

describe.each(databaseKinds())('content audit log [%s]', (database) => {
  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  it("records a story's life: created, changed, published, unpublished, trashed, with the editor as actor", async () => {
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
      ['trashed', 'Audit: second draft'],
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

  describe('the trash (decision 195)', () => {
    const PUBLISHED = { category: 'Foreign', status: 'published', workflow_status: 'published' };

    it('a story deleted by an editor goes to the trash: out of every read, 410 for its page, listed, purged from caches, audited', async () => {
      const editor = world.clients.editor;
      const id = await created(editor, 'news_stories', { title: 'Trash: a published story', ...PUBLISHED });
      const before = await ownerRow('news_stories', id);
      expect((await world.clients.anon.from('news_stories').select('id').eq('id', id)).data).toHaveLength(1);

      const deleted = await editor.from('news_stories').delete().eq('id', id);
      expect(deleted.error).toBeNull();

      for (const client of [world.clients.anon, world.clients.reader, editor, world.clients.admin]) {
        expect((await client.from('news_stories').select('id').eq('id', id)).data).toEqual([]);
      }
      const search = await world.clients.anon.rpc('search_content', { search_query: 'Trash published story' });
      expect((search.data as { id: string }[]).map((hit) => hit.id)).not.toContain(id);
      expect((await world.clients.anon.rpc('story_gone', { story: id })).data).toBe(true);

      const row = await ownerRow('news_stories', id);
      expect(row?.deleted_at).not.toBeNull();
      // No edit: the version and the statuses stay, so a restore brings back exactly this row.
      expect(row).toMatchObject({ version: before?.version, status: 'published', workflow_status: 'published' });

      const [listed] = (await trashOf(editor)).filter((item) => item.id === id);
      expect(listed).toMatchObject({ kind: 'story', title: 'Trash: a published story', workflow_status: 'published' });
      expect(listed.deleted_by_name).toBe((await emailOf(editor)).split('@')[0]);
      expect(Date.parse(listed.purge_after) - Date.parse(listed.deleted_at)).toBe(30 * 86_400_000);

      const { rows: purges } = await world.test.backend.db.query<{ keys: string[] }>(
        `select keys from public.page_purges where $1 = any (keys)`,
        [`row:${id}`],
      );
      expect(purges.flatMap((purge) => purge.keys)).toContain('list:news_stories');
      expect((await trailOf(id)).map((entry) => [entry.action, entry.actor_user_id])).toEqual([
        ['created', world.userIds.editor],
        ['trashed', world.userIds.editor],
      ]);
    });

    it('restores an item exactly as it was, workflow status included; audited; its page is back', async () => {
      const editor = world.clients.editor;
      const id = await created(editor, 'news_stories', {
        title: 'Trash: ready for edit',
        category: 'Foreign',
        status: 'draft',
        workflow_status: 'ready_for_edit',
      });
      const published = await created(editor, 'news_stories', { title: 'Trash: restored story', ...PUBLISHED });
      const before = await ownerRow('news_stories', id);
      expect((await editor.from('news_stories').delete().in('id', [id, published])).error).toBeNull();

      expect((await editor.rpc('restore_trashed', { kind: 'story', id })).error).toBeNull();
      expect((await editor.rpc('restore_trashed', { kind: 'story', id: published })).error).toBeNull();
      const after = await ownerRow('news_stories', id);
      expect(after).toMatchObject({
        deleted_at: null,
        status: 'draft',
        workflow_status: 'ready_for_edit',
        version: before?.version,
        title: 'Trash: ready for edit',
      });
      expect((await world.clients.anon.from('news_stories').select('id').eq('id', published)).data).toHaveLength(1);
      expect((await world.clients.anon.rpc('story_gone', { story: published })).data).toBe(false);
      expect((await trashOf(editor)).map((item) => item.id)).not.toContain(id);
      expect((await trailOf(id)).map((entry) => entry.action)).toEqual(['created', 'trashed', 'restored']);
      // Not in the trash (any more): nothing to restore.
      expect((await editor.rpc('restore_trashed', { kind: 'story', id })).error?.code).toBe('P0002');
    });

    it("trashes photo essays, live posts and ads the same way; ads are the admins'", async () => {
      const editor = world.clients.editor;
      const admin = world.clients.admin;
      const essay = await created(editor, 'photo_essays', { title: 'Trash essay', status: 'published' });
      const blog = await created(editor, 'news_stories', {
        title: 'Trash: live blog',
        ...PUBLISHED,
        live_state: 'live',
      });
      const post = await created(editor, 'live_posts', { story_id: blog, title: 'Trash post', body: 'A line.' });
      const ad = await created(admin, 'advertisements', { title: 'Trash ad', image_url: 'https://ads.example/t.png' });

      expect((await editor.from('photo_essays').delete().eq('id', essay)).error).toBeNull();
      expect((await editor.from('live_posts').delete().eq('id', post)).error).toBeNull();
      // An editor's delete of an ad matches nothing (ads are the admins'); the admin's trashes it.
      expect((await editor.from('advertisements').delete().eq('id', ad)).error).toBeNull();
      expect((await ownerRow('advertisements', ad))?.deleted_at).toBeNull();
      expect((await admin.from('advertisements').delete().eq('id', ad)).error).toBeNull();

      for (const [table, id] of [
        ['photo_essays', essay],
        ['live_posts', post],
        ['advertisements', ad],
      ]) {
        expect((await ownerRow(table, id))?.deleted_at, table).not.toBeNull();
        expect((await world.clients.anon.from(table).select('id').eq('id', id)).data, table).toEqual([]);
        expect((await admin.from(table).select('id').eq('id', id)).data, table).toEqual([]);
        expect(
          (await trailOf(id)).map((entry) => entry.action),
          table,
        ).toEqual(['created', 'trashed']);
      }
      const editorsTrash = (await trashOf(editor)).map((item) => [item.kind, item.id]);
      expect(editorsTrash).toEqual(
        expect.arrayContaining([
          ['photo_essay', essay],
          ['live_post', post],
        ]),
      );
      expect(editorsTrash).not.toContainEqual(['ad', ad]);
      expect((await trashOf(admin)).map((item) => [item.kind, item.id])).toContainEqual(['ad', ad]);
      expect((await editor.rpc('restore_trashed', { kind: 'ad', id: ad })).error?.code).toBe('42501');
      expect((await admin.rpc('restore_trashed', { kind: 'ad', id: ad })).error).toBeNull();
      expect((await world.clients.anon.from('advertisements').select('id').eq('id', ad)).data).toHaveLength(1);
      expect((await editor.rpc('restore_trashed', { kind: 'live_post', id: post })).error).toBeNull();
      expect((await world.clients.anon.from('live_posts').select('id').eq('id', post)).data).toHaveLength(1);
    });

    it("refuses contributors, readers and visitors: no trash, no restore, no purge; deleted_at is the database's", async () => {
      const writer = await contributor();
      const own = await created(writer, 'news_stories', {
        title: 'Trash: a pitch',
        category: 'Feature',
        status: 'draft',
      });
      expect((await writer.from('news_stories').delete().eq('id', own)).error).toBeNull();
      expect((await ownerRow('news_stories', own))?.deleted_at).toBeNull();

      const id = await created(world.clients.editor, 'news_stories', { title: 'Trash: refusals', ...PUBLISHED });
      expect((await world.clients.editor.from('news_stories').delete().eq('id', id)).error).toBeNull();
      for (const client of [writer, world.clients.reader, world.clients.anon]) {
        expect((await client.rpc('restore_trashed', { kind: 'story', id })).error?.code).toBe('42501');
        expect((await client.rpc('purge_trashed', { kind: 'story', id })).error?.code).toBe('42501');
        expect((await client.rpc('trashed_items')).error?.code).toBe('42501');
        expect((await client.rpc('purge_expired_trash')).error?.code).toBe('42501');
      }
      // Only an admin deletes for good; an editor's second delete finds nothing (the row is out of reads).
      expect((await world.clients.editor.rpc('purge_trashed', { kind: 'story', id })).error?.code).toBe('42501');
      expect((await world.clients.editor.from('news_stories').delete().eq('id', id)).error).toBeNull();
      expect(await ownerRow('news_stories', id)).toBeDefined();

      const other = await created(world.clients.editor, 'news_stories', { title: 'Trash: forged', ...PUBLISHED });
      const forged = await world.clients.editor
        .from('news_stories')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', other);
      expect(forged.error?.code).toBe('42501');
      const forgedInsert = await world.clients.editor
        .from('news_stories')
        .insert({ title: 'Trash: born trashed', category: 'Foreign', deleted_at: new Date().toISOString() });
      expect(forgedInsert.error?.code).toBe('42501');
      expect((await world.clients.editor.rpc('restore_trashed', { kind: 'page', id })).error?.code).toBe('22023');
    });

    it("a trashed draft's preview links stop working, and stay revoked after a restore", async () => {
      const editor = world.clients.editor;
      const id = await created(editor, 'news_stories', {
        title: 'Trash: shared draft',
        category: 'Foreign',
        status: 'draft',
      });
      const link = await editor.rpc('create_story_preview_link', { story: id }).single<{ id: string; token: string }>();
      expect(link.error).toBeNull();
      const preview = async () => (await world.clients.anon.rpc('story_preview', { token: link.data!.token })).data;
      expect(await preview()).toMatchObject({ title: 'Trash: shared draft' });
      expect((await editor.rpc('trash_item', { kind: 'story', id })).error).toBeNull();
      expect(await preview()).toBeNull();
      expect((await editor.rpc('restore_trashed', { kind: 'story', id })).error).toBeNull();
      expect(await preview()).toBeNull();
    });

    it("the consoles' trash_item says whether it trashed: refused, missing, already trashed", async () => {
      const editor = world.clients.editor;
      const id = await created(editor, 'news_stories', { title: 'Trash: by the console', ...PUBLISHED });
      const writer = await contributor();
      expect((await writer.rpc('trash_item', { kind: 'story', id })).error?.code).toBe('42501');
      expect((await editor.rpc('trash_item', { kind: 'ad', id })).error?.code).toBe('42501');
      expect((await editor.rpc('trash_item', { kind: 'story', id })).error).toBeNull();
      expect((await ownerRow('news_stories', id))?.deleted_at).not.toBeNull();
      expect((await trashOf(editor)).find((item) => item.id === id)?.deleted_by_name).toBe(
        (await emailOf(editor)).split('@')[0],
      );
      expect((await trailOf(id)).map((entry) => entry.action)).toEqual(['created', 'trashed']);
      expect((await editor.rpc('trash_item', { kind: 'story', id })).error?.code).toBe('P0002');
      expect((await editor.rpc('trash_item', { kind: 'photo_essay', id })).error?.code).toBe('P0002');
      expect((await editor.rpc('trash_item', { kind: 'page', id })).error?.code).toBe('22023');
    });

    it('an admin deletes for good; the job empties what was trashed over 30 days ago; both audited', async () => {
      const editor = world.clients.editor;
      const kept = await created(editor, 'news_stories', { title: 'Trash: 29 days', ...PUBLISHED });
      const old = await created(editor, 'news_stories', { title: 'Trash: 31 days', ...PUBLISHED });
      const essay = await created(editor, 'photo_essays', { title: 'Trash: old essay', status: 'published' });
      const now = await created(editor, 'news_stories', { title: 'Trash: for good', ...PUBLISHED });
      expect((await editor.from('news_stories').delete().in('id', [kept, old, now])).error).toBeNull();
      expect((await editor.from('photo_essays').delete().eq('id', essay)).error).toBeNull();
      await world.test.backend.db.query(
        `update public.news_stories set deleted_at = now() - interval '29 days' where id = $1`,
        [kept],
      );
      await world.test.backend.db.query(
        `update public.news_stories set deleted_at = now() - interval '31 days' where id = $1`,
        [old],
      );
      await world.test.backend.db.query(
        `update public.photo_essays set deleted_at = now() - interval '31 days' where id = $1`,
        [essay],
      );

      expect((await world.clients.admin.rpc('purge_trashed', { kind: 'story', id: now })).error).toBeNull();
      expect(await ownerRow('news_stories', now)).toBeUndefined();
      expect((await trailOf(now)).at(-1)).toMatchObject({ action: 'purged', actor_user_id: world.userIds.admin });

      const purged = await world.service.rpc('purge_expired_trash');
      expect(purged.error).toBeNull();
      expect(purged.data).toBeGreaterThanOrEqual(2);
      expect(await ownerRow('news_stories', old)).toBeUndefined();
      expect(await ownerRow('photo_essays', essay)).toBeUndefined();
      expect(await ownerRow('news_stories', kept)).toBeDefined();
      // The local backend's own nightly run (no pg_cron here) finds nothing more to do, then a new old row.
      expect(await world.test.backend.jobs.trash.run()).toBe(0);
      const late = await created(editor, 'photo_essays', { title: 'Trash: left 40 days', status: 'published' });
      expect((await editor.from('photo_essays').delete().eq('id', late)).error).toBeNull();
      await world.test.backend.db.query(
        `update public.photo_essays set deleted_at = now() - interval '40 days' where id = $1`,
        [late],
      );
      // A live blog's posts go with it by the cascade: audited as purged too (review finding 9).
      const blog = await created(editor, 'news_stories', { title: 'Trash: blog', ...PUBLISHED, live_state: 'live' });
      const post = await created(editor, 'live_posts', { story_id: blog, body: 'Kept in the blog.' });
      expect((await editor.from('news_stories').delete().eq('id', blog)).error).toBeNull();
      await world.test.backend.db.query(
        `update public.news_stories set deleted_at = now() - interval '40 days' where id = $1`,
        [blog],
      );
      expect(await world.test.backend.jobs.trash.run()).toBe(2);
      expect(await ownerRow('photo_essays', late)).toBeUndefined();
      expect(await ownerRow('live_posts', post)).toBeUndefined();
      expect((await trailOf(post)).at(-1)).toMatchObject({ action: 'purged', actor_user_id: null });
      // The job has no person behind it: its purges name no actor.
      expect((await trailOf(old)).at(-1)).toMatchObject({ action: 'purged', actor_user_id: null });
      expect((await trailOf(essay)).at(-1)).toMatchObject({ action: 'purged', actor_user_id: null });
    });
  });
});
