import { Alert, Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { DICTIONARIES } from './dictionaries-data';
import { DictionaryList } from './DictionaryList';

/** Data dictionaries (operations §2, operations §3): read-only reference lists from static data; no server calls. */
export function DictionariesPage() {
  usePageTitle('Data Dictionaries');
  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="5xl">
      <Stack gap="1">
        <PageTitle>
          Data Dictionaries
        </PageTitle>
        <Text color="fg.muted">The codes used in shelter reports and what they mean.</Text>
      </Stack>

      <Alert.Root status="info" variant="subtle" rounded="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Read-only</Alert.Title>
          <Alert.Description>These lists are built into v1.9.3 and cannot be edited here.</Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Flex as="nav" aria-label="Dictionaries" gap="2" wrap="wrap">
        {DICTIONARIES.map((d) => (
          <Link key={d.id} href={`#${d.id}`} textStyle="sm" fontWeight="medium" px="3" py="1" rounded="full" borderWidth="1px" borderColor="border" bg="bg.panel" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
            {d.title}
            <Badge size="xs" variant="subtle" ms="1">
              {d.entries.length}
            </Badge>
          </Link>
        ))}
      </Flex>

      {DICTIONARIES.map((d) => (
        <Box as="section" key={d.id} id={d.id} aria-labelledby={`${d.id}-heading`} scrollMarginTop="20">
          <Stack gap="3">
            <Stack gap="0.5">
              <Flex align="center" gap="2">
                <Heading as="h2" id={`${d.id}-heading`} size="md">
                  {d.title}
                </Heading>
                <Badge variant="subtle">{d.entries.length}</Badge>
              </Flex>
              <Text textStyle="sm" color="fg.muted">
                {d.description}
              </Text>
            </Stack>
            <DictionaryList dictionary={d} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
