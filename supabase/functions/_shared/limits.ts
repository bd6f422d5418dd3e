// The database's request limits, as the edge functions use them (docs/product/security.md#request-limits).
// The counters live in PostgreSQL, so every function instance, the REST API's triggers and a
// restart share them; a caller cannot reset its count by reaching another instance.
import type { SupabaseClient } from '@supabase/supabase-js';
import { errorResponse } from './http.ts';

/**
 * The caller's address: the gateway (the platform's, or the local backend's) puts what it saw in
 * X-Forwarded-For's first entry.
 */
export function callerOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

/** Counts one request for bucket and subject; 0 when within the limit, else the seconds to wait. */
export async function takeRateLimit(supabase: SupabaseClient, bucket: string, subject: string): Promise<number> {
  const { data, error } = await supabase.rpc('take_rate_limit', { bucket, subject });
  if (error) throw error;
  return typeof data === 'number' ? data : 0;
}

/** 429 with Retry-After and the product's message. */
export function tooMany(message: string, retryAfterSeconds: number): Response {
  return errorResponse(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** A table's trigger refused the insert (hint rate_limited): its message, and its wait from the details. */
export function refusedByTable(error: { hint?: string; message: string; details?: string } | null): Response | null {
  if (error?.hint !== 'rate_limited') return null;
  const seconds = Number(/(\d+) seconds/.exec(error.details ?? '')?.[1] ?? 60);
  return tooMany(error.message, seconds);
}
