import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { KeyRing } from './keys.ts';

/** What every route family of the backend is given: the database, the settings and the API keys. */
export interface BackendContext {
  db: Database;
  config: BackendConfig;
  keys: KeyRing;
}
