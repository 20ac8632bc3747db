import { EmptyState, VStack, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListEmptyProps extends Omit<EmptyStateRootProps, 'title'> {
  icon: ReactNode;
  title: string;
  description?: string;
  /** A button under the text: invite, upload, reset the filters. */
  action?: ReactNode;
}

/** What a list shows when it has no rows: an icon, why, and what to do about it. */
export function ListEmpty({ icon, title, description, action, ...rest }: ListEmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel" {...rest}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
