// POST { remote, version, weight } -> 201 { ok: true } | 400/405/413/429/500 { error }.
// A reader's browser counts a sample of the remote areas it loaded (decision 216): one report a
// remote a page, sent for 1 page in 10 and weighing 10. The weight is added to the remote's and
// version's counter of the hour (remote_loads): no row a load, no user, no address (the caller's
// address is the rate limiter's key for its minute only). Public (verify_jwt = false): browsers
// send it as a beacon, text/plain without a key, so the body is read as JSON whatever its type.
// A function of its own, not remote-errors': a load is no error (its 'load' kind is a failure).
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { callerOf, takeRateLimit, tooMany } from '../_shared/limits.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { validateLoad } from './validate.ts';

const TOO_MANY = 'Too many load reports. Please try again later.';
const BODY_LIMIT = 1024;

export async function handleRemoteLoad(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT) return errorResponse(413, 'Report too large.');

  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const result = validateLoad(body);
  if (!result.ok) return errorResponse(400, result.error);

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // The error reports' figure (20 a minute), in a bucket of its own: a busy shared address's
    // loads never silence its error reports.
    const wait = await takeRateLimit(supabase, 'remote_loads:source', callerOf(request));
    if (wait > 0) return tooMany(TOO_MANY, wait);
    const { error } = await supabase.rpc('count_remote_load', result.value);
    if (error) throw error;
    return json({ ok: true }, 201);
  } catch (error) {
    console.error('remote-loads: could not count a load', error);
    return errorResponse(500, 'Could not count the load.');
  }
}

serve(handleRemoteLoad);
