import { EmptyState, Heading, VStack } from '@chakra-ui/react';
import { Ban, CloudOff, FileUp, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';

const ICONS = { denied: Ban, disabled: CloudOff, soon: MapPinOff, empty: FileUp } as const;

export interface GateMessageProps {
  kind: keyof typeof ICONS;
  title: string;
  description: string;
  action?: ReactNode;
}

/** A full-page reason why a list cannot be shown (operations §2 gates); its title is the page's heading. */
export function GateMessage({ kind, title, description, action }: GateMessageProps) {
  const Icon = ICONS[kind];
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" py={{ base: '10', md: '16' }} data-testid="page-gate">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2" maxW="md">
          <EmptyState.Title asChild>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
