import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../src/index.ts';
import { pgliteSchemaTemplate, postgresSchemaTemplate } from '../helpers/schemaTemplates.ts';
import { signJwt } from '../../src/jwt.ts';
import { createTemporaryDatabase, type TemporaryDatabase } from '../helpers/postgres.ts';
import type { DatabaseKind } from '../helpers/testBackend.ts';

const DEFAULT_IMPORTS = { '@supabase/supabase-js': 'npm:@supabase/supabase-js@2.119.1' };

export interface FixtureOptions {
  /** The fixture project's one migration (tables, buckets, policies, publication). */
  migration: string;
  /** supabase/functions/<name>/index.ts sources. */
  functions?: Record<string, string>;
  /**
   * supabase/functions/<name>/deno.json import maps. A function not listed gets the project's
   * usual one (supabase-js by its npm name); `null` writes no deno.json.
   */
  importMaps?: Record<string, Record<string, string> | null>;
  configToml?: string;
  /** Where the temp supabase dir lives; functions importing npm packages need one inside the repo. */
  parentDir?: string;
  /** PGlite in memory (default) or a throw-away database on DATABASE_URL's PostgreSQL server. */
  database?: DatabaseKind;
}

export interface FixtureBackend extends RunningBackend {
  supabaseDir: string;
  storageDir: string;
  /** An access token as GoTrue would issue it for this user id. */
  userToken(sub: string, options?: { expiresIn?: number; secret?: string }): Promise<string>;
  /** A supabase-js client; with a token it acts as that user (REST, storage, functions, realtime). */
  client(token?: string): SupabaseClient;
  /** Files currently kept as object bytes (committed versions). */
  storedFiles(): Promise<string[]>;
  dispose(): Promise<void>;
}

/**
 * One real backend (startBackend) over an in-memory PGlite, with a throw-away supabase/ folder
 * holding only this suite's migration and functions, so the suites do not depend on the project's
 * own schema. With DATABASE_URL set the same suite runs on PostgreSQL.
 */
export async function startFixtureBackend(options: FixtureOptions): Promise<FixtureBackend> {
  const root = await mkdtemp(path.join(options.parentDir ?? tmpdir(), 'backend-fixture-'));
  const supabaseDir = path.join(root, 'supabase');
  const storageDir = path.join(root, 'storage');
  await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true });
  await writeFile(path.join(supabaseDir, 'migrations', '20240101000000_fixture.sql'), options.migration);
  if (options.configToml) await writeFile(path.join(supabaseDir, 'config.toml'), options.configToml);
  for (const [name, source] of Object.entries(options.functions ?? {})) {
    await mkdir(path.join(supabaseDir, 'functions', name), { recursive: true });
    await writeFile(path.join(supabaseDir, 'functions', name, 'index.ts'), source);
    const imports = options.importMaps?.[name] === undefined ? DEFAULT_IMPORTS : options.importMaps[name];
    if (imports) await writeFile(path.join(supabaseDir, 'functions', name, 'deno.json'), JSON.stringify({ imports }));
  }
  let temporary: TemporaryDatabase | undefined;
  if (options.database === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required for the PostgreSQL variant');
    const template = await postgresSchemaTemplate(process.env.DATABASE_URL, supabaseDir);
    temporary = await createTemporaryDatabase(process.env.DATABASE_URL, template);
  }
  const backend = await startBackend({
    port: 0,
    databaseUrl: temporary?.url,
    host: '127.0.0.1',
    dataDir: 'memory://',
    pgliteTemplateFile: temporary ? undefined : await pgliteSchemaTemplate(supabaseDir),
    supabaseDir,
    storageDir,
    seed: false,
    logRequests: false,
  });
  const clients: SupabaseClient[] = [];
  return {
    ...backend,
    supabaseDir,
    storageDir,
    userToken: (sub, tokenOptions = {}) =>
      signJwt(
        {
          sub,
          role: 'authenticated',
          aud: 'authenticated',
          email: `${sub.slice(0, 8)}@example.test`,
          exp: Math.floor(Date.now() / 1000) + (tokenOptions.expiresIn ?? 3600),
        },
        tokenOptions.secret ?? backend.jwtSecret,
      ),
    client(token) {
      const client = createClient(backend.url, backend.anonKey, {
        realtime: { transport: WebSocket as never },
        ...(token ? { accessToken: async () => token } : { auth: { persistSession: false, autoRefreshToken: false } }),
      });
      clients.push(client);
      return client;
    },
    storedFiles: () => readdir(path.join(storageDir, 'objects')).catch(() => []),
    async dispose() {
      await Promise.all(clients.map((client) => client.removeAllChannels()));
      await backend.stop();
      await temporary?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
