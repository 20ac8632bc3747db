import { Alert, Card, Code, HStack, Heading, Icon, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { traceView, tracesState, type ManifestInfo, type TimelineEvent, type TraceView } from './diagnostics-logic';

/** Traces tab (operations §2, operations §3): one card per chunk, or why there are no traces. */
export function TracesTab({ manifest, events }: { manifest: ManifestInfo; events: TimelineEvent[] }) {
  const state = tracesState(manifest, events);
  if (state === 'failed-before-traces') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Processing Failed Before Trace Generation</Alert.Title>
          <Alert.Description>No chunk was read. The Timeline tab shows the events recorded before the failure.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state === 'not-read') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{manifest.state === 'cancelled' ? 'Cancelled before it was read' : 'Not read yet'}</Alert.Title>
          <Alert.Description>
            {manifest.state === 'cancelled' ? 'This upload was never parsed, so there are no traces.' : 'Traces appear here once the parser reads the first chunk.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state === 'older-system') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Detailed traces not available (older system)</Alert.Title>
          <Alert.Description>This report was processed without per-chunk traces.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4">
      {(manifest.traces ?? []).map((trace, i) => (
        <ChunkCard key={trace.chunk ?? i} trace={traceView(trace)} index={i} />
      ))}
    </Stack>
  );
}

const METRICS = [
  ['rawLength', 'Raw length'],
  ['normalizedLength', 'Normalized length'],
  ['ndjsonLinesCount', 'NDJSON lines'],
  ['accepted_animals_count', 'Accepted animals'],
  ['accepted_zone_groups_count', 'Accepted zone groups'],
  ['schema_rejected_count', 'Schema rejected'],
] as const;

const GATES = [
  ['hasNormalizedZones', 'Has normalized zones'],
  ['pagesKeptGt0', 'Pages kept > 0'],
  ['animalFields', 'Animal fields'],
  ['shouldFallback', 'Should fallback'],
] as const;

function ChunkCard({ trace, index }: { trace: TraceView; index: number }) {
  // The server numbers chunks from 0, as the timeline's `chunk` field does: the same number in both tabs.
  const title = `Chunk ${trace.chunk ?? index}`;
  return (
    <Card.Root as="section" size="sm" variant="outline" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
          {METRICS.map(([key, label]) => (
            <Stack key={key} gap="0">
              <Text textStyle="xs" color="fg.muted">
                {label}
              </Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {trace[key]?.toLocaleString('en-US') ?? '—'}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Stack gap="1.5">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            Processing gates
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
            {GATES.map(([key, label]) => (
              <Gate key={key} label={label} value={trace.processingGates[key]} />
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="1.5">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            Zone matches
          </Text>
          {trace.zoneMatches.length === 0 ? (
            <Text textStyle="sm" color="fg.subtle">
              None
            </Text>
          ) : (
            <Wrap gap="1.5">
              {trace.zoneMatches.map((m, i) => (
                <Code key={i} size="sm">
                  {m}
                </Code>
              ))}
              {trace.moreZoneMatches > 0 && (
                <Text textStyle="xs" color="fg.muted" alignSelf="center">
                  +{trace.moreZoneMatches} more
                </Text>
              )}
            </Wrap>
          )}
        </Stack>

        <Samples label="Animal samples" lines={trace.samples.animals} />
        <Samples label="Zone samples" lines={trace.samples.zones} />
        <Samples label="Unknown samples" lines={trace.samples.unknowns} />
      </Card.Body>
    </Card.Root>
  );
}

function Gate({ label, value }: { label: string; value: boolean | null }) {
  const [icon, color, text] = value === null ? [<CircleMinus />, 'fg.subtle', 'not recorded'] : value ? [<CircleCheck />, 'fg.success', 'yes'] : [<CircleX />, 'fg.error', 'no'];
  return (
    <HStack gap="1.5" textStyle="sm">
      <Icon color={color} boxSize="4" aria-hidden>
        {icon}
      </Icon>
      <Text>
        {label}: <Text as="span" color="fg.muted">{text}</Text>
      </Text>
    </HStack>
  );
}

function Samples({ label, lines }: { label: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap="1.5">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Stack gap="1">
        {lines.map((line, i) => (
          <Code key={i} size="sm" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="1.5">
            {line}
          </Code>
        ))}
      </Stack>
    </Stack>
  );
}
