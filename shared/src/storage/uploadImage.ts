import type { SupabaseClient } from '@supabase/supabase-js';
// The portal's one Supabase client and runtime config (the shared singleton): a copy of their
// modules in this subpath's bundle would hold no client and no config.
import { getRuntimeConfig, getSupabase, STORAGE_BUCKET } from '@newsroom/shared';
import { IMAGE_UPLOAD_MESSAGES, imageExtension, imageMimeType, validateImageFile } from './imageValidation.ts';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Size of the request body (file plus a few hundred bytes of multipart framing). */
  total: number;
}

export interface UploadImageOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request; the promise then rejects with an UploadCancelledError. */
  signal?: AbortSignal;
  bucket?: string;
  /** Tests: the Supabase client (session and public URL) and the XMLHttpRequest to use. */
  client?: SupabaseClient;
  createRequest?: () => XMLHttpRequest;
  supabaseUrl?: string;
  anonKey?: string;
}

export interface UploadedImage {
  /** The object's name inside the bucket. */
  path: string;
  publicUrl: string;
}

/** A refused or failed upload; `message` is the one to show (never the server's raw text). */
export class UploadImageError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'UploadImageError';
  }

  /** The file broke a rule the person can fix (type, size): an answer to show, not a fault to log. */
  get refused(): boolean {
    return REFUSALS.has(this.message);
  }
}

const REFUSALS = new Set<string>([
  IMAGE_UPLOAD_MESSAGES.invalidType,
  IMAGE_UPLOAD_MESSAGES.tooLarge,
  IMAGE_UPLOAD_MESSAGES.notAnImage,
]);

/** The user cancelled the upload. */
export class UploadCancelledError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelledError';
  }
}

/** A v4 UUID; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random object name that keeps the image's type visible: "<uuid>.jpg". */
export function randomImageName(mimeType: string): string {
  return `${uuid()}.${imageExtension(mimeType)}`;
}

interface StorageErrorBody {
  statusCode?: string | number;
  error?: string;
  message?: string;
}

function parseErrorBody(text: string): StorageErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as StorageErrorBody) : {};
  } catch {
    return {};
  }
}

/** Maps storage-api's answer to a message for people: the rules they can fix, else a retry hint. */
export function uploadErrorFor(status: number, responseText: string): UploadImageError {
  const body = parseErrorBody(responseText);
  const detail = [body.error, body.message].filter(Boolean).join(': ') || null;
  const code = String(body.statusCode ?? status);
  if (status === 413 || code === '413' || /too large|maximum allowed size/i.test(detail ?? '')) {
    return new UploadImageError(IMAGE_UPLOAD_MESSAGES.tooLarge, status, detail);
  }
  if (status === 415 || code === '415' || /mime type|invalid_mime/i.test(detail ?? '')) {
    return new UploadImageError(IMAGE_UPLOAD_MESSAGES.invalidType, status, detail);
  }
  return new UploadImageError(IMAGE_UPLOAD_MESSAGES.uploadFailed, status, detail);
}

async function accessToken(client: SupabaseClient, anonKey: string): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? anonKey;
}

function storageUrl(supabaseUrl: string, bucket: string, path: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${bucket}/${path}`;
}

/** The multipart body storage-js builds for a File: cacheControl first, then the file under "". */
function uploadBody(file: Blob, mimeType: string): FormData {
  const body = new FormData();
  body.append('cacheControl', '3600');
  // A file the browser typed oddly ("image/jpg", or none) is sent with its canonical type.
  const typed = file.type === mimeType ? file : new Blob([file], { type: mimeType });
  body.append('', typed);
  return body;
}

interface SendRequest {
  request: XMLHttpRequest;
  url: string;
  token: string;
  anonKey: string;
  body: FormData;
  options: UploadImageOptions;
}

function send({ request, url, token, anonKey, body, options }: SendRequest): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => request.abort();
    const cleanUp = () => options.signal?.removeEventListener('abort', onAbort);
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', anonKey);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      cleanUp();
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(uploadErrorFor(request.status, request.responseText));
    };
    request.onerror = () => {
      cleanUp();
      reject(new UploadImageError(IMAGE_UPLOAD_MESSAGES.uploadFailed, null, 'network error'));
    };
    request.onabort = () => {
      cleanUp();
      reject(new UploadCancelledError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.send(body);
  });
}

/**
 * Uploads an image to the blog-images bucket under a random name and returns its public URL.
 * It sends the request supabase-js's storage `upload()` sends (POST /storage/v1/object/<bucket>/
 * <name>, multipart with cacheControl 3600, x-upsert false, the user's access token and the anon
 * key), but through XMLHttpRequest: fetch cannot report upload progress, XHR can, and it can be
 * aborted. The file is checked first (type, 5 MB); the bucket checks again server-side.
 */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadedImage> {
  const invalid = validateImageFile(file);
  if (invalid) throw new UploadImageError(invalid);
  if (options.signal?.aborted) throw new UploadCancelledError();
  const client = options.client ?? getSupabase();
  const supabaseUrl = options.supabaseUrl ?? getRuntimeConfig().supabaseUrl;
  const anonKey = options.anonKey ?? getRuntimeConfig().supabaseAnonKey;
  const bucket = options.bucket ?? STORAGE_BUCKET;
  const mimeType = imageMimeType(file) ?? file.type;
  const path = randomImageName(mimeType);
  const token = await accessToken(client, anonKey);
  if (options.signal?.aborted) throw new UploadCancelledError();
  const request = options.createRequest?.() ?? new XMLHttpRequest();
  const url = storageUrl(supabaseUrl, bucket, path);
  await send({ request, url, token, anonKey, body: uploadBody(file, mimeType), options });
  const { data } = client.storage.from(bucket).getPublicUrl(path);
  return { path, publicUrl: data.publicUrl };
}
