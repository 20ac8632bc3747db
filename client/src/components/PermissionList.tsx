import { HStack, List } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { roleInfo } from '../lib/roles';

/**
 * The described permissions of a role (access-and-identity §6), one per line with a check mark. `links` puts a way there beside a
 * permission (a link to the screen), given only where the server says the viewer may use it.
 */
export function PermissionList({ role, links = {} }: { role: string; links?: Partial<Record<string, ReactNode>> }) {
  return (
    <List.Root variant="plain" gap="1.5" textStyle="sm" color="fg.muted">
      {roleInfo(role).permissions.map((permission) => (
        <List.Item key={permission} alignItems="flex-start">
          <List.Indicator asChild color="green.fg" mt="0.5">
            <Check aria-hidden />
          </List.Indicator>
          {links[permission] ? (
            <HStack gap="2" wrap="wrap">
              {permission}
              {links[permission]}
            </HStack>
          ) : (
            permission
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
