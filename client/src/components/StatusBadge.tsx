import { Badge, Box } from '@chakra-ui/react';
import type { HealthStatus } from '../gql/graphql';
import { STATUS_LABELS } from '../lib/health-status';

export function StatusBadge({ status }: { status: HealthStatus }) {
  const { label, palette } = STATUS_LABELS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0}>
      <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
      {label}
    </Badge>
  );
}
