import { Flex, Stack, Button } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { DiagnosticsDrawer } from './diagnostics/DiagnosticsDrawer';
import { TAB_PARAM, readTab, type DiagnosticsTab } from './diagnostics/diagnostics-logic';
import { CancelAllButton } from './list/CancelAllButton';
import { RecentReports } from './list/RecentReports';
import { REPORT_PARAM, canCancelAll, paramValue, withParam } from './list/reports-list-logic';
import { ProcessingBanner } from './processing-banner/ProcessingBanner';
import { REPORTS_INTRO } from './intro';

/**
 * Reports overview (operations §2): the processing banner, the recent completed reports and the
 * Diagnostics drawer, whose open report is mirrored in `?report={tempId}` (replace mode, like the other
 * screens' parameters) so a reload or a shared link opens it again.
 */
export function ReportsPage() {
  usePageTitle('Reports');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const openReport = paramValue(params, REPORT_PARAM);
  // `?tab=not-imported` (the completion toast's Review) opens the drawer on that tab.
  const openTab = readTab(paramValue(params, TAB_PARAM));

  // flushSync: the router would otherwise apply the new address in a transition, and the highlight's 5 s timer
  // (use-url-highlight), firing before that render, would write back the old `report` and `tab` it still holds.
  const openDiagnostics = useCallback(
    (tempId: string, tab?: DiagnosticsTab) =>
      setParams((prev) => withParam(withParam(prev, REPORT_PARAM, tempId), TAB_PARAM, tab && tab !== 'summary' ? tab : null), { replace: true, flushSync: true }),
    [setParams],
  );
  const closeDiagnostics = useCallback(
    () => setParams((prev) => withParam(withParam(prev, REPORT_PARAM, null), TAB_PARAM, null), { replace: true, flushSync: true }),
    [setParams],
  );

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
          <PageIntro intro={REPORTS_INTRO} />
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            {canCancelAll(user?.role) && <CancelAllButton />}
            <Button asChild>
              <RouterLink to="/reports/uploads">
                <Upload aria-hidden /> Upload Report
              </RouterLink>
            </Button>
          </Flex>
        </Flex>

        <ProcessingBanner onViewDetails={openDiagnostics} />

        <RecentReports role={user?.role} onDiagnostics={openDiagnostics} />
      </Stack>

      <DiagnosticsDrawer tempId={openReport} onClose={closeDiagnostics} role={user?.role} initialTab={openTab} />
    </>
  );
}
