import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { Button, EmptyState, Flex, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { MailOpen, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import type { UserRowFragment } from '../../gql/graphql';
import { InviteUserDrawer } from '../invitations/InviteUserDrawer';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { EditUserRoleDrawer } from './EditUserRoleDrawer';
import { UserActionDialog, type ConfirmedUserAction } from './UserActionDialog';
import type { UserMenuAction } from './user-actions';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageQueryError } from '../../components/PageQueryError';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import { useNow } from '../../lib/dates';
import { useWideLayout } from '../../components/use-wide-layout';
import { UsersPageQuery } from './users.queries';

type Target = { kind: UserMenuAction; user: UserRowFragment };
const CONFIRMED: ConfirmedUserAction[] = ['disable', 'enable', 'resetTotp'];

/**
 * User Management (§2): every user, their role and activity; per row the actions the server allows on that
 * user (Edit Role, Change email, Reset 2FA, Disable / Enable); Invite User.
 */
export function UsersPage() {
  usePageTitle('Users');
  const wide = useWideLayout('lg');
  const now = useNow();
  // Fresh on every visit: roles may have changed since the cached answer.
  const { data, error, networkStatus, refetch } = useQuery(UsersPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The target stays set while a drawer or dialog animates closed; `targetOpen` drives visibility.
  const [target, setTarget] = useState<Target | null>(null);
  const [targetOpen, setTargetOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);

  const users = data?.users;
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  const openAction = (kind: UserMenuAction, user: UserRowFragment) => {
    setTarget({ kind, user });
    setTargetOpen(true);
  };
  const targetOf = (kind: UserMenuAction) => (target?.kind === kind ? target.user : null);
  const openFor = (kind: UserMenuAction) => targetOpen && target?.kind === kind;

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
              Users
              {users && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}({users.length})
                </Text>
              )}
            </Heading>
            <Text color="fg.muted">Colleagues with access to BETI, their roles and recent activity.</Text>
          </Stack>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <Button asChild variant="outline">
              <RouterLink to="/users/invitations">
                <MailOpen aria-hidden /> Manage Invites
              </RouterLink>
            </Button>
            <Button onClick={() => setInviteOpen(true)}>
              <UserPlus aria-hidden /> Invite User
            </Button>
          </Flex>
        </Flex>

        {users ? (
          users.length === 0 ? (
            <UsersEmpty onInvite={() => setInviteOpen(true)} />
          ) : wide ? (
            <UsersTable users={users} now={now} onAction={openAction} />
          ) : (
            <UserCards users={users} now={now} onAction={openAction} />
          )
        ) : error ? (
          <PageQueryError error={error} what="user management" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
        ) : (
          <ListSkeleton label="Loading users…" />
        )}
      </Stack>

      <EditUserRoleDrawer user={targetOf('editRole')} open={openFor('editRole')} onOpenChange={setTargetOpen} />
      <ChangeEmailDialog user={targetOf('changeEmail')} open={openFor('changeEmail')} onOpenChange={setTargetOpen} />
      {CONFIRMED.map((kind) => (
        <UserActionDialog key={kind} kind={kind} user={targetOf(kind)} open={openFor(kind)} onOpenChange={setTargetOpen} />
      ))}
      <InviteUserDrawer open={inviteOpen} onOpenChange={setInviteOpen} />
    </>
  );
}

function UsersEmpty({ onInvite }: { onInvite: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Users aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>No users found</EmptyState.Title>
          <EmptyState.Description>Invite a colleague to give them access to BETI.</EmptyState.Description>
        </VStack>
        <Button size="sm" onClick={onInvite}>
          <UserPlus aria-hidden /> Invite User
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
