import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Cat, Clock, Dog, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { toggleIn, type BetiFilters as Filters } from './beti-logic';
import { SEVERITIES, SPECIES, type Severity, type Species } from './beti-sample';

/** Salem is the only enabled centre in v1.9.3 (operations §1). */
const CENTRES = [
  { id: 'salem', name: 'Salem', enabled: true },
  { id: 'methuen', name: 'Methuen', enabled: false },
  { id: 'boston', name: 'Boston', enabled: false },
  { id: 'cape', name: 'Cape', enabled: false },
];

const SPECIES_ICON: Record<Species, ReactNode> = { CAT: <Cat aria-hidden />, DOG: <Dog aria-hidden /> };

/** Centre, species, time window and severity: the chip rows above the figures. */
export function BetiFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
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
            const on = filters.species.includes(s);
            return (
              <Button key={s} size="xs" rounded="full" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => onChange({ ...filters, species: toggleIn<Species>(filters.species, s, SPECIES) })}>
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

        <FilterGroup label="Severity">
          {SEVERITIES.map((level) => {
            const on = filters.severities.includes(level);
            return (
              <Button
                key={level}
                size="xs"
                rounded="full"
                minW="10"
                variant={on ? 'solid' : 'outline'}
                aria-pressed={on}
                onClick={() => onChange({ ...filters, severities: toggleIn<Severity>(filters.severities, level, SEVERITIES) })}
              >
                {level}
              </Button>
            );
          })}
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
