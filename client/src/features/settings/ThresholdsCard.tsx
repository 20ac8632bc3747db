import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '../../components/SectionCard';
import { toaster } from '../../components/ui/toaster';
import { errorMessage, serverFieldErrors } from '../../lib/errors';
import { longStayProblem, SEVERITIES, strayHoldProblem } from './capacity-logic';
import { AppSettingsQuery, UpdateAppSettingsMutation } from './settings.queries';

interface Thresholds {
  longStayDays: number;
  strayHoldDays: number;
  behaviorAlertSeverity: string;
}

/**
 * The thresholds of the insights and alerts (issue 18): how long is a long stay, how long a stray hold runs before
 * it raises an alert, and the behaviour severity at or above which an animal is flagged. Editable for those served
 * `updateSettings`; read-only for the rest.
 */
export function ThresholdsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error } = useQuery(AppSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const settings = data?.appSettings;
  return (
    <SectionCard
      id="thresholds-heading"
      title="Thresholds"
      description="What the insights count as a long stay, when a stray hold raises an alert, and the behaviour severity they flag."
      busy={!settings && !error}
    >
      {settings ? (
        <ThresholdsForm key={`${settings.longStayDays}/${settings.strayHoldDays}/${settings.behaviorAlertSeverity}`} saved={settings} canEdit={canEdit} />
      ) : error ? (
        <Text color="fg.error">Could not load the thresholds: {errorMessage(error, 'try again')}</Text>
      ) : (
        <Skeleton h="16" rounded="l2" />
      )}
    </SectionCard>
  );
}

function ThresholdsForm({ saved, canEdit }: { saved: Thresholds; canEdit: boolean }) {
  const [days, setDays] = useState(String(saved.longStayDays));
  const [strayDays, setStrayDays] = useState(String(saved.strayHoldDays));
  const [severity, setSeverity] = useState(saved.behaviorAlertSeverity);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UpdateAppSettingsMutation);
  const problem = longStayProblem(days) ?? serverErrors.longStayDays ?? null;
  const strayProblem = strayHoldProblem(strayDays) ?? serverErrors.strayHoldDays ?? null;
  const invalid = !!longStayProblem(days) || !!strayHoldProblem(strayDays);
  const changed = days.trim() !== String(saved.longStayDays) || strayDays.trim() !== String(saved.strayHoldDays) || severity !== saved.behaviorAlertSeverity;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || strayProblem || !changed) return;
    setServerErrors({});
    try {
      await save({
        variables: { input: { longStayDays: Number(days.trim()), strayHoldDays: Number(strayDays.trim()), behaviorAlertSeverity: severity } },
        update: (cache, { data }) => data && cache.writeQuery({ query: AppSettingsQuery, data: { appSettings: data.updateAppSettings } }),
      });
      toaster.create({ type: 'success', title: 'Thresholds saved' });
    } catch (e) {
      setServerErrors(serverFieldErrors(e));
      toaster.create({ type: 'error', title: 'Thresholds not saved', description: errorMessage(e, 'Try again.') });
    }
  };

  if (!canEdit) return <ThresholdsSummary saved={saved} />;
  return (
    <form onSubmit={submit} noValidate>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <DaysField label="Long stay after (days)" value={days} onChange={setDays} problem={problem} />
        <DaysField label="Stray hold (days)" value={strayDays} onChange={setStrayDays} problem={strayProblem} />
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Flag behaviour from</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={severity} onChange={(e) => setSeverity(e.target.value)}>
              {SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {s} or above
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={loading} disabled={!changed || invalid}>
          Save thresholds
        </Button>
      </Flex>
    </form>
  );
}

function ThresholdsSummary({ saved }: { saved: Thresholds }) {
  return (
    <Stack gap="1" textStyle="sm">
      <Text>Long stay: over {saved.longStayDays} days</Text>
      <Text>Stray hold: alert after {saved.strayHoldDays} days</Text>
      <Text>Behaviour flag: severity {saved.behaviorAlertSeverity} or above</Text>
      <Text color="fg.muted">Only administrators can change the thresholds.</Text>
    </Stack>
  );
}

function DaysField({ label, value, onChange, problem }: { label: string; value: string; onChange: (value: string) => void; problem: string | null }) {
  return (
    <Field.Root invalid={!!problem} w={{ base: 'full', sm: '44' }}>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
