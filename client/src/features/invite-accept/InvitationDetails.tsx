import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatExpiry } from './format-date';

export interface InvitationDetail {
  label: string;
  value: ReactNode;
}

/** The facts of an invitation above its form: who it is for, what it grants, until when. */
export function InvitationDetails({ items, expiresAt }: { items: InvitationDetail[]; expiresAt: string }) {
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      gap="3"
      p="4"
      rounded="l2"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border.muted"
    >
      {items.map(({ label, value }) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel minW="7.5rem" flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item>
        <DataList.ItemLabel minW="7.5rem" flexShrink={0}>
          Expires
        </DataList.ItemLabel>
        <DataList.ItemValue>
          <time dateTime={expiresAt}>{formatExpiry(expiresAt)}</time>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
