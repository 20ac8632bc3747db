import { Alert, Button, EmptyState, VStack } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** No report has been committed yet: say how to begin (the Location report's wording, §2). */
export function DashboardEmpty({ processing }: { processing: boolean }) {
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
          <EmptyState.Description>Upload a Salem &apos;All Pets&apos; report to begin.</EmptyState.Description>
        </VStack>
        <Button asChild size="sm">
          <RouterLink to="/reports/uploads">
            <FileUp aria-hidden /> Upload report
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
