import { Badge, Box, Button, Code, Flex, Icon, List, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Copy, Inbox, KeyRound, type LucideIcon, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../components/RelativeTime';
import { SectionCard } from '../../components/SectionCard';
import { toaster } from '../../components/ui/toaster';
import { inboundState } from './alerts-logic';
import type { Webhook } from './AlertsSettings';

/** The webhook at a glance: whether messages can be accepted, the last one, and the last 24 hours. */
export function WebhookStatus({ webhook, now }: { webhook: Webhook; now: number }) {
  const last = inboundState(webhook.lastState);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }} aria-label="Webhook status">
      <StatusTile title="Signing secret" icon={KeyRound} palette={webhook.secretSet ? 'green' : 'red'} state={webhook.secretSet ? 'Set' : 'Not set'}>
        {webhook.secretSet ? 'Signed messages are accepted.' : 'Set ALERTS_WEBHOOK_SECRET on the server: until then every message is refused.'}
      </StatusTile>
      <StatusTile title="Last message" icon={Inbox} palette={webhook.lastReceivedAt ? last.palette : 'gray'} state={webhook.lastReceivedAt ? last.label : 'None yet'}>
        {webhook.lastReceivedAt ? (
          <>
            Received <RelativeTime iso={webhook.lastReceivedAt} now={now} />
          </>
        ) : (
          'No message has reached the webhook.'
        )}
      </StatusTile>
      <StatusTile title="Last 24 hours" icon={MailWarning} palette={webhook.failed24h > 0 ? 'orange' : 'green'} state={`${webhook.failed24h} failed`}>
        {webhook.received24h} {webhook.received24h === 1 ? 'message' : 'messages'} received, {webhook.failed24h} failed.
      </StatusTile>
    </SimpleGrid>
  );
}

function StatusTile({ title, icon: TileIcon, palette, state, children }: { title: string; icon: LucideIcon; palette: string; state: string; children: ReactNode }) {
  return (
    <Flex as="li" aria-label={title} gap="3" p="4" rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel" colorPalette={palette} align="flex-start">
      <Flex boxSize="9" rounded="l2" align="center" justify="center" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0}>
        <Icon boxSize="4.5">
          <TileIcon aria-hidden />
        </Icon>
      </Flex>
      <Box minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          <Badge colorPalette={palette} variant="subtle" size="sm">
            {state}
          </Badge>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {children}
        </Text>
      </Box>
    </Flex>
  );
}

/** The latest refused or failed messages, newest first, with the server's reason. */
export function RecentFailures({ failures, now }: { failures: Webhook['recentFailures']; now: number }) {
  return (
    <SectionCard id="alerts-failures-heading" title="Recent failures" description="The latest messages that could not be turned into alerts, with the reason.">
      {failures.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No failed messages.
        </Text>
      ) : (
        <List.Root variant="plain" gap="3" data-testid="webhook-failures">
          {failures.map((failure) => (
            <List.Item key={failure.id} display="block">
              <RelativeTime iso={failure.receivedAt} now={now} textStyle="xs" color="fg.muted" />
              <Text textStyle="sm" overflowWrap="anywhere">
                {failure.error}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}

async function copyExample(curl: string) {
  try {
    await navigator.clipboard.writeText(curl);
    toaster.create({ type: 'success', title: 'Example copied', description: 'Run it where ALERTS_WEBHOOK_SECRET is set: it signs the message itself.' });
  } catch {
    toaster.create({ type: 'error', title: 'Copy failed', description: 'The browser did not allow access to the clipboard.' });
  }
}

/** The server's signed test request, ready to paste into a shell; it reads the secret from the environment. */
export function ExampleRequest({ curl }: { curl: string }) {
  return (
    <Stack gap="2">
      <Flex align="center" justify="space-between" gap="3">
        <Text textStyle="sm" fontWeight="medium">
          Example request
        </Text>
        <Button size="xs" variant="outline" onClick={() => void copyExample(curl)}>
          <Copy aria-hidden /> Copy
          <VisuallyHidden> example request</VisuallyHidden>
        </Button>
      </Flex>
      <Code as="pre" display="block" data-testid="webhook-example" p="3" rounded="l2" textStyle="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" overflowX="auto">
        {curl}
      </Code>
    </Stack>
  );
}
