import { Table, Text } from '@chakra-ui/react';
import type { UserRowFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { UserActionsMenu } from './UserActionsMenu';
import { LastLogin, UserName, UserRole } from './UserCells';
import type { UserMenuAction } from './user-actions';

export interface UserListProps {
  users: UserRowFragment[];
  now: number;
  onAction: (kind: UserMenuAction, user: UserRowFragment) => void;
}

/** Wide screens: one row per user. */
export function UsersTable({ users, now, onAction }: UserListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>Users, their roles and recent activity</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="5">Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Joined</Table.ColumnHeader>
            <Table.ColumnHeader>Last login</Table.ColumnHeader>
            <Table.ColumnHeader pe="5" textAlign="end">
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id} data-user-id={user.id} bg="bg.panel">
              <Table.Cell ps="5" py="3" maxW="64">
                <UserName user={user} />
              </Table.Cell>
              <Table.Cell color="fg.muted" overflowWrap="anywhere">
                {user.email}
              </Table.Cell>
              <Table.Cell maxW="60">
                <UserRole role={user.role} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(user.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <LastLogin iso={user.lastLoginAt} now={now} />
              </Table.Cell>
              <Table.Cell pe="5" textAlign="end">
                <UserActionsMenu user={user} onAction={onAction} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
