import { Card, DataList, Flex, SimpleGrid } from '@chakra-ui/react';
import { RoleBadge } from '../../components/RoleBadge';
import { InvitationActions } from './InvitationActions';
import { Expiry, InvitationStatusBadge, Invitee } from './InvitationCells';
import { InvitationMailStatus } from './InvitationMailStatus';
import { isPending } from './invitation-status';
import type { InvitationListProps } from './InvitationsTable';

/** Phones and narrow windows: the table's rows as stacked cards. */
export function InvitationCards({ invitations, now, onAction }: InvitationListProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Invitations">
      {invitations.map((invitation) => (
        <Card.Root as="li" key={invitation.id} data-invitation-id={invitation.id} variant="outline" size="sm" bg="bg.panel">
          <Card.Body gap="3">
            <Flex justify="space-between" align="flex-start" gap="3">
              <Invitee invitation={invitation} />
              <InvitationStatusBadge invitation={invitation} now={now} />
            </Flex>
            <DataList.Root orientation="horizontal" size="sm" gap="2.5">
              <DataList.Item>
                <DataList.ItemLabel minW="20">Role</DataList.ItemLabel>
                <DataList.ItemValue>
                  <RoleBadge role={invitation.role} />
                </DataList.ItemValue>
              </DataList.Item>
              {isPending(invitation) && (
                <DataList.Item>
                  <DataList.ItemLabel minW="20">Mail</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <InvitationMailStatus invitation={invitation} />
                  </DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel minW="20">{invitation.acceptedAt ? 'Status' : 'Expires'}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Expiry invitation={invitation} now={now} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
          {isPending(invitation) && invitation.canManage && (
            <Card.Footer>
              <InvitationActions invitation={invitation} onAction={onAction} size="sm" width="full" css={{ '& > button': { flex: '1 1 auto' } }} />
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
