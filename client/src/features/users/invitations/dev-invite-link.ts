import { toaster } from '../../../components/ui/toaster';
import { copyToClipboard } from './clipboard';

/**
 * Development and test servers hand the link back (create and resend), so an invite can be accepted without a
 * mailbox: the access-and-identity §8 "Development Mode" toast shows it, with a copy action.
 */
export function showDevInviteLink(link: string): void {
  toaster.create({
    title: 'Development Mode',
    description: `Invite link: ${link}`,
    type: 'info',
    duration: 15_000,
    closable: true,
    // After the action's own confirmation ("Invite sent …", a plain success: 7) when both wait behind another
    // toast: an info toast with an action would otherwise jump ahead (6) and hold the queue for its 15 s.
    priority: 8 as const,
    action: { label: 'Copy link', onClick: () => void copyToClipboard(link, { title: 'Link copied' }) },
  });
}
