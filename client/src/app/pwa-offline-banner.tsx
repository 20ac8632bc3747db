import { Alert, Box, HStack, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useOffline } from '../lib/offline';

/**
 * Signed-in screens while offline (README "Offline and installable app"): what still works. Pinned over the
 * shell's top edge so it shows on every screen without moving the layout.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Box position="fixed" top="2" left="50%" transform="translateX(-50%)" zIndex="banner" maxW="calc(100vw - 1rem)" pointerEvents="none">
      <HStack role="status" data-testid="offline-banner" gap="2" px="4" py="2" rounded="l3" bg="orange.subtle" color="orange.fg" borderWidth="1px" borderColor="orange.muted" shadow="md">
        <WifiOff size={16} aria-hidden />
        <Text textStyle="sm" fontWeight="medium">
          You are offline: saved copies of the location report and animal list stay readable; everything else needs a connection.
        </Text>
      </HStack>
    </Box>
  );
}

/**
 * On the location report and the animal list while offline: the saved copy and its report's Run Date (as the
 * page shows it elsewhere), so nobody takes it for live data.
 */
export function OfflineDataNotice({ runDate }: { runDate: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert.Root status="warning" variant="subtle" rounded="l3" data-testid="offline-notice">
      <Alert.Indicator>
        <WifiOff aria-hidden />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Offline: data as of {runDate}</Alert.Title>
        <Alert.Description>A copy saved on this device; it updates when the connection returns.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
