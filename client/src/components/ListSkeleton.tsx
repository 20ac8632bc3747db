import { Box, Flex, Skeleton, SkeletonCircle, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The shape of a people list (users, invitations) while its first answer is on its way. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} gap="3" px={{ base: '4', md: '5' }} py="4" align="center" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border.muted">
          <SkeletonCircle size="9" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w={{ base: '40', md: '56' }} />
            <Skeleton h="3" w={{ base: '48', md: '72' }} />
          </Stack>
          <Skeleton h="5" w="24" rounded="full" hideBelow="sm" />
          <Skeleton h="8" w="24" rounded="l2" hideBelow="md" />
        </Flex>
      ))}
    </Box>
  );
}
