import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { pgliteDumpFile, pgliteTemplateFile } from './pgliteTemplate.ts';

describe('pgliteTemplateFile', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('names the initdb cluster by the PGlite version', async () => {
    expect(path.basename(await pgliteTemplateFile())).toMatch(/^newsroom-pglite-\d+\.\d+\.\d+-initdb\.tar$/);
  });

  it('writes one whole file when two workers ask at once', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
    folders.push(folder);
    // Built from the template rather than by initdb: the race is the same, at a fraction of the CPU.
    const template = new Uint8Array(await readFile(await pgliteTemplateFile()));
    const build = () => PGlite.create({ loadDataDir: new Blob([template]) });
    const file = path.join(folder, 'raced.tar');
    const [first, second] = await Promise.all([pgliteDumpFile(file, build), pgliteDumpFile(file, build)]);

    expect(first).toBe(file);
    expect(second).toBe(file);
    expect(await readdir(folder)).toEqual(['raced.tar']);
    const reopened = await openPglite('memory://', file);
    try {
      expect((await reopened.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await reopened.close();
    }
  });

  it('opens as a fresh, writable, empty database, and databases opened from it do not share data', async () => {
    const template = await pgliteTemplateFile();
    const one = await openPglite('memory://', template);
    const two = await openPglite('memory://', template);
    try {
      await one.exec('create table public.only_in_one (id int)');
      const tables = `select count(*)::int as n from pg_tables where schemaname = 'public'`;
      expect((await one.query<{ n: number }>(tables)).rows[0].n).toBe(1);
      expect((await two.query<{ n: number }>(tables)).rows[0].n).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('starts a new data directory from a template, and opens an existing one as it is', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pglite-on-disk-'));
    folders.push(folder);
    // A template of its own, with a table that only a database started from it has.
    const template = await pgliteDumpFile(path.join(folder, 'marked.tar'), async () => {
      const db = await PGlite.create({
        loadDataDir: new Blob([new Uint8Array(await readFile(await pgliteTemplateFile()))]),
      });
      await db.exec('create table public.from_template (id int)');
      return db;
    });
    const dataDir = path.join(folder, 'db');
    const tables = `select string_agg(tablename, ',' order by tablename) as names from pg_tables where schemaname = 'public'`;
    const first = await openPglite(dataDir, template);
    await first.exec('create table public.kept (id int); insert into public.kept values (7)');
    expect((await first.query<{ names: string }>(tables)).rows[0].names).toBe('from_template,kept');
    await first.close();

    // Opened again with the template: the directory's own cluster, not a new copy.
    const again = await openPglite(dataDir, template);
    try {
      expect((await again.query<{ id: number }>('select id from public.kept')).rows).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  });
});
