import { Icon, Stack, Tabs } from '@chakra-ui/react';
import { Inbox, Settings } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { atLeast } from '../../lib/roles';
import { AlertsInbox } from './AlertsInbox';
import { AlertsSettings } from './AlertsSettings';
import { ALERTS_INTRO } from './intro';

/**
 * Alerts (operations.md §2): behaviour alerts raised by report rules, inbound email and staff notes.
 * The route already sends roles below OFFICER to /dashboard; the Settings tab is for ADMIN and up (operations §6),
 * the roles the server serves `alertWebhook` to, and its query runs only once the tab is opened.
 */
export function AlertsPage() {
  usePageTitle('Alerts');
  const { user } = useSession();
  const isAdmin = atLeast(user?.role, 'ADMIN');
  const [tab, setTab] = useState('inbox');

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
      <PageIntro intro={ALERTS_INTRO} />

      <Tabs.Root value={isAdmin ? tab : 'inbox'} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
        <Tabs.List aria-label="Alerts sections">
          <Tabs.Trigger value="inbox">
            <Icon boxSize="4">
              <Inbox aria-hidden />
            </Icon>
            Inbox
          </Tabs.Trigger>
          {isAdmin && (
            <Tabs.Trigger value="settings">
              <Icon boxSize="4">
                <Settings aria-hidden />
              </Icon>
              Settings
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="inbox" pt={{ base: '4', md: '5' }}>
          <AlertsInbox />
        </Tabs.Content>
        {isAdmin && (
          <Tabs.Content value="settings" pt={{ base: '4', md: '5' }}>
            <AlertsSettings />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </Stack>
  );
}
