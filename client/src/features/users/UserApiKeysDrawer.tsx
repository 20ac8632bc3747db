import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { ApiKeyList } from '../../components/api-keys/ApiKeyList';
import { fullName } from '../../components/UserAvatar';
import type { UserRowFragment } from '../../gql/graphql';

export interface UserApiKeysDrawerProps {
  /** Kept while the drawer closes, so its content does not vanish mid-animation. */
  user: UserRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The API keys of a user below you (issue 20; the row's `actions` hold MANAGE_API_KEYS), with Revoke where the
 * server says `canRevoke`. The list is read when the drawer opens, and shown as cards whatever the window's width.
 */
export function UserApiKeysDrawer({ user, open, onOpenChange }: UserApiKeysDrawerProps) {
  const name = user ? fullName(user) : '';
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: 'full', sm: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="user-api-keys-drawer">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Drawer.Title>API keys of {name}</Drawer.Title>
              <Drawer.Description asChild>
                <Text textStyle="sm" color="fg.muted">
                  Keys for scripts and other systems; each acts as {name}, never above its role ceiling. A revoked key stops working at once.
                </Text>
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              {user && <ApiKeyList userId={user.id} layout="cards" label={`API keys of ${name}`} emptyText={`${name} has no API keys.`} />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
