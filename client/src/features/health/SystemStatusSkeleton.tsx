import { Card, Flex, Skeleton, SkeletonCircle, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { CHECK_ORDER } from './health-status';

/** The page's shape while the first health answer is on its way. */
export function SystemStatusSkeleton() {
  return (
    <Stack gap={{ base: '6', md: '8' }} aria-busy="true">
      <VisuallyHidden role="status">Loading system status…</VisuallyHidden>
      <Card.Root variant="outline">
        <Card.Body p={{ base: '5', md: '6' }}>
          <Flex gap="5" align="center">
            <SkeletonCircle size={{ base: '12', md: '14' }} />
            <Stack gap="2" flex="1">
              <Skeleton h="3" w="24" />
              <Skeleton h="7" w="40" />
              <Skeleton h="4" w={{ base: 'full', md: '96' }} />
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Skeleton h="5" w="24" />
        <Card.Root variant="outline">
          {CHECK_ORDER.map((key) => (
            <Flex key={key} gap="4" px="5" py="4" borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0 }}>
              <Skeleton boxSize="9" rounded="l2" />
              <Stack flex="1" gap="2">
                <Flex justify="space-between">
                  <Skeleton h="4" w="32" />
                  <Skeleton h="5" w="24" rounded="full" />
                </Flex>
                <SkeletonText noOfLines={1} w={{ base: 'full', md: '80%' }} />
              </Stack>
            </Flex>
          ))}
        </Card.Root>
      </Stack>
    </Stack>
  );
}
