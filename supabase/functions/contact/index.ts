// POST { name, email, message } -> 200 { success: true } | 400/405/429/500 { error }.
// Public (verify_jwt = false): validates the message and stores it with the service role. Limits
// (429 with Retry-After): per caller address here, through the database's shared counters; per
// e-mail address and for the whole inbox in the contact_messages table's triggers (exact,
// case-insensitive e-mail match), so a direct REST insert and this function share them; a
// PostgREST `ilike` lookup here would treat `*` in an address as a wildcard.
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { callerOf, refusedByTable, takeRateLimit, tooMany } from '../_shared/limits.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { validateContact } from './validate.ts';

const TOO_MANY_FROM_CALLER = 'Too many messages from your connection. Please try again later.';

export async function handleContact(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');

  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const result = validateContact(body);
  if (!result.ok) return errorResponse(400, result.error);
  const { name, email, message } = result.value;

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const wait = await takeRateLimit(supabase, 'contact:source', callerOf(request));
    if (wait > 0) return tooMany(TOO_MANY_FROM_CALLER, wait);
    const { error } = await supabase.from('contact_messages').insert({ name, email, message });
    const refused = refusedByTable(error);
    if (refused) return refused;
    if (error) throw error;
    return json({ success: true });
  } catch (error) {
    console.error('contact: could not store message', error);
    return errorResponse(500, 'Could not send your message right now. Please try again.');
  }
}

serve(handleContact);
