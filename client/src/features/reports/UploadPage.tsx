import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageIntro';
import { useSession } from '../../app/session';
import { useOffline } from '../../lib/offline';
import { usePageTitle } from '../../components/use-page-title';
import { HEALTH_POLL_MS } from '../../lib/health-status';
import { atLeast, roleInfo } from '../../lib/roles';
import { QueueDownAlert } from '../../components/QueueDownAlert';
import { RoleBadge } from '../../components/RoleBadge';
import { ProcessingBanner } from './processing-banner/ProcessingBanner';
import { LiveProgress } from './progress/LiveProgress';
import { UploadPageQuery } from './upload/upload.queries';
import { ProcessingFlowCard } from './upload/ProcessingFlowCard';
import { UploadStepsCard } from './upload/UploadStepsCard';
import { UploadSystemStatusCard } from './upload/UploadSystemStatusCard';
import { useReportUpload } from './upload/use-report-upload';

/**
 * Upload (/reports/uploads, operations §2): choose a PDF, upload it with real progress, parse it and
 * follow the parse live, then land on /reports with the new report highlighted.
 */
export function UploadPage() {
  usePageTitle('Upload Report');
  const { user } = useSession();
  // operations §6 shows any signed-in user the screen; the server lets Officer and above upload, parse and resume.
  const canProcess = atLeast(user?.role, 'OFFICER');
  // Uploading and parsing need the server: offline the steps stay visible but disabled (README "Offline and installable app").
  const offline = useOffline();
  const flow = useReportUpload(canProcess && !offline);
  // operations §7: health every 60 s (fresh for 30 s) for the System Status card and the SSE switch.
  const health = useQuery(UploadPageQuery, { fetchPolicy: 'cache-and-network', pollInterval: HEALTH_POLL_MS, notifyOnNetworkStatusChange: true });
  const tracked = flow.phase === 'tracking' && flow.uploaded ? flow.uploaded : null;

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
      <Flex as="header" justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="2">
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
            <RouterLink to="/reports">
              <ArrowLeft /> Back to Reports
            </RouterLink>
          </Button>
          <PageTitle>
            Upload Report
          </PageTitle>
          <Text color="fg.muted">Upload the Salem &apos;All Pets&apos; PDF; the AI reads it and updates the animal data.</Text>
        </Stack>
        {user && (
          <HStack gap="2" wrap="wrap" data-testid="upload-user">
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {user.email}
            </Text>
            <RoleBadge role={user.role} />
          </HStack>
        )}
      </Flex>

      {user && !canProcess && (
        <Alert.Root status="info" variant="subtle" rounded="l3" data-testid="upload-role-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Viewing only</Alert.Title>
            <Alert.Description>
              As {roleInfo(user.role).name} you can follow report processing here, but uploading, parsing and resuming reports need the Officer role or above.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {offline && (
        <Alert.Root status="warning" variant="subtle" rounded="l3" data-testid="upload-offline">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Uploading cannot work offline</Alert.Title>
            <Alert.Description>Uploading and parsing a report need the server. Reconnect to upload; nothing is sent or saved meanwhile.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <QueueDownAlert health={health.data?.health ?? health.previousData?.health} />
      <ProcessingBanner />

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '5', md: '6' }} alignItems="start">
        <Stack gap={{ base: '5', md: '6' }}>
          <UploadStepsCard flow={flow} canProcess={canProcess && !offline} />
          {tracked && <LiveProgress key={tracked.tempReportId} tempId={tracked.tempReportId} filename={tracked.filename} onStateChange={flow.onLiveState} />}
        </Stack>
        <Stack gap={{ base: '5', md: '6' }}>
          <ProcessingFlowCard />
          <UploadSystemStatusCard
            health={health.data?.health ?? health.previousData?.health}
            error={health.error}
            onRetry={() => health.refetch().catch(() => undefined)}
            retrying={health.networkStatus === NetworkStatus.refetch}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
