import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from './FormField';

interface Names {
  firstName: string;
  lastName: string;
}

/**
 * The required First name and Last name inputs of a react-hook-form form, with their error texts: first
 * administrator, invitation sign-up, Invite User and Profile. `otherPerson`: the names are someone else's (an
 * invitation), so the browser does not offer the signed-in user's own.
 */
export function NameFields<T extends Names>({ register, errors, otherPerson = false }: { register: UseFormRegister<T>; errors: FieldErrors<Names>; otherPerson?: boolean }) {
  const reg = register as unknown as UseFormRegister<Names>;
  return (
    <>
      <FormField label="First name" required error={errors.firstName?.message}>
        <Input autoComplete={otherPerson ? 'off' : 'given-name'} {...reg('firstName')} />
      </FormField>
      <FormField label="Last name" required error={errors.lastName?.message}>
        <Input autoComplete={otherPerson ? 'off' : 'family-name'} {...reg('lastName')} />
      </FormField>
    </>
  );
}
