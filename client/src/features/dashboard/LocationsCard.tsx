import { Badge, Box, Flex, Icon, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRight, MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { formatCount } from '../../lib/numbers';

/** operations §1: Salem is the only enabled centre in this version; the others are shown as coming soon. */
const COMING_SOON = ['METHUEN', 'BOSTON', 'CAPE'] as const;

/** Animals by Location (operations §2): Salem with its total, linking to its location report; the other centres inert. */
export const LocationsCard = memo(function LocationsCard({ salemTotal }: { salemTotal: number | undefined }) {
  return (
    <SectionCard id="locations-heading" title="Animals by Location" description="Animals in the latest report, per centre." busy={salemTotal === undefined}>
      <Stack gap="3">
        {salemTotal === undefined ? <Skeleton h="24" rounded="l3" /> : <SalemTile total={salemTotal} />}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="3" aria-label="Other centres">
          {COMING_SOON.map((centre) => (
            <Flex
              as="li"
              key={centre}
              direction={{ base: 'row', sm: 'column' }}
              align={{ base: 'center', sm: 'flex-start' }}
              justify="space-between"
              gap="2"
              p="3"
              rounded="l2"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="border"
              bg="bg.subtle"
            >
              <Box minW="0">
                <Text textStyle="xs" fontWeight="semibold" letterSpacing="wider" color="fg.muted">
                  {centre}
                </Text>
                <Text textStyle="lg" fontWeight="semibold" color="fg.subtle">
                  N/A
                </Text>
              </Box>
              <Badge variant="outline" colorPalette="gray" size="sm" flexShrink={0}>
                Coming Soon
              </Badge>
            </Flex>
          ))}
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
});

function SalemTile({ total }: { total: number }) {
  return (
    <Flex
      asChild
      align="center"
      justify="space-between"
      gap="4"
      p={{ base: '4', md: '5' }}
      rounded="l3"
      colorPalette="brand"
      bg="colorPalette.subtle"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      transition="background 0.15s, border-color 0.15s"
      _hover={{ bg: 'colorPalette.muted', borderColor: 'colorPalette.emphasized', textDecoration: 'none' }}
      focusVisibleRing="outside"
    >
      <RouterLink to="/reports/location?center=salem">
        <Flex gap="3" align="center" minW="0">
          <Box display="flex" alignItems="center" justifyContent="center" boxSize="10" rounded="full" bg="colorPalette.solid" color="colorPalette.contrast" flexShrink={0}>
            <Icon boxSize="5">
              <MapPin aria-hidden />
            </Icon>
          </Box>
          <Box minW="0">
            <Flex align="center" gap="2">
              <Text textStyle="sm" fontWeight="bold" letterSpacing="wider" color="colorPalette.fg">
                SALEM
              </Text>
              <Badge colorPalette="green" variant="subtle" size="sm">
                Active
              </Badge>
            </Flex>
            <Text textStyle="xs" color="fg.muted">
              Primary centre · location report
            </Text>
          </Box>
        </Flex>
        <Flex align="center" gap="2" flexShrink={0}>
          <Text textStyle="3xl" fontWeight="semibold" lineHeight="1">
            {formatCount(total)}
            <VisuallyHidden> animals</VisuallyHidden>
          </Text>
          <Icon boxSize="5" color="colorPalette.fg">
            <ArrowRight aria-hidden />
          </Icon>
        </Flex>
      </RouterLink>
    </Flex>
  );
}
