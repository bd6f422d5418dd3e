import { createServer } from 'node:http';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_IMAGE_KEY } from '../../shared/src/media/socialImage.ts';
import { cardCrop, CROPS_PER_ADDRESS_A_MINUTE, KEY, MAX_CROPS_AT_ONCE, socialImageRoute } from './socialImage.mjs';

/** 2000 × 2000: the top 40% red, the rest blue. */
const picture = () =>
  sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 2000, height: 800, channels: 3, background: '#ff0000' } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/** The colour of the card's middle pixel. */
async function middle(bytes) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return data[at] > 128 ? 'red' : data[at + 2] > 128 ? 'blue' : 'other';
}

describe('cardCrop', () => {
  it('scales the image to cover 1200 × 630 and centres the window on the focal point within the edges', () => {
    expect(cardCrop(4000, 3000)).toEqual({ scaled: { width: 1200, height: 900 }, left: 0, top: 135 });
    expect(cardCrop(4000, 3000, { x: 0.5, y: 0.1 }).top).toBe(0);
    expect(cardCrop(4000, 3000, { x: 0.5, y: 0.9 }).top).toBe(270);
    // Wider than the card: the window moves sideways.
    expect(cardCrop(3000, 1000, { x: 1, y: 0.5 })).toEqual({ scaled: { width: 1890, height: 630 }, left: 690, top: 0 });
    // Smaller than the card: scaled up to cover it.
    expect(cardCrop(600, 600).scaled).toEqual({ width: 1200, height: 1200 });
  });
});

describe('GET /social-image/{key}', () => {
  let storage;
  let app;
  const served = [];
  /** Answers to /slow.png wait here until the test lets them go. */
  const held = [];

  beforeAll(async () => {
    const bytes = await picture();
    storage = createServer((request, response) => {
      served.push(request.url);
      if (request.url === '/storage/v1/object/public/blog-images/slow.png') {
        held.push(() => response.writeHead(200, { 'Content-Type': 'image/png' }).end(bytes));
      } else if (request.url === '/storage/v1/object/public/blog-images/stories/red-top.png') {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(bytes);
      } else if (request.url === '/storage/v1/object/public/blog-images/huge.png') {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(5 * 1024 * 1024 + 1));
      } else if (request.url === '/storage/v1/object/public/blog-images/notes.txt') {
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end('not an image');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise((resolve) => storage.listen(0, '127.0.0.1', resolve));
    app = new Hono();
    socialImageRoute(app, { SUPABASE_URL: `http://127.0.0.1:${storage.address().port}` });
  });

  afterAll(() => new Promise((resolve) => storage.close(resolve)));

  it('answers a 1200 × 630 JPEG around the focal point, cached for good', async () => {
    const top = await app.request('/social-image/stories/red-top.png?x=0.5&y=0.05');
    expect(top.status).toBe(200);
    expect(top.headers.get('content-type')).toBe('image/jpeg');
    expect(top.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await top.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(await middle(bytes)).toBe('red');
    const bottom = await app.request('/social-image/stories/red-top.png?x=0.5&y=0.9');
    expect(await middle(Buffer.from(await bottom.arrayBuffer()))).toBe('blue');
    // No focal point: the centre, below the red band.
    const centre = await app.request('/social-image/stories/red-top.png');
    expect(await middle(Buffer.from(await centre.arrayBuffer()))).toBe('blue');
  });

  it('refuses other addresses and focal points before asking storage', async () => {
    const before = served.length;
    // A path that climbs out is normalised before routing: it never reaches the route.
    expect((await app.request('/social-image/../secret.png')).status).toBe(404);
    for (const path of [
      '/social-image/stories%2F..%2Fa.png',
      '/social-image/a%20b.png',
      '/social-image/a.png?x=2&y=0.5',
      '/social-image/a.png?x=0.5',
      '/social-image/a.png?x=0.5&y=0.1234',
      // One spelling per point: a respelled one would miss the CDN's copy.
      '/social-image/a.png?x=0.50&y=0.5',
      '/social-image/a.png?x=1.0&y=0.5',
      '/social-image/a.png?x=.5&y=0.5',
    ]) {
      expect((await app.request(path)).status, path).toBe(400);
    }
    expect(served.length).toBe(before);
  });

  it('answers 404 for a missing image, 413 for one over 5 MB and 415 for one that is not an image', async () => {
    expect((await app.request('/social-image/stories/missing.png')).status).toBe(404);
    expect((await app.request('/social-image/huge.png')).status).toBe(413);
    expect((await app.request('/social-image/notes.txt')).status).toBe(415);
  });

  it('keeps its key rule equal to the one the page head uses', () => {
    expect(KEY.source).toBe(SOCIAL_IMAGE_KEY.source);
  });

  it('makes at most two crops at once: the next request is told to come back', async () => {
    const first = Array.from({ length: MAX_CROPS_AT_ONCE }, () => app.request('/social-image/slow.png'));
    await vi.waitFor(() => expect(held).toHaveLength(MAX_CROPS_AT_ONCE));
    const busy = await app.request('/social-image/slow.png');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    for (const release of held) release();
    expect((await Promise.all(first)).map((response) => response.status)).toEqual(first.map(() => 200));
    expect((await app.request('/social-image/stories/red-top.png')).status).toBe(200);
  });

  it('answers 429 past its crops a minute for one address, with when to come back', async () => {
    const limited = new Hono();
    socialImageRoute(limited, { SUPABASE_URL: `http://127.0.0.1:${storage.address().port}` });
    for (let asked = 0; asked < CROPS_PER_ADDRESS_A_MINUTE; asked += 1)
      expect((await limited.request('/social-image/stories/missing.png')).status).toBe(404);
    const refused = await limited.request('/social-image/stories/missing.png');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});
