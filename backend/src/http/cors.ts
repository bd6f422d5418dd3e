import { cors } from 'hono/cors';

/** Union of the request headers every supabase-js sub-client sends (docs/product/backend-protocol.md#cors). */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
  'x-supabase-api-version',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'content-encoding',
  'x-robots-tag',
  'x-region',
];

/** Headers the browser must let the client read: counts, auth error codes, function relay errors. */
export const CORS_EXPOSE_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'x-relay-error',
  'Content-Type',
  'Content-Location',
  'Content-Encoding',
  'Content-Disposition',
  'Location',
  'X-Total-Count',
  'Link',
  'Date',
  'Retry-After',
];

export function corsMiddleware() {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 86400,
  });
}
