import type { AuthError, Factor } from '@supabase/supabase-js';
import {
  AUTH_MESSAGES,
  failed,
  getSupabase,
  PASSWORD_MIN_LENGTH,
  succeeded,
  type ActionResult,
} from '@newsroom/shared';
import { SECURITY_MESSAGES } from './securityMessages.ts';

/** The portal's one client (the shell's pages only: these actions stay out of the shared bundle). */
const client = () => getSupabase();

/** The name authenticator apps show above the codes. */
const ISSUER = 'The Daily Chronicle';
const CODE_PATTERN = /^\d{6}$/;

export interface AuthenticatorEnrollment {
  factorId: string;
  /** An SVG data URI of the otpauth QR code. */
  qrCode: string;
  /** The secret, for typing into an app that cannot scan. */
  secret: string;
}

export type EnrollResult = ({ ok: true } & AuthenticatorEnrollment) | { ok: false; message: string };

/** Where the session stands: the level it has, the one the account can reach, and whether the role demands aal2. */
export interface Assurance {
  current: 'aal1' | 'aal2' | null;
  next: 'aal1' | 'aal2' | null;
  verifiedFactors: number;
  requiredByRole: boolean;
}

function codeError(error: AuthError): ActionResult {
  if (error.code === 'over_request_rate_limit') return failed(SECURITY_MESSAGES.locked);
  if (error.code === 'mfa_verification_failed') return failed(SECURITY_MESSAGES.wrongCode);
  return failed(SECURITY_MESSAGES.verifyFailed);
}

/** Starts setting up an authenticator app: a new, unverified TOTP factor. */
export async function enrollAuthenticator(): Promise<EnrollResult> {
  try {
    // No friendly name: names must be unique per user, and a retried set-up would collide.
    const { data, error } = await client().auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER });
    if (error || !data) return { ok: false, message: SECURITY_MESSAGES.enrollFailed };
    return { ok: true, factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
  } catch (error) {
    console.error('Enrolling an authenticator failed', error);
    return { ok: false, message: SECURITY_MESSAGES.enrollFailed };
  }
}

/** Checks a code against a factor: confirms a new one, or steps the session up to aal2. */
export async function verifyAuthenticatorCode(factorId: string, code: string): Promise<ActionResult> {
  const trimmed = code.replace(/\s/g, '');
  if (!CODE_PATTERN.test(trimmed)) return failed(SECURITY_MESSAGES.enterCode);
  try {
    const { error } = await client().auth.mfa.challengeAndVerify({ factorId, code: trimmed });
    if (error) return codeError(error);
    return succeeded(SECURITY_MESSAGES.verified);
  } catch (error) {
    console.error('Verifying a code failed', error);
    return failed(SECURITY_MESSAGES.verifyFailed);
  }
}

/** The account's factors, read from the server (not the possibly older session copy). */
export async function listAuthenticators(): Promise<Factor[]> {
  const { data, error } = await client().auth.getUser();
  if (error) throw error;
  return data.user?.factors ?? [];
}

export async function removeAuthenticator(factorId: string): Promise<ActionResult> {
  try {
    const { error } = await client().auth.mfa.unenroll({ factorId });
    if (error?.code === 'insufficient_aal') return failed(SECURITY_MESSAGES.removeNeedsCode);
    if (error) return failed(SECURITY_MESSAGES.removeFailed);
    // New tokens: the session drops to aal1 once no factor backs it.
    await client().auth.refreshSession();
    return succeeded(SECURITY_MESSAGES.removed);
  } catch (error) {
    console.error('Removing an authenticator failed', error);
    return failed(SECURITY_MESSAGES.removeFailed);
  }
}

export async function assurance(): Promise<Assurance> {
  const supabase = client();
  const [level, factors, required] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.auth.mfa.listFactors(),
    supabase.rpc('two_factor_required_for_me'),
  ]);
  if (level.error) throw level.error;
  if (required.error) throw required.error;
  return {
    current: level.data.currentLevel as Assurance['current'],
    next: level.data.nextLevel as Assurance['next'],
    verifiedFactors: factors.data?.totp.length ?? 0,
    requiredByRole: required.data === true,
  };
}

/** The first verified factor, to ask its code at sign-in. */
export async function firstVerifiedFactorId(): Promise<string | null> {
  const { data } = await client().auth.mfa.listFactors();
  return data?.totp[0]?.id ?? null;
}

/** Mails a 6-digit code that a password change must quote (GoTrue's reauthentication). */
export async function sendReauthenticationCode(): Promise<ActionResult> {
  try {
    const { error } = await client().auth.reauthenticate();
    if (error) return failed(SECURITY_MESSAGES.codeSendFailed);
    return succeeded(SECURITY_MESSAGES.codeSent);
  } catch (error) {
    console.error('Sending the reauthentication code failed', error);
    return failed(SECURITY_MESSAGES.codeSendFailed);
  }
}

export interface PasswordChange {
  nonce: string;
  password: string;
  confirm: string;
}

export async function changePassword({ nonce, password, confirm }: PasswordChange): Promise<ActionResult> {
  if (!nonce.trim() || !password || !confirm) return failed(AUTH_MESSAGES.fillAllFields);
  if (password.length < PASSWORD_MIN_LENGTH) return failed(AUTH_MESSAGES.passwordTooShort);
  if (password !== confirm) return failed(SECURITY_MESSAGES.passwordsDiffer);
  try {
    const { error } = await client().auth.updateUser({ password, nonce: nonce.trim() });
    if (error?.code === 'reauthentication_not_valid') return failed(SECURITY_MESSAGES.codeNotValid);
    if (error) return failed(error.message || SECURITY_MESSAGES.passwordChangeFailed);
    return succeeded(SECURITY_MESSAGES.passwordChanged);
  } catch (error) {
    console.error('Changing the password failed', error);
    return failed(SECURITY_MESSAGES.passwordChangeFailed);
  }
}

export async function signOutOtherSessions(): Promise<ActionResult> {
  try {
    const { error } = await client().auth.signOut({ scope: 'others' });
    if (error) return failed(SECURITY_MESSAGES.othersSignOutFailed);
    return succeeded(SECURITY_MESSAGES.othersSignedOut);
  } catch (error) {
    console.error('Signing out other sessions failed', error);
    return failed(SECURITY_MESSAGES.othersSignOutFailed);
  }
}
