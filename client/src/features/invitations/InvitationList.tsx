import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { MailOpen, UserPlus } from 'lucide-react';
import { useWideLayout } from '../../components/use-wide-layout';
import { InvitationCards } from './InvitationCards';
import { InvitationsTable, type InvitationListProps } from './InvitationsTable';

/** A table on wide screens, stacked cards below `lg`. */
export function InvitationList(props: InvitationListProps) {
  const wide = useWideLayout('lg');
  return wide ? <InvitationsTable {...props} /> : <InvitationCards {...props} />;
}

export function InvitationsEmpty({ title, description, onInvite }: { title: string; description: string; onInvite: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MailOpen aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Button size="sm" onClick={onInvite}>
          <UserPlus aria-hidden /> Invite User
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
