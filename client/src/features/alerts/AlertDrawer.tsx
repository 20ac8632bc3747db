import { Badge, Button, CloseButton, DataList, Drawer, Field, Heading, HStack, List, NativeSelect, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { AlarmClock, Check, CheckCheck, ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAlertTime, formatFullTime, SOURCE_LABEL, type AlertStatus, type BehaviourAlert } from './alerts-logic';
import { SAMPLE_STAFF } from './alerts-sample';
import { SeverityBadge, SpeciesBadge, StatusBadge } from './AlertCells';

export interface AlertDrawerProps {
  alert: BehaviourAlert | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  now: number;
  onStatus: (alert: BehaviourAlert, status: Exclude<AlertStatus, 'new'>) => void;
  onAssign: (alert: BehaviourAlert, assignee: string | null) => void;
}

/** operations §2: one alert in a side drawer: what happened, context, next steps, related links and the actions. */
export function AlertDrawer({ alert, open, onOpenChange, now, onStatus, onAssign }: AlertDrawerProps) {
  return (
    <Drawer.Root open={open && !!alert} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="alert-drawer">{alert && <AlertDetails alert={alert} now={now} onStatus={onStatus} onAssign={onAssign} />}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function AlertDetails({ alert, now, onStatus, onAssign }: Omit<AlertDrawerProps, 'open' | 'onOpenChange' | 'alert'> & { alert: BehaviourAlert }) {
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
            <Text textStyle="sm">{alert.body}</Text>
          </Section>

          <Section title="Context">
            <AlertContext alert={alert} />
          </Section>

          <Section title="Suggested next steps">
            <List.Root as="ol" gap="1.5" ps="5" textStyle="sm">
              {alert.suggestedNextSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Section>

          <Section title="Related links">
            <Stack gap="2" align="flex-start">
              {/* Sample alerts point nowhere real, so the links are shown but cannot be followed. */}
              <RelatedLink label="Animal record" />
              <RelatedLink label={alert.reportId ? 'Source report' : 'Source report (none)'} />
              {alert.source === 'email' && <RelatedLink label="Original email" />}
              <Text textStyle="xs" color="fg.subtle">
                Links open once alerts come from live data.
              </Text>
            </Stack>
          </Section>

          <AssignField alert={alert} onAssign={onAssign} />

          <HStack gap="2" align="flex-start" color="fg.muted" textStyle="xs" bg="bg.muted" rounded="l2" p="3">
            <Info size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>Sample data: status changes and assignments last for this visit only and are not saved.</Text>
          </HStack>
        </Stack>
      </Drawer.Body>

      <StatusActions alert={alert} onStatus={onStatus} />
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Drawer.CloseTrigger>
    </>
  );
}

function AlertContext({ alert }: { alert: BehaviourAlert }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5">
      <Item label="Zone">
        Zone {alert.zone} · {alert.location}
      </Item>
      <Item label="Source">{SOURCE_LABEL[alert.source]}</Item>
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

function AssignField({ alert, onAssign }: Pick<AlertDrawerProps, 'onAssign'> & { alert: BehaviourAlert }) {
  return (
    <Field.Root>
      <Field.Label>Assign to</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={alert.assignee ?? ''} onChange={(e) => onAssign(alert, e.target.value || null)}>
          <option value="">Unassigned</option>
          {SAMPLE_STAFF.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Acknowledge, Snooze and Resolve; the one matching the alert's status is done already. */
function StatusActions({ alert, onStatus }: Pick<AlertDrawerProps, 'onStatus'> & { alert: BehaviourAlert }) {
  return (
    <Drawer.Footer borderTopWidth="1px" borderColor="border.muted" flexWrap="wrap" justifyContent="flex-start">
      <Button size="sm" onClick={() => onStatus(alert, 'acknowledged')} disabled={alert.status === 'acknowledged'}>
        <Check aria-hidden /> Acknowledge
      </Button>
      <Button size="sm" variant="outline" onClick={() => onStatus(alert, 'snoozed')} disabled={alert.status === 'snoozed'}>
        <AlarmClock aria-hidden /> Snooze (24 h)
      </Button>
      <Button size="sm" variant="outline" onClick={() => onStatus(alert, 'resolved')} disabled={alert.status === 'resolved'}>
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

function RelatedLink({ label }: { label: string }) {
  return (
    <Button size="xs" variant="outline" disabled>
      <ExternalLink aria-hidden /> {label}
    </Button>
  );
}
