import { Alert, Badge, Button, Code, DataList, Heading, List, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DuplicateLink } from '../DuplicateLink';
import { formatDateTime } from '../../../lib/dates';
import { StructuredFailureView } from './StructuredFailureView';
import {
  counterRows,
  failureMessage,
  formatBytes,
  ledgerRows,
  notImportedHeading,
  parseStructuredFailure,
  recentEvents,
  stateLabel,
  statusLabel,
  topRejections,
  type LedgerCounts,
  type ManifestInfo,
  type RejectionReason,
  type TimelineEvent,
} from './diagnostics-logic';

export interface SummaryView {
  diagnostics: { jobCounters: unknown; parserVersion: string | null; warnings: string[] };
  manifest: ManifestInfo;
  events: TimelineEvent[];
  rejections: RejectionReason[];
  notImportedTotal: number;
  ledger: LedgerCounts | null;
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * Summary tab (operations §2): status, progress, file facts, counters, how the PDF's lines were read (issue 14),
 * top rejection reasons and the last events.
 */
export function SummaryTab({ view, running, onReview }: { view: SummaryView; running: boolean; onReview: () => void }) {
  const { manifest, events, diagnostics } = view;
  return (
    <Stack gap="6">
      <FailureAlert manifest={manifest} events={events} />
      <StatusSection manifest={manifest} parserVersion={diagnostics.parserVersion} running={running} />

      <Section title="Job counters">
        <KeyValues rows={counterRows(diagnostics.jobCounters)} empty="No counters recorded yet." />
      </Section>

      {view.ledger && <LinesReadSection ledger={view.ledger} notImportedTotal={view.notImportedTotal} onReview={onReview} />}

      <Section title="Top rejection reasons">
        <KeyValues rows={topRejections(view.rejections).map((r) => ({ key: r.reason, value: r.count.toLocaleString('en-US') }))} empty="No rows were rejected." />
      </Section>

      {diagnostics.warnings.length > 0 && (
        <Section title="Warnings">
          <List.Root gap="1" ps="5" textStyle="sm">
            {diagnostics.warnings.map((w, i) => (
              <List.Item key={i}>{w}</List.Item>
            ))}
          </List.Root>
        </Section>
      )}

      <RecentEventsSection events={events} />
    </Stack>
  );
}

/** The failure: laid out when it is the parser's structured message, else the last error as it came. */
function FailureAlert({ manifest, events }: { manifest: ManifestInfo; events: TimelineEvent[] }) {
  const message = failureMessage(manifest, events);
  const structured = parseStructuredFailure(message);
  if (structured) return <StructuredFailureView failure={structured} />;
  if (!message) return null;
  return (
    <Alert.Root status={manifest.status === 'failed' ? 'error' : 'warning'} size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Last error</Alert.Title>
        <Alert.Description overflowWrap="anywhere">{message}</Alert.Description>
        {manifest.duplicateOf && <DuplicateLink to={manifest.duplicateOf} />}
      </Alert.Content>
    </Alert.Root>
  );
}

function StatusSection({ manifest, parserVersion, running }: { manifest: ManifestInfo; parserVersion: string | null; running: boolean }) {
  const status = statusLabel(manifest.status);
  const done = manifest.completed.length;
  const percent = manifest.totalChunks > 0 ? Math.round((done / manifest.totalChunks) * 100) : 0;
  return (
    <Section title="Status">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <Row label="Status">
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </Row>
        <Row label="State">{stateLabel(manifest.state)}</Row>
        <Row label="Parser format">
          <Code size="sm">{manifest.parserFormat}</Code>
        </Row>
        {parserVersion && (
          <Row label="Parser version">
            <Code size="sm">{parserVersion}</Code>
          </Row>
        )}
        <Row label="Chunks">
          <Stack gap="1" w="full" maxW="60">
            <Text>
              {done} / {manifest.totalChunks} completed
            </Text>
            <Progress.Root value={percent} size="xs" colorPalette={running ? 'blue' : status.palette} aria-label="Chunks completed">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        </Row>
        <Row label="Pages">
          {manifest.pagesKept ?? '—'} kept of {manifest.pagesTotal ?? '—'} total
        </Row>
        <Row label="File name">
          <Text overflowWrap="anywhere">{manifest.filename ?? '—'}</Text>
        </Row>
        <Row label="Size">{formatBytes(manifest.size)}</Row>
        <Row label="Uploaded">{when(manifest.uploadedAt)}</Row>
        <Row label="Updated">{when(manifest.updatedAt)}</Row>
        {manifest.nextRetryAt && <Row label="Next retry">{when(manifest.nextRetryAt)}</Row>}
      </DataList.Root>
    </Section>
  );
}

/** How every line of the PDF was read (issue 14), with Review when some were not imported. */
function LinesReadSection({ ledger, notImportedTotal, onReview }: { ledger: LedgerCounts; notImportedTotal: number; onReview: () => void }) {
  return (
    <Section title="Lines read">
      {notImportedTotal > 0 && (
        <Alert.Root status="warning" size="sm" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notImportedHeading(notImportedTotal)}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onReview}>
            Review
          </Button>
        </Alert.Root>
      )}
      <DataList.Root orientation="horizontal" size="sm" gap="1.5" data-testid="ledger-counts">
        {ledgerRows(ledger).map((r) => (
          <Row key={r.key} label={r.key}>
            <Text fontVariantNumeric="tabular-nums">{r.value}</Text>
          </Row>
        ))}
      </DataList.Root>
    </Section>
  );
}

function RecentEventsSection({ events }: { events: TimelineEvent[] }) {
  return (
    <Section title="Recent events">
      {events.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No events recorded yet.
        </Text>
      ) : (
        <List.Root variant="plain" gap="1.5" textStyle="sm">
          {recentEvents(events).map((e, i) => (
            <List.Item key={`${e.time}-${i}`} display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
              <Code size="sm" colorPalette={e.type === 'error' ? 'red' : 'gray'}>
                {e.type}
              </Code>
              <Text as="span" color="fg.muted" textStyle="xs">
                {when(e.time)}
              </Text>
              {typeof e.data.message === 'string' && (
                <Text as="span" overflowWrap="anywhere">
                  {e.data.message}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2.5">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function KeyValues({ rows, empty }: { rows: { key: string; value: string }[]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {rows.map((r) => (
        <DataList.Item key={r.key}>
          <DataList.ItemLabel minW="48">
            <Code size="sm" variant="plain" px="0">
              {r.key}
            </Code>
          </DataList.ItemLabel>
          <DataList.ItemValue fontVariantNumeric="tabular-nums">{r.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
