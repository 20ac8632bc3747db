import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { EmptyState, Stack, Text } from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { PageTitle } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { PageQueryError } from '../../components/PageQueryError';
import { useViewerCan } from '../../components/use-viewer-can';
import { ThresholdsCard } from './ThresholdsCard';
import { ZoneCapacityCard } from './ZoneCapacityCard';
import { PresenceCards } from './PresenceCards';
import { ProviderList } from './ProviderList';
import { SecurityNotice } from './SecurityNotice';
import { SettingsSkeleton } from './SettingsSkeleton';
import { summarize } from './settings-logic';
import { SystemSettingsPageQuery } from './settings.queries';

/**
 * System Settings (operations §2): which provider configuration keys are set. Presence comes from the
 * server (`configPresence`), which never sends a value.
 */
export function SystemSettingsPage() {
  usePageTitle('System Settings');
  const { can } = useViewerCan();
  const { data, error, networkStatus, refetch } = useQuery(SystemSettingsPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.configPresence;
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="5xl">
      <Stack gap="1">
        <PageTitle>
          System Settings
        </PageTitle>
        <Text color="fg.muted">For system administrators: kennel capacity per zone, the thresholds of the insights, and which provider keys the server is configured with.</Text>
      </Stack>

      <ZoneCapacityCard canEdit={can?.updateSettings ?? false} />
      <ThresholdsCard canEdit={can?.updateSettings ?? false} />

      <SecurityNotice />

      {items ? (
        items.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderColor="border" rounded="l3">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <Settings />
              </EmptyState.Indicator>
              <EmptyState.Title>No configuration keys reported</EmptyState.Title>
              <EmptyState.Description>The server did not list any provider configuration.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <PresenceCards summary={summarize(items)} />
            <ProviderList items={items} />
          </>
        )
      ) : error ? (
        <PageQueryError error={error} what="system settings" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
      ) : (
        <SettingsSkeleton />
      )}
    </Stack>
  );
}
