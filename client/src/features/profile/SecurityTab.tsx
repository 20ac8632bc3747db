import { Alert, Stack } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import type { SessionUser } from '../../app/session';
import { useViewerCan } from '../../components/use-viewer-can';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TotpSettingsCard } from './TotpSettingsCard';

/** access-and-identity §6: the TOTP panel and its reset are for ADMIN and SUPERVISOR only. */
const TOTP_PANEL_ROLES = ['ADMIN', 'SUPERVISOR'];

/** Password & Security: change password, TOTP settings where the role has them, how sessions work. */
export function SecurityTab({ user }: { user: SessionUser }) {
  const { can } = useViewerCan();
  return (
    <Stack gap="6">
      <ChangePasswordForm email={user.email} />
      {TOTP_PANEL_ROLES.includes(user.role) && <TotpSettingsCard totpEnabled={user.totpEnabled} canReset={!!can?.resetOwnTotp} />}
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
