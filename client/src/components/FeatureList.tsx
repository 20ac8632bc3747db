import { Box, Card, Heading, Icon, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FEATURES } from './product-features';

export function FeatureList() {
  return (
    <Box as="section" aria-labelledby="features-heading">
      <VisuallyHidden>
        <Heading as="h2" id="features-heading">
          Features
        </Heading>
      </VisuallyHidden>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap={{ base: '3', md: '4' }}>
        {FEATURES.map(({ title, description, icon: FeatureIcon }) => (
          <Card.Root
            as="li"
            key={title}
            variant="outline"
            size="sm"
            bg="bg.panel"
            borderColor="border.muted"
            shadow="xs"
            transition="border-color 0.2s, box-shadow 0.2s, transform 0.2s"
            _hover={{ borderColor: 'brand.border', shadow: 'md', transform: 'translateY(-2px)' }}
          >
            {/* Icon beside the text on phones, so four features fit one screen; above it on wider screens. */}
            <Card.Body flexDirection={{ base: 'row', sm: 'column' }} gap={{ base: '4', sm: '3' }} p={{ base: '4', md: '5' }}>
              <Box
                display="inline-flex"
                flexShrink={0}
                alignItems="center"
                justifyContent="center"
                boxSize="10"
                rounded="l2"
                bg="brand.subtle"
                color="brand.fg"
                borderWidth="1px"
                borderColor="brand.muted"
              >
                <Icon boxSize="5">
                  <FeatureIcon aria-hidden />
                </Icon>
              </Box>
              <Stack gap={{ base: '1', sm: '2' }}>
                <Heading as="h3" size="sm" lineHeight="short">
                  {title}
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {description}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
