import { Alert, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { SampleBadge } from '../../components/SampleBadge';
import { describeError } from '../../components/error-info';
import { toaster } from '../../components/ui/toaster';
import { useViewerCan } from '../../components/use-viewer-can';
import { formatReportDate } from '../../lib/report-dates';
import { RemoveSampleDataMutation } from './sample-data.queries';

/**
 * Over the dashboard while its figures come from a sample report (issue 16, read by the DashboardPage query): says so, and lets those the server allows
 * (`me.can.loadSampleData`, its `reports.sample` row) remove every sample report in one step.
 */
export const SampleDataNotice = memo(function SampleDataNotice({ latestIsSample, reportDate }: { latestIsSample: boolean; reportDate: string | null }) {
  const { can } = useViewerCan();
  const [remove, { loading }] = useMutation(RemoveSampleDataMutation, { refetchQueries: 'active', awaitRefetchQueries: true });
  if (!latestIsSample) return null;
  const canRemove = can?.loadSampleData ?? false;

  const onRemove = async () => {
    try {
      const result = await remove();
      const n = result.data?.removeSampleData.removed ?? 0;
      toaster.create({ type: 'success', title: 'Sample data removed', description: `${n} sample report${n === 1 ? '' : 's'} and ${n === 1 ? 'its' : 'their'} animals were deleted.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not remove the sample data', description: describeError(error).message });
    }
  };

  return (
    <Alert.Root status="info" colorPalette="purple" variant="subtle" rounded="l3" alignItems={{ base: 'flex-start', md: 'center' }}>
      <Alert.Indicator />
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" flex="1" align={{ base: 'stretch', md: 'center' }}>
        <Alert.Content flex="1">
          <Alert.Title display="flex" alignItems="center" gap="2" flexWrap="wrap">
            Sample data <SampleBadge size="sm" />
          </Alert.Title>
          <Alert.Description>
            {/* Two lines on a phone: shorter than the page's intro, which stays its largest text (issue 19's LCP). */}
            Generated sample figures ({formatReportDate(reportDate)}), not your shelter&apos;s.
            {canRemove ? ' Remove them before uploading your own reports.' : ''}
          </Alert.Description>
        </Alert.Content>
        {canRemove && (
          <Button size="sm" variant="outline" colorPalette="purple" onClick={() => void onRemove()} loading={loading} loadingText="Removing" flexShrink={0}>
            <Trash2 aria-hidden /> Remove sample data
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
});
