import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { usePageTitle } from '../../components/use-page-title';
import { LOCATION_SORTS } from './animal-columns';
import { centerName } from './animal-format-logic';
import { GateMessage } from './GateMessage';
import { DEFAULT_CENTER, DEFAULT_PAGE, parseListParams, searchWithCenter, type ListConfig } from './list-params-logic';
import { LocationLoading } from './LocationLoading';
import { LocationReportView } from './LocationReportView';
import { useListParams } from './use-list-params';
import { preloadLocationReport, useLocationReport, usePinnedReport } from './use-location-report';

const LOCATION_CONFIG: ListConfig = { sorts: LOCATION_SORTS, withCenter: true };

/**
 * The route's loader: a URL without its centre goes to the one with it before the page draws. Written by the page
 * once drawn (useListParams still does, where no loader runs), it was a navigation that drew the shell and the
 * list a second time (~1,800 component renders on a phone).
 */
export async function locationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = searchWithCenter(url.search);
  if (search !== null) return redirect(`${url.pathname}${search}`);
  // On the app's first load, the report's calls come before the first draw (preload.ts).
  await preloadLocationReport(parseListParams(url.searchParams, LOCATION_CONFIG));
  return null;
}

/** Location report (operations.md §2): the latest report's animals at one centre, behind four gates; or an earlier report's (`?report=`, issue 18). */
export function LocationReportPage() {
  const { user } = useSession();
  const { params, update } = useListParams(LOCATION_CONFIG);
  const center = params.center ?? DEFAULT_CENTER;
  usePageTitle(`${centerName(center)} Location`);
  const { health, latest, parsing } = useLocationReport(user !== null, center);
  const pinned = usePinnedReport(params.report);
  const shown = params.report ? pinned : latest;

  let content;
  if (!user) {
    content = <GateMessage kind="denied" title="Access denied. OFFICER+ role required." description="Sign in with an Officer, Supervisor or Administrator account to view location reports." />;
  } else if (health.error) {
    content = <ErrorState error={health.error} title="Could not check whether location reports are enabled" onRetry={health.retry} retrying={health.retrying} />;
  } else if (health.enabled === undefined) {
    content = <LocationLoading center={center} />;
  } else if (!health.enabled) {
    content = (
      <GateMessage
        kind="disabled"
        title="Location Reports Unavailable"
        description="Location reports are turned off on this server. Contact an administrator to enable K4_DELTA_ENABLED."
      />
    );
  } else if (center !== DEFAULT_CENTER) {
    content = (
      <GateMessage
        kind="soon"
        title="Coming soon"
        description="This center isn't enabled in v1.9.3. Try Salem."
        action={<Button onClick={() => update((current) => ({ ...current, center: DEFAULT_CENTER, page: DEFAULT_PAGE, animal: null }))}>View Salem</Button>}
      />
    );
  } else if (shown.error) {
    content = <ErrorState error={shown.error} title={params.report ? 'Could not load that report' : 'Could not load the latest report'} onRetry={shown.retry} retrying={shown.retrying} />;
  } else if (shown.report === undefined) {
    content = <LocationLoading center={center} />;
  } else if (shown.report === null && params.report) {
    content = (
      <GateMessage
        kind="empty"
        title="Report not found"
        description="That report is not among the committed reports: it may have been deleted."
        action={<Button onClick={() => update((current) => ({ ...current, report: null, page: DEFAULT_PAGE, animal: null }))}>View the latest report</Button>}
      />
    );
  } else if (shown.report === null) {
    content = (
      <GateMessage
        kind="empty"
        title="No report available"
        description="Upload a Salem 'All Pets' report to begin."
        action={
          <Button asChild>
            <RouterLink to="/reports/upload">Upload report</RouterLink>
          </Button>
        }
      />
    );
  } else {
    const earlier = params.report && shown.report.reportId !== latest.report?.reportId ? { filename: pinned.filename } : null;
    return <LocationReportView center={center} report={shown.report} earlier={earlier} parsing={parsing} params={params} update={update} />;
  }
  return (
    <Stack gap="6" maxW="7xl">
      {content}
    </Stack>
  );
}
