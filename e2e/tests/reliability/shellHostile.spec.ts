// Hostile requests against the suite's shell server (server rendering, static files, crawl
// files): generated, seeded paths, methods and headers. None may answer 5xx, leak a file outside
// the builds or a stack trace, and the server must keep serving. HOSTILE_SHELL_RUNS (default 200;
// `npm run test:hostile` sends 2,000) and HOSTILE_SEED reproduce a run.
import fc from 'fast-check';
import { describeRequest, sendRaw } from '../../../backend/test/hostile/send.ts';
import type { HostileRequest } from '../../../backend/test/hostile/requests.ts';
import { expect, test } from '../../support/fixtures.ts';

const RUNS = Number(process.env.HOSTILE_SHELL_RUNS ?? 200);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122);

const enc = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

const nasty = fc.oneof(
  fc.constantFrom(
    "'; drop table news_stories; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(3000),
    '\u0000',
    '\uD800',
    '%',
    '${7*7}',
    '{{7*7}}',
  ),
  fc.string({ maxLength: 40 }),
);

const path = fc.oneof(
  fc
    .tuple(fc.constantFrom('/story/', '/category/', '/live-events/', '/search?q=', '/sitemap?page='), nasty)
    .map(([prefix, value]) => `${prefix}${enc(value)}`),
  fc.constantFrom(
    '/',
    '/sports-live',
    '/live-events',
    '/sitemap.xml',
    '/robots.txt',
    '/rss.xml',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/static/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fserver%2findex.js',
    '/server/index.js',
    '/..%c0%af..%c0%afetc/passwd',
    '//evil.example/',
    '/index.html%00.js',
    '/%00',
    '/rss.xml%00',
    '/story/',
    '/%',
    `/${'a/'.repeat(2000)}`,
  ),
  fc.string({ maxLength: 60 }).map((s) => `/${enc(s)}`),
);

const headers = fc.record(
  {
    accept: fc.constantFrom('text/html', '*/*', 'application/json', ';;;', 'text/html;q=abc', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'.repeat(5000), 'gzip;q=NaN'),
    'accept-language': fc.constantFrom('en', '*', 'x'.repeat(10_000), "'; drop --"),
    cookie: fc.constantFrom(
      'sb-127-auth-token=garbage',
      `sb-127-auth-token=${Buffer.from('{"access_token":"eyJhbGciOiJub25lIn0.e30.","refresh_token":"x"}').toString('base64')}`,
      `sb-127-auth-token=base64-${Buffer.from('{"access_token":1}').toString('base64')}`,
      'a=b; '.repeat(1500),
    ),
    'if-none-match': fc.constantFrom('"x"', '*', 'W/"' + 'a'.repeat(5000) + '"'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=5-2', 'lines=1-2'),
    'x-forwarded-host': fc.constantFrom('evil.example', 'a'.repeat(1000)),
    'x-filler': fc.constant('='.repeat(10_000)),
  },
  { requiredKeys: [] },
);

const request: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    path,
    fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
    headers,
    fc.string({ maxLength: 200 }),
  )
  .map(([p, method, h, body]) => ({
    kind: 'shell',
    method,
    path: p,
    headers: h,
    body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? Buffer.from(body) : undefined,
  }));

test.describe(`hostile requests to the shell server (seed ${SEED}, ${RUNS} requests)`, () => {
  test('never answers 5xx, never leaks a file or a stack, keeps serving', async ({ portal }) => {
    test.setTimeout(600_000);
    const requests = fc.sample(request, { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let transient = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const where = `#${index} ${describeRequest(requests[index])}`;
        try {
          let response = await sendRaw(portal.baseURL, requests[index]);
          if (response.status === 503) {
            // A render abandoned past its time box (the suite shares two cores) answers 503 with
            // the start-up page; the same request answered below 500 a moment later shows the input
            // was not the cause. An input that breaks the server fails again; a 500 fails at once.
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            const again = await sendRaw(portal.baseURL, requests[index]);
            if (again.status < 500) transient += 1;
            response = again;
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${where} → ${response.status} ${response.body.slice(0, 200)}`);
          if (/root:x:0:0|"name":\s*"@newsroom|at \S+ \(\/[^)]+\.m?js:\d+/.test(response.body)) {
            failures.push(`${where} → leaked a file or a stack trace`);
          }
        } catch (error) {
          failures.push(`${where} → ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 3 }, worker));
    console.info(
      `hostile shell seed ${SEED}: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}, ${transient} transient 5xx (render time box) answered on retry`,
    );
    expect(failures.slice(0, 20), `${failures.length} failures (HOSTILE_SEED=${SEED})`).toEqual([]);
    const home = await fetch(portal.baseURL);
    expect(home.status).toBe(200);
  });
});
