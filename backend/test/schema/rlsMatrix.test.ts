import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';
import type { Persona } from './personas.ts';
import {
  FIXTURES_SQL,
  IDS,
  MATRIX_PERSONAS,
  TABLE_CASES,
  designedAs,
  expectedVisible,
  spareUserId,
  victimId,
  type MatrixPersona,
  type TableCase,
} from './rlsCases.ts';
import { enrolledStaff } from './twoFactorSessions.ts';

// Each test makes several HTTP round trips to a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The row-level-security matrix through the real supabase-js client against the local backend:
 * every persona tries select, insert, update and delete on every table and on the blog-images
 * bucket. Each cell is asserted; the whole matrix is printed at the end. Runs on PGlite and, when
 * DATABASE_URL is set, on PostgreSQL too. Besides the four personas, an editor and an admin with a
 * verified authenticator app signed in with the password alone (aal1) must get a reader's access.
 */

const BUCKET = 'blog-images';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const STORAGE_EXPECTED: Record<Persona, { list: boolean; upload: boolean; replace: boolean; remove: boolean }> = {
  // Public URLs serve every object; listing the bucket is for the editorial team only.
  anon: { list: false, upload: false, replace: false, remove: false },
  reader: { list: false, upload: false, replace: false, remove: false },
  editor: { list: true, upload: true, replace: true, remove: true },
  admin: { list: true, upload: true, replace: true, remove: true },
};

/** Fixture rows, spare users and one victim row per persona and table, written as the owner. */
async function seedFixtures(world: ApiWorld): Promise<void> {
  const { db } = world.test.backend;
  await db.exec(FIXTURES_SQL);
  for (const persona of MATRIX_PERSONAS) {
    for (const kind of ['grantee', 'victim'] as const) {
      await db.query(
        `insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)`,
        [spareUserId(kind, persona), `${kind}-${persona}@example.com`],
      );
    }
    for (const [index, tableCase] of TABLE_CASES.entries()) {
      await db.exec(tableCase.victimSql(victimId(index, persona), persona));
    }
  }
  const bucket = world.service.storage.from(BUCKET);
  for (const objectPath of [
    'matrix/fixture.png',
    ...MATRIX_PERSONAS.map((persona) => `matrix/victim-${persona}.png`),
  ]) {
    const { error } = await bucket.upload(objectPath, PNG_1X1, { contentType: 'image/png' });
    if (error) throw new Error(`fixture upload failed: ${error.message}`);
  }
}

/** RLS refusals (42501) are an answer; any other error means the probe itself is broken. */
function refusedOrThrow(error: PostgrestError | null): boolean {
  if (!error) return false;
  if (error.code === '42501') return true;
  throw new Error(`unexpected error ${error.code}: ${error.message}`);
}

/** Tables whose staff deletes move the row to the trash for 30 days instead (decision 195). */
const TRASHABLE = new Set(['news_stories', 'photo_essays', 'live_posts', 'advertisements']);

/** Whether the row is gone or, on a trashable table, in the trash (as the service role sees it). */
async function removed(service: SupabaseClient, table: string, key: string, id: string): Promise<boolean> {
  const { data, error } = await service.from(table).select('*').eq(key, id).maybeSingle();
  if (error) throw new Error(`matrix check of ${table} failed: ${error.message}`);
  return data === null || (TRASHABLE.has(table) && (data as { deleted_at?: string | null }).deleted_at != null);
}

async function probeTable(
  client: SupabaseClient,
  service: SupabaseClient,
  tableCase: TableCase,
  index: number,
  persona: MatrixPersona,
) {
  const key = tableCase.key ?? 'id';
  const ids = [tableCase.probe.public, tableCase.probe.private].filter((id): id is string => id !== null);
  const selected = await client.from(tableCase.table).select(key).in(key, ids);
  // Without a SELECT grant the read is refused outright (42501): the persona sees no row.
  const rows = (refusedOrThrow(selected.error) ? [] : (selected.data ?? [])) as unknown as Record<string, string>[];
  const seen = rows.map((row) => row[key]).sort();

  const inserted = await client.from(tableCase.table).insert(tableCase.insertRow(persona));
  const insert = !refusedOrThrow(inserted.error);

  const updated = await client
    .from(tableCase.table)
    .update(tableCase.updatePatch, { count: 'exact' })
    .eq(key, tableCase.updateTarget);
  const update = !refusedOrThrow(updated.error) && (updated.count ?? 0) > 0;

  const victim = victimId(index, persona);
  const deleted = await client.from(tableCase.table).delete({ count: 'exact' }).eq(key, victim);
  // A trashed row is not deleted (count 0) but is gone for the persona: a delete all the same.
  const del =
    !refusedOrThrow(deleted.error) &&
    ((deleted.count ?? 0) > 0 ||
      (TRASHABLE.has(tableCase.table) && (await removed(service, tableCase.table, key, victim))));
  return { seen, insert, update, delete: del };
}

async function probeBucket(client: SupabaseClient, persona: MatrixPersona) {
  const bucket = client.storage.from(BUCKET);
  const listed = await bucket.list('matrix');
  const list = (listed.data ?? []).some((object) => object.name === 'fixture.png');
  const upload = !(await bucket.upload(`matrix/new-${persona}.png`, PNG_1X1, { contentType: 'image/png' })).error;
  const replace = !(await bucket.update('matrix/fixture.png', PNG_1X1, { contentType: 'image/png' })).error;
  const removed = await bucket.remove([`matrix/victim-${persona}.png`]);
  const remove = (removed.data ?? []).length > 0;
  const publicRead = (await fetch(bucket.getPublicUrl('matrix/fixture.png').data.publicUrl)).status;
  return { access: { list, upload, replace, remove }, publicRead };
}

const mark = (allowed: boolean) => (allowed ? '✓' : '✗');

describe.each(databaseKinds())('RLS matrix [%s]', (database) => {
  let world: ApiWorld;
  let clients: Record<MatrixPersona, SupabaseClient>;
  const matrix: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    world = await startApiWorld({ database, roleRowIds: { admin: IDS.adminRole, editor: IDS.editorRole } });
    const [editor, admin] = [await enrolledStaff(world, 'editor'), await enrolledStaff(world, 'admin')];
    clients = { ...world.clients, 'editor-aal1': editor.passwordOnly, 'admin-aal1': admin.passwordOnly };
    await seedFixtures(world);
  }, 180_000);

  afterAll(async () => {
    console.log(
      `RLS matrix [${database}] via supabase-js: select scope (fixture rows seen) · insert · update · delete; ✓ allowed, ✗ refused`,
    );
    console.table(matrix);
    await world?.stop();
  });

  describe.each(TABLE_CASES.map((tableCase, index) => ({ tableCase, index, table: tableCase.table })))(
    '$table',
    ({ tableCase, index }) => {
      it.each(MATRIX_PERSONAS)('%s gets exactly the designed access', async (persona) => {
        const expected = tableCase.expected[designedAs(persona)];
        const result = await probeTable(clients[persona], world.service, tableCase, index, persona);
        matrix[tableCase.table] ??= {};
        matrix[tableCase.table][persona] =
          `${expected.select} ${result.seen.length}/${expectedVisible(tableCase, 'all').length} · ${mark(result.insert)} · ${mark(result.update)} · ${mark(result.delete)}`;
        expect(result).toEqual({
          seen: expectedVisible(tableCase, expected.select),
          insert: expected.insert,
          update: expected.update,
          delete: expected.delete,
        });
      });
    },
  );

  describe('storage: blog-images', () => {
    it.each(MATRIX_PERSONAS)('%s gets exactly the designed access', async (persona) => {
      const { access, publicRead } = await probeBucket(clients[persona], persona);
      matrix['storage blog-images'] ??= {};
      matrix['storage blog-images'][persona] =
        `${access.list ? 'all' : 'none'} · ${mark(access.upload)} · ${mark(access.replace)} · ${mark(access.remove)}`;
      expect(access).toEqual(STORAGE_EXPECTED[designedAs(persona)]);
      expect(publicRead).toBe(200);
    });
  });
});
