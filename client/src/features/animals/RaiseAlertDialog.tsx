import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Field, Fieldset, NativeSelect, Stack, Textarea, Wrap } from '@chakra-ui/react';
import { BellPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DisabledAction } from '../../components/DisabledAction';
import { toaster } from '../../components/ui/toaster';
import { useViewerCan } from '../../components/use-viewer-can';
import { errorMessage, serverFieldErrors } from '../../lib/errors';
import { RaiseAlertMutation } from './animals.queries';
import { ALERT_SEVERITIES, ALERT_TAGS, NOTE_MAX, noteProblem } from './raise-alert-logic';

/**
 * "Raise alert" in the animal's details, offered when the server serves `me.can.raiseAlerts` (OFFICER, SUPERVISOR,
 * ADMIN, SUPER_ADMIN: the roles that see alerts): a staff note on the animal. Only animals of the latest report
 * can have one (the server's rule), so for others it says why not.
 */
export function RaiseAlertButton({ animalId, inLatest }: { animalId: string; inLatest: boolean }) {
  const { can } = useViewerCan();
  const [open, setOpen] = useState(false);
  if (!can?.raiseAlerts) return null;
  if (!inLatest) {
    return (
      <DisabledAction size="sm" variant="outline" alignSelf="flex-start" reason="Alerts can be raised only on animals in the latest report.">
        <BellPlus aria-hidden /> Raise alert
      </DisabledAction>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BellPlus aria-hidden /> Raise alert
      </Button>
      {/* Mounted while open only: each opening starts from an empty form. */}
      {open && <RaiseAlertDialog animalId={animalId} onClose={() => setOpen(false)} />}
    </>
  );
}

function RaiseAlertDialog({ animalId, onClose }: { animalId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [severity, setSeverity] = useState<string>('L2');
  const [tags, setTags] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [raise, { loading }] = useMutation(RaiseAlertMutation);
  const problem = (tried ? noteProblem(note) : null) ?? serverErrors.note ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noteProblem(note)) return;
    setServerErrors({});
    try {
      await raise({ variables: { input: { animalId, severity, tags, note: note.trim() } } });
      onClose();
      toaster.create({ type: 'success', title: 'Alert raised', description: `${animalId} is in the Alerts inbox.`, action: { label: 'Open alerts', onClick: () => navigate('/alerts') } });
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      toaster.create({ type: 'error', title: 'Alert not raised', description: errorMessage(error, 'Try again.') });
    }
  };

  return (
    <ConfirmDialog open onOpenChange={(next) => !next && onClose()} title={`Raise an alert on ${animalId}`} confirmLabel="Raise alert" busyLabel="Raising" busy={loading} formId="raise-alert-form">
      <Stack asChild gap="5">
        <form id="raise-alert-form" onSubmit={submit} noValidate>
          <Field.Root w={{ base: 'full', sm: '40' }}>
            <Field.Label>Severity</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={severity} onChange={(e) => setSeverity(e.target.value)}>
                {ALERT_SEVERITIES.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TagChoices tags={tags} onChange={setTags} />
          <Field.Root invalid={!!problem} required>
            <Field.Label>
              What happened
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={5} maxLength={NOTE_MAX + 200} placeholder="What you saw, where and when" />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>3 to {NOTE_MAX.toLocaleString('en-US')} characters.</Field.HelperText>}
          </Field.Root>
        </form>
      </Stack>
    </ConfirmDialog>
  );
}

function TagChoices({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const toggle = (tag: string) => onChange(tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]);
  return (
    <Fieldset.Root gap="2">
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        Tags
      </Fieldset.Legend>
      <Fieldset.Content mt="0">
        <Wrap gapX="4" gapY="2.5">
          {ALERT_TAGS.map((tag) => (
            <Checkbox.Root key={tag} size="sm" checked={tags.includes(tag)} onCheckedChange={() => toggle(tag)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{tag}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
