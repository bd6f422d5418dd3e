import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A PostgREST error: `{code, message, details, hint}` with its HTTP status (docs/product/backend-protocol.md#rest-errors). */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const restErrors = {
  parse: (message: string, details: string | null = null) => new RestError(400, 'PGRST100', message, details),
  badBody: (message: string) => new RestError(400, 'PGRST102', message),
  rangeNotSatisfiable: (offset: number, total: number) =>
    new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  invalidSchema: (schema: string, exposed: readonly string[]) =>
    new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    ),
  mediaType: (accept: string) => new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`),
  notSingular: (rows: number) =>
    new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  unknownColumnInBody: (column: string, table: string) =>
    new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownTable: (schema: string, table: string, hint?: string) =>
    new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      hint ?? null,
    ),
  unknownFunction: (schema: string, name: string, args: string[]) =>
    new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}(${args.join(', ')}) in the schema cache`,
      `Searched for the function ${schema}.${name}${args.length ? ` with parameters ${args.join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`,
    ),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, '42703', `column ${table}.${column} does not exist`),
  whereRequired: (verb: 'UPDATE' | 'DELETE') => new RestError(400, '21000', `${verb} requires a WHERE clause`),
  invalidPreferences: (prefs: string[]) =>
    new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.join(', ')}`,
    ),
  maxAffected: (rows: number) =>
    new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    ),
  /** The gateway's answer to an API key it does not know (no PostgREST code). */
  invalidApiKey: (message: string) =>
    Object.assign(
      new RestError(401, '', message, null, 'Double check your Supabase `anon` or `service_role` API key.'),
      {
        body() {
          return { message, hint: 'Double check your Supabase `anon` or `service_role` API key.' };
        },
      },
    ),
  jwtInvalid: (message: string) =>
    new RestError(401, 'PGRST301', message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    }),
  jwtExpired: () =>
    new RestError(401, 'PGRST303', 'JWT expired', null, null, {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    }),
};

interface PgErrorFields {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorFields {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** PostgREST's answer when its database connection fails mid-request: 503 PGRST001. */
export function connectionLost(error: { message: string }): RestError {
  return new RestError(
    503,
    'PGRST001',
    'Database client error. Retrying the connection.',
    error.message,
    'The database connection was lost; retry the request. A write may or may not have been saved.',
  );
}

/** PostgREST's mapSQLtoHTTP: SQLSTATE → HTTP status. */
export function statusForSqlState(code: string, message: string, isAnon: boolean): ContentfulStatusCode {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '21000') return /requires a WHERE clause$/.test(message) ? 400 : 500;
  if (code === '22023') return /role .* does not exist/.test(message) ? 401 : 400;
  if (code === '57P01' || code.startsWith('08') || code.startsWith('53')) return code === '53400' ? 500 : 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (code === '42P17') return 500;
  const serverClasses = ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'];
  if (serverClasses.some((prefix) => code.startsWith(prefix))) return 500;
  const custom = code.match(/^PT(\d{3})$/);
  if (custom) return Number(custom[1]) as ContentfulStatusCode;
  return 400;
}

/**
 * PostgREST's `raise sqlstate 'PGRST'`: the message is the error body as JSON, the detail
 * `{status, headers}` (a rate limit's 429 with Retry-After). Null when either is not that JSON.
 */
function fromRaisedPgrst(error: PgErrorFields): RestError | null {
  try {
    const body = JSON.parse(error.message) as Record<string, unknown>;
    const answer = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    const status = Number(answer.status);
    if (!Number.isInteger(status) || status < 100 || status > 599) return null;
    const headers: Record<string, string> = {};
    if (answer.headers && typeof answer.headers === 'object') {
      for (const [name, value] of Object.entries(answer.headers)) headers[name] = String(value);
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return new RestError(
      status as ContentfulStatusCode,
      text(body.code) ?? 'PGRST',
      text(body.message) ?? '',
      body.details ?? null,
      text(body.hint),
      headers,
    );
  } catch {
    return null;
  }
}

export function fromPgError(error: PgErrorFields, isAnon: boolean): RestError {
  if (error.code === 'PGRST') {
    // PostgREST answers a malformed one 500 PGRST121: a bug in the function that raised it.
    return (
      fromRaisedPgrst(error) ??
      new RestError(500, 'PGRST121', "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error", error.message, null)
    );
  }
  const status = statusForSqlState(error.code, error.message, isAnon);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
