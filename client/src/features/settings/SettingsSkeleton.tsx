import { Box, Card, Flex, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The page's shape (three cards, two provider groups) while the first answer is on its way. */
export function SettingsSkeleton() {
  return (
    <Stack gap={{ base: '6', md: '8' }} aria-busy="true">
      <VisuallyHidden role="status">Loading system settings</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
        {[0, 1, 2].map((i) => (
          <Card.Root key={i} variant="outline">
            <Card.Body p={{ base: '4', md: '5' }}>
              <Skeleton h="4" w="28" />
              <Skeleton h="8" w="12" mt="2" />
              <Skeleton h="3" w="32" mt="2" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {[3, 2].map((rows, group) => (
        <Box key={group}>
          <Skeleton h="5" w="24" mb="3" />
          <Box borderWidth="1px" borderColor="border" rounded="l3">
            {Array.from({ length: rows }, (_, index) => (
              <Flex key={index} gap="4" px={{ base: '4', md: '5' }} py="4" align="center" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="border.muted">
                <Stack gap="2" flex="1">
                  <Skeleton h="4" w={{ base: '36', md: '48' }} />
                  <Skeleton h="4" w={{ base: '40', md: '44' }} />
                  <Skeleton h="3" w={{ base: 'full', md: '96' }} />
                </Stack>
                <Skeleton h="6" w="20" rounded="full" hideBelow="sm" />
              </Flex>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
