import { quoteIdent } from '../platform/bootstrap.ts';
import type { Database, Queryable } from './database.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** Who is asking, as PostgREST sets it up for every request. */
export interface RequestIdentity {
  role: DbRole;
  /** The verified JWT claims (with `role`), or {role:'anon'} when signed out. */
  claims: Record<string, unknown>;
}

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Run the transaction READ ONLY, as PostgREST does for GET/HEAD (a write then fails with 25006). */
  readOnly?: boolean;
  /** The exposed schema the request addresses (Accept-Profile / Content-Profile): first on the search_path. */
  schema?: string;
}

/**
 * Runs fn in one transaction as the request's role with its JWT claims set, exactly as PostgREST
 * does, so that the project's row-level-security policies decide what the request may see and do.
 */
export function withRequestContext<T>(
  db: Pick<Database, 'transaction'>,
  identity: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  info: RequestInfo = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const schema = info.schema && info.schema !== 'public' ? `${quoteIdent(info.schema)}, ` : '';
    await tx.query(
      `select set_config('search_path', '${schema.replaceAll("'", "''")}public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)${info.readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''}`,
      [
        identity.role,
        JSON.stringify({ ...identity.claims, role: identity.role }),
        info.method ?? '',
        info.path ?? '',
        JSON.stringify(info.headers ?? {}),
      ],
    );
    return fn(tx);
  });
}
