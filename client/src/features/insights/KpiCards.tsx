import { Box, Card, Flex, Icon, SimpleGrid, Stat, VisuallyHidden } from '@chakra-ui/react';
import { Lock, type LucideIcon, PawPrint, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from '../../components/ui/tooltip';

const numbers = new Intl.NumberFormat('en-US');

/** Animals (latest), Restricted (not mapped yet) and Behavior alerts, for the selected filters. */
export function KpiCards({ animals, alerts, speciesNote }: { animals: number; alerts: number; speciesNote: string }) {
  return (
    <SimpleGrid as="section" aria-label="Key figures" columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
      <KpiCard label="Animals (latest)" icon={PawPrint} hint={speciesNote}>
        {numbers.format(animals)}
      </KpiCard>
      <KpiCard label="Restricted" icon={Lock} palette="gray" hint="Pending mapping (v1.9.3)">
        <Tooltip content="Restricted animals are not mapped from reports yet (pending mapping in v1.9.3)." showArrow>
          {/* Focusable so keyboard users can open the tooltip too. */}
          <Box as="span" tabIndex={0} rounded="l1" focusVisibleRing="outside" cursor="help">
            <span aria-hidden>—</span>
            <VisuallyHidden>Not available</VisuallyHidden>
          </Box>
        </Tooltip>
      </KpiCard>
      <KpiCard label="Behavior alerts" icon={TriangleAlert} palette="orange" hint="Open in the latest report">
        {numbers.format(alerts)}
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
