import { Button, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { SessionUser } from '../../app/session';
import { curlExample } from '../../components/api-keys/api-key-form';
import { ApiKeyList } from '../../components/api-keys/ApiKeyList';
import type { ApiKeyScope, Role } from '../../gql/graphql';
import { CreateApiKeyDrawer, type CreatedKey } from './CreateApiKeyDrawer';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/**
 * API keys (issue 20): what a key is for and how a script sends it, Create API key (the secret shown once), and
 * your keys with Revoke. Shown only when the server says `me.can.manageApiKeys`.
 */
export function ApiKeysTab({ user, roles, scopes }: { user: SessionUser; roles: Role[] | undefined; scopes: ApiKeyScope[] | undefined }) {
  const [createOpen, setCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  return (
    <Stack gap="6">
      <ApiKeysIntro />
      <Stack gap="3">
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <Heading as="h2" size="md" id="your-api-keys">
            Your API keys
          </Heading>
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden /> Create API key
          </Button>
        </Flex>
        <ApiKeyList label="Your API keys" emptyText="Create a key for each script or system that calls BETI, so each can be revoked on its own." />
      </Stack>
      <CreateApiKeyDrawer
        open={createOpen}
        onOpenChange={setCreateOpen}
        roles={roles}
        scopes={scopes}
        ownRole={user.role as Role}
        totp={user.totpEnabled}
        onCreated={setCreated}
      />
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}

function ApiKeysIntro() {
  return (
    <Stack gap="3" p={{ base: '4', md: '5' }} borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Flex gap="2" align="center">
        <KeyRound size={18} aria-hidden />
        <Heading as="h2" size="md">
          Keys for scripts and other systems
        </Heading>
      </Flex>
      <Text color="fg.muted" textStyle="sm">
        An API key lets a script (a nightly export, the intake system that posts the All Pets report) call BETI without your password or
        second factor. It acts as you, never above the role ceiling nor beyond the scopes you give it; it expires on the day you choose (at
        most a year) and stops working as soon as you revoke it. Creating one asks for your password again. Send it in the header{' '}
        <Code size="sm" whiteSpace="nowrap">
          Authorization: Bearer beti_…
        </Code>
        .
      </Text>
      <Code as="pre" display="block" p="3" rounded="l2" textStyle="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="api-key-curl-example">
        {curlExample(window.location.origin, 'beti_…')}
      </Code>
    </Stack>
  );
}
