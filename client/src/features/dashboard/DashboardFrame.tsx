import { Grid, Stack } from '@chakra-ui/react';
import { PageIntro } from '../../components/PageIntro';
import { AdoptionLevelsCard } from './AdoptionLevelsCard';
import { DASHBOARD_INTRO } from './intro';
import { LocationsCard } from './LocationsCard';
import { StatCards } from './StatCards';

/**
 * The dashboard's prerendered frame (src/prerender/entry.tsx): its title and description, then the cards in their
 * loading state, as DashboardPage lays them out before the figures arrive. The title is a `p` here: the static copy
 * is inert, and the live page's h1 replaces it.
 */
export function DashboardFrame() {
  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
      <PageIntro intro={DASHBOARD_INTRO} as="p" />
      <StatCards stats={undefined} processing={false} pendingSettled={false} />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }} alignItems="stretch">
        <LocationsCard salemTotal={undefined} />
        <AdoptionLevelsCard counts={undefined} />
      </Grid>
    </Stack>
  );
}
