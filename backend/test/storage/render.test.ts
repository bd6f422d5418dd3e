import { get as httpGet } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureBackend, type FixtureBackend } from './fixtureBackend.ts';
import { forgedPngHeader } from './forgedPng.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';
const PHOTO = `${ALICE}/photo.jpg`;

const MIGRATION = `
insert into storage.buckets (id, name, public) values ('images', 'images', true), ('private', 'private', false);
create policy "insert own folder" on storage.objects for insert to authenticated
  with check ((storage.foldername(name))[1] = auth.uid()::text);
create policy "select own" on storage.objects for select to authenticated using (owner = auth.uid());
`;

const WEBP_ACCEPT = { Accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' };

async function dimensions(response: Response): Promise<{ width?: number; height?: number; format?: string }> {
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height, format };
}

async function expectRefusal(url: string, statusCode: string, message: RegExp): Promise<void> {
  const response = await fetch(url);
  expect(response.status, url).toBe(400);
  const body = (await response.json()) as { statusCode: string; message: string };
  expect(body.statusCode, url).toBe(statusCode);
  expect(body.message, url).toMatch(message);
}

/** A GET sent with its path exactly as written (fetch would resolve dot segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    httpGet({ host: url.hostname, port: url.port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('image transformations (/storage/v1/render/image)', () => {
  let backend: FixtureBackend;
  let alice: SupabaseClient;
  let base: string;

  beforeAll(async () => {
    backend = await startFixtureBackend({ migration: MIGRATION });
    alice = backend.client(await backend.userToken(ALICE));
    base = `${backend.url}/storage/v1/render/image`;
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>');
    const uploads: [string, string, Buffer, string][] = [
      ['images', PHOTO, photo, 'image/jpeg'],
      ['private', PHOTO, photo, 'image/jpeg'],
      ['images', `${ALICE}/drawing.svg`, svg, 'image/svg+xml'],
      ['images', `${ALICE}/bomb.png`, forgedPngHeader(20_000, 20_000), 'application/octet-stream'],
      ['images', `${ALICE}/notes.txt`, Buffer.from('hello'), 'text/plain'],
    ];
    for (const [bucket, name, bytes, contentType] of uploads) {
      const { error } = await alice.storage.from(bucket).upload(name, bytes, { contentType });
      expect(error).toBeNull();
    }
  }, 180_000);

  afterAll(() => backend?.dispose());

  it('serves supabase-js getPublicUrl(path, { transform }) as WebP for a browser, cached and immutable', async () => {
    const { publicUrl } = alice.storage.from('images').getPublicUrl(PHOTO, { transform: { width: 640 } }).data;
    expect(publicUrl).toBe(`${base}/public/images/${PHOTO}?width=640`);
    const first = await fetch(publicUrl, { headers: WEBP_ACCEPT });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-render-cache')).toBe('MISS');
    expect(await dimensions(first)).toEqual({ width: 640, height: 480, format: 'webp' });

    const again = await fetch(publicUrl, { headers: WEBP_ACCEPT });
    expect(again.headers.get('x-render-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await fetch(publicUrl, {
      headers: { ...WEBP_ACCEPT, 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);

    const noWebp = await fetch(publicUrl, { headers: { Accept: 'image/jpeg' } });
    expect(await dimensions(noWebp)).toEqual({ width: 640, height: 480, format: 'jpeg' });
    expect(noWebp.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const origin = await fetch(`${publicUrl}&format=origin`, { headers: WEBP_ACCEPT });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
  });

  it('resizes as cover, contain and fill, and never enlarges', async () => {
    const url = (transform: Record<string, unknown>) =>
      alice.storage.from('images').getPublicUrl(PHOTO, { transform }).data.publicUrl;
    const cases: [Record<string, unknown>, number, number][] = [
      [{ width: 300, height: 300 }, 300, 300],
      [{ width: 300, height: 300, resize: 'cover' }, 300, 300],
      [{ width: 300, height: 300, resize: 'contain' }, 300, 225],
      [{ width: 300, height: 100, resize: 'fill' }, 300, 100],
      [{ height: 120 }, 160, 120],
      [{ width: 2500 }, 1600, 1200],
    ];
    for (const [transform, width, height] of cases) {
      const response = await fetch(url(transform), { headers: WEBP_ACCEPT });
      expect(await dimensions(response), JSON.stringify(transform)).toMatchObject({ width, height });
    }
    const low = await fetch(url({ width: 640, quality: 20 }), { headers: WEBP_ACCEPT });
    const high = await fetch(url({ width: 640, quality: 100 }), { headers: WEBP_ACCEPT });
    expect(Number(low.headers.get('content-length'))).toBeLessThan(Number(high.headers.get('content-length')));
  });

  it('refuses absurd, negative and non-numeric parameters with storage-api JSON errors', async () => {
    const photo = `${base}/public/images/${PHOTO}`;
    for (const query of ['width=0', 'width=2501', 'width=-5', 'width=abc', 'width=1e3', 'height=99999999999']) {
      await expectRefusal(`${photo}?${query}`, '400', /between 1 and 2500/);
    }
    for (const query of ['quality=19', 'quality=101', 'quality=high']) {
      await expectRefusal(`${photo}?width=10&${query}`, '400', /quality must be an integer between 20 and 100/);
    }
    await expectRefusal(`${photo}?width=10&resize=stretch`, '400', /resize must be one of cover, contain, fill/);
    await expectRefusal(`${photo}?width=10&format=png`, '400', /format must be one of origin, avif/);
  });

  it('refuses a private object through the public route, a path outside the bucket and a missing object', async () => {
    await expectRefusal(`${base}/public/private/${PHOTO}?width=100`, '404', /Bucket not found/);
    // Dot segments, raw or encoded, never reach another bucket's object; encoded slashes reach the key check.
    for (const path of [
      `/storage/v1/render/image/public/images/${ALICE}/../../private/${PHOTO}?width=100`,
      `/storage/v1/render/image/public/images/${ALICE}/%2E%2E/%2E%2E/private/${PHOTO}?width=100`,
      `/storage/v1/render/image/public/images/${ALICE}%2F..%2F..%2Fprivate%2F${ALICE}%2Fphoto.jpg?width=100`,
    ]) {
      const response = await rawGet(backend.url, path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).not.toMatch(/^\uFFFD|WEBP|JFIF/);
      expect(JSON.parse(response.body).statusCode, path).toMatch(/^40[04]$/);
    }
    await expectRefusal(`${base}/public/images/${ALICE}/none.jpg?width=100`, '404', /Object not found/);
    // The owner reads it through the authenticated route, as supabase-js's download({ transform }) does.
    const { data, error } = await alice.storage.from('private').download(PHOTO, { transform: { width: 100 } });
    expect(error).toBeNull();
    expect((await sharp(Buffer.from(await data!.arrayBuffer())).metadata()).width).toBe(100);
    const anonymous = await backend
      .client()
      .storage.from('private')
      .download(PHOTO, { transform: { width: 100 } });
    expect(anonymous.error).not.toBeNull();
  });

  it('refuses an SVG, a file that is not an image and a decompression bomb as sources', async () => {
    await expectRefusal(`${base}/public/images/${ALICE}/drawing.svg?width=100`, '415', /not a supported image/);
    await expectRefusal(`${base}/public/images/${ALICE}/notes.txt?width=100`, '415', /not .*image/);
    await expectRefusal(`${base}/public/images/${ALICE}/bomb.png?width=100`, '413', /exceeds 50 megapixels/);
  });

  it('serves a signed transformed URL with the transformations the token carries, not the query', async () => {
    const { data, error } = await alice.storage
      .from('private')
      .createSignedUrl(PHOTO, 60, { transform: { width: 200, height: 200, resize: 'cover' } });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain('/storage/v1/render/image/sign/private/');
    const response = await fetch(`${data!.signedUrl}&width=1600`, { headers: WEBP_ACCEPT });
    expect(await dimensions(response)).toEqual({ width: 200, height: 200, format: 'webp' });
    // The token of a variant does not open the original object.
    const original = data!.signedUrl.replace('/render/image/sign/', '/object/sign/');
    expect((await fetch(original)).status).toBe(400);
    const bad = await alice.storage.from('private').createSignedUrl(PHOTO, 60, { transform: { width: 9000 } });
    expect(bad.error?.message).toMatch(/between 1 and 2500/);
  });

  it("strips a photo's EXIF location on upload, keeping its orientation, and stores other images byte for byte", async () => {
    const withGps = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#48c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '17/1 55/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '25/1 51/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from('Phone'))).toBe(true);
    expect(before.orientation).toBe(6);
    const { error } = await alice.storage
      .from('images')
      .upload(`${ALICE}/gps.jpg`, withGps, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    const stored = Buffer.from(
      await (await fetch(`${backend.url}/storage/v1/object/public/images/${ALICE}/gps.jpg`)).arrayBuffer(),
    );
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect([after.width, after.height, after.orientation ?? 1]).toEqual([40, 60, 1]);
    const info = await alice.storage.from('images').info(`${ALICE}/gps.jpg`);
    expect(info.data?.size).toBe(stored.length);

    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await alice.storage.from('images').upload(`${ALICE}/plain.png`, plain, { contentType: 'image/png' });
    const kept = await fetch(`${backend.url}/storage/v1/object/public/images/${ALICE}/plain.png`);
    expect(Buffer.from(await kept.arrayBuffer()).equals(plain)).toBe(true);
  });
});
