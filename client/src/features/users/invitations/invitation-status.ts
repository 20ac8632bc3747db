import type { InvitationRowFragment } from '../../../gql/graphql';

export type InvitationStatus = 'pending' | 'accepted' | 'expired' | 'cancelled';
export type InvitationFilter = 'all' | 'pending' | 'accepted';

export const STATUS_LABELS: Record<InvitationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'blue' },
  accepted: { label: 'Accepted', palette: 'green' },
  expired: { label: 'Expired', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

/** Accepted, or cancelled because its inviter could no longer send it (cancelledAt may be absent from a partial row). */
type Settled = Pick<InvitationRowFragment, 'acceptedAt'> & { cancelledAt?: string | null };
const settled = (invitation: Settled) => !!invitation.acceptedAt || !!invitation.cancelledAt;

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

/**
 * access-and-identity §4: pending while acceptedAt is empty; a pending one past its expiry shows as Expired (it can
 * still be extended). Cancelled: its inviter was disabled or demoted (issue 38), cancelReason says which.
 */
export function invitationStatus(invitation: InvitationRowFragment, now: number): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.cancelledAt) return 'cancelled';
  return new Date(invitation.expiresAt).getTime() <= now ? 'expired' : 'pending';
}

export function isPending(invitation: InvitationRowFragment): boolean {
  return !settled(invitation);
}

export function matchesFilter(invitation: InvitationRowFragment, filter: InvitationFilter): boolean {
  if (filter === 'pending') return isPending(invitation);
  if (filter === 'accepted') return !!invitation.acceptedAt;
  return true;
}

/** How often the list is read again while a mail is on its way (the mail is sent by a queued job). */
export const MAIL_POLL_MS = 5000;

export interface MailStatus {
  label: string;
  palette: string;
  /** The last delivery error, while retrying or after the last try. */
  error: string | null;
  /** A failed mail: Resend mails a new link. */
  failed: boolean;
}

/**
 * Where a pending invitation's mail is: Queued (no try yet), Sending (attempt n) while the job retries after a
 * failed try, Sent, or Failed after its last try. Accepted invitations need no mail status: null.
 */
export function mailStatus(invitation: Settled & Pick<InvitationRowFragment, 'mailState' | 'mailAttempts' | 'mailError'>): MailStatus | null {
  if (settled(invitation)) return null;
  switch (invitation.mailState) {
    case 'SENT':
      return { label: 'Sent', palette: 'green', error: null, failed: false };
    case 'FAILED':
      return { label: 'Failed', palette: 'red', error: invitation.mailError || 'The mail could not be delivered.', failed: true };
    default:
      return invitation.mailAttempts > 0
        ? { label: `Sending (attempt ${invitation.mailAttempts + 1})`, palette: 'orange', error: invitation.mailError, failed: false }
        : { label: 'Queued', palette: 'gray', error: null, failed: false };
  }
}

/** Poll while any pending invitation's mail is still queued: its state changes without anyone acting. */
export function mailInFlight(invitations: readonly (Settled & Pick<InvitationRowFragment, 'mailState'>)[]): boolean {
  return invitations.some((invitation) => !settled(invitation) && invitation.mailState === 'QUEUED');
}
