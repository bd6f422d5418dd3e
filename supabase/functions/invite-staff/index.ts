// POST { email, role: 'editor' | 'admin' | 'contributor', redirectTo? } with an admin's JWT -> 200 { email, role, expiresAt }.
// Staff are invited, not promoted (docs/decisions/154-staff-two-factor.md): the invitation is
// recorded as the caller (public.invite_staff checks admin, the two-factor rule and that the address
// has no confirmed account, and deletes an unconfirmed one: decision 161), then GoTrue mails the
// invitation (auth.admin.inviteUserByEmail, service role). The role is granted by the database when
// the invitee sets a password (or a passkey) from the link, never from this request's data. Called
// again for the same address it resends: the old link ends (decision 168).
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';

const ROLES = ['editor', 'admin', 'contributor'] as const;

const INVALID_EMAIL = 'Enter a valid e-mail address';

/** GoTrue refused the address itself (older GoTrue: validation_failed; newer: email_address_invalid). */
function isInvalidAddress(error: { code?: string }): boolean {
  return error.code === 'email_address_invalid' || error.code === 'validation_failed';
}

/** What the database's refusals mean to the admin who asked. */
function refusal(code: string | undefined, message: string): Response | null {
  if (code === '42501') return errorResponse(403, message);
  if (code === '23505') return errorResponse(409, message);
  if (code === '22023') return errorResponse(400, message);
  return null;
}

export async function handleInviteStaff(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return errorResponse(401, 'Sign in to invite staff.');
  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const { email, role, redirectTo } = body;
  if (typeof email !== 'string' || email.length > 255) return errorResponse(400, INVALID_EMAIL);
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
    return errorResponse(400, 'Unknown role: use admin, editor or contributor');
  if (redirectTo !== undefined && (typeof redirectTo !== 'string' || redirectTo.length > 2048))
    return errorResponse(400, 'redirectTo must be an address.');

  try {
    const url = requireEnv('SUPABASE_URL');
    const asCaller = createClient(url, requireEnv('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: caller, error: callerError } = await asCaller.auth.getUser(token);
    if (callerError || !caller.user) return errorResponse(401, 'Sign in to invite staff.');
    const recorded = await asCaller.rpc('invite_staff', { invitee_email: email, role_name: role });
    if (recorded.error) {
      const answer = refusal(recorded.error.code, recorded.error.message);
      if (answer) return answer;
      throw recorded.error;
    }
    const invitation = recorded.data as { id: string; email: string; role: string; expires_at: string };
    const service = createClient(url, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const sent = await service.auth.admin.inviteUserByEmail(invitation.email, { redirectTo });
    if (sent.error) {
      // Not mailed: the invitation must not wait for a link nobody has.
      await service.from('staff_invitations').delete().eq('id', invitation.id);
      if (sent.error.code === 'email_exists') return errorResponse(409, 'This address already has an account.');
      if (isInvalidAddress(sent.error)) return errorResponse(400, INVALID_EMAIL);
      throw sent.error;
    }
    return json({ email: invitation.email, role: invitation.role, expiresAt: invitation.expires_at });
  } catch (error) {
    console.error('invite-staff: failed', error);
    return errorResponse(500, 'Failed to send the invitation.');
  }
}

serve(handleInviteStaff);
