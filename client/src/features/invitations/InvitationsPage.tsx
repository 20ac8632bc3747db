import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { Badge, Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { ArrowLeft, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import type { InvitationRowFragment } from '../../gql/graphql';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageQueryError } from '../../components/PageQueryError';
import { useNow } from '../../lib/dates';
import { CancelInvitationDialog } from './CancelInvitationDialog';
import { ExtendInvitationDialog } from './ExtendInvitationDialog';
import type { InvitationAction } from './InvitationActions';
import { InvitationList, InvitationsEmpty } from './InvitationList';
import { InviteUserDrawer } from './InviteUserDrawer';
import { ResendInvitationDialog } from './ResendInvitationDialog';
import { FILTERS, MAIL_POLL_MS, mailInFlight, matchesFilter, type InvitationFilter } from './invitation-status';
import { InvitationsPageQuery } from './invitations.queries';

type Dialog = { kind: InvitationAction; invitation: InvitationRowFragment };

/**
 * Invitation management (§2, /users/invitations and /admin/invites): filter, invite, resend, extend, cancel,
 * and where each invitation's mail is (read again every few seconds while a mail is queued).
 */
export function InvitationsPage() {
  usePageTitle('Invitations');
  const now = useNow();
  const { data, error, networkStatus, refetch, startPolling, stopPolling } = useQuery(InvitationsPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
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

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="6xl">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
          <Stack gap="1" align="flex-start">
            <Button asChild variant="plain" size="sm" px="0" color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink to="/users">
                <ArrowLeft aria-hidden /> Users
              </RouterLink>
            </Button>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
              Invitations{invitations ? ` (${invitations.length})` : ''}
            </Heading>
            <Text color="fg.muted">Invite colleagues, and follow, resend, extend or cancel the invitations sent.</Text>
          </Stack>
          <Button onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden /> Invite User
          </Button>
        </Flex>

        {invitations ? (
          <Tabs.Root value={filter} onValueChange={(e) => setFilter(e.value as InvitationFilter)} variant="line" lazyMount unmountOnExit>
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
                  {shown.length === 0 ? (
                    <InvitationsEmpty {...empty} onInvite={() => setInviteOpen(true)} />
                  ) : (
                    <InvitationList invitations={shown} now={now} onAction={openDialog} />
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        ) : error ? (
          <PageQueryError error={error} what="invitations" onRetry={refresh} retrying={networkStatus === NetworkStatus.refetch} />
        ) : (
          <ListSkeleton label="Loading invitations…" />
        )}
      </Stack>

      <InviteUserDrawer open={inviteOpen} onOpenChange={setInviteOpen} onInvited={refresh} />
      <ExtendInvitationDialog invitation={dialog?.kind === 'extend' ? dialog.invitation : null} open={dialogOpen && dialog?.kind === 'extend'} onOpenChange={setDialogOpen} />
      <ResendInvitationDialog
        invitation={dialog?.kind === 'resend' ? dialog.invitation : null}
        open={dialogOpen && dialog?.kind === 'resend'}
        onOpenChange={setDialogOpen}
        onResent={refresh}
      />
      <CancelInvitationDialog invitation={dialog?.kind === 'cancel' ? dialog.invitation : null} open={dialogOpen && dialog?.kind === 'cancel'} onOpenChange={setDialogOpen} />
    </>
  );
}
