import { Box, Container, HStack, Link, Progress, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CircleAlert, Loader } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { bannerPreloaded, PENDING_REPORTS_QUERY } from './banner.queries';
import { bannerOf } from './banner-logic';
import { useReportStates } from '../../../lib/report-states';
import { useReportChanges } from './use-report-changes';

/** access-and-identity §7: polled every 30 s. */
export const PENDING_POLL_MS = 30_000;

/** The banner's height, while it shows, as `--beti-banner-height` on the page: toasts sit below it (ui/toaster.tsx). */
export const BANNER_HEIGHT_VARIABLE = '--beti-banner-height';

function useHeightVariable(box: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const write = () => root.setProperty(BANNER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BANNER_HEIGHT_VARIABLE);
    };
  }, [box, shown]);
}

/**
 * The pending-report banner of access-and-identity §4, on every signed-in page but /reports (`hidden` there:
 * the reports screens have their own per-item banner). Mounted once by the shell, it also holds the tab's one
 * reportsChanged subscription, so a report that finishes by itself leaves every banner and reaches every open
 * list at once, with a toast, on any page; the 30 s poll stays as the fallback.
 */
export function PendingReportBanner({ hidden = false }: { hidden?: boolean }) {
  useReportChanges();
  const fetchPolicy = bannerPreloaded.useFetchPolicy('pendingReports');
  const { data } = useQuery(PENDING_REPORTS_QUERY, { pollInterval: PENDING_POLL_MS, fetchPolicy, skip: hidden });
  const local = useReportStates();
  const banner = useMemo(() => bannerOf(data?.pendingReports ?? [], local), [data, local]);
  const box = useRef<HTMLDivElement>(null);
  useHeightVariable(box, !!banner && !hidden);
  if (!banner || hidden) return null;
  const error = banner.tone === 'error';
  return (
    <Box ref={box} role="status" aria-live="polite" bg={error ? 'red.subtle' : 'blue.subtle'} color={error ? 'red.fg' : 'blue.fg'} borderBottomWidth="1px" borderColor={error ? 'red.muted' : 'blue.muted'}>
      <Container maxW="full" py="2" px={{ base: '4', md: '6' }}>
        <HStack gap="3" wrap="wrap">
          {error ? <CircleAlert size={16} aria-hidden /> : <Loader size={16} aria-hidden />}
          <Text fontSize="sm" fontWeight="medium" flex="1" minW="0">
            {banner.text}
          </Text>
          {banner.tone === 'info' && banner.percent !== null && (
            <Progress.Root value={banner.percent} size="sm" w={{ base: 'full', sm: '40' }} colorPalette="blue">
              <HStack gap="2">
                {/* The track is the element with role progressbar: its name goes there. */}
                <Progress.Track flex="1" aria-label="Pending reports progress">
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText fontSize="xs">{banner.percent}%</Progress.ValueText>
              </HStack>
            </Progress.Root>
          )}
          <Link asChild fontSize="sm" fontWeight="semibold" color="inherit" textDecoration="underline">
            <RouterLink to="/reports">View details</RouterLink>
          </Link>
        </HStack>
      </Container>
    </Box>
  );
}
