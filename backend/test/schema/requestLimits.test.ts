import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { trustedProxiesFromEnv } from '../../src/http/clientAddress.ts';
import { sendFrom, type SentAnswer } from '../helpers/sendFrom.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

/**
 * Issue 35's flood reproductions, sent as the attacker sends them: raw HTTP with the public key
 * and a new forged X-Forwarded-For on every request, against the shipped limits (no scaling).
 * Each scenario comes from its own loopback address (127.0.0.x), a real socket, so scenarios are
 * separate sources without the backend trusting any header. Figures: docs/product/security.md#request-limits.
 */
vi.setConfig({ testTimeout: 120_000 });

const DEFAULTS = loadConfig({});
const PROXY = '127.0.0.200';
let world: ApiWorld;

beforeAll(async () => {
  world = await startApiWorld({
    overrides: {
      rateLimitScale: 1,
      authRateLimit: DEFAULTS.authRateLimit,
      trustedProxies: trustedProxiesFromEnv({ TRUSTED_PROXIES: `${PROXY}/32` }),
    },
  });
}, 180_000);

/** Printed at the end (README, Reliability): requests tried per category, refused, stored. */
const figures: { category: string; tried: number; refused: number; stored: number }[] = [];

function note(category: string, answers: SentAnswer[], stored: number) {
  figures.push({ category, tried: answers.length, refused: answers.filter((a) => a.status === 429).length, stored });
}

afterAll(async () => {
  if (figures.length) {
    console.info(
      `request limits (shipped figures unless noted):\n${figures
        .map((f) => `  ${f.category}: tried ${f.tried}, refused ${f.refused}, stored ${f.stored}`)
        .join('\n')}`,
    );
  }
  await world?.stop();
});

const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${(i % 250) + 1}` });

function anonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const key = world.test.backend.anonKey;
  return { apikey: key, authorization: `Bearer ${key}`, ...extra };
}

async function repeat(times: number, send: (i: number) => Promise<SentAnswer>): Promise<SentAnswer[]> {
  const answers: SentAnswer[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await send(i));
  return answers;
}

const statuses = (answers: SentAnswer[]) => answers.map((answer) => answer.status);

/** A refusal as the product answers it: 429, a wait within the window, the message. */
function expectRefused(answer: SentAnswer, message: string, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const wait = Number(answer.retryAfter);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  const body = answer.body as { message?: string; error?: string };
  expect(body.message ?? body.error).toBe(message);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await world.test.backend.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
  return rows[0].n;
}

async function setRule(bucket: string, maxHits: number) {
  await world.test.backend.db.query('update private.rate_limit_rules set max_hits = $2 where bucket = $1', [
    bucket,
    maxHits,
  ]);
  await world.test.backend.db.query('delete from private.rate_limit_hits where bucket = $1', [bucket]);
}

const tip = (title: string) => ({
  title,
  summary: 'Something is happening in town.',
  author: 'A reader',
  read_time: '2 min read',
  category: 'Feature',
});

const postTip = (from: string, title: string, headers: Record<string, string> = {}) =>
  sendFrom(from, `${world.test.url}/rest/v1/story_tips`, {
    headers: anonHeaders({ prefer: 'return=minimal', ...headers }),
    body: tip(title),
  });

describe('story tips: POST /rest/v1/story_tips with the public key', () => {
  it('stores 10 of 20 from one source, whatever X-Forwarded-For says; another source still gets through', async () => {
    const answers = await repeat(20, (i) => postTip('127.0.0.2', `flood tip ${i}`, forged(i)));
    expect(statuses(answers)).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expectRefused(answers[10], 'Too many story tips from your connection. Please try again later.', 3600);
    expect((answers[10].body as { hint: string }).hint).toBe('rate_limited');
    const stored = await count(`public.story_tips where title like 'flood tip %'`);
    note('story tips, one source, forged X-Forwarded-For', answers, stored);
    expect(stored).toBe(10);
    const other = await postTip('127.0.0.3', 'a real tip');
    expect(other.status).toBe(201);
  });

  it('keeps a cap on the whole table that many sources together reach', async () => {
    await setRule('story_tips:all', 3);
    try {
      const answers = await Promise.all(
        ['127.0.0.20', '127.0.0.21', '127.0.0.22', '127.0.0.23'].map((from, i) => postTip(from, `crowd tip ${i}`)),
      );
      expect(statuses(answers).sort()).toEqual([201, 201, 201, 429]);
      expectRefused(
        answers.find((answer) => answer.status === 429)!,
        'The newsroom is receiving too many story tips right now. Please try again later.',
        3600,
      );
      const stored = await count(`public.story_tips where title like 'crowd tip %'`);
      note('story tips, 4 sources, table cap lowered to 3', answers, stored);
      expect(stored).toBe(3);
    } finally {
      await setRule('story_tips:all', 300);
    }
  });
});

describe('the counters', () => {
  it('forget an address once its window is over (at the next request)', async () => {
    await world.test.backend.db.query(
      `insert into private.rate_limit_hits (bucket, subject, window_start, expires_at, hits)
       values ('story_tips:source', '192.0.2.77', now() - interval '2 hours', now() - interval '1 hour', 10)`,
    );
    expect((await postTip('127.0.0.15', 'after a window')).status).toBe(201);
    expect(await count(`private.rate_limit_hits where subject = '192.0.2.77'`)).toBe(0);
  });
});

describe('contact: 30 sends with 30 made-up addresses from one source', () => {
  it('sends 10, refuses the rest with 429 and Retry-After, and stores only the 10', async () => {
    const answers = await repeat(30, (i) =>
      sendFrom('127.0.0.4', `${world.test.url}/functions/v1/contact`, {
        headers: anonHeaders(forged(i)),
        body: { name: 'Flood', email: `made-up-${i}@example.com`, message: 'Buy now' },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(20).fill(429)]);
    expectRefused(answers[10], 'Too many messages from your connection. Please try again later.', 3600);
    const stored = await count(`public.contact_messages where email like 'made-up-%'`);
    note('contact function, one source, 30 made-up addresses', answers, stored);
    expect(stored).toBe(10);
  });

  it('limits a direct REST insert per source too', async () => {
    const answers = await repeat(11, (i) =>
      sendFrom('127.0.0.5', `${world.test.url}/rest/v1/contact_messages`, {
        headers: anonHeaders({ prefer: 'return=minimal', ...forged(i) }),
        body: { name: 'Flood', email: `direct-${i}@example.com`, message: 'Buy now' },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(201), 429]);
    expectRefused(answers[10], 'Too many messages from your connection. Please try again later.', 3600);
    note(
      'contact_messages by REST, one source',
      answers,
      await count(`public.contact_messages where email like 'direct-%'`),
    );
  });
});

describe('reader error reports: a new X-Forwarded-For on each report', () => {
  it('stores 20 a minute from one source, then answers 429', async () => {
    const answers = await repeat(25, (i) =>
      sendFrom('127.0.0.6', `${world.test.url}/functions/v1/remote-errors`, {
        headers: anonHeaders(forged(i)),
        body: { remote: 'reader', module: 'HomePage', version: '0.1.0-forged', kind: 'load', message: `Error: ${i}` },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    expectRefused(answers[20], 'Too many error reports. Please try again later.', 60);
    const stored = await count(`public.remote_errors where version = '0.1.0-forged'`);
    note('reader error reports, one source, forged X-Forwarded-For', answers, stored);
    expect(stored).toBe(20);
  });
});

describe("error reports under made-up team remotes' names (decision 210)", () => {
  it('stores 20 a minute from one source whatever the names, then answers 429', async () => {
    const answers = await repeat(25, (i) =>
      sendFrom('127.0.0.60', `${world.test.url}/functions/v1/remote-errors`, {
        headers: anonHeaders(forged(i)),
        body: { remote: `made-up-${i}`, module: 'Page', version: '0.1.0-names', kind: 'load', message: 'Error: x' },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    const stored = await count(`public.remote_errors where version = '0.1.0-names'`);
    note('error reports, one source, 25 made-up remote names', answers, stored);
    expect(stored).toBe(20);
  });
});

describe('sampled load reports (decision 216): a new X-Forwarded-For on each report', () => {
  it("counts 20 a minute from one source with their weight, then answers 429; the source's error reports are still heard", async () => {
    const answers = await repeat(25, (i) =>
      sendFrom('127.0.0.62', `${world.test.url}/functions/v1/remote-loads`, {
        headers: anonHeaders(forged(i)),
        body: { remote: 'reader', version: '0.1.0-loads', weight: 10 },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    expectRefused(answers[20], 'Too many load reports. Please try again later.', 60);
    const { rows } = await world.test.backend.db.query<{ loads: number }>(
      `select sum(loads)::int as loads from public.remote_loads where version = '0.1.0-loads'`,
    );
    note('sampled load reports, one source (each weighing 10)', answers, rows[0].loads / 10);
    expect(rows[0].loads).toBe(200);
    // Loads have their own bucket: a busy address's loads never silence its error reports.
    const error = await sendFrom('127.0.0.62', `${world.test.url}/functions/v1/remote-errors`, {
      headers: anonHeaders(),
      body: { remote: 'reader', module: 'HomePage', version: '0.1.0-loads', kind: 'load', message: 'Error: x' },
    });
    expect(error.status).toBe(201);
  });
});

describe('newsletter sign-up', () => {
  it('takes 10 an hour from one source and refuses a known and a new address alike', async () => {
    const subscribe = (email: string, i: number) =>
      sendFrom('127.0.0.7', `${world.test.url}/rest/v1/newsletter_subscribers`, {
        headers: anonHeaders({ prefer: 'return=minimal', ...forged(i) }),
        body: { email },
      });
    const answers = await repeat(10, (i) => subscribe(`list-${i}@example.com`, i));
    expect(statuses(answers)).toEqual(Array(10).fill(201));
    const known = await subscribe('list-0@example.com', 10);
    const fresh = await subscribe('list-new@example.com', 11);
    expectRefused(known, 'Too many sign-ups from your connection. Please try again later.', 3600);
    // Alike but for the countdown, which may tick a second between the two requests.
    const withoutCountdown = (answer: SentAnswer) => ({
      ...answer,
      retryAfter: null,
      body: { ...(answer.body as object), details: undefined },
    });
    expectRefused(fresh, 'Too many sign-ups from your connection. Please try again later.', 3600);
    expect(withoutCountdown(fresh)).toEqual(withoutCountdown(known));
    const stored = await count(`public.newsletter_subscribers where email like 'list-%'`);
    note('newsletter sign-ups, one source', [...answers, known, fresh], stored);
    expect(stored).toBe(10);
  });
});

describe('page, story and event views (figures lowered for the test)', () => {
  const view = (from: string, path: string, visitor: string) =>
    sendFrom(from, `${world.test.url}/rest/v1/rpc/record_page_view`, {
      headers: anonHeaders(),
      body: { path, visitor_id: visitor, source: 'direct' },
    });

  it('counts a source’s views with fresh visitor ids up to its limit, and one path’s from many sources', async () => {
    await setRule('page_views:source', 5);
    await setRule('page_views:path', 3);
    try {
      const bySource = await repeat(8, (i) => view('127.0.0.8', `/story/source-${i}`, `visitor-source-${i}`));
      expect(statuses(bySource)).toEqual([...Array(5).fill(204), ...Array(3).fill(429)]);
      expectRefused(bySource[5], 'Too many page views from your connection. Please try again later.', 300);
      const byPath = await repeat(4, (i) => view(`127.0.0.${30 + i}`, '/story/viral', `visitor-path-${i}`));
      expect(statuses(byPath)).toEqual([204, 204, 204, 429]);
      note(
        'page views, one source, fresh visitor ids (limit lowered to 5)',
        bySource,
        await count(`public.page_views where path like '/story/source-%'`),
      );
      note(
        'page views of one path, 4 sources (limit lowered to 3)',
        byPath,
        await count(`public.page_views where path = '/story/viral'`),
      );
      expect(await count(`public.page_views where path like '/story/source-%' or path = '/story/viral'`)).toBe(8);
    } finally {
      await setRule('page_views:source', 600);
      await setRule('page_views:path', 3000);
    }
  });

  it('counts a story’s views per source and per story, and a repeat not at all', async () => {
    const { rows } = await world.test.backend.db.query<{ id: string }>(
      `insert into public.news_stories (title, summary, author, category, status, published_at)
       select 'Limits story ' || n, 'Body.', 'Desk', 'Feature', 'published', now() - interval '1 minute'
         from generate_series(1, 2) n returning id`,
    );
    const [story, viral] = rows.map((row) => row.id);
    const viewStory = (from: string, id: string, visitor: string) =>
      sendFrom(from, `${world.test.url}/rest/v1/rpc/record_story_view`, {
        headers: anonHeaders(forged(0)),
        body: { story_id: id, visitor_id: visitor },
      });
    await setRule('story_views:source', 3);
    await setRule('story_views:story', 4);
    try {
      const bySource = await repeat(5, (i) => viewStory('127.0.0.16', story, `visitor-story-${i}`));
      expect(statuses(bySource)).toEqual([204, 204, 204, 429, 429]);
      expectRefused(bySource[3], 'Too many story views from your connection. Please try again later.', 300);
      // A visitor's repeat within 30 minutes counts nothing, so it is never refused.
      expect((await viewStory('127.0.0.16', story, 'visitor-story-0')).status).toBe(204);
      const byStory = await repeat(5, (i) => viewStory(`127.0.0.${50 + i}`, viral, `visitor-viral-${i}`));
      expect(statuses(byStory)).toEqual([204, 204, 204, 204, 429]);
      expectRefused(byStory[4], 'Too many views of this story right now. Please try again later.', 60);
      const stored = await count('public.story_views where story_id in ($1, $2)', [story, viral]);
      note('story views, one source then one story (limits lowered to 3 and 4)', [...bySource, ...byStory], stored);
      expect(stored).toBe(7);
    } finally {
      await setRule('story_views:source', 600);
      await setRule('story_views:story', 3000);
    }
  });

  it('counts an event’s views per source and per event', async () => {
    const { rows } = await world.test.backend.db.query<{ id: string }>(
      `insert into public.sports_events (title, scheduled_start) values ('Limits cup', now()) returning id`,
    );
    const eventId = rows[0].id;
    const viewEvent = (from: string, visitor: string) =>
      sendFrom(from, `${world.test.url}/rest/v1/rpc/increment_sports_event_views`, {
        headers: anonHeaders(),
        body: { event_id: eventId, visitor_id: visitor },
      });
    await setRule('event_views:source', 3);
    await setRule('event_views:event', 5);
    try {
      const bySource = await repeat(4, (i) => viewEvent('127.0.0.9', `visitor-event-${i}`));
      expect(statuses(bySource)).toEqual([200, 200, 200, 429]);
      expectRefused(bySource[3], 'Too many event views from your connection. Please try again later.', 300);
      const byEvent = await repeat(3, (i) => viewEvent(`127.0.0.${40 + i}`, `visitor-crowd-${i}`));
      expect(statuses(byEvent)).toEqual([200, 200, 429]);
      note(
        'event views, one source then one event (limits lowered to 3 and 5)',
        [...bySource, ...byEvent],
        await count('public.sports_event_viewers where event_id = $1', [eventId]),
      );
      expect(await count('public.sports_event_viewers where event_id = $1', [eventId])).toBe(5);
    } finally {
      await setRule('event_views:source', 600);
      await setRule('event_views:event', 3000);
    }
  });
});

describe('TRUSTED_PROXIES', () => {
  it('believes X-Forwarded-For from a listed proxy only: each client behind it has its own limit', async () => {
    const viaProxy = await repeat(11, (i) => postTip(PROXY, `proxied tip ${i}`, { 'X-Forwarded-For': '198.51.100.1' }));
    expect(statuses(viaProxy)).toEqual([...Array(10).fill(201), 429]);
    // Another client behind the proxy is another source.
    expect((await postTip(PROXY, 'proxied other', { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(201);
    // A client that is not a listed proxy cannot borrow that address's (unused) count, nor its own.
    const direct = await repeat(11, (i) =>
      postTip('127.0.0.10', `direct tip ${i}`, { 'X-Forwarded-For': '198.51.100.3' }),
    );
    expect(statuses(direct)).toEqual([...Array(10).fill(201), 429]);
    expect((await postTip(PROXY, 'proxied third', { 'X-Forwarded-For': '198.51.100.3' })).status).toBe(201);
  });
});

describe('IPv6 sources by /64 (issue 47)', () => {
  const tipVia = (client: string, title: string) => postTip(PROXY, title, { 'X-Forwarded-For': client });

  it('two addresses in one /64 share a limit; another /64 has its own', async () => {
    await setRule('story_tips:source', 3);
    try {
      const first = await repeat(2, (i) => tipVia('2001:db8:47:1::1', `v6 tip a${i}`));
      const sameNetwork = await repeat(2, (i) => tipVia('2001:db8:47:1:ffff:abcd:0:9', `v6 tip b${i}`));
      expect(statuses([...first, ...sameNetwork])).toEqual([201, 201, 201, 429]);
      expectRefused(sameNetwork[1], 'Too many story tips from your connection. Please try again later.', 3600);
      expect((await tipVia('2001:db8:47:2::1', 'v6 tip other network')).status).toBe(201);
    } finally {
      await setRule('story_tips:source', 10);
    }
  });

  it('an IPv4 client, also written as IPv4-mapped IPv6, is limited by its own address', async () => {
    await setRule('story_tips:source', 2);
    try {
      // Neighbours in one /64 of the mapped range: still two sources.
      expect(statuses(await repeat(2, (i) => tipVia('::ffff:198.51.100.47', `mapped tip ${i}`)))).toEqual([201, 201]);
      expect((await tipVia('::ffff:198.51.100.48', 'mapped neighbour')).status).toBe(201);
      // The same client written as plain IPv4 is the same source.
      expect((await tipVia('198.51.100.47', 'plain after mapped')).status).toBe(429);
    } finally {
      await setRule('story_tips:source', 10);
    }
  });

  it('names each source as the counters key it', async () => {
    const { rows } = await world.test.backend.db.query<{ address: string; source: string }>(
      `select address, private.rate_limit_source(address) as source
         from unnest(array['2001:DB8:47:1::1', '2001:db8:47:1:ffff::9', '::1', '::ffff:192.0.2.1', '192.0.2.1',
                           'unknown', 'zz::1', 'fe80::1%eth0']) as address`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.address, row.source]))).toEqual({
      '2001:DB8:47:1::1': '2001:db8:47:1::/64',
      '2001:db8:47:1:ffff::9': '2001:db8:47:1::/64',
      '::1': '::/64',
      '::ffff:192.0.2.1': '192.0.2.1',
      '192.0.2.1': '192.0.2.1',
      unknown: 'unknown',
      'zz::1': 'zz::1',
      'fe80::1%eth0': 'fe80::1%eth0',
    });
  });

  it('the functions’ per-source limits (take_rate_limit) group the same way', async () => {
    await setRule('contact:source', 1);
    try {
      const take = (subject: string) => world.service.rpc('take_rate_limit', { bucket: 'contact:source', subject });
      expect((await take('2001:db8:47:9::1')).data).toBe(0);
      expect((await take('2001:db8:47:9::2')).data).toBeGreaterThan(0);
      expect((await take('2001:db8:47:a::1')).data).toBe(0);
    } finally {
      await setRule('contact:source', 10);
    }
  });
});

describe('auth: recovery, sign-in and sign-up', () => {
  const recover = (from: string, email: string, i: number) =>
    sendFrom(from, `${world.test.url}/auth/v1/recover`, { headers: anonHeaders(forged(i)), body: { email } });

  it('answers recovery of a known and an unknown address alike, up to and past the limit', async () => {
    const { rows } = await world.test.backend.db.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [world.userIds.reader],
    );
    const known = rows[0].email;
    const forKnown = await repeat(11, (i) => recover('127.0.0.11', known, i));
    const forUnknown = await repeat(11, (i) => recover('127.0.0.12', 'nobody-here@example.com', i));
    expect(statuses(forKnown)).toEqual([...Array(10).fill(200), 429]);
    note('recovery of one address (e-mails the local backend would send)', forKnown, 10);
    expect(forUnknown.map(({ status, body }) => ({ status, body }))).toEqual(
      forKnown.map(({ status, body }) => ({ status, body })),
    );
    expect(Number(forKnown[10].retryAfter)).toBeGreaterThanOrEqual(1);
    // The 10 a window are per address: another source cannot keep filling this inbox.
    expect((await recover('127.0.0.13', known, 0)).status).toBe(429);
  });

  it('does not reset the sign-in limit for a forged X-Forwarded-For', async () => {
    const answers = await repeat(31, (i) =>
      sendFrom('127.0.0.14', `${world.test.url}/auth/v1/token?grant_type=password`, {
        headers: anonHeaders(forged(i)),
        body: { email: `guess-${i}@example.com`, password: 'wrong-password' },
      }),
    );
    expect(statuses(answers)).toEqual([...Array(30).fill(400), 429]);
    note('sign-in guesses, one source, forged X-Forwarded-For', answers, 0);
    expect(Number(answers[30].retryAfter)).toBeLessThanOrEqual(DEFAULTS.authRateLimit.windowSeconds);
  });
});
