import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

/**
 * The user agent's half of RFC 8291: what a browser does with a push message. Written with
 * node:crypto, not the sender's WebCrypto module, so a mistake in one is not cancelled by the same
 * mistake in the other.
 */

/** A subscription's secrets, as the browser keeps them. */
export interface ReceiverKeys {
  /** The P-256 private scalar (32 bytes). */
  privateKey: Buffer;
  /** Its uncompressed public point (65 bytes): the subscription's p256dh. */
  publicKey: Buffer;
  /** The 16-byte auth secret. */
  auth: Buffer;
}

export class DecryptError extends Error {
  override name = 'DecryptError';
}

const HEADER_BYTES = 21;
const TAG_BYTES = 16;

function derive(ikm: Buffer, salt: Buffer, info: string | Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));
}

/** Splits an aes128gcm body (RFC 8188 §2.1) into its header fields and its one record. */
function parse(body: Buffer) {
  if (body.length < HEADER_BYTES) throw new DecryptError('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyLength = body[20];
  if (keyLength !== 65) throw new DecryptError('keyid is not a 65-byte P-256 point');
  const senderPublic = body.subarray(HEADER_BYTES, HEADER_BYTES + keyLength);
  const record = body.subarray(HEADER_BYTES + keyLength);
  // RFC 8291 §4: a push message is a single record.
  if (recordSize < 18 || record.length > recordSize) throw new DecryptError('push message is not one record');
  if (record.length < TAG_BYTES + 1) throw new DecryptError('record too short');
  return { salt, senderPublic, record };
}

/** Decrypts an RFC 8291 aes128gcm body; DecryptError when it is not one for these keys. */
export function decryptPushMessage(body: Buffer, keys: ReceiverKeys): Buffer {
  const { salt, senderPublic, record } = parse(body);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  let shared: Buffer;
  try {
    shared = ecdh.computeSecret(senderPublic);
  } catch {
    throw new DecryptError('keyid is not a point on P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = derive(shared, keys.auth, keyInfo, 32);
  const cek = derive(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = derive(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptError('authentication failed: not encrypted for this subscription');
  }
  return unpad(padded);
}

/** Removes RFC 8188 padding: the last non-zero byte is the delimiter, 2 for the last record. */
function unpad(padded: Buffer): Buffer {
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new DecryptError('record is not marked as the last one');
  return padded.subarray(0, end);
}
