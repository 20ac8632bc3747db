import { Alert, Button, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FileUp, FlaskConical } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../components/error-info';
import { toaster } from '../../components/ui/toaster';
import { useViewerCan } from '../../components/use-viewer-can';
import { LoadSampleReportMutation } from './sample-data.queries';

/** No report has been committed yet: say how to begin (the Location report's wording, operations §2). */
export function DashboardEmpty({ processing }: { processing: boolean }) {
  // The server decides (`me.can.loadSampleData`, its `reports.sample` row); nothing is offered while it is asked.
  const canLoadSample = useViewerCan().can?.loadSampleData ?? false;
  const [loadSample, { loading }] = useMutation(LoadSampleReportMutation, { refetchQueries: 'active', awaitRefetchQueries: true });

  const onLoadSample = async () => {
    try {
      const result = await loadSample();
      const done = result.data?.loadSampleReport.state === 'complete';
      toaster.create(
        done
          ? { type: 'success', title: 'Sample report loaded', description: 'The dashboard now shows sample data. Remove it before uploading your own reports.' }
          : { type: 'info', title: 'Sample report on its way', description: 'It is still being processed; the figures fill in when it finishes.' },
      );
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not load the sample report', description: describeError(error).message });
    }
  };

  if (processing) {
    // The first upload is on its way; sending people to upload again would only make a duplicate.
    return (
      <Alert.Root status="info" variant="subtle" rounded="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your first report is being processed</Alert.Title>
          <Alert.Description>The figures below fill in when it finishes.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileUp aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as="h2">No reports yet</EmptyState.Title>
          <EmptyState.Description>
            Upload a Salem &apos;All Pets&apos; report to begin{canLoadSample ? ', or look around with a sample report first' : ''}.
          </EmptyState.Description>
        </VStack>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild size="sm">
            <RouterLink to="/reports/uploads">
              <FileUp aria-hidden /> Upload report
            </RouterLink>
          </Button>
          {canLoadSample && (
            <Button size="sm" variant="outline" colorPalette="purple" onClick={() => void onLoadSample()} loading={loading} loadingText="Loading sample">
              <FlaskConical aria-hidden /> Load sample report
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
