import { useMutation } from '@apollo/client/react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { toaster } from '../../components/ui/toaster';
import type { Role, UserRowFragment } from '../../gql/graphql';
import { ROLES, roleInfo } from '../../lib/roles';
import { FormDrawer } from '../../components/FormDrawer';
import { PermissionList } from '../../components/PermissionList';
import { RoleBadge } from '../../components/RoleBadge';
import { RoleSelectField } from '../../components/RoleSelectField';
import { UserAvatar, fullName } from '../../components/UserAvatar';
import { useGrantableRoles } from '../../components/use-grantable-roles';
import { serverMessage } from '../../lib/errors';
import { UpdateUserRoleMutation } from './users.queries';

const schema = z.object({ role: z.enum(ROLES as [Role, ...Role[]], 'Select one of the six roles') });
type Values = z.infer<typeof schema>;

export interface EditUserRoleDrawerProps {
  /** Kept while the drawer closes, so its content does not vanish mid-animation. */
  user: UserRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit User Role (access-and-identity §2 User Management): one of the roles the signed-in user may grant; closes on success. */
export function EditUserRoleDrawer({ user, open, onOpenChange }: EditUserRoleDrawerProps) {
  const { roles } = useGrantableRoles();
  const [updateRole] = useMutation(UpdateUserRoleMutation);
  const { register, handleSubmit, reset, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { role: user?.role ?? 'OFFICER' },
  });
  // Each opening starts from the user's current role.
  useEffect(() => {
    if (open && user) reset({ role: user.role });
  }, [open, user, reset]);

  const role = watch('role');
  const submit = handleSubmit(async ({ role: newRole }) => {
    if (!user) return;
    try {
      await updateRole({ variables: { userId: user.id, role: newRole } });
      toaster.create({ title: 'Success', description: 'User role updated successfully', type: 'success' });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ title: 'Error', description: serverMessage(error) ?? 'Failed to update user role', type: 'error' });
    }
  });

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Edit User Role"
      description="The new role applies from the user's next request."
      formId="edit-user-role-form"
      submitLabel="Update Role"
      submittingLabel="Updating…"
      submitting={formState.isSubmitting}
      submitDisabled={!user || role === user.role}
    >
      {user && (
        <Stack asChild gap="6">
          <form id="edit-user-role-form" onSubmit={submit} noValidate>
            <HStack gap="3" p="3" borderWidth="1px" borderColor="border" rounded="l2" bg="bg.subtle">
              <UserAvatar person={user} size="md" />
              <Box minW="0" flex="1">
                <Text fontWeight="semibold" truncate>
                  {fullName(user)}
                </Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Box>
              <RoleBadge role={user.role} flexShrink={0} />
            </HStack>
            <RoleSelectField registration={register('role')} value={role} error={formState.errors.role?.message} roles={roles} />
            <Box>
              <Text textStyle="sm" fontWeight="medium" mb="2">
                {roleInfo(role).name} permissions
              </Text>
              <PermissionList role={role} />
            </Box>
          </form>
        </Stack>
      )}
    </FormDrawer>
  );
}
