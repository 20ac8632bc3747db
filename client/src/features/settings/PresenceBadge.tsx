import { Badge, Box } from '@chakra-ui/react';
import { STATUS_LABELS, presenceStatus } from './settings-logic';

/** Present / Missing / Default in use / Optional: whether the variable is set, never what it is set to. */
export function PresenceBadge({ required, neededInProduction, present }: { required: boolean; neededInProduction: boolean; present: boolean }) {
  const status = presenceStatus({ required, neededInProduction, present });
  const { label, palette } = STATUS_LABELS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0} data-status={status}>
      <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
      {label}
    </Badge>
  );
}

/** Required by the configured mode, or else needed once this install goes to production. */
export function RequiredBadge({ production }: { production?: boolean }) {
  return (
    <Badge colorPalette={production ? 'gray' : 'orange'} variant="outline" size="md" rounded="full" px="2.5" flexShrink={0}>
      {production ? 'Needed in production' : 'Required'}
    </Badge>
  );
}
