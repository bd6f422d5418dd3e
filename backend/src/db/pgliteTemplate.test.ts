import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { pgliteTemplateFile } from './pgliteTemplate.ts';

describe('pgliteTemplateFile', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('writes one initdb cluster per PGlite version, even when two workers ask at once', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
    folders.push(folder);
    const [first, second] = await Promise.all([pgliteTemplateFile(folder), pgliteTemplateFile(folder)]);

    expect(first).toBe(second);
    expect(path.basename(first)).toMatch(/^newsroom-pglite-\d+\.\d+\.\d+-initdb\.tar$/);
    expect(await readdir(folder)).toEqual([path.basename(first)]);
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
});
