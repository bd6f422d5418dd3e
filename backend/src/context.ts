import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ApiKeys } from './jwt.ts';

/** What every route family of the backend is given: the database, the settings and the API keys. */
export interface BackendContext {
  db: Database;
  config: BackendConfig;
  keys: ApiKeys;
}
