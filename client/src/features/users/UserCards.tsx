import { Card, DataList, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/dates';
import { UserActionsMenu } from './UserActionsMenu';
import { LastLogin, UserName, UserRole } from './UserCells';
import type { UserListProps } from './UsersTable';

/** Phones and narrow windows: the table's rows as stacked cards. */
export function UserCards({ users, now, onAction }: UserListProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Users">
      {users.map((user) => (
        <Card.Root as="li" key={user.id} data-user-id={user.id} variant="outline" size="sm" bg="bg.panel">
          <Card.Body gap="3">
            <UserName user={user} />
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere" mt="-1">
              {user.email}
            </Text>
            <DataList.Root orientation="horizontal" size="sm" gap="2.5">
              <DataList.Item>
                <DataList.ItemLabel minW="24">Role</DataList.ItemLabel>
                <DataList.ItemValue>
                  <UserRole role={user.role} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="24">Joined</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(user.createdAt)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="24">Last login</DataList.ItemLabel>
                <DataList.ItemValue>
                  <LastLogin iso={user.lastLoginAt} now={now} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
          {user.actions.length > 0 && (
            <Card.Footer>
              <UserActionsMenu user={user} onAction={onAction} size="sm" width="full" />
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
