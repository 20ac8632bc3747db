import { Box, Button, EmptyState, Flex, Skeleton, Stack, VisuallyHidden, VStack } from '@chakra-ui/react';
import { PawPrint, SearchX } from 'lucide-react';
import { memo, type ReactNode } from 'react';

/**
 * The shape of the animal list while its first answer is on its way. Memoised: the pages around it re-render as
 * each of their queries answers, and its ~60 placeholders need not.
 */
export const AnimalsSkeleton = memo(function AnimalsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" aria-busy="true" data-testid="animals-loading">
      <VisuallyHidden role="status">Loading animals…</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} gap="4" px={{ base: '4', md: '5' }} py="3.5" align="center" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border.muted">
          <Skeleton h="4" w="24" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w={{ base: '32', md: '40' }} />
            <Skeleton h="3" w="20" hideFrom="md" />
          </Stack>
          <Skeleton h="4" w="16" hideBelow="md" />
          <Skeleton h="4" w="16" hideBelow="md" />
          <Skeleton h="5" w="20" rounded="full" hideBelow="sm" />
          <Skeleton h="7" w="14" rounded="l2" />
        </Flex>
      ))}
    </Box>
  );
});

export interface AnimalsEmptyProps {
  title: string;
  description: string;
  filtered?: boolean;
  action?: ReactNode;
}

export function AnimalsEmpty({ title, description, filtered, action }: AnimalsEmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel" data-testid="animals-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>{filtered ? <SearchX aria-hidden /> : <PawPrint aria-hidden />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={onReset}>
      Reset filters
    </Button>
  );
}
