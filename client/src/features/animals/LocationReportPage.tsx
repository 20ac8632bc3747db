import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { usePageTitle } from '../../components/use-page-title';
import { LOCATION_SORTS } from './animal-columns';
import { centerName } from './animal-format-logic';
import { GateMessage } from './GateMessage';
import { DEFAULT_CENTER, DEFAULT_PAGE, type ListConfig } from './list-params-logic';
import { AnimalsSkeleton } from './ListStates';
import { LocationReportView } from './LocationReportView';
import { useListParams } from './use-list-params';
import { useLocationReport } from './use-location-report';

const LOCATION_CONFIG: ListConfig = { sorts: LOCATION_SORTS, withCenter: true };

/** Location report (operations.md §2): the latest report's animals at one centre, behind four gates. */
export function LocationReportPage() {
  const { user } = useSession();
  const { params, update } = useListParams(LOCATION_CONFIG);
  const center = params.center ?? DEFAULT_CENTER;
  usePageTitle(`${centerName(center)} Location`);
  const { health, latest, parsing } = useLocationReport(user !== null, center);

  let content;
  if (!user) {
    content = <GateMessage kind="denied" title="Access denied. OFFICER+ role required." description="Sign in with an Officer, Supervisor or Administrator account to view location reports." />;
  } else if (health.error) {
    content = <ErrorState error={health.error} title="Could not check whether location reports are enabled" onRetry={health.retry} retrying={health.retrying} />;
  } else if (health.enabled === undefined) {
    content = <AnimalsSkeleton />;
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
  } else if (latest.error) {
    content = <ErrorState error={latest.error} title="Could not load the latest report" onRetry={latest.retry} retrying={latest.retrying} />;
  } else if (latest.report === undefined) {
    content = <AnimalsSkeleton />;
  } else if (latest.report === null) {
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
    return <LocationReportView center={center} report={latest.report} parsing={parsing} params={params} update={update} />;
  }
  return (
    <Stack gap="6" maxW="7xl">
      {content}
    </Stack>
  );
}
