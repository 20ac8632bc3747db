import { Box, Card, Flex, Icon, SimpleGrid, Stat } from '@chakra-ui/react';
import { Hourglass, type LucideIcon, PawPrint, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

const numbers = new Intl.NumberFormat('en-US');

export interface KpiFigures {
  animals: number;
  /** Behaviour alerts not resolved (new, acknowledged or snoozed), every species. */
  openAlerts: number;
  longStay: number;
  longStayDays: number;
}

/** Animals and long stays in the latest report for the selected species, and the open behaviour alerts. */
export function KpiCards({ figures, speciesNote }: { figures: KpiFigures; speciesNote: string }) {
  return (
    <SimpleGrid as="section" aria-label="Key figures" columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
      <KpiCard label="Animals (latest)" icon={PawPrint} hint={speciesNote}>
        {numbers.format(figures.animals)}
      </KpiCard>
      <KpiCard label="Behavior alerts" icon={TriangleAlert} palette="orange" hint="Open (not resolved), all species">
        {numbers.format(figures.openAlerts)}
      </KpiCard>
      <KpiCard label="Long stay" icon={Hourglass} palette="purple" hint={`Over ${figures.longStayDays} days`}>
        {numbers.format(figures.longStay)}
      </KpiCard>
    </SimpleGrid>
  );
}

function KpiCard({ label, icon: KpiIcon, hint, palette = 'brand', children }: { label: string; icon: LucideIcon; hint: string; palette?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" colorPalette={palette} data-testid={`kpi-${label.split(' ')[0].toLowerCase()}`}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stat.Root gap="1" minW="0">
            <Stat.Label color="fg.muted" fontWeight="medium">
              {label}
            </Stat.Label>
            <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} fontWeight="semibold" lineHeight="short" aria-live="polite">
              {children}
            </Stat.ValueText>
            <Stat.HelpText as="dd" color="fg.subtle" textStyle="xs">
              {hint}
            </Stat.HelpText>
          </Stat.Root>
          <Box display="flex" alignItems="center" justifyContent="center" boxSize="10" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0} aria-hidden>
            <Icon boxSize="5">
              <KpiIcon />
            </Icon>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
