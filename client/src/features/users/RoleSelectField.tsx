import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES, atLeast, roleInfo } from '../../lib/roles';

export interface RoleSelectFieldProps {
  registration: UseFormRegisterReturn;
  /** The chosen role, to describe it under the select. */
  value: string;
  error?: string;
  /**
   * The signed-in user's role: roles above it are listed but disabled, since the server refuses to grant or
   * invite above one's own role. Unknown (still loading) leaves every role enabled and the server decides.
   */
  actorRole?: string | null;
  label?: string;
}

/** One of the six roles (§5 "role one of the six"), with the chosen role's description beneath. */
export function RoleSelectField({ registration, value, error, actorRole, label = 'Role' }: RoleSelectFieldProps) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {ROLES.map((role) => {
            const allowed = !actorRole || atLeast(actorRole, role);
            return (
              <option key={role} value={role} disabled={!allowed}>
                {roleInfo(role).name}
                {allowed ? '' : ' (above your role)'}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{roleInfo(value).description}</Field.HelperText>}
    </Field.Root>
  );
}
