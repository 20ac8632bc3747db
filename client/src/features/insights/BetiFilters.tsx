import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Cat, Clock, Dog, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { SPECIES, toggleIn, type Species } from './beti-logic';

/** Salem is the only enabled centre in v1.9.3 (operations §1). */
const CENTRES = [
  { id: 'salem', name: 'Salem', enabled: true },
  { id: 'methuen', name: 'Methuen', enabled: false },
  { id: 'boston', name: 'Boston', enabled: false },
  { id: 'cape', name: 'Cape', enabled: false },
];

const SPECIES_ICON: Record<Species, ReactNode> = { CAT: <Cat aria-hidden />, DOG: <Dog aria-hidden /> };

/**
 * Centre, species and time window: the chip rows above the figures. The spec's severity chips (L1 to L4) are gone:
 * reports print a behavior severity (1A to 3B) and the figures count animals at or above one setting.
 */
export function BetiFilters({ species, onChange }: { species: Species[]; onChange: (next: Species[]) => void }) {
  return (
    <Box as="section" aria-label="Filters" borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Flex gap={{ base: '4', md: '6' }} wrap="wrap" align="flex-start">
        <FilterGroup label="Centre">
          {CENTRES.map((c) =>
            c.enabled ? (
              <Button key={c.id} size="xs" rounded="full" variant="solid" aria-pressed="true">
                <MapPin aria-hidden /> {c.name}
              </Button>
            ) : (
              <Button key={c.id} size="xs" rounded="full" variant="outline" disabled>
                {c.name}
                <Badge size="xs" variant="subtle" colorPalette="gray">
                  Coming soon
                </Badge>
              </Button>
            ),
          )}
        </FilterGroup>

        <FilterGroup label="Species">
          {SPECIES.map((s) => {
            const on = species.includes(s);
            return (
              <Button key={s} size="xs" rounded="full" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => onChange(toggleIn(species, s, SPECIES))}>
                {SPECIES_ICON[s]} {s}
              </Button>
            );
          })}
        </FilterGroup>

        <FilterGroup label="Time window">
          <Flex align="center" gap="1.5" h="6" px="2.5" rounded="full" bg="bg.muted" textStyle="xs" fontWeight="medium">
            <Clock size={14} aria-hidden /> Latest report
          </Flex>
        </FilterGroup>
      </Flex>
    </Box>
  );
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1.5" role="group" aria-label={label}>
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" aria-hidden>
        {label}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        {children}
      </Flex>
    </Stack>
  );
}
