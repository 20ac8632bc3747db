import type { Intro } from '../../components/PageIntro';

/** Shared by the page and its prerendered frame (src/prerender/entry.tsx). */
export const ALERTS_INTRO: Intro = { title: 'Alerts', description: 'Behaviour alerts raised from email, reports and staff notes at Salem.' };
