import { Field, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export interface FieldDialogProps extends Omit<ConfirmDialogProps, 'children' | 'onConfirm' | 'formId' | 'role' | 'busy'> {
  formId: string;
  /** The form's state (useFieldForm): its submit handler, whether it is sending, the field's error. */
  form: { submit: FormEventHandler<HTMLFormElement>; busy: boolean; error?: string };
  /** What the change does, above the field; nothing (the dialog is closing) leaves the dialog empty. */
  intro: ReactNode;
  label: string;
  /** Under the field while it shows no error. */
  helper?: ReactNode;
  /** The field's input. */
  children: ReactNode;
}

/** A confirmation that asks for one required value (a new email, a new date): the confirm button submits the form. */
export function FieldDialog({ formId, form, intro, label, helper, children, ...dialog }: FieldDialogProps) {
  const { error } = form;
  return (
    <ConfirmDialog {...dialog} busy={form.busy} formId={formId}>
      {intro && (
        <Stack asChild gap="4">
          <form id={formId} onSubmit={form.submit} noValidate>
            <Text color="fg.muted">{intro}</Text>
            <Field.Root invalid={!!error} required>
              <Field.Label>
                {label}
                <Field.RequiredIndicator />
              </Field.Label>
              {children}
              {error || !helper ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
            </Field.Root>
          </form>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
