import { Badge, type BadgeProps } from '@chakra-ui/react';
import { roleInfo } from '../lib/roles';

/** The role's label (access-and-identity §6) in its colour. */
export function RoleBadge({ role, ...rest }: { role: string } & Omit<BadgeProps, 'children'>) {
  const info = roleInfo(role);
  return (
    <Badge colorPalette={info.color} variant="subtle" data-role={role} {...rest}>
      {info.name}
    </Badge>
  );
}
