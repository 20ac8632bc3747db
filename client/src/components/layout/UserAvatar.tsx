import { Avatar } from '@chakra-ui/react';
import type { SessionUser } from '../../app/session';

/** The user's photo, or initials on a coloured placeholder (access-and-identity.md §3). */
export function UserAvatar({ user, size = 'sm' }: { user: SessionUser; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const palettes = ['blue', 'teal', 'purple', 'orange', 'pink', 'cyan', 'green'];
  const palette = palettes[[...user.email].reduce((n, c) => n + c.charCodeAt(0), 0) % palettes.length];
  return (
    <Avatar.Root size={size} colorPalette={palette}>
      <Avatar.Fallback name={name} />
      {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt="" />}
    </Avatar.Root>
  );
}

export function displayName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
