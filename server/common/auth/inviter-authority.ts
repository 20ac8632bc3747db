import type { EntityManager } from 'typeorm';
import type { Role } from './role.js';

/** An invitation cancelled because its inviter can no longer send it (issue 38). */
export interface CancelledInvitation {
  id: string;
  email: string;
  role: Role;
  reason: string;
}

/**
 * What the users module asks of the invitations module when it demotes or disables someone: cancel that
 * person's pending invitations they could no longer send. Declared here and provided by the invitations module
 * (inviter-authority.ts there), so users never imports invitations: invitations → users.
 */
export interface InviterAuthority {
  /** Inside the transaction that demoted or disabled `inviter`, its row already written: what it cancelled. */
  cancelBeyondAuthority(manager: EntityManager, inviter: { id: string; email: string; role: Role; disabledAt: Date | null }): Promise<CancelledInvitation[]>;
}

export const INVITER_AUTHORITY = Symbol('INVITER_AUTHORITY');
