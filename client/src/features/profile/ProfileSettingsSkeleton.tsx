import { Card, Flex, Skeleton, SkeletonCircle, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The page's shape while the session answer is on its way. */
export function ProfileSettingsSkeleton() {
  return (
    <Flex gap="8" direction={{ base: 'column', md: 'row' }} aria-busy="true">
      <VisuallyHidden role="status">Loading your profile…</VisuallyHidden>
      <Stack gap="2" w={{ base: 'full', md: '56' }} direction={{ base: 'row', md: 'column' }}>
        <Skeleton h="9" flex={{ base: '1', md: 'none' }} rounded="l2" />
        <Skeleton h="9" flex={{ base: '1', md: 'none' }} rounded="l2" />
      </Stack>
      <Card.Root variant="outline" flex="1">
        <Card.Body gap="6">
          <Skeleton h="6" w="48" />
          <Flex gap="5" align="center">
            <SkeletonCircle size="24" />
            <Stack gap="2">
              <Skeleton h="4" w="28" />
              <Skeleton h="8" w="36" rounded="l2" />
            </Stack>
          </Flex>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            {Array.from({ length: 4 }, (_, index) => (
              <Stack key={index} gap="2">
                <Skeleton h="4" w="24" />
                <Skeleton h="10" rounded="l2" />
              </Stack>
            ))}
          </SimpleGrid>
          <Skeleton h="32" rounded="l3" />
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
