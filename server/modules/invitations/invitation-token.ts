import { createHash, createHmac } from 'node:crypto';

/**
 * An invitation link's token is derived, not stored: HMAC(secret, id and link version). The database keeps
 * only its SHA-256, so neither a list, a backup nor the queue holds a usable link; the mail job rebuilds the
 * token from the id when it runs, and Resend bumps the version, which kills the old link.
 */
export function invitationToken(secret: string, id: string, version: number): string {
  return createHmac('sha256', secret).update(`invitation:${id}:${version}`).digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
