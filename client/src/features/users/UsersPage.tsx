import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Info, MailOpen, UserPlus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import type { UserRowFragment } from '../../gql/graphql';
import { InviteUserDrawer } from './invitations/InviteUserDrawer';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { EditUserRoleDrawer } from './EditUserRoleDrawer';
import { UserActionDialog, type ConfirmedUserAction } from './UserActionDialog';
import { UserApiKeysDrawer } from './UserApiKeysDrawer';
import type { UserMenuAction } from './user-actions';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageQueryError } from '../../components/PageQueryError';
import { UserList } from './UserList';
import { useNow } from '../../lib/dates';
import { ListEmpty } from '../../components/data-list/ListEmpty';
import { useViewerCan, type ViewerCan } from '../../components/use-viewer-can';
import { roleInfo } from '../../lib/roles';
import { UsersPageQuery } from './users.queries';

type Target = { kind: UserMenuAction; user: UserRowFragment };
const CONFIRMED: ConfirmedUserAction[] = ['disable', 'enable', 'resetTotp'];

/**
 * User Management (access-and-identity §2): every user, their role and activity; per row the actions the server allows on that
 * user (Edit Role, Change email, API keys, Reset 2FA, Disable / Enable); Invite User. Only what the server says the viewer
 * may do is offered (`me.can`): an OFFICER, who may invite but not list users, gets the invitation and a word
 * on why there is no list, never an access-denied card beside a working button.
 */
export function UsersPage() {
  usePageTitle('Users');
  const now = useNow();
  const { can, error: canError, retry: retryCan } = useViewerCan();
  // Fresh on every visit: roles may have changed since the cached answer.
  const { data, error, networkStatus, refetch } = useQuery(UsersPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: !can?.listUsers,
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
  const invite = can?.inviteUsers ? () => setInviteOpen(true) : undefined;

  let content: ReactNode;
  if (!can) {
    content = canError ? <PageQueryError error={canError} what="user management" onRetry={retryCan} /> : <ListSkeleton label="Loading users…" />;
  } else if (!can.listUsers) {
    content = <NoUserList can={can} />;
  } else {
    const placeholder = error ? (
      <PageQueryError error={error} what="user management" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
    ) : (
      <ListSkeleton label="Loading users…" />
    );
    content = <UserList users={users} now={now} onAction={openAction} placeholder={placeholder} empty={<UsersEmpty onInvite={invite} />} />;
  }

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
        <UsersHeader count={users?.length} can={can} onInvite={invite} />
        {content}
      </Stack>
      <UserDialogs target={target} open={targetOpen} onOpenChange={setTargetOpen} />
      {can?.inviteUsers && <InviteUserDrawer open={inviteOpen} onOpenChange={setInviteOpen} />}
    </>
  );
}

function UsersHeader({ count, can, onInvite }: { count: number | undefined; can: ViewerCan | undefined; onInvite?: () => void }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
      <Stack gap="1">
        <PageTitle>
          Users
          {count !== undefined && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}({count})
            </Text>
          )}
        </PageTitle>
        <Text color="fg.muted">
          {can && !can.listUsers && can.inviteUsers ? 'Invite colleagues to BETI.' : 'Colleagues with access to BETI, their roles and recent activity.'}
        </Text>
      </Stack>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        {can?.listInvitations && (
          <Button asChild variant="outline">
            <RouterLink to="/users/invitations">
              <MailOpen aria-hidden /> Manage Invites
            </RouterLink>
          </Button>
        )}
        {onInvite && (
          <Button onClick={onInvite}>
            <UserPlus aria-hidden /> Invite User
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** The drawer or dialog of the row action chosen; each keeps its user while it animates closed. */
function UserDialogs({ target, open, onOpenChange }: { target: Target | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const targetOf = (kind: UserMenuAction) => (target?.kind === kind ? target.user : null);
  const openFor = (kind: UserMenuAction) => open && target?.kind === kind;
  return (
    <>
      <EditUserRoleDrawer user={targetOf('editRole')} open={openFor('editRole')} onOpenChange={onOpenChange} />
      <ChangeEmailDialog user={targetOf('changeEmail')} open={openFor('changeEmail')} onOpenChange={onOpenChange} />
      <UserApiKeysDrawer user={targetOf('apiKeys')} open={openFor('apiKeys')} onOpenChange={onOpenChange} />
      {CONFIRMED.map((kind) => (
        <UserActionDialog key={kind} kind={kind} user={targetOf(kind)} open={openFor(kind)} onOpenChange={onOpenChange} />
      ))}
    </>
  );
}

/** Where the role may not read the list: what it may do here, if anything, and why there is no list. */
function NoUserList({ can }: { can: ViewerCan }) {
  const roles = can.grantRoles.map((role) => roleInfo(role).name).join(', ');
  return (
    <Alert.Root status="info" variant="surface" rounded="l3" data-testid="no-user-list">
      <Alert.Indicator>
        <Info />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{can.inviteUsers ? 'Your role can invite colleagues' : 'User management is not part of your role'}</Alert.Title>
        <Alert.Description>
          {can.inviteUsers
            ? `Use Invite User to send an invitation (as ${roles}). The user list and the invitations sent are kept for supervisors and administrators.`
            : 'Users and invitations are managed by supervisors and administrators. Ask one of them to invite a colleague or change a role.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function UsersEmpty({ onInvite }: { onInvite?: () => void }) {
  return (
    <ListEmpty
      icon={<Users aria-hidden />}
      title="No users found"
      description={onInvite && 'Invite a colleague to give them access to BETI.'}
      action={
        onInvite && (
          <Button size="sm" onClick={onInvite}>
            <UserPlus aria-hidden /> Invite User
          </Button>
        )
      }
    />
  );
}
