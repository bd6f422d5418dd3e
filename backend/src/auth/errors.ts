import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version auth-js sends; echoing it makes the client surface `error.code` (docs/product/backend-protocol.md#auth-errors). */
export const AUTH_API_VERSION = '2024-01-01';

/** A GoTrue error: HTTP status, machine code (`user_already_exists`, …) and human message. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * GoTrue's 2024-01-01 error shape plus the legacy `error_code`/`msg` fields, so a client that cannot
 * read the version header (a proxy stripped it) still gets the code.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('X-Supabase-Api-Version', AUTH_API_VERSION);
  c.header('x-sb-error-code', error.code);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const body = { code: error.code, message: error.message, error_code: error.code, msg: error.message, ...error.extra };
  return c.json(body, error.status);
}

/** Triggers on auth.users that refuse a user's own data (supabase/migrations/20261130160200_full_name_limit.sql). */
const USER_DATA_CHECKS = new Set(['users_full_name_limit']);

/**
 * A database refusal of what the user typed, as 422 validation_failed with the database's message
 * (hosted GoTrue answers these 500 "Database error saving new user"); null for any other error.
 */
export function userDataRefusal(error: unknown): AuthError | null {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23514' || typeof constraint !== 'string' || !USER_DATA_CHECKS.has(constraint)) return null;
  return new AuthError(422, 'validation_failed', String(message));
}

export const authErrors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      {
        'Retry-After': String(retryAfterSeconds),
      },
    ),
  aal2ToUpdateCredentials: () =>
    new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  adminUserNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
};
