import { Badge, Box, Button, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { TIMELINE_LIMIT, eventFields, timelineEvents, type TimelineEvent } from './diagnostics-logic';

const palette = (type: string) => (type === 'error' ? 'red' : type === 'done' || type === 'commit.done' ? 'green' : type.includes('rate_limited') ? 'orange' : 'gray');

/** Timeline tab (operations §2): the last 10 events in order, all of them with Show All. */
export function TimelineTab({ events }: { events: TimelineEvent[] }) {
  const [showAll, setShowAll] = useState(false);
  if (events.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        No events recorded yet.
      </Text>
    );
  }
  const shown = timelineEvents(events, showAll);
  return (
    <Stack gap="4">
      {events.length > TIMELINE_LIMIT && (
        <Text textStyle="sm" color="fg.muted">
          {showAll ? `All ${events.length} events, oldest first.` : `The last ${TIMELINE_LIMIT} of ${events.length} events, oldest first.`}
        </Text>
      )}
      <List.Root as="ol" variant="plain" gap="0" aria-label="Timeline events">
        {shown.map((event, i) => {
          const fields = eventFields(event);
          return (
            <List.Item key={i} display="block" ps="4" pb="4" borderStartWidth="2px" borderColor="border.muted" position="relative">
              <Box position="absolute" insetStart="-5px" top="1.5" boxSize="2" rounded="full" bg={`${palette(event.type)}.solid`} />
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={palette(event.type)} variant="subtle" fontFamily="mono">
                  {event.type}
                </Badge>
                <Text asChild textStyle="xs" color="fg.muted">
                  <time dateTime={event.time ?? undefined}>{event.time ? formatDateTime(event.time) : 'No time'}</time>
                </Text>
              </HStack>
              {fields.length > 0 && (
                <Stack gap="0.5" mt="1.5" textStyle="sm">
                  {fields.map((f) => (
                    <Text key={f.key} overflowWrap="anywhere">
                      <Code size="sm" variant="plain" px="0" color="fg.muted">
                        {f.key}:
                      </Code>{' '}
                      {f.value}
                    </Text>
                  ))}
                </Stack>
              )}
            </List.Item>
          );
        })}
      </List.Root>
      {events.length > TIMELINE_LIMIT && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShowAll((v) => !v)}>
          {showAll ? `Show Last ${TIMELINE_LIMIT}` : `Show All (${events.length})`}
        </Button>
      )}
    </Stack>
  );
}
