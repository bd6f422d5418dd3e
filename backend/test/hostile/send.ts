import http from 'node:http';
import type { HostileRequest } from './requests.ts';

export interface HostileResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends the request over node:http exactly as built (fetch would normalise `../` in paths and
 * refuse some header bytes). A fresh socket per request: a refused upload may close it.
 */
export function sendRaw(baseUrl: string, request: HostileRequest, timeoutMs = 20_000): Promise<HostileResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
        agent: false,
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer 413 and close before the whole oversized body is written.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') reject(new Error(`connection ${error.code}`));
      else reject(error);
    });
    req.end(request.body);
  });
}

/**
 * A Supabase error body: JSON with a non-empty `message` (PostgREST, storage, the gateway) or `msg`
 * (GoTrue), or GoTrue's OAuth pair `{ error, error_description }` (token grants). Edge functions answer in their own contract, `{ error }`, which the portal reads.
 */
export function errorShapeProblem(request: HostileRequest, response: HostileResponse): string | null {
  if (response.status < 400 || request.method === 'HEAD') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    return `status ${response.status} without a JSON body: ${response.body.slice(0, 120)}`;
  }
  if (!parsed || typeof parsed !== 'object') return `status ${response.status} body is not an object`;
  const { message, msg, error, error_description } = parsed as Record<string, unknown>;
  const functionError = request.path.startsWith('/functions/v1/') && typeof error === 'string' ? error : '';
  const oauthError =
    request.path.startsWith('/auth/v1/') && typeof error_description === 'string' ? error_description : '';
  const text =
    [message, msg, oauthError, functionError].find((t): t is string => typeof t === 'string' && t !== '') ?? '';
  if (!text.trim()) return `status ${response.status} without a message: ${response.body.slice(0, 120)}`;
  return null;
}

export function describeRequest(request: HostileRequest): string {
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`)
    .join('; ');
  const body = request.body ? ` body(${request.body.length}): ${request.body.subarray(0, 80).toString('utf8')}` : '';
  return `[${request.kind}] ${request.method} ${request.path.slice(0, 300)} {${headers}}${body}`;
}
