// Purges the CDN in front of the shell server by surrogate key: `PURGE <CDN_PURGE_URL>` with
// `Surrogate-Key: <keys separated by spaces>`; a 2xx answer means done (deploy/varnish/default.vcl,
// decision 137). One write touches several keys, and a burst of writes many: keys asked for within
// a few milliseconds share one request.

/** Varnish refuses a request header over 8 KB (http_req_hdr_len): longer key lists are split. */
const MAX_HEADER_CHARS = 4000;

/** The keys, deduplicated, in as few `Surrogate-Key` values of at most MAX_HEADER_CHARS as needed. */
function headerValues(keys) {
  const values = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > MAX_HEADER_CHARS) {
      values.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) values.push(current);
  return values;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{
 *   url?: string,
 *   fetch?: typeof fetch,
 *   log?: { error(...args: unknown[]): void },
 *   batchMs?: number,
 *   retries?: number,
 *   backoffMs?: number,
 *   timeoutMs?: number,
 * }} options
 * @returns {{ purge(keys: string[]): Promise<void> }}
 */
export function createCdnPurger({
  url,
  fetch: send = globalThis.fetch,
  log = console,
  batchMs = 5,
  retries = 2,
  backoffMs = 100,
  timeoutMs = 5000,
}) {
  if (!url) return { purge: async () => {} };

  /** Keys waiting for the current batch's timer, and the callers waiting for that batch. */
  let batch = null;

  /** One PURGE, retried; resolves true once answered 2xx. */
  async function purgeOnce(value) {
    let failure = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await wait(backoffMs * 2 ** (attempt - 1));
      try {
        const response = await send(url, {
          method: 'PURGE',
          headers: { 'Surrogate-Key': value },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return true;
        failure = `HTTP ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    log.error(`[cdn] purge of "${value}" at ${url} failed after ${retries + 1} attempts (${failure})`);
    return false;
  }

  async function sendBatch(keys) {
    try {
      await Promise.all(headerValues([...keys]).map(purgeOnce));
    } catch (error) {
      log.error('[cdn] purge failed', error);
    }
  }

  return {
    purge(keys) {
      // Spaces and commas separate keys for xkey: no key can contain one.
      const wanted = (Array.isArray(keys) ? keys : [])
        .flatMap((key) => String(key).split(/[\s,]+/))
        .filter((key) => key.length > 0);
      if (wanted.length === 0) return Promise.resolve();
      if (!batch) {
        const current = { keys: new Set(), done: null };
        current.done = wait(batchMs).then(() => {
          batch = null;
          return sendBatch(current.keys);
        });
        batch = current;
      }
      for (const key of wanted) batch.keys.add(key);
      return batch.done;
    },
  };
}
