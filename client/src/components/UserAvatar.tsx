import { Avatar, Box, type AvatarRootProps } from '@chakra-ui/react';

export interface AvatarPerson {
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl?: string | null;
}

/** Placeholder colours, picked per person from the email. */
const PALETTES = ['blue', 'teal', 'purple', 'orange', 'pink', 'cyan', 'green'] as const;

/** Initials from first and last name (access-and-identity §3); the email's first letter when both are empty. */
export function initials(person: AvatarPerson): string {
  const letters = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  return (letters || person.email.charAt(0)).toUpperCase();
}

export function fullName(person: Pick<AvatarPerson, 'firstName' | 'lastName' | 'email'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** A stable colour per person (from the email), so the same colleague keeps the same placeholder everywhere. */
function paletteFor(email: string): (typeof PALETTES)[number] {
  return PALETTES[[...email].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTES.length];
}

export interface UserAvatarProps extends Omit<AvatarRootProps, 'children'> {
  person: AvatarPerson;
  /** Overrides the stored photo, e.g. the preview of a file not yet uploaded; null shows the initials. */
  src?: string | null;
}

/** The person's photo, or their initials on a coloured placeholder. Decorative: the name is always written beside it. */
export function UserAvatar({ person, src, ...rest }: UserAvatarProps) {
  const image = src === undefined ? person.profileImageUrl : src;
  return (
    <Avatar.Root colorPalette={paletteFor(person.email)} variant="solid" flexShrink={0} aria-hidden {...rest}>
      {/* Drawn by CSS, not text: a button holding the avatar (the account menu) is named by the text it shows, and
          these letters are decoration (WCAG 2.5.3, label in name). */}
      <Avatar.Fallback>
        <Box as="span" data-initials={initials(person)} _before={{ content: 'attr(data-initials)' }} />
      </Avatar.Fallback>
      {image && <Avatar.Image src={image} alt="" />}
    </Avatar.Root>
  );
}
