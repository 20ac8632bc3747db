import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { formatDate, useNow } from '../../lib/dates';
import { DataCards } from '../data-list/DataCards';
import { DataList, type CardLayout, type DataColumn, type DataListProps } from '../data-list/DataList';
import { ListEmpty } from '../data-list/ListEmpty';
import { ErrorState } from '../ErrorState';
import { ListSkeleton } from '../ListSkeleton';
import { RelativeTime } from '../RelativeTime';
import { ApiKeyExpiry, ApiKeyLastUsed, ApiKeyName, ApiKeyPrefix, ApiKeyRole, ApiKeyScopes, ApiKeyStateBadge } from './ApiKeyCells';
import { ApiKeyListQuery } from './api-keys.queries';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

type Key = ApiKeyFieldsFragment;

export interface ApiKeyListProps {
  /** Whose keys: the signed-in user's without it; with it (ADMIN and up), those of a user below them. */
  userId?: string;
  /** The list's accessible name: "Your API keys", "API keys of Olive Officer". */
  label: string;
  /** What the empty list says under "No API keys yet". */
  emptyText: string;
  /** `cards` in a drawer, whose width is not the window's; `auto` a table on wide screens, cards on phones. */
  layout?: 'auto' | 'cards';
}

/**
 * The API keys of one user, newest first: name and prefix, role ceiling (and the role the key acts with when
 * lower), scopes, state, created, expires (flagged within 14 days, as the server says), last used (time and
 * address), and Revoke where the server says `canRevoke`.
 */
export function ApiKeyList({ userId, label, emptyText, layout = 'auto' }: ApiKeyListProps) {
  const now = useNow();
  const { data, error, networkStatus, refetch } = useQuery(ApiKeyListQuery, {
    variables: userId ? { userId } : {},
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The key stays set while the dialog animates closed; `open` drives visibility.
  const [target, setTarget] = useState<Key | null>(null);
  const [open, setOpen] = useState(false);
  const onRevoke = (key: Key) => {
    setTarget(key);
    setOpen(true);
  };

  const rows = data?.apiKeys;
  const retry = () => void refetch().catch(() => undefined); // shown from the hook's error
  const placeholder = error ? (
    <ErrorState error={error} title="API keys could not be loaded" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
  ) : (
    <ListSkeleton label="Loading API keys…" rows={3} />
  );
  const list: DataListProps<Key> = {
    rows,
    rowKey: (key) => key.id,
    keyAttribute: 'data-api-key-id',
    label,
    caption: `${label}: name, role, state and use`,
    columns: apiKeyColumns(now, onRevoke),
    card: apiKeyCard(onRevoke, layout === 'cards'),
    placeholder,
    empty: <ListEmpty icon={<KeyRound aria-hidden />} title="No API keys yet" description={emptyText} />,
    testIds: { row: 'api-key-row', card: 'api-key-row' },
  };

  return (
    <>
      {layout === 'cards' && rows && rows.length > 0 ? <DataCards {...list} rows={rows} /> : <DataList {...list} />}
      <RevokeApiKeyDialog apiKey={target} open={open} onOpenChange={setOpen} />
    </>
  );
}

function RevokeButton({ apiKey, onRevoke, full }: { apiKey: Key; onRevoke: (key: Key) => void; full?: boolean }) {
  if (!apiKey.canRevoke) return null;
  return (
    <Button size={full ? 'sm' : 'xs'} variant="outline" colorPalette="red" width={full ? 'full' : undefined} onClick={() => onRevoke(apiKey)}>
      Revoke
      <Text as="span" srOnly>
        {' '}
        {apiKey.name}
      </Text>
    </Button>
  );
}

function apiKeyColumns(now: number, onRevoke: (key: Key) => void): DataColumn<Key>[] {
  return [
    {
      key: 'name',
      header: 'Key',
      cell: (key) => <ApiKeyName apiKey={key} />,
      carriesFolds: true,
      cellProps: { py: '3', minW: '40', maxW: '64', whiteSpace: 'normal' },
      card: false,
    },
    { key: 'role', header: 'Role', cell: (key) => <ApiKeyRole apiKey={key} />, cellProps: { maxW: '48', whiteSpace: 'normal' } },
    { key: 'scopes', header: 'Scopes', cell: (key) => <ApiKeyScopes apiKey={key} />, cellProps: { maxW: '40', whiteSpace: 'normal' } },
    { key: 'state', header: 'State', cell: (key) => <ApiKeyStateBadge state={key.state} />, card: false },
    {
      key: 'created',
      header: 'Created',
      cell: (key) => <RelativeTime iso={key.createdAt} now={now} />,
      fold: { below: 720, text: (key) => `Created ${formatDate(key.createdAt)}` },
    },
    { key: 'expires', header: 'Expires', cell: (key) => <ApiKeyExpiry apiKey={key} now={now} /> },
    { key: 'lastUsed', header: 'Last used', cell: (key) => <ApiKeyLastUsed apiKey={key} now={now} /> },
    { key: 'actions', header: 'Actions', headerHidden: true, align: 'end', cell: (key) => <RevokeButton apiKey={key} onRevoke={onRevoke} />, card: false },
  ];
}

function apiKeyCard(onRevoke: (key: Key) => void, oneColumn: boolean): CardLayout<Key> {
  return {
    title: (key) => (
      <Text fontWeight="medium" overflowWrap="anywhere">
        {key.name}
      </Text>
    ),
    subtitle: (key) => <ApiKeyPrefix prefix={key.prefix} />,
    aside: (key) => <ApiKeyStateBadge state={key.state} />,
    footer: (key) => (key.canRevoke ? <RevokeButton apiKey={key} onRevoke={onRevoke} full /> : null),
    labelWidth: '24',
    columns: oneColumn ? 1 : undefined,
  };
}
