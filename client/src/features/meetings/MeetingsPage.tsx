import { Alert, Box, Button, Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CalendarPlus, Link2, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageIntro';
import { useSession } from '../../app/session';
import { usePageTitle } from '../../components/use-page-title';
import { atLeast } from '../../lib/roles';
import { DisabledAction } from '../../components/DisabledAction';
import { SampleBadge } from '../../components/SampleBadge';
import { RoleBadge } from '../../components/RoleBadge';
import { MEETING_FEATURES } from './meetings-sample';
import { MeetingTemplates } from './MeetingTemplates';

const INTEGRATION = 'Requires post-v1.9.3 integration';

/** Meeting Prep (operations §2): sample UI; scheduling and calendar need an integration this version lacks. */
export function MeetingsPage() {
  usePageTitle('Meeting Prep');
  // The Prompt Builder's own gate (router: SUPERVISOR and up): a link it would bounce is not offered (issue 16).
  const promptBuilder = atLeast(useSession().user?.role, 'SUPERVISOR');

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
      <MeetingsHeader />

      <Alert.Root status="warning" variant="subtle" rounded="l3" data-testid="calendar-notice">
        <Alert.Indicator>
          <CalendarPlus />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>Calendar not configured</Alert.Title>
          <Alert.Description>No calendar is connected, so meetings cannot be scheduled or synced yet. Templates below show what each meeting will cover.</Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <MeetingFeatures />

      <Stack as="section" aria-labelledby="meeting-templates-heading" gap="3">
        <Heading as="h2" id="meeting-templates-heading" size="md">
          Templates
        </Heading>
        <MeetingTemplates reason={INTEGRATION} />
      </Stack>

      <PromptsCard promptBuilder={promptBuilder} />
    </Stack>
  );
}

/** The title, the signed-in user, and the actions that wait for a calendar integration. */
function MeetingsHeader() {
  const { user } = useSession();
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
      <Stack gap="1" minW="0">
        <Flex align="center" gap="3" wrap="wrap">
          <PageTitle>
            Meeting Prep
          </PageTitle>
          <SampleBadge />
        </Flex>
        <Text color="fg.muted">Prepare medical, behavior and adoption meetings from the latest report.</Text>
        {user && (
          <Flex align="center" gap="2" wrap="wrap" textStyle="sm" data-testid="meetings-user">
            <Text as="span" color="fg.muted" overflowWrap="anywhere">
              {user.email}
            </Text>
            <RoleBadge role={user.role} />
          </Flex>
        )}
      </Stack>
      <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }}>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <DisabledAction reason={INTEGRATION} variant="outline">
            <Link2 aria-hidden /> Connect Calendar
          </DisabledAction>
          <DisabledAction reason={INTEGRATION}>
            <Plus aria-hidden /> New Meeting
          </DisabledAction>
        </Flex>
        <Text textStyle="xs" color="fg.subtle" aria-hidden>
          {INTEGRATION}
        </Text>
      </Stack>
    </Flex>
  );
}

function MeetingFeatures() {
  return (
    <Stack as="section" aria-labelledby="meeting-features-heading" gap="3">
      <Heading as="h2" id="meeting-features-heading" size="md">
        What Meeting Prep does
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        {MEETING_FEATURES.map((f) => (
          <Card.Root as="li" key={f.title} variant="outline" bg="bg.panel" size="sm">
            <Card.Body gap="2">
              <Box display="flex" alignItems="center" justifyContent="center" boxSize="9" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg" aria-hidden>
                <Icon boxSize="4.5">
                  <f.icon />
                </Icon>
              </Box>
              <Text fontWeight="semibold">{f.title}</Text>
              <Text textStyle="sm" color="fg.muted">
                {f.description}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Where briefs come from, with the Prompt Builder for those it admits. */
function PromptsCard({ promptBuilder }: { promptBuilder: boolean }) {
  return (
    <Card.Root as="section" aria-labelledby="meeting-prompts-heading" variant="subtle">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="1">
            <Heading as="h2" id="meeting-prompts-heading" size="sm">
              Briefs and talking points come from AI prompts
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              See how prompts are written and which variables they use.
              {!promptBuilder && ' The Prompt Builder is open to supervisors and administrators.'}
            </Text>
          </Stack>
          {promptBuilder && (
            <Button asChild variant="outline" size="sm" flexShrink={0}>
              <RouterLink to="/admin/prompt-builder">
                Learn More <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
