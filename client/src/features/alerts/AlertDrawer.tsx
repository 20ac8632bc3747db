import { Badge, Button, CloseButton, DataList, Drawer, Field, Heading, HStack, List, NativeSelect, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { AlarmClock, Check, CheckCheck, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { formatAlertTime, formatFullTime, ruleLabel, SOURCE_LABEL, type AlertAction, type BehaviourAlert } from './alerts-logic';
import { SeverityBadge, SpeciesBadge, StatusBadge, zoneLabel } from './AlertCells';

/** One alert as the Inbox shows it: the tables and cards read part of it, this drawer all of it. */
export const AlertDetailsDoc = graphql(`
  fragment AlertDetails on Alert {
    id
    ts
    updatedAt
    source
    rule
    animalId
    name
    species
    severity
    zone
    location
    tags
    status
    snoozedUntil
    snippet
    body
    reportId
    suggestedNextSteps
    assignee {
      id
      name
    }
  }
`);

export interface Assignee {
  id: string;
  name: string;
}

export interface AlertDrawerProps {
  alert: BehaviourAlert | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  now: number;
  /** Staff the alert can be assigned to (alertAssignees). */
  assignees: readonly Assignee[];
  /** A change of this alert is on its way: the actions wait for it. */
  busy: boolean;
  onStatus: (alert: BehaviourAlert, status: AlertAction) => void;
  onAssign: (alert: BehaviourAlert, assigneeId: string | null) => void;
}

type DetailsProps = Omit<AlertDrawerProps, 'open' | 'onOpenChange' | 'alert'> & { alert: BehaviourAlert };

/** operations §2: one alert in a side drawer: what happened, context, next steps, related links and the actions. */
export function AlertDrawer({ alert, open, onOpenChange, ...details }: AlertDrawerProps) {
  return (
    <Drawer.Root open={open && !!alert} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="alert-drawer">{alert && <AlertDetails alert={alert} {...details} />}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function AlertDetails({ alert, now, assignees, busy, onStatus, onAssign }: DetailsProps) {
  return (
    <>
      <Drawer.Header flexDirection="column" alignItems="flex-start" gap="2" pe="14">
        <Drawer.Title>
          Alert for {alert.animalId}
          {alert.name && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}· {alert.name}
            </Text>
          )}
        </Drawer.Title>
        <HStack gap="2" wrap="wrap">
          <StatusBadge status={alert.status} />
          <SeverityBadge severity={alert.severity} />
          <SpeciesBadge species={alert.species} />
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={alert.ts} title={formatFullTime(alert.ts)}>
              {formatAlertTime(alert.ts, now)}
            </time>{' '}
            via {SOURCE_LABEL[alert.source]}
          </Text>
        </HStack>
      </Drawer.Header>

      <Drawer.Body>
        <Stack gap="6">
          <Section title="What happened">
            <Text textStyle="sm" whiteSpace="pre-line">
              {alert.body}
            </Text>
          </Section>
          <Section title="Context">
            <AlertContext alert={alert} />
          </Section>
          {alert.suggestedNextSteps.length > 0 && (
            <Section title="Suggested next steps">
              <List.Root as="ol" gap="1.5" ps="5" textStyle="sm">
                {alert.suggestedNextSteps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
            </Section>
          )}
          <Section title="Related links">
            <RelatedLinks alert={alert} />
          </Section>
          <AssignField alert={alert} assignees={assignees} busy={busy} onAssign={onAssign} />
        </Stack>
      </Drawer.Body>

      <StatusActions alert={alert} busy={busy} onStatus={onStatus} />
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Drawer.CloseTrigger>
    </>
  );
}

function AlertContext({ alert }: { alert: BehaviourAlert }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5">
      <Item label="Zone">{zoneLabel(alert.zone)}</Item>
      <Item label="Location">{alert.location ?? 'Not recorded'}</Item>
      <Item label="Source">
        {SOURCE_LABEL[alert.source]}
        {alert.rule && ` · ${ruleLabel(alert.rule)} rule`}
      </Item>
      <Item label="Received">{formatFullTime(alert.ts)}</Item>
      <Item label="Tags">
        {alert.tags.length > 0 ? (
          <Wrap gap="1">
            {alert.tags.map((tag) => (
              <Badge key={tag} variant="outline" size="sm">
                {tag}
              </Badge>
            ))}
          </Wrap>
        ) : (
          'None'
        )}
      </Item>
      {alert.status === 'snoozed' && alert.snoozedUntil && <Item label="Snoozed until">{formatFullTime(alert.snoozedUntil)}</Item>}
    </DataList.Root>
  );
}

/** The animal in the directory, and the report that raised it or that the animal was in when it was raised. */
function RelatedLinks({ alert }: { alert: BehaviourAlert }) {
  const animal = encodeURIComponent(alert.animalId);
  return (
    <Wrap gap="2">
      <Button asChild size="xs" variant="outline">
        <RouterLink to={`/animals?animal=${animal}`}>
          <ExternalLink aria-hidden /> Animal record
        </RouterLink>
      </Button>
      {alert.reportId && (
        <Button asChild size="xs" variant="outline">
          <RouterLink to={`/reports/location?report=${encodeURIComponent(alert.reportId)}&animal=${animal}`}>
            <ExternalLink aria-hidden /> Source report
          </RouterLink>
        </Button>
      )}
    </Wrap>
  );
}

function AssignField({ alert, assignees, busy, onAssign }: Pick<DetailsProps, 'alert' | 'assignees' | 'busy' | 'onAssign'>) {
  const current = alert.assignee;
  // Someone assigned earlier who can no longer take alerts still shows as the current choice.
  const options = current && !assignees.some((a) => a.id === current.id) ? [current, ...assignees] : assignees;
  return (
    <Field.Root disabled={busy}>
      <Field.Label>Assign to</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={current?.id ?? ''} onChange={(e) => onAssign(alert, e.target.value || null)}>
          <option value="">Unassigned</option>
          {options.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Acknowledge, Snooze and Resolve; the one matching the alert's status is done already. */
function StatusActions({ alert, busy, onStatus }: Pick<DetailsProps, 'alert' | 'busy' | 'onStatus'>) {
  return (
    <Drawer.Footer borderTopWidth="1px" borderColor="border.muted" flexWrap="wrap" justifyContent="flex-start">
      <Button size="sm" onClick={() => onStatus(alert, 'acknowledged')} disabled={busy || alert.status === 'acknowledged'}>
        <Check aria-hidden /> Acknowledge
      </Button>
      <Button size="sm" variant="outline" onClick={() => onStatus(alert, 'snoozed')} disabled={busy || alert.status === 'snoozed'}>
        <AlarmClock aria-hidden /> Snooze (24 h)
      </Button>
      <Button size="sm" variant="outline" onClick={() => onStatus(alert, 'resolved')} disabled={busy || alert.status === 'resolved'}>
        <CheckCheck aria-hidden /> Resolve
      </Button>
    </Drawer.Footer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
