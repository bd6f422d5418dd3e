import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Just enough CBOR for an attestation object and a COSE key: unsigned/negative ints, bytes, text, maps. */
function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(value, 1);
  return head;
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -value - 1);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const FLAGS_UP_UV = 0x05;
const FLAG_ATTESTED = 0x40;

interface CreationOptions {
  challenge: string;
  user: { id: string };
}

/**
 * A software passkey (ES256, "none" attestation, discoverable): stands in for
 * navigator.credentials in Node, so the backend's WebAuthn checks run on real signatures.
 */
export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  private userHandle: string | null = null;
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, extra: Buffer = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([createHash('sha256').update(this.rpId).digest(), Buffer.from([flags]), counter, extra]);
  }

  /** navigator.credentials.create(): the registration response for these options. */
  create(options: CreationOptions) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey]);
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(FLAGS_UP_UV | FLAG_ATTESTED, attested)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        attestationObject: b64url(attestation),
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion signed over the challenge (from `origin`, if given). */
  get(options: { challenge: string }, origin?: string) {
    this.counter += 1;
    const authData = this.authData(FLAGS_UP_UV);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        authenticatorData: b64url(authData),
        clientDataJSON: b64url(clientData),
        signature: b64url(sign('sha256', signed, this.privateKey)),
        userHandle: this.userHandle ?? undefined,
      },
      clientExtensionResults: {},
    };
  }
}
