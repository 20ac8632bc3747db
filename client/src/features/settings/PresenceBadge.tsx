import { Badge, Box } from '@chakra-ui/react';
import { STATUS_LABELS, presenceStatus } from './settings-logic';

/** Present / Missing / Optional: whether the variable is set, never what it is set to. */
export function PresenceBadge({ required, present }: { required: boolean; present: boolean }) {
  const status = presenceStatus({ required, present });
  const { label, palette } = STATUS_LABELS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0} data-status={status}>
      <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
      {label}
    </Badge>
  );
}

export function RequiredBadge() {
  return (
    <Badge colorPalette="orange" variant="outline" size="md" rounded="full" px="2.5" flexShrink={0}>
      Required
    </Badge>
  );
}
