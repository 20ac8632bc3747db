import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { AlarmClock, Check, CheckCheck, X } from 'lucide-react';
import type { AlertAction } from './alerts-logic';

export interface BulkActionBarProps {
  count: number;
  /** The change is on its way: the buttons wait for it. */
  busy?: boolean;
  onStatus: (status: AlertAction) => void;
  onClear: () => void;
}

/** Shown while rows are selected; it stays in view (sticky) as the tables scroll beneath it. */
export function BulkActionBar({ count, busy, onStatus, onClear }: BulkActionBarProps) {
  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      data-testid="bulk-action-bar"
      position="sticky"
      top="16"
      zIndex="docked"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      px="4"
      py="2.5"
      rounded="l3"
      colorPalette="brand"
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      shadow="sm"
    >
      <Text fontWeight="semibold" color="colorPalette.fg" role="status">
        {count} selected
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => onStatus('acknowledged')} disabled={busy}>
          <Check aria-hidden /> Acknowledge
        </Button>
        <Button size="sm" variant="outline" bg="bg.panel" onClick={() => onStatus('snoozed')} disabled={busy}>
          <AlarmClock aria-hidden /> Snooze 24 h
        </Button>
        <Button size="sm" variant="outline" bg="bg.panel" onClick={() => onStatus('resolved')} disabled={busy}>
          <CheckCheck aria-hidden /> Resolve
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
          <X aria-hidden /> Clear selection
        </Button>
      </HStack>
    </Flex>
  );
}
