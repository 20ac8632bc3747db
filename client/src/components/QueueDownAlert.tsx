import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QUEUE_DOWN, queueDown, type HealthChecksStatus } from '../lib/health-status';

/**
 * A warning for screens that queue reports (the upload screen): shown while the health answer says the job
 * queue is down, when uploads are refused or left unparsed. Nothing while the queue works or health is unknown.
 */
export function QueueDownAlert({ health }: { health: { checks: Pick<HealthChecksStatus, 'queue'> } | undefined | null }) {
  if (!health || !queueDown(health.checks)) return null;
  return (
    <Alert.Root status="warning" variant="subtle" rounded="l3" data-testid="queue-down-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Reports cannot be parsed right now</Alert.Title>
        <Alert.Description>
          {QUEUE_DOWN}{' '}
          <Link asChild variant="underline">
            <RouterLink to="/status">See system status</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
