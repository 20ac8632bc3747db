import { Alert, Button, CloseButton, Code, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { curlExample } from '../../components/api-keys/api-key-form';
import { CopyButton } from '../../components/CopyButton';
import type { CreatedKey } from './CreateApiKeyDrawer';

export interface NewApiKeyDialogProps {
  /** The key just created; null once closed (the secret is then gone from the page for good). */
  created: CreatedKey | null;
  onClose: () => void;
}

/**
 * The one time a key's secret is shown: the secret with a Copy button, the warning that it will not be shown
 * again, and a curl line that uses it. A click outside does not close it, so the secret is not lost by accident.
 */
export function NewApiKeyDialog({ created, onClose }: NewApiKeyDialogProps) {
  return (
    <Dialog.Root open={created !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="new-api-key">
            <Dialog.Header pe="14">
              <Dialog.Title>API key created</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{created && <SecretPanel created={created} />}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Done</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SecretPanel({ created }: { created: CreatedKey }) {
  const curl = curlExample(window.location.origin, created.secret);
  return (
    <Stack gap="5">
      <Alert.Root status="warning" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>You will not see this key again</Alert.Title>
          <Alert.Description>Copy it now and keep it where your script reads its secrets. BETI keeps only a fingerprint of it.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="medium">
          Your new key “{created.name}”
        </Text>
        <Flex gap="2" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Code
            data-testid="api-key-secret"
            flex="1"
            minW="0"
            px="3"
            py="2"
            textStyle="sm"
            fontFamily="mono"
            overflowWrap="anywhere"
            wordBreak="break-all"
            userSelect="all"
          >
            {created.secret}
          </Code>
          <CopyButton value={created.secret} what="API key" />
        </Flex>
      </Stack>
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="medium">
          Try it
        </Text>
        <Code as="pre" display="block" p="3" rounded="l2" textStyle="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" wordBreak="break-all" data-testid="api-key-curl">
          {curl}
        </Code>
      </Stack>
    </Stack>
  );
}
