import { Badge, Box, Code, Flex, Grid, Heading, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Database, type LucideIcon, ListChecks, Webhook } from 'lucide-react';
import { SectionCard } from '../../components/SectionCard';

interface StatusCard {
  title: string;
  state: string;
  palette: string;
  detail: string;
  icon: LucideIcon;
}

/** operations §2 status cards; fixed sample values, not read from the server (no call exists for them). */
const STATUS_CARDS: StatusCard[] = [
  { title: 'Webhook', state: 'Active', palette: 'green', detail: 'Inbound endpoint accepts provider posts.', icon: Webhook },
  { title: 'Storage', state: 'Check config', palette: 'yellow', detail: 'Raw payload storage needs its settings confirmed.', icon: Database },
  { title: 'Queue', state: 'Ready', palette: 'green', detail: 'Background workers are waiting for messages.', icon: ListChecks },
];

const FLOW = [
  { title: 'Webhook', detail: 'The email provider posts each incoming message to the inbound endpoint.' },
  { title: 'Signature verification', detail: "Checks the provider's signature before anything is kept.", stub: true },
  { title: 'Raw payload stored', detail: 'The original message is saved unchanged, so it can be reprocessed.' },
  { title: 'Queued background processing', detail: 'A worker reads the message, finds the animal, severity and tags, and raises the alert.' },
];

/** The Settings tab (ADMIN and up): how email alerts reach BETI. Instructions only; nothing here is live. */
export function AlertsSettings() {
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <SectionCard id="alerts-webhook-heading" title="Inbound email webhook" description="Alerts arrive by email: point your email provider's inbound route at BETI.">
        <List.Root as="ol" gap="2.5" ps="5" textStyle="sm">
          <List.Item>In your email provider, create an inbound route for the shelter&apos;s alerts address.</List.Item>
          <List.Item>
            Forward each message to <Code size="sm">POST /api/alerts/email/inbound</Code> on this server.
          </List.Item>
          <List.Item>Add the provider&apos;s signing key to the server configuration so signatures can be checked.</List.Item>
          <List.Item>Send a test email and check that it appears in the Inbox.</List.Item>
        </List.Root>
      </SectionCard>

      <Box as="section" aria-labelledby="alerts-status-heading">
        <Flex align="baseline" justify="space-between" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" id="alerts-status-heading" size="md">
            Pipeline status
          </Heading>
          <Text textStyle="xs" color="fg.muted">
            Sample values, not live checks.
          </Text>
        </Flex>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
          {STATUS_CARDS.map((card) => (
            <StatusTile key={card.title} card={card} />
          ))}
        </SimpleGrid>
      </Box>

      <SectionCard id="alerts-flow-heading" title="Email processing flow" description="What happens to each email, in order.">
        <Stack as="ol" listStyleType="none" gap="0">
          {FLOW.map((step, index) => (
            <Grid as="li" key={step.title} templateColumns="auto 1fr" gap="3" pb={index === FLOW.length - 1 ? '0' : '4'}>
              <Flex direction="column" align="center">
                <Flex boxSize="7" rounded="full" align="center" justify="center" bg="brand.subtle" color="brand.fg" textStyle="sm" fontWeight="bold" flexShrink={0}>
                  {index + 1}
                </Flex>
                {index < FLOW.length - 1 && <Box flex="1" w="px" bg="border" mt="1" aria-hidden />}
              </Flex>
              <Box pt="0.5">
                <Flex align="center" gap="2">
                  <Text fontWeight="medium">{step.title}</Text>
                  {step.stub && (
                    <Badge colorPalette="orange" variant="subtle" size="sm">
                      Stub
                    </Badge>
                  )}
                </Flex>
                <Text textStyle="sm" color="fg.muted">
                  {step.detail}
                </Text>
              </Box>
            </Grid>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

function StatusTile({ card }: { card: StatusCard }) {
  const TileIcon = card.icon;
  return (
    <Flex as="li" gap="3" p="4" rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel" colorPalette={card.palette} align="flex-start">
      <Flex boxSize="9" rounded="l2" align="center" justify="center" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0}>
        <Icon boxSize="4.5">
          <TileIcon aria-hidden />
        </Icon>
      </Flex>
      <Box minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{card.title}</Text>
          <Badge colorPalette={card.palette} variant="subtle" size="sm">
            {card.state}
          </Badge>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {card.detail}
        </Text>
      </Box>
    </Flex>
  );
}
