import { Badge, Code, Flex, Stack, Text } from '@chakra-ui/react';
import type { ApiKeyFieldsFragment, ApiKeyState } from '../../gql/graphql';
import { roleInfo } from '../../lib/roles';
import { RelativeTime } from '../RelativeTime';
import { RoleBadge } from '../RoleBadge';
import { SCOPES } from './scopes';

/** Pieces shared by the desktop table and the phone cards of ApiKeyList, so both read the same. */

const STATES = {
  active: { label: 'Active', palette: 'green' },
  expired: { label: 'Expired', palette: 'orange' },
  revoked: { label: 'Revoked', palette: 'red' },
} satisfies Record<ApiKeyState, { label: string; palette: string }>;

export function ApiKeyStateBadge({ state }: { state: ApiKeyState }) {
  const { label, palette } = STATES[state];
  return (
    <Badge colorPalette={palette} variant="subtle" flexShrink={0} data-state={state}>
      {label}
    </Badge>
  );
}

/** The first characters of the secret, to recognise the key in a script's configuration. */
export function ApiKeyPrefix({ prefix }: { prefix: string }) {
  return (
    <Code size="sm" variant="surface" fontFamily="mono" title="The start of the key" data-testid="api-key-prefix">
      {prefix}…
    </Code>
  );
}

export function ApiKeyName({ apiKey }: { apiKey: ApiKeyFieldsFragment }) {
  return (
    <Stack gap="1" minW="0" align="flex-start">
      <Text fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
        {apiKey.name}
      </Text>
      <ApiKeyPrefix prefix={apiKey.prefix} />
    </Stack>
  );
}

/** The role ceiling and, when the owner's role is lower now, the role the key really acts with. */
export function ApiKeyRole({ apiKey }: { apiKey: ApiKeyFieldsFragment }) {
  const lowered = apiKey.effectiveRole !== apiKey.role;
  return (
    <Stack gap="1" align="flex-start">
      <RoleBadge role={apiKey.role} />
      {lowered && (
        <Text textStyle="xs" color="fg.muted" whiteSpace="normal" data-testid="api-key-effective-role">
          Acts as {roleInfo(apiKey.effectiveRole).name}: its owner&apos;s role is lower
        </Text>
      )}
    </Stack>
  );
}

export function ApiKeyExpiry({ apiKey, now }: { apiKey: ApiKeyFieldsFragment; now: number }) {
  if (apiKey.state === 'revoked' && apiKey.revokedAt) {
    return (
      <Text as="span" color="fg.muted">
        Revoked <RelativeTime as="span" iso={apiKey.revokedAt} now={now} />
      </Text>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <RelativeTime iso={apiKey.expiresAt} now={now} />
      {apiKey.expiresSoon && (
        <Badge colorPalette="orange" variant="subtle" data-testid="api-key-expires-soon">
          Expires soon
        </Badge>
      )}
    </Stack>
  );
}

/** What the key may be used for, as the README spells the scopes. */
export function ApiKeyScopes({ apiKey }: { apiKey: ApiKeyFieldsFragment }) {
  return (
    <Flex gap="1" wrap="wrap" data-testid="api-key-scopes">
      {apiKey.scopes.map((scope) => (
        <Code key={scope} size="sm" variant="subtle" title={SCOPES[scope].description}>
          {SCOPES[scope].spelled}
        </Code>
      ))}
    </Flex>
  );
}

/** When the key was last used and from where; lastUsedIp is the address the server saw. */
export function ApiKeyLastUsed({ apiKey, now }: { apiKey: ApiKeyFieldsFragment; now: number }) {
  if (!apiKey.lastUsedAt) {
    return (
      <Text color="fg.muted" data-testid="api-key-last-used">
        Never
      </Text>
    );
  }
  return (
    <Stack gap="0" align="flex-start" data-testid="api-key-last-used">
      <RelativeTime iso={apiKey.lastUsedAt} now={now} />
      {apiKey.lastUsedIp && (
        <Text textStyle="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere" whiteSpace="normal">
          {apiKey.lastUsedIp}
        </Text>
      )}
    </Stack>
  );
}
