import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { KeyRing } from './keys.ts';
import type { AuthTemplate, AuthTemplateKind } from './mail/authTemplates.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ReadCache } from './rest/readCache.ts';
import type { RestResult } from './rest/result.ts';

/** What every route family of the backend is given: the database, the settings, the API keys and the read cache. */
export interface BackendContext {
  db: Database;
  config: BackendConfig;
  keys: KeyRing;
  /** Anonymous reads; every write the backend performs invalidates it. */
  readCache: ReadCache<RestResult>;
  /** Outgoing mail and the auth mails' templates (supabase/templates). */
  mail: { mailer: Mailer; authTemplates: Record<AuthTemplateKind, AuthTemplate> };
  /** True while a new database is being seeded (over HTTP): the health check answers 503 until then. */
  seeding?: boolean;
}
