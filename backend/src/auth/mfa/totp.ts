import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters: SHA-1, 6 digits, 30-second steps, one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const DRIFT_STEPS = 1;
/** 160-bit secrets, as GoTrue (RFC 4226's recommended length for SHA-1). */
const SECRET_BYTES = 20;

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code (GoTrue sends the SVG; supabase-js makes it a data URI). */
  qrCode: string;
}

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export async function newTotpEnrollment(issuer: string, accountName: string): Promise<TotpEnrollment> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode };
}

export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step a code belongs to (the current one or one step either side), or null when it
 * matches none. The caller refuses steps at or before the last one accepted, so a code works once.
 */
export function matchingStep(secret: string, code: string, atMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: atMs, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(atMs) + delta;
}
