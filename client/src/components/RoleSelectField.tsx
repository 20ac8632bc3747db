import { Field, NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Role } from '../gql/graphql';
import { roleInfo } from '../lib/roles';

export interface RoleSelectFieldProps {
  registration: UseFormRegisterReturn;
  /** The chosen role, to describe it under the select. */
  value: string;
  error?: string;
  /**
   * The roles the signed-in user may grant (the server's `grantableRoles`): the only ones offered, since the
   * server refuses any other. Undefined while they load.
   */
  roles: Role[] | undefined;
  label?: string;
}

/** A role among those the signed-in user may grant, with the chosen role's description beneath. */
export function RoleSelectField({ registration, value, error, roles, label = 'Role' }: RoleSelectFieldProps) {
  const none = roles?.length === 0;
  return (
    <Field.Root invalid={!!error} required disabled={!roles || none}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {!roles && <option value={value}>Loading roles…</option>}
          {roles?.map((role) => (
            <option key={role} value={role}>
              {roleInfo(role).name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{none ? 'Your role cannot grant any role.' : roles ? roleInfo(value).description : 'Loading the roles you may grant…'}</Field.HelperText>
      )}
    </Field.Root>
  );
}
