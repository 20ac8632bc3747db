import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { AuthShell } from './AuthShell';

export interface CenteredCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title, e.g. a status icon. */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  maxW?: string;
}

/** One centred card under the logo: the shape of the TOTP setup and invitation screens. */
export function CenteredCard({ title, description, icon, children, footer, maxW = 'md' }: CenteredCardProps) {
  return (
    <AuthShell>
      <Stack w="full" maxW={maxW} gap="6" mx="auto" px="4" pt={{ base: '2', md: '4' }} pb={{ base: '10', md: '16' }}>
        <Flex justify="center">
          <Logo boxSize="12" rounded="xl" />
        </Flex>
        <Card.Root variant="outline" bg="bg.panel" shadow="lg" borderColor="border.muted">
          <Card.Header alignItems="center" textAlign="center" gap="2" p={{ base: '6', md: '8' }} pb="2">
            {icon}
            <Heading as="h1" size="2xl" letterSpacing="tight" textWrap="balance">
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" textStyle="sm" textWrap="pretty">
                {description}
              </Text>
            )}
          </Card.Header>
          {children && (
            <Card.Body p={{ base: '6', md: '8' }} pt={{ base: '5', md: '6' }}>
              {children}
            </Card.Body>
          )}
          {footer && (
            <Card.Footer justifyContent="center" borderTopWidth="1px" borderColor="border.muted" py="4" px={{ base: '6', md: '8' }}>
              {footer}
            </Card.Footer>
          )}
        </Card.Root>
      </Stack>
    </AuthShell>
  );
}

/** A round icon badge for the top of a CenteredCard; `palette` colours it (green for done, red for invalid). */
export function CardIcon({ palette, children }: { palette: string; children: ReactNode }) {
  return (
    <Flex
      colorPalette={palette}
      align="center"
      justify="center"
      boxSize="12"
      rounded="full"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      mb="1"
      css={{ '& svg': { width: '6', height: '6' } }}
      aria-hidden
    >
      {children}
    </Flex>
  );
}
