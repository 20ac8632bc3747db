import { Box, Button, EmptyState, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { BellOff, SearchX } from 'lucide-react';

/** The Inbox's shape (summary tiles, a table) while the first answer is on its way. */
export function AlertsSkeleton() {
  return (
    <Stack gap={{ base: '4', md: '5' }} aria-busy="true">
      <VisuallyHidden role="status">Loading alerts…</VisuallyHidden>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Box key={index} p={{ base: '3', md: '4' }} rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel">
            <Skeleton h="4" w="24" />
            <Skeleton h="7" w="10" mt="2" />
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="3">
        <Skeleton h="6" w="32" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="14" rounded="l2" />
        ))}
      </Stack>
    </Stack>
  );
}

/** No alert at all: none has been raised yet, or none under these filters (whatever the status). */
export function AlertsEmpty({ kind, onClear }: { kind: 'none-yet' | 'no-match'; onClear: () => void }) {
  const noMatch = kind === 'no-match';
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel" data-testid="alerts-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>{noMatch ? <SearchX aria-hidden /> : <BellOff aria-hidden />}</EmptyState.Indicator>
        <EmptyState.Title as="h2">{noMatch ? 'No alerts match these filters' : 'No alerts yet'}</EmptyState.Title>
        <EmptyState.Description>
          {noMatch
            ? 'No alert in any status matches the search, severity, species and tags chosen.'
            : 'Alerts appear when a report rule flags an animal, an email reaches the alerts webhook, or a staff member raises one from an animal’s details.'}
        </EmptyState.Description>
        {noMatch && (
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
