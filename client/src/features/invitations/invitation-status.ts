import type { InvitationRowFragment } from '../../gql/graphql';

export type InvitationStatus = 'pending' | 'accepted' | 'expired';
export type InvitationFilter = 'all' | 'pending' | 'accepted';

export const STATUS_LABELS: Record<InvitationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'blue' },
  accepted: { label: 'Accepted', palette: 'green' },
  expired: { label: 'Expired', palette: 'red' },
};

export const FILTERS: { value: InvitationFilter; label: string; empty: { title: string; description: string } }[] = [
  { value: 'all', label: 'All', empty: { title: 'No invitations yet', description: 'Invite a colleague to give them access to BETI.' } },
  {
    value: 'pending',
    label: 'Pending',
    empty: { title: 'No pending invitations', description: 'Every invitation sent has been accepted or cancelled.' },
  },
  {
    value: 'accepted',
    label: 'Accepted',
    empty: { title: 'No accepted invitations', description: 'Invitations appear here once the invitee has created their account.' },
  },
];

/** §4: pending while acceptedAt is empty; a pending one past its expiry shows as Expired (it can still be extended). */
export function invitationStatus(invitation: InvitationRowFragment, now: number): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  return new Date(invitation.expiresAt).getTime() <= now ? 'expired' : 'pending';
}

export function isPending(invitation: InvitationRowFragment): boolean {
  return !invitation.acceptedAt;
}

export function matchesFilter(invitation: InvitationRowFragment, filter: InvitationFilter): boolean {
  if (filter === 'pending') return isPending(invitation);
  if (filter === 'accepted') return !isPending(invitation);
  return true;
}

/** §2: the acceptance link, built from /invite/{token} on this site. */
export function inviteLink(token: string): string {
  return `${window.location.origin}/invite/${token}`;
}
