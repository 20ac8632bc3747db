import { Alert, Badge, Button, EmptyState, Spinner, Tabs, Text, VStack } from '@chakra-ui/react';
import { FileSearch, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { NotImportedTab } from './NotImportedTab';
import { RawJsonTab } from './RawJsonTab';
import { SummaryTab } from './SummaryTab';
import { TimelineTab } from './TimelineTab';
import { TracesTab } from './TracesTab';
import { isEmptyManifest, type DiagnosticsTab } from './diagnostics-logic';
import type { ReportDiagnostics } from './use-report-diagnostics';

/** The drawer's body: loading, waiting, error and empty states, else the five tabs. */
export function DiagnosticsBody({ diagnostics, initialTab = 'summary' }: { diagnostics: ReportDiagnostics; initialTab?: DiagnosticsTab }) {
  const { view, running, loading, error, refresh, refreshing } = diagnostics;
  const [tab, setTab] = useState<string>(initialTab);

  if (loading) return <Pending text={running ? 'Waiting for diagnostic data...' : 'Loading diagnostics...'} />;
  if (!view) return <LoadError message={error ?? ''} onRetry={refresh} retrying={refreshing} />;
  if (isEmptyManifest(view.manifest, view.events)) {
    return running ? <Pending text="Waiting for diagnostic data..." /> : <NoData />;
  }

  // Only the open tab is in the DOM (lazyMount + unmountOnExit): the summary's recent events and the
  // timeline show the same events, and hidden copies would confuse find-in-page and assistive technology.
  return (
    <>
      {error && (
        <Alert.Root status="warning" variant="subtle" mb="4" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Showing the last loaded diagnostics</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm" lazyMount unmountOnExit>
        {/* Five tabs do not fit a phone's width: the list scrolls sideways rather than break the labels. */}
        <Tabs.List aria-label="Diagnostics sections" mb="4" overflowX="auto" overflowY="hidden" scrollbarWidth="none" css={{ '& > button': { flexShrink: 0, whiteSpace: 'nowrap' } }}>
          <Tabs.Trigger value="summary">Summary</Tabs.Trigger>
          <Tabs.Trigger value="not-imported">
            Not imported
            {view.notImportedTotal > 0 && (
              <Badge colorPalette="orange" variant="solid" size="xs" aria-label={`(${view.notImportedTotal})`}>
                {view.notImportedTotal.toLocaleString('en-US')}
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="timeline">Timeline</Tabs.Trigger>
          <Tabs.Trigger value="traces">Traces</Tabs.Trigger>
          <Tabs.Trigger value="raw">Raw JSON</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="summary">
          <SummaryTab view={view} running={running} onReview={() => setTab('not-imported')} />
        </Tabs.Content>
        <Tabs.Content value="not-imported">
          <NotImportedTab lines={view.notImported} total={view.notImportedTotal} />
        </Tabs.Content>
        <Tabs.Content value="timeline">
          <TimelineTab events={view.events} />
        </Tabs.Content>
        <Tabs.Content value="traces">
          <TracesTab manifest={view.manifest} events={view.events} />
        </Tabs.Content>
        <Tabs.Content value="raw">
          <RawJsonTab diagnostics={view.diagnostics} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function Pending({ text }: { text: string }) {
  return (
    <VStack py="16" gap="3" color="fg.muted" role="status">
      <Spinner size="lg" color="blue.solid" />
      <Text>{text}</Text>
    </VStack>
  );
}

function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Failed to load diagnostic data</Alert.Title>
        <Alert.Description overflowWrap="anywhere">{message}</Alert.Description>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry} loading={retrying} loadingText="Retrying">
          <RefreshCw aria-hidden /> Retry
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

function NoData() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileSearch aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>No diagnostic data available</EmptyState.Title>
        <EmptyState.Description>This report has no recorded manifest, traces or events.</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
