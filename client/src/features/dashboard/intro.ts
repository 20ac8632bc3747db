import type { Intro } from '../../components/PageIntro';

/** Shared by the page and its prerendered frame (src/prerender/entry.tsx). */
export const DASHBOARD_INTRO: Intro = { title: 'Dashboard', description: 'Salem at a glance: population, adoption levels and system health.' };
