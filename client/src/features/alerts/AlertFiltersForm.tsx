import { Button, Checkbox, Field, Fieldset, HStack, Input, InputGroup, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { ALERT_STATUSES, ALERT_TAGS, CENTRES, changedFilterCount, SEVERITIES, SPECIES, STATUS_LABEL, toggleValue, type AlertFilters, type AlertStatus } from './alerts-logic';

export interface AlertFiltersFormProps {
  filters: AlertFilters;
  onChange: (filters: AlertFilters) => void;
  onClear: () => void;
}

/** The Inbox filters (operations §3 alert filters): applied as they change, so there is no Apply step. */
export function AlertFiltersForm({ filters, onChange, onClear }: AlertFiltersFormProps) {
  const set = <K extends keyof AlertFilters>(key: K, value: AlertFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>Search alerts</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input type="search" value={filters.search} placeholder="Animal ID, name or details" onChange={(e) => set('search', e.target.value)} />
        </InputGroup>
      </Field.Root>

      <Field.Root>
        <Field.Label>Centre</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.center} onChange={(e) => set('center', e.target.value)}>
            {CENTRES.map((centre) => (
              <option key={centre.value} value={centre.value} disabled={!centre.enabled}>
                {centre.label}
                {centre.enabled ? '' : ' (Coming soon)'}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={filters.status} onChange={(e) => set('status', e.target.value as AlertStatus | 'all')}>
            <option value="all">All statuses</option>
            {ALERT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <ChoiceGroup legend="Severity">
        <HStack gap="4" wrap="wrap">
          {SEVERITIES.map((severity) => (
            <Choice key={severity} label={severity} checked={filters.severity.includes(severity)} onToggle={() => set('severity', toggleValue(filters.severity, severity))} />
          ))}
        </HStack>
      </ChoiceGroup>

      <ChoiceGroup legend="Species">
        <HStack gap="4">
          {SPECIES.map((species) => (
            <Choice key={species} label={species} checked={filters.species.includes(species)} onToggle={() => set('species', toggleValue(filters.species, species))} />
          ))}
        </HStack>
      </ChoiceGroup>

      <ChoiceGroup legend="Tags" helper="Shows alerts with any selected tag.">
        <Wrap gapX="4" gapY="2.5">
          {ALERT_TAGS.map((tag) => (
            <Choice key={tag} label={tag} checked={filters.tags.includes(tag)} onToggle={() => set('tags', toggleValue(filters.tags, tag))} />
          ))}
        </Wrap>
      </ChoiceGroup>

      <Button variant="outline" size="sm" onClick={onClear} disabled={changedFilterCount(filters) === 0}>
        Clear
      </Button>
    </Stack>
  );
}

function ChoiceGroup({ legend, helper, children }: { legend: string; helper?: string; children: ReactNode }) {
  return (
    <Fieldset.Root gap="2">
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        {legend}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText mt="-1">{helper}</Fieldset.HelperText>}
      <Fieldset.Content mt="0">{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

function Choice({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={onToggle}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
