import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupToFile, restoreFromFile, type BackupTarget } from '../../src/backup/backup.ts';
import { openDatabase } from '../../src/db/database.ts';
import { pgliteTemplateFile } from '../../src/db/pgliteTemplate.ts';
import { startBackend, type RunningBackend } from '../../src/index.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/postgres.ts';
import { createTestClient } from '../helpers/testBackend.ts';
import { snapshotDatabase, snapshotFiles } from '../hostile/snapshot.ts';
import { SUPABASE_DIR } from '../schema/apiWorld.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function start(target: BackupTarget): Promise<RunningBackend> {
  return startBackend({
    // Skips initdb for the new source directory; the restored one already holds a cluster.
    pgliteTemplateFile: await pgliteTemplateFile(),
    port: 0,
    host: '127.0.0.1',
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    storageDir: target.storageDir,
    supabaseDir: SUPABASE_DIR,
    seed: false,
    logRequests: false,
  });
}

/** Rows in public and auth, objects in storage: what an operator needs back. */
async function writeContent(backend: RunningBackend): Promise<void> {
  const service = createTestClient(backend.url, backend.serviceRoleKey);
  const user = await service.auth.admin.createUser({
    email: 'kept@example.com',
    password: 'password123',
    email_confirm: true,
  });
  expect(user.error).toBeNull();
  const rows = Array.from({ length: 25 }, (_, i) => ({ email: `reader${i}@example.com` }));
  expect((await service.from('newsletter_subscribers').insert(rows)).error).toBeNull();
  expect(
    (await service.from('contact_messages').insert({ name: 'Ann', email: 'ann@example.com', message: 'Keep me' }))
      .error,
  ).toBeNull();
  for (const name of ['stories/one.png', 'stories/deep/two.png']) {
    const upload = await service.storage.from('blog-images').upload(name, PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
  }
}

for (const database of databaseKinds()) {
  describe(`backup and restore [${database}]`, () => {
    let root: string;
    const temporary: TemporaryDatabase[] = [];
    let source: BackupTarget;
    let restored: BackupTarget;

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
      const databaseUrl = async () => {
        if (database === 'pglite') return undefined;
        const db = await createTemporaryDatabase(process.env.DATABASE_URL as string);
        temporary.push(db);
        return db.url;
      };
      source = {
        databaseUrl: await databaseUrl(),
        dataDir: path.join(root, 'db'),
        storageDir: path.join(root, 'storage'),
      };
      restored = {
        databaseUrl: await databaseUrl(),
        dataDir: path.join(root, 'fresh', 'db'),
        storageDir: path.join(root, 'fresh', 'storage'),
      };
    });
    afterAll(async () => {
      for (const db of temporary) await db.drop();
      await rm(root, { recursive: true, force: true });
    });

    // Two backends on disk (an initdb each) plus a dump and a restore: about 10 s of CPU, which in
    // `npm test` (nice 19 beside the browsers) once took past 120 s.
    it('restores every row and every stored object into a fresh data directory', { timeout: 300_000 }, async () => {
      const original = await start(source);
      await writeContent(original);
      // A story whose body was checked on an edit: the check's record names this cluster's transaction.
      const story = await original.db.query<{ id: string }>(
        `insert into public.news_stories (title, category, summary) values ('Kept', 'Feature', 'First.') returning id`,
      );
      const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Edited.' }] }] };
      await original.db.query('update public.news_stories set body = $2::jsonb where id = $1', [
        story.rows[0].id,
        JSON.stringify(body),
      ]);
      // The subscribers' confirmations are queued mail: with no mail catcher here, the sender keeps
      // retrying them and updating their delivery rows. Stopped first, so the snapshot is final.
      await original.newsletter.stop();
      const rowsBefore = await snapshotDatabase(original.db);
      await original.stop();
      const objectsBefore = await snapshotFiles(source.storageDir);
      expect(Object.keys(objectsBefore).length).toBeGreaterThanOrEqual(2);

      const file = path.join(root, 'nightly.backup');
      const summary = await backupToFile(source, file);
      expect(summary).toMatchObject({ database, objects: Object.keys(objectsBefore).length });

      await restoreFromFile(file, restored);
      expect(await snapshotFiles(restored.storageDir)).toEqual(objectsBefore);
      // The rows are compared before a backend opens the restored database: its newsletter sender
      // would at once retry the queued confirmations and change their delivery rows.
      const restoredDb = await openDatabase({ dataDir: restored.dataDir, databaseUrl: restored.databaseUrl });
      try {
        expect(await snapshotDatabase(restoredDb)).toEqual(rowsBefore);
        // pg_restore rewrites every row: the source's transaction ids say nothing of them (PGlite's copy keeps them).
        const records = await restoredDb.query<{ n: number }>(
          'select count(*)::int as n from private.story_document_checked',
        );
        expect(records.rows[0].n).toBe(database === 'postgres' ? 0 : 1);
      } finally {
        await restoredDb.close();
      }
      const again = await start(restored);
      try {
        expect(again.fresh).toBe(false);
        // Through the API too: the account signs in, the objects download byte for byte.
        const client = createTestClient(again.url, again.anonKey);
        expect(
          (await client.auth.signInWithPassword({ email: 'kept@example.com', password: 'password123' })).error,
        ).toBeNull();
        const { publicUrl } = client.storage.from('blog-images').getPublicUrl('stories/deep/two.png').data;
        const download = await fetch(publicUrl);
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
        const { count } = await createTestClient(again.url, again.serviceRoleKey)
          .from('newsletter_subscribers')
          .select('*', { count: 'exact', head: true });
        expect(count).toBe(25);
      } finally {
        await again.stop();
      }
    });

    it('refuses to overwrite existing data without --force, and a damaged backup file', async () => {
      const file = path.join(root, 'nightly.backup');
      await expect(restoreFromFile(file, restored)).rejects.toThrow(/not empty/);
      const damaged = path.join(root, 'damaged.backup');
      const bytes = await readFile(file);
      await writeFile(damaged, bytes.subarray(0, bytes.length - 100));
      await expect(restoreFromFile(damaged, { ...restored, dataDir: path.join(root, 'x', 'db') })).rejects.toThrow();
    });
  });
}
