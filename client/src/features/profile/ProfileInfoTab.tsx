import { useMutation } from '@apollo/client/react';
import { Button, Card, Field, Flex, Input, Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import type { SessionUser } from '../../app/session';
import { describeError } from '../../components/error-info';
import { toaster } from '../../components/ui/toaster';
import { roleInfo } from '../../lib/roles';
import { serverFieldErrors, serverMessage } from '../../lib/errors';
import { NameFields } from '../../components/NameFields';
import { ProfilePhotoField } from './ProfilePhotoField';
import { RoleCard } from './RoleCard';
import { useViewerCan } from '../../components/use-viewer-can';
import { uploadProfilePhoto, type PhotoChange } from './profile-photo';
import { UpdateProfileMutation } from './profile.queries';

/** access-and-identity §5 "Profile". */
const schema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100, 'Last name is too long')),
});
type Values = z.infer<typeof schema>;

/** Profile Information: photo, names, and the read-only email and role. */
export function ProfileInfoTab({ user, onSaved }: { user: SessionUser; onSaved: () => Promise<void> }) {
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const { can } = useViewerCan();
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'none' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const submit = handleSubmit(async ({ firstName, lastName }) => {
    // access-and-identity §7: the photo is uploaded first; if that fails the profile is not saved.
    let profileImageUrl: string | null | undefined;
    if (photo.kind === 'new') {
      try {
        profileImageUrl = await uploadProfilePhoto(photo.file);
      } catch {
        toaster.create({ title: 'Upload failed', description: 'Failed to upload profile image. Please try again.', type: 'error' });
        return;
      }
    } else if (photo.kind === 'remove') {
      profileImageUrl = null; // null removes the photo; leaving it out keeps it
    }
    try {
      await updateProfile({ variables: { input: { firstName, lastName, ...(profileImageUrl !== undefined && { profileImageUrl }) } } });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.firstName) setError('firstName', { message: fields.firstName });
      if (fields.lastName) setError('lastName', { message: fields.lastName });
      if (fields.profileImageUrl) setPhotoError(fields.profileImageUrl);
      toaster.create({ title: 'Update failed', description: serverMessage(error) ?? describeError(error).message, type: 'error' });
      return;
    }
    if (photo.kind === 'new') {
      toaster.create({ title: 'Profile image uploaded', description: 'Your profile picture has been updated successfully.', type: 'success' });
    }
    toaster.create({ title: 'Profile updated', description: 'Your profile has been updated successfully.', type: 'success' });
    reset({ firstName, lastName });
    setPhoto({ kind: 'none' });
    await onSaved(); // the shell's avatar and name follow
  });

  const { errors, isSubmitting, isDirty } = formState;
  const changed = isDirty || photo.kind !== 'none';
  const discard = () => {
    reset();
    setPhoto({ kind: 'none' });
    setPhotoError(null);
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Profile Information</Card.Title>
        <Card.Description>Your name and photo as colleagues see them.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Profile information">
          <Stack gap="6">
            <ProfilePhotoField user={user} change={photo} onChange={setPhoto} error={photoError} onError={setPhotoError} disabled={isSubmitting} />
            <Separator />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <NameFields register={register} errors={errors} />
              <ReadOnlyIdentity user={user} />
            </SimpleGrid>
            <RoleCard role={user.role} can={can} />
            <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
              {changed && (
                <Button variant="ghost" onClick={discard} disabled={isSubmitting}>
                  Discard changes
                </Button>
              )}
              <Button type="submit" loading={isSubmitting} loadingText="Saving…" disabled={!changed}>
                Save changes
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Email and role: shown, not editable here (an administrator changes them). */
function ReadOnlyIdentity({ user }: { user: SessionUser }) {
  return (
    <>
      <Field.Root readOnly>
        <Field.Label>Email</Field.Label>
        <Input value={user.email} readOnly bg="bg.muted" color="fg.muted" />
        <Field.HelperText>Only an administrator can change your email.</Field.HelperText>
      </Field.Root>
      <Field.Root readOnly>
        <Field.Label>Role</Field.Label>
        <Input value={roleInfo(user.role).name} readOnly bg="bg.muted" color="fg.muted" />
        <Field.HelperText>Only an administrator can change your role.</Field.HelperText>
      </Field.Root>
    </>
  );
}
