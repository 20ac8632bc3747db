import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataList, type CardLayout, type DataColumn } from '../../components/data-list/DataList';
import type { UserRowFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { UserActionsMenu } from './UserActionsMenu';
import { userMenuItems, type UserMenuAction } from './user-actions';
import { LastLogin, UserName, UserRole } from './UserCells';

export interface UserListProps {
  users: UserRowFragment[] | undefined;
  now: number;
  onAction: (kind: UserMenuAction, user: UserRowFragment) => void;
  /** Before the first answer: a skeleton, or the error. */
  placeholder: ReactNode;
  empty: ReactNode;
}

/**
 * The users (access-and-identity §2 User Management): a table on wide screens, cards below `lg`. The table shows the email under
 * the name rather than in a column of its own, so it fits beside the expanded sidebar at 1280 px.
 */
export function UserList({ users, now, onAction, placeholder, empty }: UserListProps) {
  return (
    <DataList
      rows={users}
      rowKey={(user) => user.id}
      keyAttribute="data-user-id"
      label="Users"
      caption="Users, their roles and recent activity"
      columns={userColumns(now, onAction)}
      card={userCard(onAction)}
      placeholder={placeholder}
      empty={empty}
    />
  );
}

function userColumns(now: number, onAction: UserListProps['onAction']): DataColumn<UserRowFragment>[] {
  return [
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <Stack gap="0.5" minW="0">
          <UserName user={user} />
          <Text textStyle="xs" color="fg.muted" whiteSpace="normal" overflowWrap="anywhere" maxW="72" ps="11">
            {user.email}
          </Text>
        </Stack>
      ),
      cellProps: { py: '3', maxW: '80' },
      card: false,
    },
    { key: 'role', header: 'Role', cell: (user) => <UserRole role={user.role} />, cellProps: { maxW: '64' } },
    { key: 'joined', header: 'Joined', cell: (user) => formatDate(user.createdAt), cellProps: { whiteSpace: 'nowrap' } },
    { key: 'lastLogin', header: 'Last login', cell: (user) => <LastLogin iso={user.lastLoginAt} now={now} />, cellProps: { whiteSpace: 'nowrap' } },
    { key: 'actions', header: 'Actions', headerHidden: true, align: 'end', cell: (user) => <UserActionsMenu user={user} onAction={onAction} />, card: false },
  ];
}

function userCard(onAction: UserListProps['onAction']): CardLayout<UserRowFragment> {
  return {
    title: (user) => <UserName user={user} />,
    subtitle: (user) => (
      <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere" mt="2">
        {user.email}
      </Text>
    ),
    footer: (user) => (userMenuItems(user.actions).length > 0 ? <UserActionsMenu user={user} onAction={onAction} size="sm" width="full" /> : null),
    labelWidth: '24',
  };
}
