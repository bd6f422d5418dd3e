// POST ?token=… -> 200 | 400 (RFC 8058 one-click unsubscribe: the mail's List-Unsubscribe URL).
// Public (verify_jwt = false): mail clients send no key. The token is the authority; the database
// function checks it (decision 150). GET changes nothing: link scanners and previews follow URLs.
import { createClient } from '@supabase/supabase-js';
import { requireEnv, serve } from '../_shared/runtime.ts';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

function answer(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...TEXT, ...headers } });
}

export async function handleUnsubscribe(request: Request): Promise<Response> {
  if (request.method !== 'POST') return answer(405, 'Use POST to unsubscribe.', { Allow: 'POST' });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[0-9a-f]{96}$/.test(token)) return answer(400, 'This unsubscribe link is not valid.');
  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await supabase.rpc('newsletter_unsubscribe', { token });
    if (error) throw error;
    if (data !== 'unsubscribed') return answer(400, 'This unsubscribe link is not valid.');
    return answer(200, 'You have been unsubscribed.');
  } catch (error) {
    console.error('newsletter-unsubscribe: failed', error);
    return answer(500, 'Could not unsubscribe right now. Please try again.');
  }
}

serve(handleUnsubscribe);
