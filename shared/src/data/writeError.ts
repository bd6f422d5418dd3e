/** What a failed write looks like from supabase-js (PostgrestError) or a thrown Error. */
export interface WriteErrorLike {
  code?: string;
  message?: string;
}

export const FORBIDDEN_MESSAGE = 'Unauthorized: Admin access required';
const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** Messages we raise ourselves in the database (P0001, 22023) are written for people: show them. */
const OWN_MESSAGE_CODES = new Set(['P0001', '22023']);

/** Which of `constraints` the message names (PostgreSQL quotes it; a bare name is matched too). */
function constraintOf(message: string, constraints: Record<string, string>): string | null {
  const quoted = /constraint "([^"]+)"/.exec(message)?.[1];
  if (quoted) return quoted;
  return Object.keys(constraints).find((name) => message.includes(name)) ?? null;
}

export interface WriteErrorRules {
  /** What is being written ("live feed"): the editor's messages name it; without it, the admin's. */
  thing?: string;
  /** A check constraint's name -> its message, e.g. advertisements_link_url_safe -> "Link must …". */
  constraints?: Record<string, string>;
}

/**
 * The one mapping of a refused write for both consoles (decision 147): the reason in words a person
 * can act on, or null when there is nothing better to say than the action's own failure message.
 * The server's raw text is never shown (but for the messages our own database functions raise).
 */
export function describeWriteError(error: unknown, { thing, constraints = {} }: WriteErrorRules = {}): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code = '', message = '' } = error as WriteErrorLike;
  if (code === '42501') return thing ? `You do not have the rights to change this ${thing}.` : FORBIDDEN_MESSAGE;
  if (OWN_MESSAGE_CODES.has(code) && message) return message;
  if (code === '23514' || code === '22001') {
    const constraint = constraintOf(message, constraints);
    if (constraint && constraints[constraint]) return constraints[constraint];
    return thing
      ? `A field of this ${thing} is too long or empty.`
      : 'A field is too long or not in the expected form.';
  }
  if (error instanceof TypeError || /failed to fetch|network/i.test(message)) return NETWORK_MESSAGE;
  return null;
}
