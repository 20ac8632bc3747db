import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Code, Flex, Grid, List, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { PageQueryError } from '../../components/PageQueryError';
import { SectionCard } from '../../components/SectionCard';
import type { AlertsSettingsQuery as SettingsData } from '../../gql/graphql';
import { useNow } from '../../lib/dates';
import { formatWindow } from './alerts-logic';
import { AlertsSettingsQuery } from './alerts.queries';
import { ExampleRequest, RecentFailures, WebhookStatus } from './WebhookStatus';

export type Webhook = SettingsData['alertWebhook'];

/** The four steps each inbound email goes through (operations §2), as the server now runs them. */
const flow = (windowText: string) => [
  { title: 'Webhook', detail: 'The email provider posts each incoming message to the inbound endpoint.' },
  {
    title: 'Signature verification',
    detail: `An HMAC-SHA256 of "<timestamp>.<body>" with ALERTS_WEBHOOK_SECRET, sent as X-Beti-Signature: sha256=<hex> beside X-Beti-Timestamp. A message signed more than ${windowText} ago, or with a wrong signature, is refused.`,
  },
  { title: 'Raw payload stored', detail: 'The original message is saved unchanged, so it can be reprocessed.' },
  { title: 'Queued background processing', detail: 'A worker reads the message, finds the animal, severity and tags, and raises the alert.' },
];

/** The Settings tab (ADMIN and up): the inbound email webhook as the server reports it, and how to use it. */
export function AlertsSettings() {
  const now = useNow();
  const { data, error, networkStatus, refetch } = useQuery(AlertsSettingsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refreshing = networkStatus === NetworkStatus.refetch;
  const refresh = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  const webhook = data?.alertWebhook;
  if (!webhook) {
    return error ? <PageQueryError error={error} what="the alerts webhook" onRetry={refresh} retrying={refreshing} /> : <SettingsSkeleton />;
  }

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Flex justify="flex-end">
        <Button variant="outline" size="sm" onClick={refresh} loading={refreshing} loadingText="Refreshing">
          <RefreshCw aria-hidden /> Refresh
        </Button>
      </Flex>
      {!webhook.secretSet && (
        <Alert.Root status="error" data-testid="webhook-secret-missing">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No signing secret: every message is refused</Alert.Title>
            <Alert.Description>
              Set <Code size="sm">ALERTS_WEBHOOK_SECRET</Code> in the server&apos;s environment and restart it, then give the same secret to your email provider.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <WebhookStatus webhook={webhook} now={now} />
      <SetupCard webhook={webhook} />
      <RecentFailures failures={webhook.recentFailures} now={now} />
      <FlowCard windowText={formatWindow(webhook.toleranceSeconds)} />
    </Stack>
  );
}

function SetupCard({ webhook }: { webhook: Webhook }) {
  return (
    <SectionCard id="alerts-webhook-heading" title="Inbound email webhook" description="Alerts arrive by email: point your email provider's inbound route at BETI.">
      <Stack gap="4">
        <List.Root as="ol" gap="2.5" ps="5" textStyle="sm">
          <List.Item>In your email provider, create an inbound route for the shelter&apos;s alerts address.</List.Item>
          <List.Item>
            Forward each message to <Code size="sm">POST {webhook.endpoint}</Code> on this server.
          </List.Item>
          <List.Item>
            Sign each request with the secret set in <Code size="sm">ALERTS_WEBHOOK_SECRET</Code>: headers <Code size="sm">X-Beti-Timestamp</Code> and{' '}
            <Code size="sm">X-Beti-Signature: sha256=&lt;hex&gt;</Code>. Signatures older than {formatWindow(webhook.toleranceSeconds)} are refused (replay window).
          </List.Item>
          <List.Item>Send a test message (the example below) and check that it appears in the Inbox.</List.Item>
        </List.Root>
        <ExampleRequest curl={webhook.exampleCurl} />
      </Stack>
    </SectionCard>
  );
}

function FlowCard({ windowText }: { windowText: string }) {
  const steps = flow(windowText);
  return (
    <SectionCard id="alerts-flow-heading" title="Email processing flow" description="What happens to each email, in order.">
      <Stack as="ol" listStyleType="none" gap="0">
        {steps.map((step, index) => (
          <Grid as="li" key={step.title} templateColumns="auto 1fr" gap="3" pb={index === steps.length - 1 ? '0' : '4'}>
            <Flex direction="column" align="center">
              <Flex boxSize="7" rounded="full" align="center" justify="center" bg="brand.subtle" color="brand.fg" textStyle="sm" fontWeight="bold" flexShrink={0}>
                {index + 1}
              </Flex>
              {index < steps.length - 1 && <Box flex="1" w="px" bg="border" mt="1" aria-hidden />}
            </Flex>
            <Box pt="0.5">
              <Text fontWeight="medium">{step.title}</Text>
              <Text textStyle="sm" color="fg.muted">
                {step.detail}
              </Text>
            </Box>
          </Grid>
        ))}
      </Stack>
    </SectionCard>
  );
}

function SettingsSkeleton() {
  return (
    <Stack gap={{ base: '4', md: '6' }} aria-busy="true">
      <VisuallyHidden role="status">Loading the webhook settings…</VisuallyHidden>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '3', md: '4' }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h="20" rounded="l3" />
        ))}
      </Grid>
      <Skeleton h="48" rounded="l3" />
    </Stack>
  );
}
