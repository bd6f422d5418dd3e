// POST { remote, module, version, kind, message } -> 201 { ok: true } | 400/405/429/500 { error }.
// Public (verify_jwt = false): any page may report that a remote failed to load or render; the
// report holds no personal data (the message is scrubbed here again) and the caller's token, if
// any, is ignored. Limits (429 with Retry-After): per caller address (20 a minute), counted in the
// database so every instance shares it (the address is a counter's key for a minute, never stored
// with a report), and the table's own trigger (per failure and in all, exact across instances).
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { callerOf, refusedByTable, takeRateLimit, tooMany } from '../_shared/limits.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { validateReport } from './validate.ts';

const TOO_MANY = 'Too many error reports. Please try again later.';
const BODY_LIMIT = 4 * 1024;

export async function handleRemoteError(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) return errorResponse(413, 'Report too large.');

  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const result = validateReport(body);
  if (!result.ok) return errorResponse(400, result.error);

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const wait = await takeRateLimit(supabase, 'remote_errors:source', callerOf(request));
    if (wait > 0) return tooMany(TOO_MANY, wait);
    const { error } = await supabase.from('remote_errors').insert(result.value);
    const refused = refusedByTable(error);
    if (refused) return refused;
    if (error) throw error;
    return json({ ok: true }, 201);
  } catch (error) {
    console.error('remote-errors: could not store report', error);
    return errorResponse(500, 'Could not store the report.');
  }
}

serve(handleRemoteError);
