import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVapid } from './vapid.ts';

const AUD = 'http://127.0.0.1:54326';
const NOW = Date.parse('2026-11-29T00:00:00Z') / 1000;

async function signer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const point = Buffer.concat([Buffer.of(4), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { privateKey, point, k: point.toString('base64url') };
}

function token(key: JoseKey, claims: Record<string, unknown>, alg = 'ES256') {
  return new SignJWT(claims).setProtectedHeader({ typ: 'JWT', alg }).sign(key);
}

const good = { aud: AUD, exp: NOW + 3600, sub: 'mailto:desk@chronicle.example' };

describe('checkVapid (RFC 8292)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a token signed by the k= key for this origin, with k first or second', async () => {
    const app = await signer();
    const jwt = await token(app.privateKey, good);
    expect(checkVapid(`vapid t=${jwt}, k=${app.k}`, AUD, null)).toBeNull();
    expect(checkVapid(`vapid k=${app.k},t=${jwt}`, AUD, app.point)).toBeNull();
  });

  it('refuses a forged token: signed by another key than k, or claims changed after signing', async () => {
    const app = await signer();
    const forger = await signer();
    const forged = await token(forger.privateKey, good);
    expect(checkVapid(`vapid t=${forged}, k=${app.k}`, AUD, null)).toEqual({
      status: 401,
      reason: 'JWT signature does not verify with k',
    });
    const [header, , signature] = (await token(app.privateKey, good)).split('.');
    const claims = Buffer.from(JSON.stringify({ ...good, aud: 'http://elsewhere' })).toString('base64url');
    expect(checkVapid(`vapid t=${header}.${claims}.${signature}, k=${app.k}`, AUD, null)?.status).toBe(401);
  });

  it.each([
    ['expired', { ...good, exp: NOW - 1 }, 'token expired'],
    ['more than 24 hours ahead', { ...good, exp: NOW + 86_401 }, 'exp more than 24 hours ahead'],
    ['for another origin', { ...good, aud: 'https://fcm.googleapis.com' }, `aud must be ${AUD}`],
    ['with the path in aud', { ...good, aud: `${AUD}/push/abc` }, `aud must be ${AUD}`],
    ['without exp', { aud: AUD, sub: good.sub }, 'exp missing'],
    ['without a contact', { aud: AUD, exp: good.exp }, 'sub must be mailto: or https:'],
  ])('refuses a token %s', async (_, claims, reason) => {
    const app = await signer();
    expect(checkVapid(`vapid t=${await token(app.privateKey, claims)}, k=${app.k}`, AUD, null)).toEqual({
      status: 401,
      reason,
    });
  });

  it('refuses a token it passed before, once the token has expired', async () => {
    const app = await signer();
    const header = `vapid t=${await token(app.privateKey, { ...good, exp: NOW + 60 })}, k=${app.k}`;
    expect(checkVapid(header, AUD, null)).toBeNull();
    expect(checkVapid(header, 'http://other.example', null)?.status).toBe(401);
    vi.setSystemTime((NOW + 60) * 1000);
    expect(checkVapid(header, AUD, null)).toEqual({ status: 401, reason: 'token expired' });
  });

  it('refuses 403 a valid token from another key than the one the subscription is bound to', async () => {
    const app = await signer();
    const other = await signer();
    expect(checkVapid(`vapid t=${await token(other.privateKey, good)}, k=${other.k}`, AUD, app.point)).toEqual({
      status: 403,
      reason: 'subscription is bound to another application server key',
    });
  });

  it('refuses a missing or malformed header, a bad key and alg none', async () => {
    const app = await signer();
    const jwt = await token(app.privateKey, good);
    expect(checkVapid(undefined, AUD, null)?.status).toBe(401);
    expect(checkVapid(`WebPush ${jwt}`, AUD, null)?.status).toBe(401);
    expect(checkVapid(`vapid t=${jwt}`, AUD, null)?.status).toBe(401);
    expect(checkVapid(`vapid t=${jwt}, k=AAAA`, AUD, null)?.reason).toBe('k is not a P-256 public key');
    expect(checkVapid(`vapid t=a.b, k=${app.k}`, AUD, null)?.reason).toBe('t is not a JWT');
    const [, claims] = jwt.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(checkVapid(`vapid t=${none}.${claims}.AA, k=${app.k}`, AUD, null)?.reason).toBe('JWT alg must be ES256');
  });
});
