import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** Id of the section heading; the section is labelled by it. */
  id: string;
  title: string;
  description?: string;
  /** Beside the title: a badge or a small link. */
  aside?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** One dashboard section: an outlined card headed by an h2. */
export function SectionCard({ id, title, description, aside, busy, children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} aria-busy={busy || undefined} variant="outline" bg="bg.panel" h="full">
      <Card.Header p={{ base: '4', md: '5' }} pb={{ base: '3', md: '4' }} gap="1">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={id} size="md">
            {title}
          </Heading>
          {aside}
        </Flex>
        {description && (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body p={{ base: '4', md: '5' }} pt="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
