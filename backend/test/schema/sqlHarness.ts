import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database, type Queryable } from '../../src/db/database.ts';
import { withRequestContext } from '../../src/db/requestContext.ts';
import { pgliteSchemaTemplate } from '../helpers/schemaTemplates.ts';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');

import type { Persona } from './personas.ts';

export type { Persona } from './personas.ts';

export const USER_IDS: Record<Exclude<Persona, 'anon'>, string> = {
  admin: '00000000-0000-4000-8000-00000000000a',
  editor: '00000000-0000-4000-8000-00000000000e',
  reader: '00000000-0000-4000-8000-00000000000f',
};

/**
 * A fresh in-memory database with the platform, the project's migrations and the three users, for
 * rules that need SQL-level control (transactions, disabled triggers, back-dated rows).
 */
export async function createSchemaDb(): Promise<Database> {
  const schema = await pgliteSchemaTemplate(path.dirname(migrationsDir));
  const db = await openDatabase({ dataDir: 'memory://', pgliteTemplateFile: schema });
  for (const [persona, id] of Object.entries(USER_IDS)) {
    await db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [id, `${persona}@example.com`],
    );
  }
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'editor')`, [
    USER_IDS.admin,
    USER_IDS.editor,
  ]);
  return db;
}

function identity(persona: Persona) {
  if (persona === 'anon') return { role: 'anon' as const, claims: {} };
  const sub = USER_IDS[persona];
  return {
    role: 'authenticated' as const,
    claims: { sub, email: `${persona}@example.com`, aud: 'authenticated', role: 'authenticated' },
  };
}

/** Runs fn as the persona, exactly as a REST request would, and commits. */
export function asPersona<T>(db: Database, persona: Persona, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return withRequestContext(db, identity(persona), fn);
}

class Rollback<T> {
  constructor(readonly value: T) {}
}

/** Runs fn as the persona and rolls everything back, so each probe starts from the same data. */
export async function probeAs<T>(db: Database, persona: Persona, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await withRequestContext(db, identity(persona), async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

/** The SQLSTATE of a database error, or undefined. */
export function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
