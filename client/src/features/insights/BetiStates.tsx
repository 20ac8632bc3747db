import { Button, Card, EmptyState, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FileUp, Filter } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** The page's shape (key figures, insight cards, trends, zones) while the first answer is on its way. */
export function BetiSkeleton() {
  return (
    <Stack gap={{ base: '5', md: '6' }} aria-busy="true">
      <VisuallyHidden role="status">Loading behavior insights…</VisuallyHidden>
      {[3, 2, 3].map((cards, row) => (
        <SimpleGrid key={row} columns={{ base: 1, md: cards }} gap={{ base: '3', md: '4' }}>
          {Array.from({ length: cards }, (_, i) => (
            <Card.Root key={i} variant="outline">
              <Card.Body p={{ base: '4', md: '5' }}>
                <Skeleton h="4" w="28" />
                <Skeleton h="8" w="16" mt="2" />
                <Skeleton h="3" w="40" mt="2" />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ))}
      <Skeleton h="56" rounded="l3" />
    </Stack>
  );
}

/** No committed report yet: no figures to show, and where to get some. */
export function NoReportYet() {
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileUp aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No reports yet</EmptyState.Title>
        <EmptyState.Description>Insights, trends and zones come from your reports. Upload a Salem &apos;All Pets&apos; report to begin.</EmptyState.Description>
        <Button asChild size="sm">
          <RouterLink to="/reports/uploads">
            <FileUp aria-hidden /> Upload report
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function NoSpecies() {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Filter aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No species selected</EmptyState.Title>
        <EmptyState.Description>Select CAT or DOG to see the figures.</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
