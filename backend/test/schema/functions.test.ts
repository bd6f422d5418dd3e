import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Each test makes several HTTP round trips to a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The project's edge functions, run by the local backend and called through supabase-js. */
let world: ApiWorld;

beforeAll(async () => {
  world = await startApiWorld();
  await world.test.backend.db.exec(`
    insert into public.page_views (path, source, country, visitor_id, created_at) values
      ('/', 'google', 'Zimbabwe', 'visitor-aaaa', now() - interval '1 day'),
      ('/about', 'google', 'Zimbabwe', 'visitor-aaaa', now() - interval '1 day'),
      ('/', 'direct', 'United Kingdom', 'visitor-bbbb', now() - interval '2 days'),
      ('/', 'newsletter', null, 'visitor-cccc', now() - interval '20 days');`);
}, 180_000);

afterAll(async () => {
  await world?.stop();
});

/** Calls a function and returns its status and JSON body, errors included. */
async function call(client: SupabaseClient, name: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    return { status: error.context.status, body: await error.context.json() };
  }
  if (error) throw error;
  return { status: response?.status ?? 200, body: data };
}

describe('contact', () => {
  it('stores a valid message and answers { success: true }', async () => {
    const result = await call(world.clients.anon, 'contact', {
      name: 'Rudo',
      email: 'rudo@example.com',
      message: 'Your Kariba piece was wonderful.',
    });
    expect(result).toEqual({ status: 200, body: { success: true } });
    const { data } = await world.service
      .from('contact_messages')
      .select('name, message')
      .eq('email', 'rudo@example.com');
    expect(data).toEqual([{ name: 'Rudo', message: 'Your Kariba piece was wonderful.' }]);
  });

  it('refuses missing fields, a malformed e-mail and over-long text with 400 and an error', async () => {
    expect(await call(world.clients.anon, 'contact', { name: 'A', email: '', message: 'x' })).toEqual({
      status: 400,
      body: { error: 'Please fill in all fields.' },
    });
    expect(await call(world.clients.anon, 'contact', { name: 'A', email: 'not-an-email', message: 'x' })).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address.' },
    });
    const long = await call(world.clients.anon, 'contact', {
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    const { count } = await world.service
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('email', 'a@example.com');
    expect(count).toBe(0);
  });

  it('allows five messages an hour per address, then answers 429', async () => {
    const send = (email: string) =>
      call(world.clients.anon, 'contact', { name: 'Flood', email, message: 'Hello again' });
    for (let i = 0; i < 5; i += 1) expect((await send('flood@example.com')).status).toBe(200);
    const sixth = await send('FLOOD@example.com');
    expect(sixth).toEqual({
      status: 429,
      body: { error: 'Too many messages from this address. Please try again later.' },
    });
    expect((await send('someone.else@example.com')).status).toBe(200);
    // Addresses compare exactly: a `*` or `%` is part of an address, never a wildcard that would
    // count flood@example.com's messages against somebody else.
    expect((await send('f*@example.com')).status).toBe(200);
    expect((await send('flo%@example.com')).status).toBe(200);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${world.test.url}/functions/v1/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('remote-errors', () => {
  const report = {
    remote: 'live',
    module: 'LiveEventsPanel',
    version: '0.1.0-20261122T190000Z',
    kind: 'render',
    message: 'TypeError: boom at http://cdn.test/live/x.js?session=abc for ann@example.com\nstack line',
  };

  it('stores a report from any page, scrubbed of anything personal, for admins to read', async () => {
    expect(await call(world.clients.anon, 'remote-errors', report)).toEqual({ status: 201, body: { ok: true } });
    const { data } = await world.clients.admin
      .from('remote_errors')
      .select('remote, module, version, kind, message')
      .eq('version', report.version);
    expect(data).toEqual([{ ...report, message: 'TypeError: boom at http://cdn.test/live/x.js for [email]' }]);
    // Nobody else reads them, the reporter included.
    for (const persona of ['anon', 'reader', 'editor'] as const) {
      const seen = await world.clients[persona].from('remote_errors').select('id').eq('version', report.version);
      expect(seen.data ?? [], persona).toEqual([]);
    }
  });

  it("stores a registered team remote's report under its registry name and version (decision 210)", async () => {
    const team = { ...report, remote: 'election-results', module: 'ResultsPage', version: '1.1.0' };
    expect(await call(world.clients.anon, 'remote-errors', team)).toEqual({ status: 201, body: { ok: true } });
    const { data } = await world.clients.admin
      .from('remote_errors')
      .select('remote, module, version')
      .eq('remote', 'election-results');
    expect(data).toEqual([{ remote: 'election-results', module: 'ResultsPage', version: '1.1.0' }]);
  });

  it("refuses a remote name outside the registry's rule, however it is spelt, with 400", async () => {
    const hostile = ['', 'x', 'Puzzles', '-puzzles', '1puzzles', 'mfe_puzzles', 'puz zles', '<b>x</b>', 'p'.repeat(32)];
    for (const remote of [...hostile, 42, null, ['reader']]) {
      const answer = await call(world.clients.anon, 'remote-errors', { ...report, remote });
      expect(answer, JSON.stringify(remote)).toEqual({ status: 400, body: { error: 'Unknown remote.' } });
    }
    // The table holds the same rule for any writer (the service role included).
    const direct = await world.service.from('remote_errors').insert({ ...report, remote: 'Not-A-Name' });
    expect(direct.error?.code).toBe('23514');
  });

  it('refuses a version outside its pattern and a body over 4 KB', async () => {
    for (const version of ['1.0 beta', '<1>', 'v'.repeat(65)]) {
      expect((await call(world.clients.anon, 'remote-errors', { ...report, version })).status, version).toBe(400);
    }
    const big = await fetch(`${world.test.url}/functions/v1/remote-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...report, remote: 'puzzles', message: 'x'.repeat(5000) }),
    });
    expect(big.status).toBe(413);
  });

  it('refuses an unknown remote, a hostile module name or an empty message with 400', async () => {
    expect((await call(world.clients.anon, 'remote-errors', { ...report, remote: 'shell_' })).status).toBe(400);
    expect((await call(world.clients.anon, 'remote-errors', { ...report, module: '<script>' })).status).toBe(400);
    expect((await call(world.clients.anon, 'remote-errors', { ...report, message: '  ' })).status).toBe(400);
    expect((await call(world.clients.anon, 'remote-errors', { ...report, kind: 'oops' })).status).toBe(400);
  });

  it('stores one failure five times a minute, then answers 429', async () => {
    const flood = { ...report, module: 'LiveEventsPage', message: 'Error: flood' };
    for (let i = 0; i < 5; i += 1) expect((await call(world.clients.anon, 'remote-errors', flood)).status).toBe(201);
    expect(await call(world.clients.anon, 'remote-errors', flood)).toEqual({
      status: 429,
      body: { error: 'Too many error reports. Please try again later.' },
    });
    // Another failure is still heard.
    expect((await call(world.clients.anon, 'remote-errors', { ...flood, message: 'Error: other' })).status).toBe(201);
  });

  it("holds a team remote's repeated failure to five a minute as the four's", async () => {
    const flood = { ...report, remote: 'puzzles', module: 'PuzzlesPage', message: 'Error: team flood' };
    for (let i = 0; i < 5; i += 1) expect((await call(world.clients.anon, 'remote-errors', flood)).status).toBe(201);
    expect((await call(world.clients.anon, 'remote-errors', flood)).status).toBe(429);
  });

  it('counts reports per remote and version over the last hour and day, for the names asked, for admins only', async () => {
    const canary = { ...report, remote: 'crosswords', module: 'CrosswordsPage' };
    for (const [version, message] of [
      ['2.0.0', 'Error: a'],
      ['2.0.0', 'Error: b'],
      ['1.0.0', 'Error: c'],
    ]) {
      expect((await call(world.clients.anon, 'remote-errors', { ...canary, version, message })).status).toBe(201);
    }
    // One of three hours ago (in the day's count, not the hour's) and one of two days ago (in neither).
    await world.test.backend.db.exec(`
      alter table public.remote_errors disable trigger remote_errors_rate_limit;
      insert into public.remote_errors (remote, module, version, kind, message, created_at)
        values ('crosswords', 'CrosswordsPage', '1.0.0', 'load', 'Error: old', now() - interval '3 hours'),
               ('crosswords', 'CrosswordsPage', '1.0.0', 'load', 'Error: older', now() - interval '2 days');
      alter table public.remote_errors enable trigger remote_errors_rate_limit;`);
    const asked = { remotes: ['crosswords', 'nobody'] };
    const { data, error } = await world.clients.admin.rpc('remote_error_counts', asked);
    expect(error).toBeNull();
    expect(data).toEqual([
      { remote: 'crosswords', version: '1.0.0', last_hour: 1, last_day: 2 },
      { remote: 'crosswords', version: '2.0.0', last_hour: 2, last_day: 2 },
    ]);
    for (const persona of ['reader', 'editor'] as const) {
      expect((await world.clients[persona].rpc('remote_error_counts', asked)).data, persona).toEqual([]);
    }
    expect((await world.clients.anon.rpc('remote_error_counts', asked)).error?.code).toBe('42501');
  });
});

describe('remote-loads (decision 216)', () => {
  const load = { remote: 'crosswords', version: '3.0.0', weight: 10 };

  /** As navigator.sendBeacon sends it: text/plain, no key, no token. */
  const beacon = (body: unknown) =>
    fetch(`${world.test.url}/functions/v1/remote-loads`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });

  const counters = async (version: string) =>
    (
      await world.test.backend.db.query<{ remote: string; loads: number }>(
        `select remote, loads::int as loads from public.remote_loads where version = $1 order by remote`,
        [version],
      )
    ).rows;

  it('adds each report’s weight to one counter of the hour, beacon or supabase-js, and stores no error', async () => {
    expect((await beacon(load)).status).toBe(201);
    expect(await call(world.clients.anon, 'remote-loads', { ...load, weight: 1 })).toEqual({
      status: 201,
      body: { ok: true },
    });
    expect(await counters('3.0.0')).toEqual([{ remote: 'crosswords', loads: 11 }]);
    const errors = await world.service.from('remote_errors').select('id').eq('version', '3.0.0');
    expect(errors.data).toEqual([]);
  });

  it('refuses a name or version the registry would refuse, and a weight outside 1 to 100, with 400', async () => {
    for (const remote of ['', 'Puzzles', 'mfe_puzzles', '<b>x</b>', 'p'.repeat(32), 42, null]) {
      const answer = await call(world.clients.anon, 'remote-loads', { ...load, remote, version: '3.0.1' });
      expect(answer, JSON.stringify(remote)).toEqual({ status: 400, body: { error: 'Unknown remote.' } });
    }
    for (const version of ['1.0 beta', '<1>', 'v'.repeat(65)]) {
      const answer = await call(world.clients.anon, 'remote-loads', { ...load, version });
      expect(answer, version).toEqual({ status: 400, body: { error: 'Invalid version.' } });
    }
    for (const weight of [0, -10, 101, 1.5, '10', null, [10]]) {
      const answer = await call(world.clients.anon, 'remote-loads', { ...load, version: '3.0.1', weight });
      expect(answer, JSON.stringify(weight)).toEqual({ status: 400, body: { error: 'Invalid weight.' } });
    }
    expect(await counters('3.0.1')).toEqual([]);
  });

  it('lets nobody but the function write the counters, and only admins read them', async () => {
    expect((await beacon({ ...load, version: '3.0.2' })).status).toBe(201);
    for (const persona of ['anon', 'reader', 'editor', 'admin'] as const) {
      const client = world.clients[persona];
      const added = await client.rpc('count_remote_load', { remote: 'crosswords', version: '3.0.2', weight: 100 });
      expect(added.error?.code, persona).toBe('42501');
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
      const inserted = await client.from('remote_loads').insert({ remote: 'crosswords', version: '3.0.3', hour });
      expect(inserted.error?.code, persona).toBe('42501');
      await client.from('remote_loads').update({ loads: 1 }).eq('version', '3.0.2');
      await client.from('remote_loads').delete().eq('version', '3.0.2');
    }
    expect(await counters('3.0.2')).toEqual([{ remote: 'crosswords', loads: 10 }]);
    expect((await world.clients.admin.from('remote_loads').select('loads').eq('version', '3.0.2')).data).toEqual([
      { loads: 10 },
    ]);
    for (const persona of ['anon', 'reader', 'editor'] as const) {
      const seen = await world.clients[persona].from('remote_loads').select('loads').eq('version', '3.0.2');
      expect(seen.data ?? [], persona).toEqual([]);
    }
  });

  it('sums the last 24 hours per remote and version for the names asked, for admins only', async () => {
    expect((await beacon({ ...load, remote: 'chess', version: '1.0.0' })).status).toBe(201);
    expect((await beacon({ ...load, remote: 'chess', version: '1.1.0', weight: 5 })).status).toBe(201);
    // An hour of yesterday morning (in the day) and one of two days ago (not).
    await world.test.backend.db.exec(`
      insert into public.remote_loads (remote, version, hour, loads) values
        ('chess', '1.0.0', date_trunc('hour', now()) - interval '20 hours', 30),
        ('chess', '1.0.0', date_trunc('hour', now()) - interval '48 hours', 700);`);
    const asked = { remotes: ['chess', 'nobody'] };
    const { data, error } = await world.clients.admin.rpc('remote_load_counts', asked);
    expect(error).toBeNull();
    expect(data).toEqual([
      { remote: 'chess', version: '1.0.0', last_day: 40 },
      { remote: 'chess', version: '1.1.0', last_day: 5 },
    ]);
    for (const persona of ['reader', 'editor'] as const) {
      expect((await world.clients[persona].rpc('remote_load_counts', asked)).data, persona).toEqual([]);
    }
    expect((await world.clients.anon.rpc('remote_load_counts', asked)).error?.code).toBe('42501');
  });

  it('keeps 30 days: the nightly job deletes older hours, and no API caller may run it', async () => {
    await world.test.backend.db.exec(`
      insert into public.remote_loads (remote, version, hour, loads) values
        ('chess', '0.9.0', date_trunc('hour', now()) - interval '31 days', 10),
        ('chess', '0.9.0', date_trunc('hour', now()) - interval '29 days', 10);`);
    expect((await world.clients.admin.rpc('prune_remote_loads')).error?.code).toBe('42501');
    expect(await world.test.backend.jobs.remoteLoads.run()).toBe(1);
    expect(await counters('0.9.0')).toEqual([{ remote: 'chess', loads: 10 }]);
  });
});

describe('gateway settings from config.toml', () => {
  const post = (name: string) =>
    fetch(`${world.test.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'No Token', email: 'no.token@example.com', message: 'Sent without a JWT' }),
    });

  it('contact is public (verify_jwt = false): a form post without any token is accepted', async () => {
    expect((await post('contact')).status).toBe(200);
  });

  it('simple-analytics checks its caller itself (verify_jwt = false): no token gets its own 401', async () => {
    const response = await post('simple-analytics');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to view analytics.' });
  });
});

describe('simple-analytics', () => {
  it('gives an admin visitors, page views, countries and sources for the period', async () => {
    const week = await call(world.clients.admin, 'simple-analytics', { period: '7d', statsType: 'visitors' });
    expect(week).toEqual({
      status: 200,
      body: {
        visitors: { value: 2 },
        pageviews: { value: 3 },
        countries: { value: { Zimbabwe: 2, 'United Kingdom': 1 } },
        sources: { value: { google: 2, direct: 1 } },
      },
    });
    // period defaults to 7d and statsType to visitors.
    expect(await call(world.clients.admin, 'simple-analytics', {})).toEqual(week);
    const monthly = await call(world.clients.admin, 'simple-analytics', { period: '30d' });
    expect(monthly.body).toMatchObject({
      visitors: { value: 3 },
      pageviews: { value: 4 },
      countries: { value: { Unknown: 1 } },
    });
  });

  it('answers editors as admins, and refuses readers without a role and anonymous callers', async () => {
    expect(await call(world.clients.editor, 'simple-analytics', { period: '7d' })).toEqual(
      await call(world.clients.admin, 'simple-analytics', { period: '7d' }),
    );
    expect(await call(world.clients.reader, 'simple-analytics', { period: '7d' })).toEqual({
      status: 403,
      body: { error: 'Unauthorized: Editor access required' },
    });
    expect((await call(world.clients.anon, 'simple-analytics', { period: '7d' })).status).toBe(401);
  });

  it('refuses an unknown period with 400', async () => {
    const result = await call(world.clients.admin, 'simple-analytics', { period: 'forever' });
    expect(result.status).toBe(400);
    expect(result.body).toHaveProperty('error');
  });
});
