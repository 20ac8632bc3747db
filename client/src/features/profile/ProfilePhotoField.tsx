import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SessionUser } from '../../app/session';
import { UserAvatar } from '../../components/UserAvatar';
import { PHOTO_HINT, photoProblem, type PhotoChange } from './profile-photo';

export interface ProfilePhotoFieldProps {
  user: SessionUser;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** The photo with preview, a file picker (checked here: type and size) and removal; Save applies the change. */
export function ProfilePhotoField({ user, change, onChange, error, onError, disabled }: ProfilePhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = change.kind === 'new' ? change.preview : change.kind === 'remove' ? null : user.profileImageUrl;

  // The local preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (change.kind !== 'new') return;
    return () => URL.revokeObjectURL(change.preview);
  }, [change]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    onError(problem);
    if (!problem) onChange({ kind: 'new', file, preview: URL.createObjectURL(file) });
  };

  return (
    <Flex gap="5" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <UserAvatar person={user} src={preview} size="2xl" css={{ '--avatar-size': 'sizes.24', '--avatar-font-size': 'fontSizes.3xl' }} />
      <Stack gap="2" minW="0">
        <Text fontWeight="medium" id="profile-photo-label">
          Profile photo
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby="profile-photo-hint">
            <ImageUp aria-hidden /> {preview ? 'Change photo' : 'Upload photo'}
          </Button>
          {preview && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(user.profileImageUrl ? { kind: 'remove' } : { kind: 'none' })} disabled={disabled}>
              <Trash2 aria-hidden /> Remove photo
            </Button>
          )}
          {change.kind !== 'none' && (
            <Button size="sm" variant="ghost" onClick={() => onChange({ kind: 'none' })} disabled={disabled}>
              <Undo2 aria-hidden /> Undo
            </Button>
          )}
        </HStack>
        <Text id="profile-photo-hint" textStyle="xs" color="fg.muted">
          {PHOTO_HINT}
          {change.kind === 'new' && ' · New photo selected: save to apply it.'}
          {change.kind === 'remove' && ' · The photo is removed when you save.'}
        </Text>
        {error && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-labelledby="profile-photo-label"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Choosing the same file again must fire a change event too.
          event.target.value = '';
        }}
      />
    </Flex>
  );
}
