import type { Intro } from '../../components/PageIntro';

/** Shared by the pages and their prerendered frames (src/prerender/entry.tsx). */
export const DIRECTORY_INTRO: Intro = { title: 'Animals', description: 'Complete animal directory across all MSPCA locations' };
