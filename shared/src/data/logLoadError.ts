/** How a failed read is logged: the message shown to users and what the backend answered. */
export type LoadErrorReporter = (message: string, cause: unknown) => void;

// One reporter per process, whichever copy of this module a bundle holds (the shell's server and
// the remotes' server containers each bundle their own).
const REPORTER = Symbol.for('newsroom.loadErrorReporter');
const registry = globalThis as { [REPORTER]?: LoadErrorReporter };

/** Logs a failed read: by default the whole error, for the developer at the browser's console. */
export function logLoadError(message: string, cause: unknown): void {
  (registry[REPORTER] ?? console.error)(message, cause);
}

/** Makes every later logLoadError in this process go to `reporter` (a server rendering pages); null: the default. */
export function setLoadErrorReporter(reporter: LoadErrorReporter | null): void {
  if (reporter) registry[REPORTER] = reporter;
  else delete registry[REPORTER];
}

function textOf(cause: unknown): { message: string; all: string } {
  if (cause instanceof Error) return { message: cause.message, all: `${cause.message} ${String(cause.cause ?? '')}` };
  if (cause && typeof cause === 'object') {
    const { message = '', details = '' } = cause as { message?: unknown; details?: unknown };
    return { message: String(message), all: `${String(message)} ${String(details)}` };
  }
  return { message: String(cause), all: String(cause) };
}

/** "TypeError: fetch failed (ECONNREFUSED)": the error's first line and its network code, no stack. */
export function shortReason(cause: unknown): string {
  const { message, all } = textOf(cause);
  const firstLine = message.split('\n')[0].trim() || 'unknown error';
  const code = /\b(E[A-Z]{4,}|UND_ERR_[A-Z_]+)\b/.exec(all)?.[1];
  return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
}

/**
 * For a server: one short line per failed source, at most once every `intervalMs` with a count of
 * the failures skipped since, so a backend that is down (every request fails) does not bury the
 * log in stack dumps.
 */
export function briefLoadErrorReporter({
  intervalMs = 5000,
  now = Date.now,
  log = console.warn,
}: { intervalMs?: number; now?: () => number; log?: (line: string) => void } = {}): LoadErrorReporter {
  const last = new Map<string, { at: number; skipped: number }>();
  return (message, cause) => {
    const previous = last.get(message);
    if (previous && now() - previous.at < intervalMs) {
      previous.skipped += 1;
      return;
    }
    last.set(message, { at: now(), skipped: 0 });
    const skipped = previous?.skipped ? ` (${previous.skipped} more since the last report)` : '';
    log(`[data] ${message}: ${shortReason(cause)}${skipped}`);
  };
}
