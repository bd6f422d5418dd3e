// When `npm start` may say "ready": every service answers its ready URL (the backend's health once
// its database is seeded, the shell's runtime config, each remote's manifest).

/** True when `url` answers 2xx within a second; a refused or slow connection is simply "not yet". */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves once every service with a `readyUrl` answers it, asking again every `intervalMs` for
 * those that do not yet; `stopped()` true ends the wait unresolved-as-false (a child exited).
 * @param {{ name: string, readyUrl?: string }[]} services
 * @param {{ probe?: (url: string) => Promise<boolean>, intervalMs?: number, stopped?: () => boolean }} [options]
 * @returns {Promise<boolean>} true when all answered, false when stopped first
 */
export async function waitUntilReady(services, { probe = answers, intervalMs = 250, stopped = () => false } = {}) {
  let waiting = services.filter((service) => service.readyUrl);
  while (!stopped()) {
    const answered = await Promise.all(waiting.map((service) => probe(service.readyUrl)));
    waiting = waiting.filter((_, i) => !answered[i]);
    if (waiting.length === 0) return !stopped();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/** The one line `npm start` prints when the site can be used. */
export function readyLine(openAt) {
  return `Ready: open ${openAt}. Ctrl-C stops everything.`;
}
