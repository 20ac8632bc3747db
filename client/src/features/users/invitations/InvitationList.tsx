import { Button, Stack } from '@chakra-ui/react';
import { MailOpen, UserPlus } from 'lucide-react';
import { DataList, type CardLayout, type DataColumn } from '../../../components/data-list/DataList';
import { ListEmpty } from '../../../components/data-list/ListEmpty';
import { RoleBadge } from '../../../components/RoleBadge';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { InvitationActions, type InvitationAction } from './InvitationActions';
import { Expiry, InvitationStatusBadge, Invitee } from './InvitationCells';
import { InvitationMailStatus } from './InvitationMailStatus';
import { isPending } from './invitation-status';

export interface InvitationListProps {
  invitations: InvitationRowFragment[];
  now: number;
  onAction: (kind: InvitationAction, invitation: InvitationRowFragment) => void;
}

/** The invitations of one tab: a table on wide screens, stacked cards below `lg`. */
export function InvitationList({ invitations, now, onAction }: InvitationListProps) {
  return (
    <DataList
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      keyAttribute="data-invitation-id"
      label="Invitations"
      caption="Invitations, their status, mail and expiry"
      columns={invitationColumns(now, onAction)}
      card={invitationCard(now, onAction)}
    />
  );
}

/** The table's Status cell holds the mail's state too; a card shows the status beside the name and the mail as a field. */
function invitationColumns(now: number, onAction: InvitationListProps['onAction']): DataColumn<InvitationRowFragment>[] {
  return [
    { key: 'invited', header: 'Invited', cell: (invitation) => <Invitee invitation={invitation} />, cellProps: { py: '3', maxW: '80' }, card: false },
    { key: 'role', header: 'Role', cell: (invitation) => <RoleBadge role={invitation.role} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (invitation) => (
        <Stack gap="1.5" align="flex-start">
          <InvitationStatusBadge invitation={invitation} now={now} />
          <InvitationMailStatus invitation={invitation} />
        </Stack>
      ),
      card: false,
    },
    { key: 'mail', header: 'Mail', cell: (invitation) => <InvitationMailStatus invitation={invitation} />, table: false, card: { when: isPending } },
    {
      key: 'expires',
      header: 'Expires',
      cell: (invitation) => <Expiry invitation={invitation} now={now} />,
      cellProps: { whiteSpace: 'nowrap' },
      card: { label: (invitation) => (isPending(invitation) ? 'Expires' : 'Status') },
    },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (invitation) => <InvitationActions invitation={invitation} onAction={onAction} justify="flex-end" wrap="nowrap" />,
      card: false,
    },
  ];
}

function invitationCard(now: number, onAction: InvitationListProps['onAction']): CardLayout<InvitationRowFragment> {
  return {
    title: (invitation) => <Invitee invitation={invitation} />,
    aside: (invitation) => <InvitationStatusBadge invitation={invitation} now={now} />,
    footer: (invitation) =>
      invitation.actions.length > 0 ? (
        <InvitationActions invitation={invitation} onAction={onAction} size="sm" width="full" css={{ '& > button': { flex: '1 1 auto' } }} />
      ) : null,
    labelWidth: '20',
  };
}

export function InvitationsEmpty({ title, description, onInvite }: { title: string; description: string; onInvite?: () => void }) {
  const action = onInvite && (
    <Button size="sm" onClick={onInvite}>
      <UserPlus aria-hidden /> Invite User
    </Button>
  );
  return <ListEmpty icon={<MailOpen aria-hidden />} title={title} description={description} action={action} />;
}
