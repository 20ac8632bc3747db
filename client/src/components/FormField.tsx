import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** The message shown beside the field (client rule or server answer). */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** A labelled control with its message beneath: Field wires the label, `aria-invalid` and `aria-describedby`. */
export function FormField({ label, error, helper, required, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
