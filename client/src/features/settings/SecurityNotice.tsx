import { Alert } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';

/** operations §2's security notice: what this page shows, what it never shows, and who changes the configuration. */
export function SecurityNotice() {
  return (
    <Alert.Root status="info" variant="subtle" role="note" aria-labelledby="security-notice-title">
      <Alert.Indicator>
        <ShieldCheck />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title id="security-notice-title">Security notice</Alert.Title>
        <Alert.Description>
          Configuration values are never displayed: only whether each one is set is shown, as read when the server
          started. Missing required keys may degrade service. To change the configuration, contact a system
          administrator.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
