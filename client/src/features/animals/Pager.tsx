import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pagingSummary } from './list-params-logic';

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/** operations §2 paging: the "Showing X to Y of Z animals" line, and Previous / Next with "Page N of M" when there is more than one page. */
export function Pager({ page, limit, total, onPage, busy }: PagerProps) {
  const pages = pageCount(total, limit);
  return (
    <Flex
      as="nav"
      aria-label="Pagination"
      justify="space-between"
      align="center"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      data-testid="animals-pager"
    >
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {pagingSummary(page, limit, total)}
      </Text>
      {pages > 1 && (
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Text textStyle="sm" minW="24" textAlign="center" fontVariantNumeric="tabular-nums">
            Page {page} of {pages}
          </Text>
          <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
            Next <ChevronRight aria-hidden />
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
