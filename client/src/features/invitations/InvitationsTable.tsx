import { Stack, Table, Text } from '@chakra-ui/react';
import type { InvitationRowFragment } from '../../gql/graphql';
import { RoleBadge } from '../../components/RoleBadge';
import { InvitationActions, type InvitationAction } from './InvitationActions';
import { Expiry, InvitationStatusBadge, Invitee } from './InvitationCells';
import { InvitationMailStatus } from './InvitationMailStatus';

export interface InvitationListProps {
  invitations: InvitationRowFragment[];
  now: number;
  onAction: (kind: InvitationAction, invitation: InvitationRowFragment) => void;
}

/** Wide screens: one row per invitation. */
export function InvitationsTable({ invitations, now, onAction }: InvitationListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>Invitations, their status, mail and expiry</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="5">Invited</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Expires</Table.ColumnHeader>
            <Table.ColumnHeader pe="5" textAlign="end">
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invitations.map((invitation) => (
            <Table.Row key={invitation.id} data-invitation-id={invitation.id} bg="bg.panel">
              <Table.Cell ps="5" py="3" maxW="80">
                <Invitee invitation={invitation} />
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={invitation.role} />
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1.5" align="flex-start">
                  <InvitationStatusBadge invitation={invitation} now={now} />
                  <InvitationMailStatus invitation={invitation} />
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Expiry invitation={invitation} now={now} />
              </Table.Cell>
              <Table.Cell pe="5">
                <InvitationActions invitation={invitation} onAction={onAction} justify="flex-end" wrap="nowrap" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
