import { Box, Card, Flex, Heading, Icon, Link, SimpleGrid, Skeleton, Stat, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Award, CalendarCheck, Gauge, type LucideIcon, PawPrint } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Tooltip } from '../../components/ui/tooltip';
import type { DashboardPageQuery } from '../../gql/graphql';
import { occupancy, validThru } from './dashboard-logic';
import { formatCount } from '../../lib/numbers';

type Stats = DashboardPageQuery;

/** The four headline figures (operations §2): Total Animals, Occupancy Rate, Level 1 Adoptable, Valid thru. */
export const StatCards = memo(function StatCards({ stats, processing, pendingSettled, canSetCapacity = false }: { stats: Stats | undefined; processing: boolean; pendingSettled: boolean; canSetCapacity?: boolean }) {
  const total = stats?.populationStats.totalAnimals ?? 0;
  const level1 = stats?.adoptionLevelStats.L1 ?? 0;
  const validity = validThru(stats?.latestReport ?? null, processing);
  const rate = occupancy(stats?.populationStats ?? { totalAnimals: 0, occupancyRate: null }, !!stats?.latestReport);
  const loading = !stats;
  return (
    <Box as="section" aria-labelledby="figures-heading" aria-busy={loading || undefined}>
      <VisuallyHidden>
        <Heading as="h2" id="figures-heading">
          Key figures
        </Heading>
      </VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard label="Total Animals" icon={PawPrint} loading={loading} hint={stats?.latestReport ? 'In the latest Salem report' : 'No report yet'}>
          {formatCount(total)}
        </StatCard>
        <StatCard label="Occupancy Rate" icon={Gauge} loading={loading} hint={<OccupancyHint hint={rate.hint} unset={rate.value === null && !!stats?.latestReport} canSet={canSetCapacity} />}>
          {rate.value ?? (
            <Tooltip content="Kennel capacity is not set yet: an administrator sets each zone's capacity in System Settings." showArrow>
              {/* Focusable so keyboard users can open the tooltip too. */}
              <Box as="span" tabIndex={0} rounded="l1" focusVisibleRing="outside" cursor="help">
                <span aria-hidden>—</span>
                <VisuallyHidden>Not available: kennel capacity is not set</VisuallyHidden>
              </Box>
            </Tooltip>
          )}
        </StatCard>
        <StatCard label="Level 1 Adoptable" icon={Award} palette="green" loading={loading} hint={total > 0 ? `${Math.round((level1 / total) * 100)}% of all animals` : 'Ready for adoption'}>
          {formatCount(level1)}
        </StatCard>
        <StatCard label="Valid thru" icon={CalendarCheck} loading={loading || !pendingSettled} hint={validity.hint} live>
          {validity.dateTime ? <time dateTime={validity.dateTime}>{validity.value}</time> : validity.value}
        </StatCard>
      </SimpleGrid>
    </Box>
  );
});

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  hint: ReactNode;
  loading: boolean;
  palette?: string;
  /** Announce changes of the value (Valid thru turns from Processing... into a date). */
  live?: boolean;
  children: ReactNode;
}

function StatCard({ label, icon: StatIcon, hint, loading, palette = 'brand', live, children }: StatCardProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" colorPalette={palette}>
      {/* The value's size follows the card's width, so a date never runs under the icon (issue 16). */}
      <Card.Body p={{ base: '4', md: '5' }} css={{ containerType: 'inline-size' }}>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stat.Root gap="1" minW="0" flex="1">
            <Stat.Label color="fg.muted" fontWeight="medium">
              {label}
            </Stat.Label>
            {loading ? (
              <Box as="dd">
                <Skeleton h="8" w="24" my="1" />
                <Skeleton h="3.5" w="36" mt="2" />
              </Box>
            ) : (
              <>
                <Stat.ValueText fontSize="clamp(1.25rem, 10cqi, 1.875rem)" whiteSpace="nowrap" fontWeight="semibold" lineHeight="short" aria-live={live ? 'polite' : undefined}>
                  {children}
                </Stat.ValueText>
                <Stat.HelpText as="dd" color="fg.subtle" textStyle="xs">
                  {hint}
                </Stat.HelpText>
              </>
            )}
          </Stat.Root>
          <Box display="flex" alignItems="center" justifyContent="center" boxSize="10" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0} aria-hidden>
            <Icon boxSize="5">
              <StatIcon />
            </Icon>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Under the dash: how to get a rate, as a link for those the server lets set capacity (issue 18). */
function OccupancyHint({ hint, unset, canSet }: { hint: string; unset: boolean; canSet: boolean }) {
  if (!unset) return hint;
  if (!canSet) return 'Kennel capacity not set: ask an administrator';
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" textDecoration="underline">
      <RouterLink to="/admin/settings#zone-capacity">Set kennel capacity in System Settings</RouterLink>
    </Link>
  );
}
