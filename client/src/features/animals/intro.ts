import type { Intro } from '../../components/PageIntro';

/** Shared by the pages and their prerendered frames (src/prerender/entry.tsx). */
export const DIRECTORY_INTRO: Intro = { title: 'Animals', description: 'Complete animal directory across all MSPCA locations' };

/** The location report's line under its title (its title names the centre: features/animals/LocationLoading.tsx). */
export const LOCATION_DESCRIPTION = 'Animals in the latest report, by kennel zone and kennel.';
