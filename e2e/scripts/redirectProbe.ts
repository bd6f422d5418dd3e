// A probe of `bench:surge` (issue 53, decision 206), run as a process of its own so that its timings
// are not held up by the benchmark's own event loop (autocannon's main thread, the samplers, the
// realtime client). Asks `url` every 20 ms, on a new connection each time (`new`) or on one kept
// connection (`kept`, as a CDN asks the origin), until its parent sends "stop"; then sends back
// its samples and exits. Started by surgeBench.ts with fork().
import { Agent, request as httpRequest } from 'node:http';

export interface RedirectSample {
  ms: number;
  status: number;
  location: string;
  cache: string;
}

export type ProbeConnection = 'new' | 'kept';

/** One GET, timed to its last byte. */
function timedGet(url: string, agent: Agent | false): Promise<RedirectSample> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.resume().on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: response.statusCode ?? 0,
          location: String(response.headers.location),
          cache: String(response.headers['x-page-cache']),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function probe(url: string, connection: ProbeConnection): Promise<void> {
  const agent = connection === 'kept' ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
  const samples: RedirectSample[] = [];
  let running = true;
  process.on('message', (message) => {
    if (message === 'stop') running = false;
  });
  process.send?.('ready');
  while (running) {
    samples.push(await timedGet(url, agent).catch(() => ({ ms: Infinity, status: 0, location: '', cache: 'error' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.send?.(samples, () => process.exit(0));
}

const [url, connection] = process.argv.slice(2);
if (!url || (connection !== 'new' && connection !== 'kept')) {
  console.error('usage: redirectProbe.ts <url> new|kept');
  process.exit(2);
}
void probe(url, connection);
