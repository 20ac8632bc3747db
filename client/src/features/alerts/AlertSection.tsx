import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { AlertList, type AlertListProps } from './AlertList';

export interface AlertSectionProps extends AlertListProps {
  /** Why the list is empty, when it is: shown with an optional button (for example "Show all statuses"). */
  emptyText: string;
  emptyAction?: { label: string; onClick: () => void };
}

/** One of the two Inbox lists (Unread, Read): a heading with its count, then the list or why it is empty. */
export function AlertSection({ emptyText, emptyAction, ...list }: AlertSectionProps) {
  const headingId = `alerts-${list.label.toLowerCase()}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Flex align="center" gap="2">
        <Heading as="h2" id={headingId} size="md">
          {list.label}
        </Heading>
        <Badge variant="subtle" colorPalette={list.label === 'Unread' && list.alerts.length > 0 ? 'brand' : 'gray'} size="sm">
          {list.alerts.length}
        </Badge>
      </Flex>
      {list.alerts.length === 0 ? (
        <Flex
          data-testid={`alerts-empty-${list.label.toLowerCase()}`}
          align="center"
          justify="space-between"
          gap="3"
          wrap="wrap"
          px="4"
          py="4"
          rounded="l3"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border"
          bg="bg.panel"
        >
          <Flex align="center" gap="3" color="fg.muted">
            <Box flexShrink={0}>
              <Inbox size={18} aria-hidden />
            </Box>
            <Text textStyle="sm">{emptyText}</Text>
          </Flex>
          {emptyAction && (
            <Button size="xs" variant="outline" onClick={emptyAction.onClick}>
              {emptyAction.label}
            </Button>
          )}
        </Flex>
      ) : (
        <AlertList {...list} />
      )}
    </Stack>
  );
}
