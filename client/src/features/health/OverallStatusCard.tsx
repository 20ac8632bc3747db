import { Box, Card, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import type { HealthSnapshotFragment } from '../../gql/graphql';
import { OVERALL_LABELS, STATUS_LABELS, overallStatus, overallSummary } from '../../lib/health-status';
import { CHECKS, otherProblems } from './health-status';

const ICONS = { healthy: CircleCheck, warning: TriangleAlert, critical: CircleX };

export function OverallStatusCard({ health }: { health: HealthSnapshotFragment }) {
  const overall = overallStatus(health.checks);
  const { label, palette } = OVERALL_LABELS[overall];
  const summary = overallSummary(health.checks);
  const OverallIcon = ICONS[overall];
  const others = otherProblems(health.checks);
  return (
    <Card.Root
      as="section"
      aria-labelledby="overall-heading"
      colorPalette={palette}
      variant="outline"
      bg="colorPalette.subtle"
      borderColor="colorPalette.muted"
    >
      <Card.Body p={{ base: '5', md: '6' }}>
        <Flex gap={{ base: '4', md: '5' }} align="center">
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize={{ base: '12', md: '14' }}
            rounded="full"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            flexShrink={0}
          >
            <Icon boxSize={{ base: '6', md: '7' }}>
              <OverallIcon aria-hidden />
            </Icon>
          </Box>
          <Stack gap="1" minW="0">
            <Text textStyle="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
              Overall status
            </Text>
            <Heading as="h2" id="overall-heading" size={{ base: 'xl', md: '2xl' }} color="colorPalette.fg" aria-live="polite">
              {label}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {summary}
              {others.length > 0 &&
                ` Also needs attention: ${others
                  .map((key) => `${CHECKS[key].label} (${STATUS_LABELS[health.checks[key].status].label.toLowerCase()})`)
                  .join(', ')}.`}
            </Text>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
