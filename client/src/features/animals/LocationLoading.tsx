import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { formatReportDate, isoDate, parseReportDate } from '../../lib/report-dates';
import { centerName } from './animal-format-logic';
import { LOCATION_DESCRIPTION } from './intro';
import { AnimalsSkeleton } from './ListStates';

/** The location report's title, what it lists, and its Run Date (a placeholder while the report is on its way). */
export function ReportHeading({ center, reportDate, as = 'h1', children }: { center: string; reportDate: string | null | undefined; as?: 'h1' | 'p'; children?: ReactNode }) {
  const date = reportDate ? parseReportDate(reportDate) : null;
  return (
    <Stack gap="1">
      {/* The description is static, so the build's frame paints it: the page's largest text from the HTML alone (issue 19's LCP). */}
      <PageIntro intro={{ title: `${centerName(center)} Location`, description: LOCATION_DESCRIPTION }} as={as} />
      {reportDate === undefined ? (
        <Skeleton h="6" w="48" />
      ) : (
        <Text color="fg.muted">
          Data as of <time dateTime={date ? isoDate(date) : undefined}>{formatReportDate(reportDate)}</time>
        </Text>
      )}
      {children}
    </Stack>
  );
}

/**
 * The location report while its gates and its report load: the centre's title, then the list's placeholders.
 * Also the page's prerendered frame (`as="p"`, src/prerender/entry.tsx), so the title is painted from the HTML.
 */
export const LocationLoading = memo(function LocationLoading({ center, as }: { center: string; as?: 'h1' | 'p' }) {
  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="7xl">
      <ReportHeading center={center} reportDate={undefined} as={as} />
      <AnimalsSkeleton />
    </Stack>
  );
});
