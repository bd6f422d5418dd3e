import { request } from 'node:http';

export interface SentAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * One HTTP request from a chosen loopback address (127.0.0.0/8 is all this machine's): a real
 * socket per source, so a test plays several visitors or a proxy without the backend trusting any
 * header. `headers` are sent as given (a forged X-Forwarded-For included).
 */
export function sendFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<SentAnswer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method ?? 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...init.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: keep the text.
          }
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            body,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
