import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startFixtureBackend, type FixtureBackend } from './fixtureBackend.ts';
import { field, file, multipartBody, type Part } from './multipartBody.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';
const SANDBOX = "sandbox; default-src 'none'";

/** `images` is restricted as the project's blog-images bucket is; `files` takes any type. */
const MIGRATION = `
insert into storage.buckets (id, name, public, allowed_mime_types) values
  ('images', 'images', true, array['image/jpeg', 'image/png', 'image/webp']),
  ('files', 'files', true, null),
  ('private', 'private', false, null);
create policy "insert own folder" on storage.objects for insert to authenticated
  with check ((storage.foldername(name))[1] = auth.uid()::text);
create policy "select own" on storage.objects for select to authenticated using (owner = auth.uid());
create policy "update own" on storage.objects for update to authenticated using (owner = auth.uid());
`;

const HTML = Buffer.from('<!doctype html><html><script>fetch("/auth/v1/user")</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>');
const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } });

interface Images {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  /** A real JPEG with an HTML page after its end marker: decoders show the image, sniffers see HTML. */
  polyglot: Buffer;
}

async function makeImages(): Promise<Images> {
  const jpeg = await pixel().jpeg().toBuffer();
  return {
    png: await pixel().png().toBuffer(),
    jpeg,
    webp: await pixel().webp().toBuffer(),
    polyglot: Buffer.concat([jpeg, HTML]),
  };
}

interface UploadCase {
  title: string;
  bucket: 'images' | 'files';
  /** Multipart parts, or a raw body with its Content-Type header. */
  send: (images: Images) => Part[] | { raw: Buffer; type: string };
  /** The type the object is then served with, or the 415 message that refuses it. */
  expected: { served: string; attachment: boolean } | { refused: string };
}

const inline = (served: string) => ({ served, attachment: false });
const attachment = (served: string) => ({ served, attachment: true });
const refused = (type: string) => ({ refused: `The file's content is not ${type}` });
const notSupported = (type: string) => ({ refused: `mime type ${type} is not supported` });

const CASES: UploadCase[] = [
  {
    title: 'a contentType field after the file',
    bucket: 'images',
    send: ({ png }) => [field('3600', 'cacheControl'), file(png, 'image/png'), field('text/html')],
    expected: notSupported('text/html'),
  },
  {
    title: 'a contentType field before the file',
    bucket: 'images',
    send: ({ png }) => [field('text/html'), file(png, 'image/png')],
    expected: notSupported('text/html'),
  },
  {
    title: 'a duplicated contentType field, the second one lying',
    bucket: 'images',
    send: ({ png }) => [field('image/png'), file(png, 'image/png'), field('image/svg+xml')],
    expected: notSupported('image/svg+xml'),
  },
  {
    title: 'a file part whose own type lies (HTML as image/png)',
    bucket: 'images',
    send: () => [file(HTML, 'image/png')],
    expected: refused('image/png'),
  },
  {
    title: 'an HTML page as text/html',
    bucket: 'images',
    send: () => [file(HTML, 'text/html')],
    expected: notSupported('text/html'),
  },
  {
    title: 'an SVG with a script',
    bucket: 'images',
    send: () => [file(SVG, 'image/svg+xml')],
    expected: notSupported('image/svg+xml'),
  },
  {
    title: 'an SVG declared as PNG',
    bucket: 'images',
    send: () => [file(SVG, 'image/png')],
    expected: refused('image/png'),
  },
  {
    title: 'a JPEG-with-HTML polyglot declared as JPEG',
    bucket: 'images',
    send: ({ polyglot }) => [file(polyglot, 'image/jpeg')],
    expected: inline('image/jpeg'),
  },
  {
    title: 'a PNG declared as WebP',
    bucket: 'images',
    send: ({ png }) => [file(png, 'image/webp')],
    expected: refused('image/webp'),
  },
  {
    title: 'a PNG with a contentType field naming WebP after it',
    bucket: 'images',
    send: ({ png }) => [file(png, 'image/png'), field('image/webp')],
    expected: refused('image/webp'),
  },
  {
    title: 'a PNG with a contentType field agreeing after it',
    bucket: 'images',
    send: ({ png }) => [file(png, 'image/png'), field('image/png')],
    expected: inline('image/png'),
  },
  { title: 'a WebP', bucket: 'images', send: ({ webp }) => [file(webp, 'image/webp')], expected: inline('image/webp') },
  {
    title: 'a raw PNG declared as WebP',
    bucket: 'images',
    send: ({ png }) => ({ raw: png, type: 'image/webp' }),
    expected: refused('image/webp'),
  },
  {
    title: 'a raw polyglot declared as JPEG',
    bucket: 'images',
    send: ({ polyglot }) => ({ raw: polyglot, type: 'image/jpeg' }),
    expected: inline('image/jpeg'),
  },
  {
    title: 'a PNG with a contentType field naming HTML after it (any type allowed)',
    bucket: 'files',
    send: ({ png }) => [file(png, 'image/png'), field('text/html')],
    expected: refused('text/html'),
  },
  {
    title: 'a PNG with a contentType field naming SVG before it (any type allowed)',
    bucket: 'files',
    send: ({ png }) => [field('image/svg+xml'), file(png, 'image/png')],
    expected: refused('image/svg+xml'),
  },
  {
    title: 'an HTML page whose contentType field names PNG (any type allowed)',
    bucket: 'files',
    send: () => [file(HTML, 'text/html'), field('image/png')],
    expected: refused('image/png'),
  },
  {
    title: 'an HTML page as text/plain with a contentType field naming HTML after it',
    bucket: 'files',
    send: () => [file(HTML, 'text/plain'), field('text/html')],
    expected: refused('text/html'),
  },
  {
    title: 'a polyglot declared as text/html (any type allowed)',
    bucket: 'files',
    send: ({ polyglot }) => [file(polyglot, 'text/html')],
    expected: refused('text/html'),
  },
  {
    title: 'an HTML page as text/html (any type allowed)',
    bucket: 'files',
    send: () => [file(HTML, 'text/html')],
    expected: attachment('text/html'),
  },
  {
    title: 'an SVG with a script (any type allowed)',
    bucket: 'files',
    send: () => [file(SVG, 'image/svg+xml')],
    expected: attachment('image/svg+xml'),
  },
  {
    title: 'a raw PNG sent as application/octet-stream (any type allowed)',
    bucket: 'files',
    send: ({ png }) => ({ raw: png, type: 'application/octet-stream' }),
    expected: inline('image/png'),
  },
  {
    title: 'a raw HTML page sent as application/octet-stream (any type allowed)',
    bucket: 'files',
    send: () => ({ raw: HTML, type: 'application/octet-stream' }),
    expected: attachment('application/octet-stream'),
  },
];

/** sharp's name for each image type an object may be served as. */
const SHARP_FORMAT: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

for (const database of databaseKinds()) {
  describe(`upload content types [${database}]`, () => {
    let backend: FixtureBackend;
    let alice: SupabaseClient;
    let token: string;
    let images: Images;

    beforeAll(async () => {
      backend = await startFixtureBackend({ database, migration: MIGRATION });
      token = await backend.userToken(ALICE);
      alice = backend.client(token);
      images = await makeImages();
    }, 180_000);

    afterAll(() => backend?.dispose());

    function upload(method: 'POST' | 'PUT', bucket: string, name: string, sent: ReturnType<UploadCase['send']>) {
      const { body, contentType } = Array.isArray(sent)
        ? multipartBody(sent)
        : { body: sent.raw, contentType: sent.type };
      return fetch(`${backend.url}/storage/v1/object/${bucket}/${ALICE}/${name}`, {
        method,
        headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey, 'content-type': contentType },
        body: new Uint8Array(body),
      });
    }

    const publicUrl = (bucket: string, name: string) =>
      `${backend.url}/storage/v1/object/public/${bucket}/${ALICE}/${name}`;

    async function storedCount(bucket: string, name: string): Promise<number> {
      const { rows } = await backend.db.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
        [bucket, `${ALICE}/${name}`],
      );
      return rows[0].n;
    }

    async function expectRefused(response: Response, message: string): Promise<void> {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', message });
    }

    /** The served headers of an accepted upload; an image's bytes must be the image it is served as. */
    async function expectServed(url: string, served: string, asAttachment: boolean): Promise<void> {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(served);
      expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const disposition = response.headers.get('content-disposition');
      if (asAttachment) expect(disposition).toMatch(/^attachment; filename\*=UTF-8''/);
      else expect(disposition).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      if (SHARP_FORMAT[served]) expect((await sharp(bytes).metadata()).format).toBe(SHARP_FORMAT[served]);
    }

    describe('every field order and declared type, by hand-built requests', () => {
      for (const [index, testCase] of CASES.entries()) {
        it(`${testCase.bucket}: ${testCase.title}`, async () => {
          const name = `case-${index}`;
          const response = await upload('POST', testCase.bucket, name, testCase.send(images));
          if ('refused' in testCase.expected) {
            await expectRefused(response, testCase.expected.refused);
            expect(await storedCount(testCase.bucket, name)).toBe(0);
            return;
          }
          expect(response.status, await response.clone().text()).toBe(200);
          await expectServed(publicUrl(testCase.bucket, name), testCase.expected.served, testCase.expected.attachment);
        });
      }
    });

    it('checks a replacement (PUT, and POST with x-upsert) as a new upload, keeping the old image', async () => {
      const name = 'replaced.png';
      expect((await upload('POST', 'files', name, [file(images.png, 'image/png')])).status).toBe(200);
      const lie = [file(images.png, 'image/png'), field('text/html')];
      await expectRefused(await upload('PUT', 'files', name, lie), "The file's content is not text/html");
      const { body, contentType } = multipartBody([file(HTML, 'text/html'), field('image/png')]);
      const upsert = await fetch(`${backend.url}/storage/v1/object/files/${ALICE}/${name}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          apikey: backend.anonKey,
          'content-type': contentType,
          'x-upsert': 'true',
        },
        body: new Uint8Array(body),
      });
      await expectRefused(upsert, "The file's content is not image/png");
      await expectServed(publicUrl('files', name), 'image/png', false);
    });

    it('refuses a cacheControl field that is not seconds (a line break in it would break every download)', async () => {
      const name = 'cache-control.png';
      const hostile = [field('3600\r\nX-Injected: 1', 'cacheControl'), file(images.png, 'image/png')];
      const refusedUpload = await upload('POST', 'files', name, hostile);
      expect(refusedUpload.status).toBe(400);
      expect(await refusedUpload.json()).toMatchObject({ message: 'cacheControl must be a number of seconds' });
      expect(await storedCount('files', name)).toBe(0);

      const seconds = [field('3600', 'cacheControl'), file(images.png, 'image/png')];
      expect((await upload('POST', 'files', name, seconds)).status).toBe(200);
      expect((await fetch(publicUrl('files', name))).headers.get('cache-control')).toBe('max-age=3600');
    });

    it('refuses through supabase-js a FormData whose contentType contradicts the file, and stores what the bytes prove', async () => {
      const form = new FormData();
      form.append('', new Blob([new Uint8Array(images.png)], { type: 'image/png' }), 'photo.png');
      form.append('contentType', 'text/html');
      const lied = await alice.storage.from('files').upload(`${ALICE}/form.html`, form);
      expect(lied.error).toMatchObject({ statusCode: '415', message: "The file's content is not text/html" });
      expect(await storedCount('files', 'form.html')).toBe(0);

      const blob = new Blob([new Uint8Array(images.webp)], { type: 'image/webp' });
      expect((await alice.storage.from('images').upload(`${ALICE}/blob.webp`, blob)).error).toBeNull();
      const url = alice.storage.from('images').getPublicUrl(`${ALICE}/blob.webp`).data.publicUrl;
      await expectServed(url, 'image/webp', false);

      const page = await alice.storage.from('files').upload(`${ALICE}/page.html`, HTML, { contentType: 'text/html' });
      expect(page.error).toBeNull();
      await expectServed(
        alice.storage.from('files').getPublicUrl(`${ALICE}/page.html`).data.publicUrl,
        'text/html',
        true,
      );
      const update = await alice.storage.from('files').update(`${ALICE}/blob-as-page`, form);
      expect(update.error).toMatchObject({ statusCode: '415' });
    });

    it('puts the sandbox CSP and nosniff on every storage answer: objects, signed URLs, renders, JSON, errors', async () => {
      await alice.storage.from('private').upload(`${ALICE}/photo.jpg`, images.jpeg, { contentType: 'image/jpeg' });
      await alice.storage.from('images').upload(`${ALICE}/photo.jpg`, images.jpeg, { contentType: 'image/jpeg' });
      const signed = await alice.storage.from('private').createSignedUrl(`${ALICE}/photo.jpg`, 60);
      const signedRender = await alice.storage
        .from('private')
        .createSignedUrl(`${ALICE}/photo.jpg`, 60, { transform: { width: 2 } });
      const storage = `${backend.url}/storage/v1`;
      const asAlice = { authorization: `Bearer ${token}`, apikey: backend.anonKey };
      const requests: [string, RequestInit?][] = [
        [`${storage}/object/public/images/${ALICE}/photo.jpg`],
        [`${storage}/object/public/images/${ALICE}/photo.jpg`, { method: 'HEAD' }],
        [`${storage}/object/public/images/${ALICE}/photo.jpg?download=photo.jpg`],
        [`${storage}/object/authenticated/private/${ALICE}/photo.jpg`, { headers: asAlice }],
        [`${storage}/object/private/${ALICE}/photo.jpg`, { headers: asAlice }],
        [signed.data?.signedUrl ?? ''],
        [`${storage}/render/image/public/images/${ALICE}/photo.jpg?width=2`],
        [`${storage}/render/image/authenticated/private/${ALICE}/photo.jpg?width=2`, { headers: asAlice }],
        [signedRender.data?.signedUrl ?? ''],
        [`${storage}/object/info/private/${ALICE}/photo.jpg`, { headers: asAlice }],
        [`${storage}/object/public/images/${ALICE}/missing.jpg`],
        [`${storage}/object/public/private/${ALICE}/photo.jpg`],
        [`${storage}/render/image/public/images/${ALICE}/photo.jpg?width=-1`],
        [`${storage}/no/such/route`],
        [`${storage}/bucket`, { headers: { apikey: 'sb_secret_not_a_key' } }],
        [
          `${storage}/object/images/${ALICE}/x.png`,
          { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } },
        ],
      ];
      for (const [url, init] of requests) {
        const response = await fetch(url, init);
        const where = `${init?.method ?? 'GET'} ${url.replace(backend.url, '')} → ${response.status}`;
        expect(response.headers.get('content-security-policy'), where).toBe(SANDBOX);
        expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
        await response.arrayBuffer();
      }
    });
  });
}
