// POST { remote, module, version, kind, message } -> 201 { ok: true } | 400/405/429/500 { error }.
// Public (verify_jwt = false): any page may report that a remote failed to load or render; the
// report holds no personal data (the message is scrubbed here again) and the caller's token, if
// any, is ignored. Two limits: a per-instance burst limit keyed by the caller's address, held only
// in memory for a minute and never stored, and the table's own trigger (exact, across instances).
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { validateReport } from './validate.ts';

const TOO_MANY = 'Too many error reports. Please try again later.';
const WINDOW_MS = 60_000;
const PER_CALLER = 20;
const BODY_LIMIT = 4 * 1024;

const recent = new Map<string, number[]>();

/** True when this caller sent PER_CALLER reports in the last minute (this instance's view). */
function overBurstLimit(caller: string, now = Date.now()): boolean {
  const times = (recent.get(caller) ?? []).filter((time) => now - time < WINDOW_MS);
  if (times.length >= PER_CALLER) return true;
  times.push(now);
  recent.set(caller, times);
  if (recent.size > 10_000) recent.clear();
  return false;
}

function callerOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

export async function handleRemoteError(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) return errorResponse(413, 'Report too large.');
  if (overBurstLimit(callerOf(request))) return errorResponse(429, TOO_MANY);

  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const result = validateReport(body);
  if (!result.ok) return errorResponse(400, result.error);

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await supabase.from('remote_errors').insert(result.value);
    if (error?.hint === 'rate_limited') return errorResponse(429, TOO_MANY);
    if (error) throw error;
    return json({ ok: true }, 201);
  } catch (error) {
    console.error('remote-errors: could not store report', error);
    return errorResponse(500, 'Could not store the report.');
  }
}

serve(handleRemoteError);
