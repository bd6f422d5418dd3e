import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a throw-away database on DATABASE_URL's server, so runs never share or leave state: empty,
 * or a copy of `template` (schemaTemplates.ts).
 */
export async function createTemporaryDatabase(serverUrl: string, template?: string): Promise<TemporaryDatabase> {
  const name = `newsroom_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const copy = template ? ` template ${pg.escapeIdentifier(template)}` : '';
    await admin.query(`create database ${pg.escapeIdentifier(name)}${copy}`);
    if (template) await copyDatabaseSettings(admin, template, name);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A copied database does not carry the settings made for it (`alter database … set`, `alter role …
 * in database … set`, as a migration may do): they are keyed by the database, so copy them.
 */
async function copyDatabaseSettings(admin: pg.Client, from: string, to: string): Promise<void> {
  const { rows } = await admin.query<{ role: string | null; setting: string }>(
    `select case when s.setrole = 0 then null else s.setrole::regrole::text end as role, unnest(s.setconfig) as setting
     from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase where d.datname = $1`,
    [from],
  );
  for (const { role, setting } of rows) {
    const separator = setting.indexOf('=');
    const key = setting.slice(0, separator);
    const value = pg.escapeLiteral(setting.slice(separator + 1));
    const target = role ? `role ${role} in database ${pg.escapeIdentifier(to)}` : `database ${pg.escapeIdentifier(to)}`;
    await admin.query(`alter ${target} set ${pg.escapeIdentifier(key)} = ${value}`);
  }
}
