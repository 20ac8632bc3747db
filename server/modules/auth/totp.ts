import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import speakeasy from 'speakeasy';

/** 30-second steps, as authenticator apps use. */
export const STEP_SECONDS = 30;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A 160-bit secret from the CSPRNG, base32 as authenticator apps expect. */
export function newSecret(): string {
  return base32(randomBytes(20));
}

export function otpauthUrl(secret: string, email: string): string {
  return speakeasy.otpauthURL({ secret, encoding: 'base32', label: `BETI:${email}`, issuer: 'BETI' });
}

/** The current code of a secret (tests and the mail preview use it). */
export function codeAt(secret: string, atMs = Date.now()): string {
  return speakeasy.totp({ secret, encoding: 'base32', time: Math.floor(atMs / 1000), step: STEP_SECONDS });
}

/** The 30 s step a code belongs to, allowing one step of drift either way; null when it matches none. */
export function matchStep(secret: string, code: string, atMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const time = Math.floor(atMs / 1000);
  const delta = speakeasy.totp.verifyDelta({ secret, encoding: 'base32', token: code, window: 1, time, step: STEP_SECONDS });
  return delta ? Math.floor(time / STEP_SECONDS) + delta.delta : null;
}

/** AES-256-GCM for secrets at rest: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string, derived: boolean) {
    this.key = derived
      ? Buffer.from(hkdfSync('sha256', keyMaterial, 'beti', 'totp-secret-encryption', 32))
      : createHash('sha256').update(keyMaterial).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1') throw new Error('Unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
