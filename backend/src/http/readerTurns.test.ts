import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isReaderRequest, readerTurns } from './readerTurns.ts';

/** An app whose reads and writes stay open until the test lets them finish. */
function gatedApp(limit: number) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const app = new Hono();
  app.use('*', readerTurns(limit));
  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    started.push(name);
    await new Promise<void>((resolve) => gates.set(name, resolve));
    return c.text(name);
  });
  const finish = (name: string) => gates.get(name)!();
  return { app, started, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('readerTurns', () => {
  it('keeps at most `limit` reads in progress and starts the next in arrival order as one ends', async () => {
    const { app, started, finish } = gatedApp(2);
    const answers = ['r1', 'r2', 'r3', 'r4'].map((name) => app.request(`/${name}`));
    await settle();
    expect(started).toEqual(['r1', 'r2']);
    finish('r2');
    await settle();
    expect(started).toEqual(['r1', 'r2', 'r3']);
    finish('r1');
    finish('r3');
    await settle();
    finish('r4');
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('never holds back a newsroom write, even when every slot is taken', async () => {
    const { app, started, finish } = gatedApp(1);
    const read = app.request('/r1');
    const waitingRead = app.request('/r2');
    const write = app.request('/w1', { method: 'POST' });
    await settle();
    expect(started).toEqual(['r1', 'w1']);
    finish('w1');
    expect((await write).status).toBe(200);
    finish('r1');
    await settle();
    finish('r2');
    expect([(await read).status, (await waitingRead).status]).toEqual([200, 200]);
  });

  it('frees the slot of a read that failed', async () => {
    const app = new Hono();
    app.use('*', readerTurns(1));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.get('/ok', (c) => c.text('ok'));
    expect((await app.request('/boom')).status).toBe(500);
    expect(await (await app.request('/ok')).text()).toBe('ok');
  });
});

describe('isReaderRequest', () => {
  const requestTo = (method: string, path: string) => {
    let reader = false;
    const app = new Hono();
    app.all('*', (c) => {
      reader = isReaderRequest(c);
      return c.body(null, 204);
    });
    return Promise.resolve(app.request(path, { method })).then(() => reader);
  };

  it('counts table reads and view counts as readers’ requests, and nothing else', async () => {
    expect(await requestTo('GET', '/rest/v1/news_stories?select=id')).toBe(true);
    expect(await requestTo('HEAD', '/rest/v1/news_stories')).toBe(true);
    expect(await requestTo('POST', '/rest/v1/rpc/record_story_view')).toBe(true);
    expect(await requestTo('POST', '/rest/v1/rpc/increment_sports_event_views')).toBe(true);
    expect(await requestTo('POST', '/rest/v1/live_feeds')).toBe(false);
    expect(await requestTo('PATCH', '/rest/v1/news_stories?id=eq.1')).toBe(false);
    expect(await requestTo('POST', '/rest/v1/rpc/search_content')).toBe(false);
  });
});
