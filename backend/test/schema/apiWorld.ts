import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from '../../src/config.ts';
import {
  createTestClient,
  startTestBackend,
  uniqueEmail,
  type DatabaseKind,
  type TestBackend,
} from '../helpers/testBackend.ts';
import { PERSONAS, type Persona } from './personas.ts';

/** The project's real supabase/ folder: migrations, seed.sql, functions, config.toml. */
export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase');

export const PASSWORD = 'password123';

export interface ApiWorld {
  test: TestBackend;
  /** One supabase-js client per persona; the signed-in ones carry their session. */
  clients: Record<Persona, SupabaseClient>;
  service: SupabaseClient;
  userIds: Record<Exclude<Persona, 'anon'>, string>;
  stop(): Promise<void>;
}

export interface ApiWorldOptions {
  /** Role row ids to give the admin and editor (fixed ids let probes target them). */
  roleRowIds?: { admin: string; editor: string };
  seed?: boolean;
  /** PGlite (default) or a temporary database on DATABASE_URL's PostgreSQL server. */
  database?: DatabaseKind;
  /** Backend settings of the test's own (the shipped request limits, trusted proxies). */
  overrides?: Partial<BackendConfig>;
}

/**
 * The local backend on a random port with the project's migrations, three signed-in personas
 * (reader without a role, editor, admin) and an anonymous client, all real supabase-js clients.
 */
export async function startApiWorld(options: ApiWorldOptions = {}): Promise<ApiWorld> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'schema-storage-'));
  const test = await startTestBackend({
    database: options.database,
    supabaseDir: SUPABASE_DIR,
    overrides: { storageDir, seed: options.seed ?? false, ...options.overrides },
  });
  const service = test.client('service_role');
  const userIds = {} as ApiWorld['userIds'];
  const clients = { anon: test.client('anon') } as ApiWorld['clients'];
  for (const persona of PERSONAS) {
    if (persona === 'anon') continue;
    const email = uniqueEmail(persona);
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
    userIds[persona] = created.data.user.id;
    if (persona !== 'reader') {
      const id = options.roleRowIds?.[persona];
      await test.backend.db.query(
        `insert into public.user_roles (id, user_id, role) values (coalesce($1::uuid, gen_random_uuid()), $2, $3)`,
        [id ?? null, userIds[persona], persona],
      );
    }
    const client = createTestClient(test.url, test.backend.anonKey);
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    clients[persona] = client;
  }
  return {
    test,
    clients,
    service,
    userIds,
    async stop() {
      await test.stop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
