import { Badge, HStack, Icon, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { FileText, Mail, type LucideIcon, NotebookPen } from 'lucide-react';
import { formatAlertTime, formatFullTime, SOURCE_LABEL, STATUS_LABEL, visibleTags, type AlertSource, type AlertStatus, type BehaviourAlert } from './alerts-logic';

/** Pieces shared by the tables, the phone cards and the drawer, so all three read the same. */

/** Same colours as the adoption levels elsewhere in BETI: L1 green up to L4 red. */
const SEVERITY_PALETTE: Record<string, string> = { L1: 'green', L2: 'blue', L3: 'orange', L4: 'red' };
const STATUS_PALETTE: Record<AlertStatus, string> = { new: 'brand', acknowledged: 'blue', snoozed: 'yellow', resolved: 'green' };
const SOURCE_ICON: Record<AlertSource, LucideIcon> = { email: Mail, report: FileText, staff_note: NotebookPen };

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge colorPalette={SEVERITY_PALETTE[severity] ?? 'gray'} variant="solid" size="sm" fontWeight="bold">
      {severity}
    </Badge>
  );
}

/** The species as printed (CAT, DOG …); nothing when the report did not say. */
export function SpeciesBadge({ species }: { species: string | null }) {
  if (!species) return null;
  return (
    <Badge colorPalette={species === 'CAT' ? 'purple' : 'teal'} variant="subtle" size="sm">
      {species}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AlertStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="sm">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export function SourceLabel({ source }: { source: AlertSource }) {
  const SourceIcon = SOURCE_ICON[source];
  return (
    <HStack gap="1.5" color="fg.muted" textStyle="xs">
      <Icon boxSize="3.5">
        <SourceIcon aria-hidden />
      </Icon>
      <span>{SOURCE_LABEL[source]}</span>
    </HStack>
  );
}

/** Relative time with the exact time as a title, then the source. */
export function TimeSource({ alert, now }: { alert: BehaviourAlert; now: number }) {
  return (
    <Stack gap="0.5">
      <Text asChild textStyle="sm" fontWeight="medium" whiteSpace="nowrap">
        <time dateTime={alert.ts} title={formatFullTime(alert.ts)}>
          {formatAlertTime(alert.ts, now)}
        </time>
      </Text>
      <SourceLabel source={alert.source} />
    </Stack>
  );
}

export function AnimalCell({ alert }: { alert: BehaviourAlert }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="sm" fontWeight="semibold" fontFamily="mono">
        {alert.animalId}
      </Text>
      <HStack gap="1.5" minW="0">
        <Text textStyle="xs" color={alert.name ? 'fg.muted' : 'fg.subtle'} fontStyle={alert.name ? undefined : 'italic'} truncate>
          {alert.name ?? 'No name'}
        </Text>
        <SpeciesBadge species={alert.species} />
      </HStack>
    </Stack>
  );
}

/** "Zone B" or "No zone", then the kennel location when known. */
export function zoneLabel(zone: string | null): string {
  return zone ? `Zone ${zone}` : 'No zone';
}

export function ZoneCell({ alert }: { alert: BehaviourAlert }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="sm" fontWeight="medium" color={alert.zone ? undefined : 'fg.subtle'}>
        {zoneLabel(alert.zone)}
      </Text>
      {alert.location && (
        <Text textStyle="xs" color="fg.muted" lineClamp={2}>
          {alert.location}
        </Text>
      )}
    </Stack>
  );
}

/** operations §2: the first two tags, then +N (the hidden ones in its title and for screen readers). */
export function TagList({ tags }: { tags: BehaviourAlert['tags'] }) {
  if (tags.length === 0) {
    return (
      <Text textStyle="xs" color="fg.subtle">
        No tags
      </Text>
    );
  }
  const { shown, more } = visibleTags(tags);
  const hidden = tags.slice(shown.length).join(', ');
  return (
    <Wrap gap="1">
      {shown.map((tag) => (
        <Badge key={tag} variant="outline" size="sm" whiteSpace="nowrap">
          {tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="subtle" colorPalette="gray" size="sm" title={hidden}>
          +{more}
          <VisuallyHidden> more: {hidden}</VisuallyHidden>
        </Badge>
      )}
    </Wrap>
  );
}
