import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { Button, EmptyState, Flex, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { MailOpen, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { usePageTitle } from '../../components/use-page-title';
import type { UserRowFragment } from '../../gql/graphql';
import { InviteUserDrawer } from '../invitations/InviteUserDrawer';
import { EditUserRoleDrawer } from './EditUserRoleDrawer';
import { ListSkeleton } from './ListSkeleton';
import { PageQueryError } from './PageQueryError';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import { useNow } from './dates';
import { useWideLayout } from '../../components/use-wide-layout';
import { UsersPageQuery } from './users.queries';

/** User Management (§2): every user, their role and activity; Edit Role and Invite User drawers. */
export function UsersPage() {
  usePageTitle('Users');
  const { user: me } = useSession();
  const wide = useWideLayout('lg');
  const now = useNow();
  // Fresh on every visit: roles may have changed since the cached answer.
  const { data, error, networkStatus, refetch } = useQuery(UsersPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [editTarget, setEditTarget] = useState<UserRowFragment | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);

  const users = data?.users;
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  const openEdit = (user: UserRowFragment) => {
    setEditTarget(user);
    setEditOpen(true);
  };

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
            <UsersTable users={users} now={now} onEdit={openEdit} />
          ) : (
            <UserCards users={users} now={now} onEdit={openEdit} />
          )
        ) : error ? (
          <PageQueryError error={error} what="user management" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
        ) : (
          <ListSkeleton label="Loading users…" />
        )}
      </Stack>

      <EditUserRoleDrawer user={editTarget} open={editOpen} onOpenChange={setEditOpen} actorRole={me?.role} />
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
