import { Box, Button, Code, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { describeError } from './error-info';

export interface ErrorStateProps {
  error: unknown;
  /** Overrides the title derived from the error code. */
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The one error panel: a title from `extensions.code`, the server's message, and a way to try again. */
export function ErrorState({ error, title, onRetry, retrying }: ErrorStateProps) {
  const details = describeError(error);
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l3" p={{ base: '5', md: '6' }}>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
        <Icon color="fg.error" boxSize="6" flexShrink={0} mt="0.5">
          <CircleAlert />
        </Icon>
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h2" size="md">
            {title ?? details.title}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            {details.message}
          </Text>
          <Text textStyle="xs" color="fg.subtle">
            Error code <Code size="sm">{details.code}</Code>
          </Text>
        </Stack>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} loadingText="Retrying">
            <RefreshCw /> Try again
          </Button>
        )}
      </Flex>
    </Box>
  );
}
