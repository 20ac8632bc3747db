import type { EntityManager } from 'typeorm';
import { allows, outranks } from '../../common/auth/policy.js';
import type { CancelledInvitation, InviterAuthority } from '../../common/auth/inviter-authority.js';
import type { Role } from '../../common/auth/role.js';
import type { UserEntity } from '../users/user.entity.js';
import { InvitationEntity } from './invitation.entity.js';

/**
 * What the link answers once its inviter can no longer send it. The same words whatever happened to the
 * inviter: the invitee learns that the invitation died, not whether its sender was disabled or demoted.
 */
export const INVITATION_NO_LONGER_VALID =
  'This invitation is no longer valid: the person who sent it can no longer invite to this role. Ask an administrator for a new one.';

export type Inviter = Pick<UserEntity, 'email' | 'role' | 'disabledAt'>;

/**
 * Why an invitation to `role` no longer carries its inviter's authority, or null while it does. An invitation
 * is worth what its inviter could send today: an existing, enabled account that may still invite (the policy
 * row of `create`) a role it still outranks.
 */
export function lostAuthority(inviter: Inviter | null, role: Role): string | null {
  if (!inviter) return "The inviter's account no longer exists";
  if (inviter.disabledAt) return `The inviter (${inviter.email}) was disabled`;
  if (!allows('invitations.create', inviter.role) || !outranks(inviter.role, role)) {
    return `The inviter (${inviter.email}) is now ${inviter.role}, who cannot invite ${role}`;
  }
  return null;
}

export type { CancelledInvitation } from '../../common/auth/inviter-authority.js';

/**
 * Inside the transaction that demoted or disabled `inviter` (its row already written, so locked until commit):
 * cancels their pending invitations they could no longer send, each with its reason. The row locks are taken
 * user first, invitation second, the same order as accept, so the two never deadlock.
 */
export async function cancelInvitationsBeyondAuthority(
  manager: EntityManager,
  inviter: Inviter & Pick<UserEntity, 'id'>,
): Promise<CancelledInvitation[]> {
  const pending = await manager
    .getRepository(InvitationEntity)
    .createQueryBuilder('i')
    .setLock('pessimistic_write')
    .where('i.invited_by = :id AND i.accepted_at IS NULL AND i.cancelled_at IS NULL', { id: inviter.id })
    .orderBy('i.created_at', 'ASC')
    .getMany();
  const cancelled: CancelledInvitation[] = [];
  for (const i of pending) {
    const reason = lostAuthority(inviter, i.role);
    if (!reason) continue;
    await manager.update(InvitationEntity, { id: i.id }, { cancelledAt: new Date(), cancelReason: reason });
    cancelled.push({ id: i.id, email: i.email, role: i.role, reason });
  }
  return cancelled;
}

/** The invitations module's side of InviterAuthority (common/auth/inviter-authority.ts), for the users module. */
export const inviterAuthority: InviterAuthority = { cancelBeyondAuthority: cancelInvitationsBeyondAuthority };
