import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { toaster } from './ui/toaster';

export interface FieldFormOptions<K extends string> {
  field: K;
  schema: z.ZodMiniType<Record<K, string>, Record<K, string>>;
  open: boolean;
  /** The value each opening starts from; undefined: keep what the field holds. */
  initial: string | undefined;
  /** The field's name in the server's field errors, when it differs (the form's `expiresOn` is `expiresAt`). */
  serverField?: string;
  /** The error toast's title when the server refuses. */
  failure: string;
  /** Sends the value; a throw is the server's refusal, shown under the field and in a toast. */
  send: (value: string) => Promise<void>;
}

/**
 * The one-field form of a FieldDialog: checked on submit and again on each change after, started afresh at
 * each opening; a refusal puts the server's word for the field under it.
 */
export function useFieldForm<K extends string>({ field, schema, open, initial, serverField = field, failure, send }: FieldFormOptions<K>) {
  type Values = Record<K, string>;
  const name = field as unknown as Path<Values>;
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { [field]: '' } as DefaultValues<Values>,
  });
  useEffect(() => {
    if (open && initial !== undefined) reset({ [field]: initial } as Values);
  }, [open, initial, field, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await send(values[field]);
    } catch (error) {
      const message = serverFieldErrors(error)[serverField];
      if (message) setError(name, { type: 'server', message });
      toaster.create({ title: failure, description: serverMessage(error), type: 'error' });
    }
  });
  return { input: register(name), submit, busy: formState.isSubmitting, error: formState.errors[field]?.message as string | undefined };
}
