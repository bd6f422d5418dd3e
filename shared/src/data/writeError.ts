/** What a failed write looks like from supabase-js (PostgrestError) or a thrown Error. */
export interface WriteErrorLike {
  code?: string;
  message?: string;
}

export const FORBIDDEN_MESSAGE = 'Unauthorized: Admin access required';
const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** Messages we raise ourselves in the database (P0001, 22023) are written for people: show them. */
const OWN_MESSAGE_CODES = new Set(['P0001', '22023']);

function constraintOf(message: string): string | null {
  return /constraint "([^"]+)"/.exec(message)?.[1] ?? null;
}

/**
 * The reason behind a refused write, in words an admin can act on, or null when there is nothing
 * better to say than the action's own failure message. `constraints` maps a check constraint's
 * name to its message (e.g. advertisements_link_url_http -> "Link must …"); the server's raw text
 * is never shown.
 */
export function describeWriteError(error: unknown, constraints: Record<string, string> = {}): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code = '', message = '' } = error as WriteErrorLike;
  if (code === '42501') return FORBIDDEN_MESSAGE;
  if (OWN_MESSAGE_CODES.has(code) && message) return message;
  if (code === '23514' || code === '22001') {
    const constraint = constraintOf(message);
    if (constraint && constraints[constraint]) return constraints[constraint];
    return 'A field is too long or not in the expected form.';
  }
  if (error instanceof TypeError || /failed to fetch|network/i.test(message)) return NETWORK_MESSAGE;
  return null;
}
