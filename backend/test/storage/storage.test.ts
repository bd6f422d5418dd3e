import { request as httpRequest } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startFixtureBackend, type FixtureBackend } from './fixtureBackend.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const MIGRATION = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('images', 'images', true, 1000, array['image/png', 'image/jpeg']),
  ('docs', 'docs', false, null, array['text/*', 'application/pdf']);
create policy "insert own folder" on storage.objects for insert to authenticated
  with check ((storage.foldername(name))[1] = auth.uid()::text);
create policy "select own" on storage.objects for select to authenticated using (owner = auth.uid());
create policy "update own" on storage.objects for update to authenticated using (owner = auth.uid());
create policy "delete own" on storage.objects for delete to authenticated using (owner = auth.uid());
`;

/** A real 1×1 PNG: uploads declared as images must carry image bytes (docs/product/security.md#uploads). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of exactly `size` bytes (≥ 70): the image, then padding decoders ignore. */
const png = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 7)]);
/** A JPEG of exactly `size` bytes (≥ 300). */
const jpeg = async (size: number) => {
  const image = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);
};

for (const database of databaseKinds()) {
  describe(`storage [${database}]`, () => {
    let backend: FixtureBackend;
    let alice: SupabaseClient;
    let bob: SupabaseClient;
    let anon: SupabaseClient;

    async function objectCount(bucket: string, name: string): Promise<number> {
      const { rows } = await backend.db.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      );
      return rows[0].n;
    }

    beforeAll(async () => {
      backend = await startFixtureBackend({ database, migration: MIGRATION });
      alice = backend.client(await backend.userToken(ALICE));
      bob = backend.client(await backend.userToken(BOB));
      anon = backend.client();
    }, 180_000);

    afterAll(() => backend?.dispose());

    describe('uploads', () => {
      it('stores a raw upload and serves it at its public URL with storage-api headers', async () => {
        const bytes = png(300);
        const { data, error } = await alice.storage
          .from('images')
          .upload(`${ALICE}/raw photo é.png`, bytes, { contentType: 'image/png', cacheControl: '120' });
        expect(error).toBeNull();
        expect(data?.fullPath).toBe(`images/${ALICE}/raw photo é.png`);
        expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

        const url = alice.storage.from('images').getPublicUrl(`${ALICE}/raw photo é.png`).data.publicUrl;
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('cache-control')).toBe('max-age=120');
        expect(response.headers.get('content-length')).toBe('300');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
        expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

        const again = await fetch(url, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
        expect(again.status).toBe(304);
      });

      it('takes a multipart Blob upload with the part mimetype and the cacheControl field', async () => {
        const blob = new Blob([await jpeg(400)], { type: 'image/jpeg' });
        const { error } = await alice.storage.from('images').upload(`${ALICE}/blob.jpg`, blob, { cacheControl: '60' });
        expect(error).toBeNull();
        const { data: info } = await alice.storage.from('images').info(`${ALICE}/blob.jpg`);
        expect(info).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'max-age=60', size: 400 });
      });

      it('rejects an oversized raw upload from its Content-Length and writes nothing', async () => {
        const filesBefore = await backend.storedFiles();
        const { error } = await alice.storage
          .from('images')
          .upload(`${ALICE}/big.png`, png(1001), { contentType: 'image/png' });
        expect(error).toMatchObject({
          status: 400,
          statusCode: '413',
          message: 'The object exceeded the maximum allowed size',
        });
        expect((error as unknown as { code?: string }).code).toBe('EntityTooLarge');
        expect(await objectCount('images', `${ALICE}/big.png`)).toBe(0);
        expect(await backend.storedFiles()).toEqual(filesBefore);
      });

      it('rejects an oversized multipart upload while streaming and writes nothing', async () => {
        const filesBefore = await backend.storedFiles();
        const blob = new Blob([png(5000)], { type: 'image/png' });
        const { error } = await alice.storage.from('images').upload(`${ALICE}/big-blob.png`, blob);
        expect(error).toMatchObject({ statusCode: '413' });
        expect(await objectCount('images', `${ALICE}/big-blob.png`)).toBe(0);
        expect(await backend.storedFiles()).toEqual(filesBefore);
      });

      it('rejects a type the bucket does not allow (raw and multipart), writing nothing', async () => {
        const raw = await alice.storage.from('images').upload(`${ALICE}/x.gif`, png(100), { contentType: 'image/gif' });
        expect(raw.error).toMatchObject({ statusCode: '415', message: 'mime type image/gif is not supported' });
        const multipart = await alice.storage
          .from('images')
          .upload(`${ALICE}/x.html`, new Blob(['<script>'], { type: 'text/html' }));
        expect(multipart.error).toMatchObject({ statusCode: '415' });
        expect(await objectCount('images', `${ALICE}/x.gif`)).toBe(0);
        expect(await objectCount('images', `${ALICE}/x.html`)).toBe(0);
      });

      it('matches type/* wildcards', async () => {
        const { error } = await alice.storage
          .from('docs')
          .upload(`${ALICE}/notes.md`, 'hello', { contentType: 'text/markdown' });
        expect(error).toBeNull();
      });

      it('lets storage.objects RLS decide who may upload', async () => {
        const signedOut = await anon.storage
          .from('images')
          .upload(`${ALICE}/anon.png`, png(100), { contentType: 'image/png' });
        expect(signedOut.error).toMatchObject({
          statusCode: '403',
          message: 'new row violates row-level security policy',
        });
        const otherFolder = await bob.storage
          .from('images')
          .upload(`${ALICE}/bob.png`, png(100), { contentType: 'image/png' });
        expect((otherFolder.error as unknown as { code?: string }).code).toBe('AccessDenied');
        expect(await objectCount('images', `${ALICE}/anon.png`)).toBe(0);
        expect(await objectCount('images', `${ALICE}/bob.png`)).toBe(0);
      });

      it('refuses bytes that are not the image type they declare (raw and multipart), writing nothing', async () => {
        const filesBefore = await backend.storedFiles();
        const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
        const raw = await alice.storage.from('images').upload(`${ALICE}/page.png`, html, { contentType: 'image/png' });
        expect(raw.error).toMatchObject({ statusCode: '415', message: "The file's content is not image/png" });
        const multipart = await alice.storage
          .from('images')
          .upload(`${ALICE}/page.jpg`, new Blob([png(100)], { type: 'image/jpeg' }));
        expect(multipart.error).toMatchObject({ statusCode: '415', message: "The file's content is not image/jpeg" });
        expect(await objectCount('images', `${ALICE}/page.png`)).toBe(0);
        expect(await objectCount('images', `${ALICE}/page.jpg`)).toBe(0);
        expect(await backend.storedFiles()).toEqual(filesBefore);
      });

      it('refuses duplicates without upsert and replaces bytes with upsert', async () => {
        const key = `${ALICE}/dup.png`;
        expect(
          (await alice.storage.from('images').upload(key, png(100), { contentType: 'image/png' })).error,
        ).toBeNull();
        const filesAfterFirst = (await backend.storedFiles()).length;
        const duplicate = await alice.storage.from('images').upload(key, png(110), { contentType: 'image/png' });
        expect(duplicate.error).toMatchObject({ statusCode: '409' });
        expect((duplicate.error as unknown as { code?: string }).code).toBe('KeyAlreadyExists');
        const upsert = await alice.storage
          .from('images')
          .upload(key, png(120), { contentType: 'image/png', upsert: true });
        expect(upsert.error).toBeNull();
        const updated = await alice.storage.from('images').update(key, png(140), { contentType: 'image/png' });
        expect(updated.error).toBeNull();
        const { data } = await alice.storage.from('images').download(key);
        expect(data?.size).toBe(140);
        // Old bytes are deleted when a version is replaced.
        expect((await backend.storedFiles()).length).toBe(filesAfterFirst);
      });

      it('rejects tampered and expired tokens with InvalidJWT', async () => {
        const token = await backend.userToken(ALICE);
        const [head, , signature] = token.split('.');
        const forgedBody = Buffer.from(JSON.stringify({ sub: BOB, role: 'service_role' })).toString('base64url');
        const tampered = backend.client(`${head}.${forgedBody}.${signature}`);
        const forged = await tampered.storage
          .from('images')
          .upload(`${BOB}/t.png`, png(100), { contentType: 'image/png' });
        expect((forged.error as unknown as { code?: string }).code).toBe('InvalidJWT');
        const expired = backend.client(await backend.userToken(ALICE, { expiresIn: -3600 }));
        const late = await expired.storage
          .from('images')
          .upload(`${ALICE}/late.png`, png(100), { contentType: 'image/png' });
        expect(late.error).toMatchObject({ statusCode: '400', message: 'jwt expired' });
        expect(await objectCount('images', `${BOB}/t.png`)).toBe(0);
      });
    });

    function rawRequest(
      method: string,
      path: string,
      token: string,
      body = '',
    ): Promise<{ status: number; body: string }> {
      const url = new URL(backend.url);
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey, 'content-type': 'image/png' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }

    describe('object keys', () => {
      it('rejects path traversal, raw or percent-encoded, writing nothing', async () => {
        const token = await backend.userToken(ALICE);
        // Dot segments, even as %2e, are resolved by URL parsing before routing: they can only land
        // on another (checked) route. Encoded slashes and empty segments reach the key check.
        for (const path of [
          `/storage/v1/object/images/${ALICE}/../escape.png`,
          `/storage/v1/object/images/${ALICE}/%2e%2e/%2e%2e/escape.png`,
        ]) {
          expect((await rawRequest('POST', path, token, 'x')).status, path).toBeGreaterThanOrEqual(400);
        }
        for (const path of [
          `/storage/v1/object/images/${ALICE}/..%2F..%2Fescape.png`,
          `/storage/v1/object/images/${ALICE}//double.png`,
        ]) {
          const response = await rawRequest('POST', path, token, 'x');
          expect(response.status, path).toBe(400);
          expect(JSON.parse(response.body), path).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
        }
        const { rows } = await backend.db.query(
          `select name from storage.objects where name like '%escape%' or name like '%double%'`,
        );
        expect(rows).toEqual([]);
      });
    });

    describe('downloads, info, list', () => {
      beforeAll(async () => {
        for (const name of ['a.txt', 'b.txt', 'sub/c.txt', 'sub/deep/d.txt', 'Other.txt']) {
          await alice.storage
            .from('docs')
            .upload(`${ALICE}/${name}`, `content of ${name}`, { contentType: 'text/plain' });
        }
      });

      it('serves private objects to the owner only', async () => {
        const own = await alice.storage.from('docs').download(`${ALICE}/a.txt`);
        expect(await own.data?.text()).toBe('content of a.txt');
        const other = await bob.storage.from('docs').download(`${ALICE}/a.txt`);
        expect(other.data).toBeNull();
        expect(other.error).not.toBeNull();
        const publicUrl = bob.storage.from('docs').getPublicUrl(`${ALICE}/a.txt`).data.publicUrl;
        const response = await fetch(publicUrl);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
      });

      it('answers exists() through NoSuchKey', async () => {
        expect((await alice.storage.from('docs').exists(`${ALICE}/a.txt`)).data).toBe(true);
        expect((await alice.storage.from('docs').exists(`${ALICE}/missing.txt`)).data).toBe(false);
      });

      it('lists one level with folders as null-id entries, search, sort and paging', async () => {
        const { data } = await alice.storage.from('docs').list(ALICE);
        const names = data?.map((entry) => [entry.name, entry.id === null]);
        expect(names).toEqual([
          ['Other.txt', false],
          ['a.txt', false],
          ['b.txt', false],
          ['notes.md', false],
          ['sub', true],
        ]);
        const deeper = await alice.storage.from('docs').list(`${ALICE}/sub`);
        expect(deeper.data?.map((entry) => entry.name)).toEqual(['c.txt', 'deep']);
        const searched = await alice.storage.from('docs').list(ALICE, { search: 'o' });
        expect(searched.data?.map((entry) => entry.name)).toEqual(['Other.txt']);
        const paged = await alice.storage
          .from('docs')
          .list(ALICE, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
        expect(paged.data?.map((entry) => entry.name)).toEqual(['notes.md', 'b.txt']);
        const asBob = await bob.storage.from('docs').list(ALICE);
        expect(asBob.data).toEqual([]);
      });

      it('moves and copies objects', async () => {
        expect((await alice.storage.from('docs').move(`${ALICE}/b.txt`, `${ALICE}/moved/b.txt`)).error).toBeNull();
        const copied = await alice.storage.from('docs').copy(`${ALICE}/moved/b.txt`, `${ALICE}/copy.txt`);
        expect(copied.data?.path).toBe(`docs/${ALICE}/copy.txt`);
        expect(await (await alice.storage.from('docs').download(`${ALICE}/copy.txt`)).data?.text()).toBe(
          'content of b.txt',
        );
        const missing = await alice.storage.from('docs').move(`${ALICE}/nope.txt`, `${ALICE}/x.txt`);
        expect(missing.error).not.toBeNull();
      });

      it('removes only what the caller may delete, and deletes the bytes', async () => {
        const filesBefore = (await backend.storedFiles()).length;
        const byBob = await bob.storage.from('docs').remove([`${ALICE}/a.txt`]);
        expect(byBob.data).toEqual([]);
        const { data, error } = await alice.storage.from('docs').remove([`${ALICE}/a.txt`, `${ALICE}/unknown.txt`]);
        expect(error).toBeNull();
        expect(data?.map((row) => row.name)).toEqual([`${ALICE}/a.txt`]);
        expect((await backend.storedFiles()).length).toBe(filesBefore - 1);
        expect((await alice.storage.from('docs').exists(`${ALICE}/a.txt`)).data).toBe(false);
      });

      it('signs URLs for objects the caller can see', async () => {
        const { data } = await alice.storage.from('docs').createSignedUrl(`${ALICE}/sub/c.txt`, 60);
        const response = await fetch(data?.signedUrl ?? '');
        expect(await response.text()).toBe('content of sub/c.txt');
      });
    });

    describe('buckets', () => {
      it('lets the service role create, read, update, empty and delete buckets', async () => {
        const admin = backend.client(backend.serviceRoleKey);
        const created = await admin.storage.createBucket('avatars', {
          public: true,
          fileSizeLimit: '1.5MB',
          allowedMimeTypes: ['image/*'],
        });
        expect(created.error).toBeNull();
        const bucket = await admin.storage.getBucket('avatars');
        expect(bucket.data).toMatchObject({ id: 'avatars', public: true, file_size_limit: 1_500_000 });
        expect((await admin.storage.listBuckets()).data?.map((b) => b.id)).toEqual(['avatars', 'docs', 'images']);
        const duplicate = await admin.storage.createBucket('avatars');
        expect(duplicate.error).toMatchObject({ statusCode: '409' });
        const tooBig = await admin.storage.createBucket('huge', { public: false, fileSizeLimit: '1GB' });
        expect(tooBig.error).toMatchObject({ statusCode: '413' });
        const badFormat = await admin.storage.createBucket('bad', { public: false, fileSizeLimit: 'lots' });
        expect(badFormat.error?.message).toContain('Invalid file size format');

        expect((await admin.storage.updateBucket('avatars', { public: false, fileSizeLimit: 1000 })).error).toBeNull();
        expect((await admin.storage.getBucket('avatars')).data).toMatchObject({ public: false, file_size_limit: 1000 });
        await admin.storage.from('avatars').upload('x.png', png(100), { contentType: 'image/png' });
        const notEmpty = await admin.storage.deleteBucket('avatars');
        expect(notEmpty.error).toMatchObject({ statusCode: '409' });
        expect((await admin.storage.emptyBucket('avatars')).error).toBeNull();
        expect((await admin.storage.deleteBucket('avatars')).error).toBeNull();
        expect((await admin.storage.getBucket('avatars')).error).toMatchObject({ statusCode: '404' });
      });

      it('refuses bucket changes to signed-in users and anon (no storage.buckets policy)', async () => {
        const { error } = await alice.storage.createBucket('mine');
        expect(error).toMatchObject({ statusCode: '403' });
        expect((await anon.storage.deleteBucket('images')).error).not.toBeNull();
        expect((await backend.db.query(`select 1 from storage.buckets where id = 'images'`)).rows).toHaveLength(1);
      });

      it('reports unknown buckets as NoSuchBucket', async () => {
        const { error } = await alice.storage
          .from('nope')
          .upload(`${ALICE}/a.png`, png(100), { contentType: 'image/png' });
        expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
      });
    });
  });
}
