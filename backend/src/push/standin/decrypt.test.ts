import { describe, expect, it } from 'vitest';
import { DecryptError, decryptPushMessage } from './decrypt.ts';

// RFC 8291 Appendix A: the user agent's keys and the message of RFC 8291 §5, copied from the RFC.
const RFC = {
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const keys = {
  privateKey: Buffer.from(RFC.uaPrivate, 'base64url'),
  publicKey: Buffer.from(RFC.uaPublic, 'base64url'),
  auth: Buffer.from(RFC.auth, 'base64url'),
};

describe('decryptPushMessage (RFC 8291, the user agent)', () => {
  it("decrypts RFC 8291's example message to its plaintext", () => {
    const text = decryptPushMessage(Buffer.from(RFC.body, 'base64url'), keys).toString('utf8');
    expect(text).toBe('When I grow up, I want to be a watermelon');
  });

  it('refuses the message under another auth secret, a changed byte or a cut body', () => {
    const body = Buffer.from(RFC.body, 'base64url');
    const otherAuth = { ...keys, auth: Buffer.alloc(16, 1) };
    expect(() => decryptPushMessage(body, otherAuth)).toThrow('authentication failed');
    const changed = Buffer.from(body);
    changed[changed.length - 20] ^= 1;
    expect(() => decryptPushMessage(changed, keys)).toThrow(DecryptError);
    expect(() => decryptPushMessage(body.subarray(0, 30), keys)).toThrow(DecryptError);
    expect(() => decryptPushMessage(Buffer.alloc(0), keys)).toThrow('shorter than the aes128gcm header');
  });

  it('refuses a body of several records or a keyid that is not a point', () => {
    const body = Buffer.from(RFC.body, 'base64url');
    const smallRecords = Buffer.from(body);
    smallRecords.writeUInt32BE(20, 16);
    expect(() => decryptPushMessage(smallRecords, keys)).toThrow('not one record');
    const badPoint = Buffer.from(body);
    badPoint.fill(7, 22, 86);
    expect(() => decryptPushMessage(badPoint, keys)).toThrow('not a point on P-256');
  });
});
