// @vitest-environment happy-dom
import { createClient, type Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES } from './imageValidation.ts';
import {
  UploadCancelledError,
  UploadImageError,
  randomImageName,
  uploadErrorFor,
  uploadImage,
  type UploadProgress,
} from './uploadImage.ts';

const SUPABASE_URL = 'http://sb.test';
const ANON = 'anon-key';

/** An XMLHttpRequest stand-in that records what was sent and lets the test drive the answer. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private markSent: () => void = () => undefined;
  /** Resolves once send() was called (the token lookup before it is asynchronous). */
  sent = new Promise<void>((resolve) => (this.markSent = resolve));

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.markSent();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

// One client for the file: several GoTrue clients on one storage key warn.
const client = createClient(SUPABASE_URL, ANON, { auth: { persistSession: false, autoRefreshToken: false } });

function setUp(session: Partial<Session> | null = { access_token: 'user-token' }) {
  vi.spyOn(client.auth, 'getSession').mockResolvedValue({
    data: { session: session as Session | null },
    error: null,
  } as Awaited<ReturnType<typeof client.auth.getSession>>);
  const request = new FakeRequest();
  const options = {
    client,
    supabaseUrl: SUPABASE_URL,
    anonKey: ANON,
    createRequest: () => request as unknown as XMLHttpRequest,
  };
  return { request, options };
}

const jpeg = (size = 1200) => new File([new Uint8Array(size)], 'Photo.JPG', { type: 'image/jpeg' });

describe('uploadImage', () => {
  it('sends what supabase-js upload() sends, reports progress and returns the public URL', async () => {
    const { request, options } = setUp();
    const progress: UploadProgress[] = [];
    const done = uploadImage(jpeg(), { ...options, onProgress: (p) => progress.push(p) });
    await request.sent;

    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^http:\/\/sb\.test\/storage\/v1\/object\/blog-images\/[0-9a-f-]{36}\.jpg$/);
    expect(request.headers).toEqual({ authorization: 'Bearer user-token', apikey: ANON, 'x-upsert': 'false' });
    expect(request.body?.get('cacheControl')).toBe('3600');
    const part = request.body?.get('') as File;
    expect(part.size).toBe(1200);
    expect(part.type).toBe('image/jpeg');

    request.progress(600, 1400);
    request.progress(1400, 1400);
    const name = request.url.split('/').pop();
    request.answer(200, { Id: 'x', Key: `blog-images/${name}` });

    const uploaded = await done;
    expect(progress).toEqual([
      { loaded: 600, total: 1400 },
      { loaded: 1400, total: 1400 },
    ]);
    expect(uploaded.path).toBe(name);
    expect(uploaded.publicUrl).toBe(`${SUPABASE_URL}/storage/v1/object/public/blog-images/${name}`);
  });

  it('falls back to the anon key when nobody is signed in (the bucket then refuses)', async () => {
    const { request, options } = setUp(null);
    const done = uploadImage(jpeg(), options);
    await request.sent;
    expect(request.headers.authorization).toBe(`Bearer ${ANON}`);
    request.answer(403, {
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    await expect(done).rejects.toMatchObject({ message: IMAGE_UPLOAD_MESSAGES.uploadFailed, status: 403 });
  });

  it('cancels: aborting the signal aborts the request and rejects with UploadCancelledError', async () => {
    const { request, options } = setUp();
    const controller = new AbortController();
    const done = uploadImage(jpeg(), { ...options, signal: controller.signal });
    await request.sent;
    request.progress(100, 1400);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCancelledError);
    expect(request.aborted).toBe(true);
  });

  it('refuses a text file or a 6 MB image before sending anything', async () => {
    const { request, options } = setUp();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadImage(text, options)).rejects.toMatchObject({ message: IMAGE_UPLOAD_MESSAGES.invalidType });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await expect(uploadImage(big, options)).rejects.toMatchObject({ message: IMAGE_UPLOAD_MESSAGES.tooLarge });
    expect(request.method).toBe('');
  });

  it('reports a network failure with the retry message', async () => {
    const { request, options } = setUp();
    const done = uploadImage(jpeg(), options);
    await request.sent;
    request.onerror?.();
    await expect(done).rejects.toBeInstanceOf(UploadImageError);
    await expect(done).rejects.toMatchObject({ message: IMAGE_UPLOAD_MESSAGES.uploadFailed });
  });
});

describe('uploadErrorFor', () => {
  it('maps the bucket limits to the form messages', () => {
    expect(uploadErrorFor(413, '{"statusCode":"413","error":"Payload too large"}').message).toBe(
      IMAGE_UPLOAD_MESSAGES.tooLarge,
    );
    expect(uploadErrorFor(400, '{"statusCode":"415","error":"invalid_mime_type"}').message).toBe(
      IMAGE_UPLOAD_MESSAGES.invalidType,
    );
    expect(uploadErrorFor(500, 'not json').message).toBe(IMAGE_UPLOAD_MESSAGES.uploadFailed);
  });
});

describe('randomImageName', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\./;

  it('is a v4 UUID with the extension of the type', () => {
    expect(randomImageName('image/webp')).toMatch(new RegExp(`${V4.source}webp$`));
  });

  it('works where randomUUID is missing (a page served over plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomImageName('image/png')).toMatch(new RegExp(`${V4.source}png$`));
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
