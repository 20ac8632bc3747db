import { Alert, Stack } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import type { SessionUser } from '../../app/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TotpSettingsCard } from './TotpSettingsCard';

/** §6: the TOTP panel and its reset are for ADMIN and SUPERVISOR only. */
const TOTP_PANEL_ROLES = ['ADMIN', 'SUPERVISOR'];

/** Password & Security: change password, TOTP settings where the role has them, how sessions work. */
export function SecurityTab({ user }: { user: SessionUser }) {
  return (
    <Stack gap="6">
      <ChangePasswordForm email={user.email} />
      {TOTP_PANEL_ROLES.includes(user.role) && <TotpSettingsCard totpEnabled={user.totpEnabled} />}
      <Alert.Root status="info" variant="surface">
        <Alert.Indicator>
          <Cookie />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>Session-based Authentication</Alert.Title>
          <Alert.Description>
            You stay signed in through a secure session cookie on this device. Signing out ends it; changing your password ends your
            sessions everywhere else.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
