import { List } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { roleInfo } from '../lib/roles';

/** The described permissions of a role (§6), one per line with a check mark. */
export function PermissionList({ role }: { role: string }) {
  return (
    <List.Root variant="plain" gap="1.5" textStyle="sm" color="fg.muted">
      {roleInfo(role).permissions.map((permission) => (
        <List.Item key={permission} alignItems="flex-start">
          <List.Indicator asChild color="green.fg" mt="0.5">
            <Check aria-hidden />
          </List.Indicator>
          {permission}
        </List.Item>
      ))}
    </List.Root>
  );
}
