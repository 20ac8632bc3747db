import { Box, Card, Flex, Heading, Icon, Text } from '@chakra-ui/react';
import type { HealthCheckFieldsFragment, HealthSnapshotFragment } from '../../gql/graphql';
import type { CheckKey } from '../../lib/health-status';
import { CHECKS, CHECK_ORDER } from './health-status';
import { StatusBadge } from '../../components/StatusBadge';

export function HealthCheckList({ checks }: { checks: HealthSnapshotFragment['checks'] }) {
  return (
    <Card.Root variant="outline" overflow="hidden">
      <Box as="ul" listStyleType="none" aria-label="Service checks">
        {CHECK_ORDER.map((key, index) => (
          <HealthCheckRow key={key} checkKey={key} check={checks[key]} first={index === 0} />
        ))}
      </Box>
    </Card.Root>
  );
}

function HealthCheckRow({ checkKey, check, first }: { checkKey: CheckKey; check: HealthCheckFieldsFragment; first: boolean }) {
  const { label, description, icon: CheckIcon } = CHECKS[checkKey];
  const headingId = `check-${checkKey}`;
  const detail = check.error ?? check.message;
  return (
    <Flex
      as="li"
      aria-labelledby={headingId}
      data-check={checkKey}
      gap={{ base: '3', md: '4' }}
      px={{ base: '4', md: '5' }}
      py="4"
      borderTopWidth={first ? '0' : '1px'}
      borderColor="border.muted"
      align="flex-start"
    >
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="9"
        rounded="l2"
        bg="bg.muted"
        color="fg.muted"
        flexShrink={0}
      >
        <Icon boxSize="4.5">
          <CheckIcon aria-hidden />
        </Icon>
      </Box>
      <Box flex="1" minW="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="sm" id={headingId}>
              {label}
            </Heading>
            <Text textStyle="xs" color="fg.subtle">
              {description}
            </Text>
          </Box>
          <StatusBadge status={check.status} />
        </Flex>
        {detail && (
          <Text mt="2" textStyle="sm" color={check.error ? 'fg.error' : 'fg.muted'} overflowWrap="anywhere">
            {detail}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
