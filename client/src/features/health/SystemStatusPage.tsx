import { Alert, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { RefreshCw } from 'lucide-react';
import { ErrorState } from '../../components/ErrorState';
import { describeError } from '../../components/error-info';
import { usePageTitle } from '../../components/use-page-title';
import { HealthCheckList } from './HealthCheckList';
import { HealthDetails } from './HealthDetails';
import { LiveIndicator } from './LiveIndicator';
import { OverallStatusCard } from './OverallStatusCard';
import { SystemStatusSkeleton } from './SystemStatusSkeleton';
import { useHealth } from './health.queries';
import { useSession } from '../../app/session';

/** Public for now (operations.md §3, operations §4, operations §7): the health checks, live. */
export function SystemStatusPage() {
  usePageTitle('System status');
  const { user } = useSession();
  const { data, previousData, error, networkStatus, refetch } = useHealth(!!user);
  // After a failed poll the last good snapshot stays on screen, marked as stale.
  const health = data?.health ?? previousData?.health;
  const refreshing = networkStatus === NetworkStatus.refetch;
  const refresh = () => {
    refetch().catch(() => undefined); // the error is shown from the hook's state
  };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Flex justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} gap="4" wrap="wrap">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              System status
            </Heading>
            <Text color="fg.muted">Health of the services behind BETI, checked every minute.</Text>
            <LiveIndicator live={!!user} />
          </Stack>
          <Button variant="outline" onClick={refresh} loading={refreshing} loadingText="Refreshing">
            <RefreshCw /> Refresh
          </Button>
        </Flex>

        {health ? (
          <>
            {error && (
              <Alert.Root status="warning" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Showing the last known status</Alert.Title>
                  <Alert.Description>{describeError(error).message}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <OverallStatusCard health={health} />
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '6', md: '8' }} alignItems="start">
              <Box as="section" aria-labelledby="services-heading">
                <Heading as="h2" id="services-heading" size="md" mb="3">
                  Services
                </Heading>
                <HealthCheckList checks={health.checks} />
                {!health.detailed && (
                  <Text mt="3" textStyle="sm" color="fg.muted" data-testid="health-details-note">
                    {user
                      ? 'Hosts, paths and error messages are shown to supervisors and administrators.'
                      : 'Statuses only: sign in as a supervisor or administrator to see hosts, paths and error messages.'}
                  </Text>
                )}
              </Box>
              <HealthDetails health={health} />
            </Grid>
          </>
        ) : error ? (
          <ErrorState error={error} title="System status is unavailable" onRetry={refresh} retrying={refreshing} />
        ) : (
          <SystemStatusSkeleton />
        )}
      </Stack>
    </Container>
  );
}
