import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyReply } from 'fastify';
import type { AppRequest } from '../../common/auth/auth-context.js';

export const DEVICE_COOKIE = 'beti.dev';
const MAX_ENTRIES = 8;
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The long-lived device cookie (OWASP's "device cookies" against lockout): after a successful sign-in the
 * browser keeps `nonce.mac`, mac = HMAC(secret, userId + nonce), one entry per account that signed in from it
 * (a shared kennel PC keeps several). A sign-in that shows a valid entry for the account is counted on that
 * device's own bucket only, so other people's failures never slow or block it.
 */
export class DeviceCookies {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private mac(userId: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`device:${userId}:${nonce}`).digest('base64url').slice(0, 32);
  }

  private entries(req: AppRequest): string[] {
    const raw = parseCookie(req.headers.cookie ?? '')[DEVICE_COOKIE] ?? '';
    return raw.split('~').filter((e) => /^[\w-]{16,64}\.[\w-]{32}$/.test(e)).slice(0, MAX_ENTRIES);
  }

  /** The device's nonce for this account, or null when this browser never signed in to it. */
  knownDevice(req: AppRequest, userId: string): string | null {
    for (const entry of this.entries(req)) {
      const [nonce, mac] = entry.split('.');
      const expected = Buffer.from(this.mac(userId, nonce));
      if (timingSafeEqual(Buffer.from(mac), expected)) return nonce;
    }
    return null;
  }

  /** After a successful sign-in: keep (or add) this account's entry, newest first. */
  remember(req: AppRequest, res: FastifyReply | undefined, userId: string): void {
    if (!res) return;
    const nonce = this.knownDevice(req, userId) ?? randomBytes(16).toString('base64url');
    const own = `${nonce}.${this.mac(userId, nonce)}`;
    const value = [own, ...this.entries(req).filter((e) => e !== own)].slice(0, MAX_ENTRIES).join('~');
    // Appended: the session cookie may already be on this response.
    void res.header(
      'set-cookie',
      serializeCookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: ONE_YEAR_S }),
    );
  }
}
