import type { Intro } from '../../components/PageIntro';

/** Shared by the page and its prerendered frame (src/prerender/entry.tsx). */
export const REPORTS_INTRO: Intro = { title: 'Reports', description: 'Salem shelter reports: processing status, completed reports and parsing diagnostics.' };
