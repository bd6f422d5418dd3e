import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { unmappedImports } from '../../src/functions/importMap.ts';
import { migrationsDir } from './sqlHarness.ts';

/**
 * What `supabase db push`, `supabase functions deploy` and `supabase config push` would do with
 * supabase/ as it is: each migration grants what it creates, each function resolves its imports
 * from its own deno.json, and config.toml holds nothing that must not reach production.
 */

const supabaseDir = path.resolve(migrationsDir, '..');
const functionsDir = path.join(supabaseDir, 'functions');

/** Migrations from this version on carry their own grants (earlier ones are granted by it). */
const FIRST_EXPLICIT_GRANTS = '20261122100000';
const CREATES_API_OBJECT =
  /^\s*create\s+(or\s+replace\s+)?(table|view|materialized\s+view|sequence|function)\s+public\./im;

async function functionNames(): Promise<string[]> {
  const entries = await readdir(functionsDir, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('_')).map((entry) => entry.name);
}

describe('deploying supabase/ to a hosted project', () => {
  it('every migration that creates an API object in public also grants (hosted grants nothing)', async () => {
    const files = (await readdir(migrationsDir)).filter(
      (name) => name.endsWith('.sql') && name >= FIRST_EXPLICIT_GRANTS,
    );
    const missing: string[] = [];
    for (const file of files) {
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      if (CREATES_API_OBJECT.test(sql) && !/^\s*grant\s/im.test(sql)) missing.push(file);
    }
    expect(files.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('every function has its own deno.json that maps each bare import (as functions deploy reads it)', async () => {
    const names = await functionNames();
    expect(names).toEqual(expect.arrayContaining(['contact', 'simple-analytics', 'remote-errors']));
    for (const name of names) {
      const denoJson = JSON.parse(await readFile(path.join(functionsDir, name, 'deno.json'), 'utf8'));
      expect(denoJson.imports, name).toBeTypeOf('object');
      expect(await unmappedImports(functionsDir, name), name).toEqual([]);
    }
  });

  it('config.toml is safe for `supabase config push`: no local URLs, e-mail confirmation on', async () => {
    const config = parseToml(await readFile(path.join(supabaseDir, 'config.toml'), 'utf8')) as {
      auth: { site_url: string; additional_redirect_urls: string[]; email: { enable_confirmations: boolean } };
    };
    const urls = [config.auth.site_url, ...config.auth.additional_redirect_urls];
    expect(urls.filter((url) => /localhost|127\.0\.0\.1/.test(url))).toEqual([]);
    expect(config.auth.email.enable_confirmations).toBe(true);
  });

  it('functions that skip the gateway JWT check verify their caller (or are public) themselves', async () => {
    const config = parseToml(await readFile(path.join(supabaseDir, 'config.toml'), 'utf8')) as {
      functions?: Record<string, { verify_jwt?: boolean }>;
    };
    for (const name of await functionNames()) {
      if (config.functions?.[name]?.verify_jwt !== false) continue;
      const source = await readFile(path.join(functionsDir, name, 'index.ts'), 'utf8');
      const checksCaller = /auth\.getUser\(|auth\.getClaims\(/.test(source);
      const declaredPublic = /^\/\/.*\bPublic\b/m.test(source);
      expect(checksCaller || declaredPublic, `${name}: verify_jwt = false needs its own caller check`).toBe(true);
    }
  });
});
