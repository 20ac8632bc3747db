import { Button, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { KeyRound, KeySquare, Mail, MoreHorizontal, UserCheck, UserCog, UserX } from 'lucide-react';
import type { UserRowFragment } from '../../gql/graphql';
import { fullName } from '../../components/UserAvatar';
import { userMenuItems, type UserMenuAction } from './user-actions';

const ICONS: Record<UserMenuAction, typeof UserCog> = { editRole: UserCog, changeEmail: Mail, apiKeys: KeySquare, resetTotp: KeyRound, enable: UserCheck, disable: UserX };

export interface UserActionsMenuProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  user: UserRowFragment;
  onAction: (kind: UserMenuAction, user: UserRowFragment) => void;
}

/**
 * A row's actions, in a menu reachable by keyboard ("Actions for <name>"): only those the server lists in the
 * user's `actions`. None (yourself, or a user not below you): no menu at all.
 */
export function UserActionsMenu({ user, onAction, ...rest }: UserActionsMenuProps) {
  const items = userMenuItems(user.actions);
  if (items.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={`Actions for ${fullName(user)}`} {...rest}>
          <MoreHorizontal aria-hidden /> Actions
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {items.map(({ kind, label, destructive }) => {
              const Icon = ICONS[kind];
              return (
                <Menu.Item key={kind} value={kind} color={destructive ? 'fg.error' : undefined} onSelect={() => onAction(kind, user)}>
                  <Icon size={16} aria-hidden /> {label}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
