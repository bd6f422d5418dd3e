import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpEnrollment, totpStep } from './totp.ts';

function codeAt(secret: string, atMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: atMs,
  });
}

describe('TOTP', () => {
  it('enrols a 160-bit base32 secret with an otpauth URI and an SVG QR code of it', async () => {
    const enrollment = await newTotpEnrollment('The Daily Chronicle', 'ed@example.com');
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/The%20Daily%20Chronicle:ed%40example\.com\?/);
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
    expect(enrollment.qrCode.startsWith('<svg')).toBe(true);
  });

  it('accepts the current step and one step of drift either side, not two', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = Date.UTC(2026, 10, 26, 12, 0, 15);
    const step = totpStep(now);
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const secret = new Secret({ size: 20 }).base32;
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456', '12345\n']) {
      expect(matchingStep(secret, code)).toBeNull();
    }
  });
});
