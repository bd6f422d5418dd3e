import { AuthError } from '../errors.ts';

/** GoTrue's MFA errors: status, code and message as auth-js's error-codes list has them. */
export const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  ipMismatch: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch. Try enrollment again.'),
  invalidCode: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooMany: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  aal2ToEnroll: () => new AuthError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  aal2ToUnenroll: () => new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  phoneDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  webauthnDisabled: () => new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  locked: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      `Too many wrong codes: this factor is locked, try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
      {},
      { 'Retry-After': String(retryAfterSeconds) },
    ),
};
