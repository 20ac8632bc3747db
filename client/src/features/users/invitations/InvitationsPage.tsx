import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { Alert, Badge, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeft, Info, UserPlus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageIntro';
import { usePageTitle } from '../../../components/use-page-title';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageQueryError } from '../../../components/PageQueryError';
import { useViewerCan } from '../../../components/use-viewer-can';
import { useNow } from '../../../lib/dates';
import { CancelInvitationDialog } from './CancelInvitationDialog';
import { ExtendInvitationDialog } from './ExtendInvitationDialog';
import type { InvitationAction } from './InvitationActions';
import { InvitationList, InvitationsEmpty, type InvitationListProps } from './InvitationList';
import { InviteUserDrawer } from './InviteUserDrawer';
import { ResendInvitationDialog } from './ResendInvitationDialog';
import { FILTERS, MAIL_POLL_MS, mailInFlight, matchesFilter, type InvitationFilter } from './invitation-status';
import { InvitationsPageQuery } from './invitations.queries';

type Dialog = { kind: InvitationAction; invitation: InvitationRowFragment };

/**
 * Invitation management (access-and-identity §2, /users/invitations and /admin/invites): filter, invite, resend, extend, cancel,
 * and where each invitation's mail is (read again every few seconds while a mail is queued). Offers only what
 * the server says the viewer may do: the page's buttons from `me.can`, each row's from its `actions`.
 */
export function InvitationsPage() {
  usePageTitle('Invitations');
  const now = useNow();
  const { can, error: canError, retry: retryCan } = useViewerCan();
  const { data, error, networkStatus, refetch, startPolling, stopPolling } = useQuery(InvitationsPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: !can?.listInvitations,
  });
  const [filter, setFilter] = useState<InvitationFilter>('all');
  const [inviteOpen, setInviteOpen] = useState(false);
  // The target stays set while a dialog animates closed; `dialogOpen` drives visibility.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const invitations = data?.invitations;
  const polling = !!invitations && mailInFlight(invitations);
  useEffect(() => {
    if (!polling) return;
    startPolling(MAIL_POLL_MS);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling]);
  const refresh = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  const openDialog = (kind: InvitationAction, invitation: InvitationRowFragment) => {
    setDialog({ kind, invitation });
    setDialogOpen(true);
  };
  const invite = can?.inviteUsers ? () => setInviteOpen(true) : undefined;

  let content: ReactNode;
  if (!can) {
    content = canError ? <PageQueryError error={canError} what="invitations" onRetry={retryCan} /> : <ListSkeleton label="Loading invitations…" />;
  } else if (!can.listInvitations) {
    content = <NoInvitationList canInvite={can.inviteUsers} />;
  } else if (invitations) {
    content = <InvitationTabs invitations={invitations} now={now} onAction={openDialog} onInvite={invite} filter={filter} onFilter={setFilter} />;
  } else {
    content = error ? (
      <PageQueryError error={error} what="invitations" onRetry={refresh} retrying={networkStatus === NetworkStatus.refetch} />
    ) : (
      <ListSkeleton label="Loading invitations…" />
    );
  }

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="6xl">
        <InvitationsHeader count={invitations?.length} backToUsers={!!can?.listUsers} onInvite={invite} />
        {content}
      </Stack>
      {can?.inviteUsers && <InviteUserDrawer open={inviteOpen} onOpenChange={setInviteOpen} onInvited={refresh} />}
      <InvitationDialogs dialog={dialog} open={dialogOpen} onOpenChange={setDialogOpen} onResent={refresh} />
    </>
  );
}

function InvitationsHeader({ count, backToUsers, onInvite }: { count: number | undefined; backToUsers: boolean; onInvite?: () => void }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
      <Stack gap="1" align="flex-start">
        {backToUsers && (
          <Button asChild variant="plain" size="sm" px="0" color="fg.muted" _hover={{ color: 'fg' }}>
            <RouterLink to="/users">
              <ArrowLeft aria-hidden /> Users
            </RouterLink>
          </Button>
        )}
        <PageTitle>
          Invitations{count !== undefined ? ` (${count})` : ''}
        </PageTitle>
        <Text color="fg.muted">Invite colleagues, and follow, resend, extend or cancel the invitations sent.</Text>
      </Stack>
      {onInvite && (
        <Button onClick={onInvite}>
          <UserPlus aria-hidden /> Invite User
        </Button>
      )}
    </Flex>
  );
}

/** Where the role may not read the invitations sent: why, and what it may still do. */
function NoInvitationList({ canInvite }: { canInvite: boolean }) {
  return (
    <Alert.Root status="info" variant="surface" rounded="l3" data-testid="no-invitation-list">
      <Alert.Indicator>
        <Info />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>The invitations sent are kept for supervisors and administrators</Alert.Title>
        <Alert.Description>
          {canInvite
            ? 'You can still invite a colleague with Invite User; a supervisor or administrator can resend, extend or cancel it.'
            : 'Ask a supervisor or administrator to invite a colleague.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

interface InvitationTabsProps extends InvitationListProps {
  onInvite?: () => void;
  filter: InvitationFilter;
  onFilter: (filter: InvitationFilter) => void;
}

/** All, Pending and Accepted, each with its count; an empty tab says why and offers Invite User. */
function InvitationTabs({ invitations, now, onAction, onInvite, filter, onFilter }: InvitationTabsProps) {
  return (
    <Tabs.Root value={filter} onValueChange={(e) => onFilter(e.value as InvitationFilter)} variant="line" lazyMount unmountOnExit>
      <Tabs.List overflowX="auto" mb="4">
        {FILTERS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value}>
            {label}
            <Badge size="sm" variant="subtle" colorPalette="gray" rounded="full">
              {invitations.filter((invitation) => matchesFilter(invitation, value)).length}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FILTERS.map(({ value, empty }) => {
        const shown = invitations.filter((invitation) => matchesFilter(invitation, value));
        return (
          <Tabs.Content key={value} value={value} pt="0">
            {shown.length === 0 ? <InvitationsEmpty {...empty} onInvite={onInvite} /> : <InvitationList invitations={shown} now={now} onAction={onAction} />}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** The dialog of the row action chosen; each keeps its invitation while it animates closed. */
function InvitationDialogs({ dialog, open, onOpenChange, onResent }: { dialog: Dialog | null; open: boolean; onOpenChange: (open: boolean) => void; onResent: () => void }) {
  const targetOf = (kind: InvitationAction) => (dialog?.kind === kind ? dialog.invitation : null);
  const openFor = (kind: InvitationAction) => open && dialog?.kind === kind;
  return (
    <>
      <ExtendInvitationDialog invitation={targetOf('extend')} open={openFor('extend')} onOpenChange={onOpenChange} />
      <ResendInvitationDialog invitation={targetOf('resend')} open={openFor('resend')} onOpenChange={onOpenChange} onResent={onResent} />
      <CancelInvitationDialog invitation={targetOf('cancel')} open={openFor('cancel')} onOpenChange={onOpenChange} />
    </>
  );
}
