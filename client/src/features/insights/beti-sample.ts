/**
 * Sample figures for the insights screen (operations §2 "Behavior insights", operations §9: population 247, 7-point
 * trends). The screen is sample-only in v1.9.3: nothing here comes from the server. The numbers are kept
 * consistent with each other (zones sum to 247; the last trend points equal the KPI figures) so the page reads
 * as one coherent report; beti-logic.spec.ts checks this.
 */

export type Species = 'CAT' | 'DOG';
export type Severity = 'L1' | 'L2' | 'L3' | 'L4';

export const SPECIES: Species[] = ['CAT', 'DOG'];
export const SEVERITIES: Severity[] = ['L1', 'L2', 'L3', 'L4'];

/** Counts split by species. */
export type BySpecies = Record<Species, number>;

export interface ZoneSample {
  code: string;
  location: string;
  animals: BySpecies;
}

/** Salem zones in the latest report: 117 cats + 130 dogs = 247. */
export const SAMPLE_ZONES: ZoneSample[] = [
  { code: 'A', location: 'Cat Adoption', animals: { CAT: 64, DOG: 0 } },
  { code: 'B', location: 'Dog Adoption', animals: { CAT: 0, DOG: 71 } },
  { code: 'C', location: 'Intake & Stray Hold', animals: { CAT: 27, DOG: 22 } },
  { code: 'D', location: 'Medical & Isolation', animals: { CAT: 18, DOG: 15 } },
  { code: 'E', location: 'Behavior Holding', animals: { CAT: 8, DOG: 22 } },
];

export const SAMPLE_POPULATION = 247;

/** Open behavior alerts in the latest report by species and severity (12 in all). */
export const SAMPLE_ALERTS: Record<Species, Record<Severity, number>> = {
  CAT: { L1: 2, L2: 2, L3: 1, L4: 0 },
  DOG: { L1: 1, L2: 2, L3: 2, L4: 2 },
};

/** Seven daily points per species, oldest first; the last point is the latest report. */
export const SAMPLE_TRENDS = {
  alerts: { CAT: [3, 4, 3, 5, 4, 6, 5], DOG: [5, 6, 8, 7, 9, 8, 7] },
  population: { CAT: [109, 111, 114, 113, 115, 116, 117], DOG: [124, 126, 125, 128, 129, 131, 130] },
  lengthOfStay: { CAT: [14.2, 14.6, 15.1, 15.3, 15.8, 16.1, 16.4], DOG: [18.9, 18.7, 18.8, 18.5, 18.4, 18.6, 18.2] },
} satisfies Record<string, Record<Species, number[]>>;

export interface InsightSample {
  id: string;
  title: string;
  summary: string;
  species: Species[];
  severity: Severity;
  zone: string;
  /** Short figure shown on the card, e.g. "9 of 30". */
  figure: string;
  details: string[];
  facts: { label: string; value: string }[];
  talkingPoints: string[];
}

export const SAMPLE_INSIGHTS: InsightSample[] = [
  {
    id: 'zone-e-behavior-holds',
    title: 'Behavior holds concentrated in Zone E',
    summary: 'Most dogs on a behavior hold are housed in Behavior Holding, close to its capacity.',
    species: ['DOG'],
    severity: 'L3',
    zone: 'E - Behavior Holding',
    figure: '22 dogs',
    details: [
      'Zone E holds 22 dogs and 8 cats in the latest report. Dogs with a BEHAVIOR or BEH_MED sub-status are placed here first, so the zone fills faster than the rest of the building.',
      'Two of the week’s L3 dog alerts came from Zone E during handling for medical checks.',
    ],
    facts: [
      { label: 'Animals in zone', value: '30 (22 dogs, 8 cats)' },
      { label: 'Share of population', value: '12.1% of 247' },
      { label: 'Open L3 dog alerts', value: '2' },
    ],
    talkingPoints: [
      'Which Zone E dogs are ready for a behavior re-evaluation this week?',
      'Can medical checks for Zone E dogs be paired with a familiar handler?',
      'Do we need overflow space if intake holds steady?',
    ],
  },
  {
    id: 'cat-length-of-stay',
    title: 'Cat length of stay is rising',
    summary: 'Average stay for cats grew from 14.2 to 16.4 days over the last seven reports.',
    species: ['CAT'],
    severity: 'L2',
    zone: 'A - Cat Adoption',
    figure: '+2.2 days',
    details: [
      'The cat population rose from 109 to 117 while adoptions held steady, so cats are staying longer on average.',
      'Zone A is the largest cat area with 64 cats; most are Level 1 or Level 2 adoptable.',
    ],
    facts: [
      { label: 'Average stay (7 days ago)', value: '14.2 days' },
      { label: 'Average stay (latest)', value: '16.4 days' },
      { label: 'Cats in population', value: '117' },
    ],
    talkingPoints: [
      'Is a fee-reduced cat adoption event worth scheduling?',
      'Which long-stay cats could move to foster to free Zone A space?',
      'Are adoption profiles for the longest-stay cats up to date?',
    ],
  },
  {
    id: 'stray-hold-intake',
    title: 'Stray hold intake outpacing releases',
    summary: 'Intake & Stray Hold has 49 animals, the busiest it has been this week.',
    species: ['CAT', 'DOG'],
    severity: 'L2',
    zone: 'C - Intake & Stray Hold',
    figure: '49 animals',
    details: [
      'Zone C holds 27 cats and 22 dogs. Stray holds must run their course before evaluation, so animals cannot move on early.',
      'Total population rose from 233 to 247 over the week, most of it through intake.',
    ],
    facts: [
      { label: 'Animals in zone', value: '49 (27 cats, 22 dogs)' },
      { label: 'Share of population', value: '19.8% of 247' },
      { label: 'Population change (7 days)', value: '+14' },
    ],
    talkingPoints: [
      'Which stray holds end in the next 48 hours, and are evaluations booked?',
      'Can evaluation slots be added to keep pace with intake?',
      'Should partner transfers be paused until Zone C eases?',
    ],
  },
  {
    id: 'dog-bite-history',
    title: 'Two L4 alerts for dogs with bite history',
    summary: 'Two dogs were flagged at the highest severity after incidents during handling.',
    species: ['DOG'],
    severity: 'L4',
    zone: 'E - Behavior Holding',
    figure: '2 alerts',
    details: [
      'Both alerts carry the Bite History and Handling tags. Neither animal is currently listed for adoption.',
      'L4 alerts call for a behavior committee review before any change of placement.',
    ],
    facts: [
      { label: 'Open L4 alerts', value: '2 (both dogs)' },
      { label: 'Tags', value: 'Bite History, Handling' },
      { label: 'Zone', value: 'E - Behavior Holding' },
    ],
    talkingPoints: [
      'Confirm handling protocols and who is cleared to handle both dogs.',
      'Book both dogs for the next behavior committee review.',
      'Check that incident notes are complete for the record.',
    ],
  },
];
