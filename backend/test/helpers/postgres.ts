import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a throw-away database on DATABASE_URL's server, so runs never share or leave state. */
export async function createTemporaryDatabase(serverUrl: string): Promise<TemporaryDatabase> {
  const name = `newsroom_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
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
