import type { AlertSource, AlertStatus, AlertTag, BehaviourAlert, Severity, Species } from './alerts-logic';

/**
 * Sample alerts (operations.md §1, operations §7: alerts are static data, the screen makes no calls). Times are set
 * relative to the visit so every relative-time bucket shows: just now, minutes, hours, days and a date.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Staff the Assign select offers (sample names). */
export const SAMPLE_STAFF = ['Maria Alvarez, Behavior', 'James Chen, Kennel Lead', 'Priya Natarajan, Medical', "Tom O'Brien, Adoptions", 'Alexis Grant, Training'] as const;

interface SampleSeed {
  ageMs: number;
  source: AlertSource;
  animalId: string;
  name: string | null;
  species: Species;
  severity: Severity;
  zone: string;
  location: string;
  tags: AlertTag[];
  status: AlertStatus;
  snippet: string;
  body: string;
  reportId?: string;
  suggestedNextSteps: string[];
  assignee?: string;
  /** For snoozed alerts: how long the snooze still runs. */
  snoozeLeftMs?: number;
}

const SEEDS: SampleSeed[] = [
  {
    ageMs: 20_000,
    source: 'email',
    animalId: 'A10483921',
    name: 'Bruno',
    species: 'DOG',
    severity: 'L3',
    zone: 'E',
    location: 'Behavior Ward, Kennel E-04',
    tags: ['Aggression', 'Resource Guarding'],
    status: 'new',
    snippet: 'Froze and growled over his food bowl at evening feed; lunged when the bowl was removed.',
    body: 'Evening kennel staff report that Bruno froze over his bowl as they approached, growled with a hard stare and lunged at the kennel door when the bowl was lifted to refill it. No contact was made. This is the second guarding report this week.',
    suggestedNextSteps: ['Feed behind a closed guillotine door until evaluated', 'Post a "Do not remove bowl" card on the kennel', 'Schedule a resource-guarding assessment with the behavior team'],
  },
  {
    ageMs: 4 * MINUTE,
    source: 'staff_note',
    animalId: 'A10477310',
    name: null,
    species: 'CAT',
    severity: 'L2',
    zone: 'A',
    location: 'Intake, Cage A-12',
    tags: ['Fear', 'Handling'],
    status: 'new',
    snippet: 'Hissing and swatting during the intake exam; vaccines could not be completed.',
    body: 'Stray cat brought in this morning. During the intake exam the cat hissed, swatted and tried to bolt from the table. The exam was stopped before vaccines; the cat was returned to its cage with a hide box.',
    suggestedNextSteps: ['Leave a towel and hide box in the cage', 'Retry the exam tomorrow using a towel wrap', 'Ask medical about gabapentin before handling'],
  },
  {
    ageMs: 2 * HOUR + 14 * MINUTE,
    source: 'report',
    animalId: 'A10462857',
    name: 'Luna',
    species: 'DOG',
    severity: 'L4',
    zone: 'E',
    location: 'Behavior Ward, Kennel E-01',
    tags: ['Bite History', 'Aggression', 'Handling'],
    status: 'new',
    snippet: 'Report notes a Level 2 bite to a handler during a leash transfer.',
    body: "The latest Salem 'All Pets' report lists a bite incident: during a leash transfer between handlers Luna bit the receiving handler's forearm (Level 2, punctures under one-tenth of the canine tooth length). The handler was treated on site.",
    reportId: '7f3c2a9e-1b4d-4e8a-9c61-2d5f0b7e4a13',
    suggestedNextSteps: ['Confirm the bite report was filed with animal control', 'Limit handling to behavior staff (two-person leash transfers)', 'Start the 10-day bite quarantine checklist'],
  },
  {
    ageMs: 19 * HOUR + 40 * MINUTE,
    source: 'email',
    animalId: 'A10455102',
    name: 'Pepper',
    species: 'CAT',
    severity: 'L1',
    zone: 'C',
    location: 'Cat Adoption, Condo C-07',
    tags: ['Fear'],
    status: 'new',
    snippet: 'Hiding at the back of her condo; has not eaten for about 24 hours.',
    body: 'Evening staff noticed Pepper has stayed pressed into the back of her condo since she moved from intake and her food is untouched. She is not aggressive, just shut down.',
    suggestedNextSteps: ['Offer a strong-smelling wet food and log intake', 'Cover half of the condo front to reduce stimulation', 'Ask medical to check her if she has not eaten by morning'],
  },
  {
    ageMs: 3 * DAY + 5 * HOUR,
    source: 'staff_note',
    animalId: 'A10449876',
    name: 'Duke',
    species: 'DOG',
    severity: 'L3',
    zone: 'B',
    location: 'Dog Adoption, Run B-15',
    tags: ['Handling', 'Medical', 'Fear'],
    status: 'new',
    snippet: 'Yelps and snaps when his rear left leg is touched; possible pain.',
    body: 'While drying Duke after a bath, a volunteer touched his rear left leg and he yelped and snapped toward her hand. No contact. He has been walking a little stiffly since the weekend.',
    suggestedNextSteps: ['Request a medical exam for the rear left leg', 'Pause volunteer grooming until cleared', 'Re-evaluate handling once pain is ruled out'],
  },
  {
    ageMs: 9 * DAY + 3 * HOUR,
    source: 'report',
    animalId: 'A10431745',
    name: null,
    species: 'DOG',
    severity: 'L2',
    zone: 'D',
    location: 'Medical Isolation, Kennel D-03',
    tags: ['Medical'],
    status: 'new',
    snippet: 'Stray hold is ending and no behavior evaluation has been scheduled.',
    body: 'The report shows this dog in medical isolation with the stray hold ending this week. No behavior evaluation is on record, so the dog cannot move to adoption once medically cleared.',
    reportId: '3b9d71c4-58e2-4f0a-a6d3-91c2e8f45b70',
    suggestedNextSteps: ['Book a behavior evaluation for when isolation ends', 'Confirm the stray hold end date with the front desk'],
  },
  {
    ageMs: 38 * MINUTE,
    source: 'email',
    animalId: 'A10471288',
    name: 'Mochi',
    species: 'CAT',
    severity: 'L2',
    zone: 'C',
    location: 'Cat Adoption, Condo C-02',
    tags: ['Handling', 'Bite History'],
    status: 'acknowledged',
    snippet: 'Bit a volunteer lightly during a nail trim; skin not broken.',
    body: 'During a routine nail trim Mochi turned and bit the volunteer holding her. The bite did not break the skin. She had been relaxed until the back paws were handled.',
    suggestedNextSteps: ['Note "no nail trims by volunteers" on the condo card', 'Try a two-person trim with a towel next time'],
    assignee: 'Priya Natarajan, Medical',
  },
  {
    ageMs: 6 * HOUR + 20 * MINUTE,
    source: 'report',
    animalId: 'A10458830',
    name: 'Rex',
    species: 'DOG',
    severity: 'L3',
    zone: 'B',
    location: 'Dog Adoption, Run B-09',
    tags: ['Resource Guarding'],
    status: 'acknowledged',
    snippet: 'Guards toys from other dogs during the shared play group.',
    body: 'Play group notes in the report say Rex picked up every toy in the yard and stiffened when another dog approached. Staff removed the toys and play continued without incident.',
    reportId: '7f3c2a9e-1b4d-4e8a-9c61-2d5f0b7e4a13',
    suggestedNextSteps: ['Run play group without toys for Rex', 'Add "guards toys around dogs" to his adoption notes'],
  },
  {
    ageMs: 2 * DAY + 7 * HOUR,
    source: 'staff_note',
    animalId: 'A10452219',
    name: 'Shadow',
    species: 'DOG',
    severity: 'L1',
    zone: 'B',
    location: 'Dog Adoption, Run B-02',
    tags: ['Fear'],
    status: 'acknowledged',
    snippet: 'Startles at loud noises near the lobby; calm in the quiet runs.',
    body: 'Shadow pancakes and tries to retreat whenever the lobby door bangs. In the back runs he is relaxed and takes treats from staff.',
    suggestedNextSteps: ['Move to a run away from the lobby if one opens', 'Note a quiet home preference for adopters'],
    assignee: 'Alexis Grant, Training',
  },
  {
    ageMs: 1 * DAY + 2 * HOUR,
    source: 'email',
    animalId: 'A10466541',
    name: 'Cleo',
    species: 'CAT',
    severity: 'L2',
    zone: 'D',
    location: 'Medical Isolation, Cage D-08',
    tags: ['Medical', 'Handling'],
    status: 'snoozed',
    snippet: 'Resists pilling twice daily; staff are asking for an alternative.',
    body: 'Medical staff report that Cleo fights the twice-daily pill and has scratched two people this week. They ask whether a liquid or compounded treat version is available.',
    suggestedNextSteps: ['Ask the vet about a compounded or liquid form', 'Use a pill pocket trial for two days'],
    snoozeLeftMs: 10 * HOUR,
  },
  {
    ageMs: 5 * DAY + 4 * HOUR,
    source: 'report',
    animalId: 'A10440092',
    name: null,
    species: 'DOG',
    severity: 'L3',
    zone: 'E',
    location: 'Behavior Ward, Kennel E-06',
    tags: ['Aggression', 'Fear'],
    status: 'snoozed',
    snippet: 'Barrier reactive toward men at the kennel front; improving with treats.',
    body: 'The report lists barking and lunging at the kennel front when men pass. Staff tossing treats on each pass have seen shorter episodes over the last three days.',
    reportId: '3b9d71c4-58e2-4f0a-a6d3-91c2e8f45b70',
    suggestedNextSteps: ['Continue the treat-toss protocol for all passers', 'Re-check in one week before changing housing'],
    snoozeLeftMs: 3 * HOUR,
  },
  {
    ageMs: 4 * DAY + 9 * HOUR,
    source: 'staff_note',
    animalId: 'A10445573',
    name: 'Biscuit',
    species: 'DOG',
    severity: 'L1',
    zone: 'B',
    location: 'Dog Adoption, Run B-11',
    tags: ['Handling'],
    status: 'resolved',
    snippet: 'Mouthy on leash walks; redirecting with a tug toy worked well.',
    body: 'Biscuit grabs the leash and sleeves at the start of walks. Carrying a tug toy and offering it at the door stopped the mouthing on three walks in a row.',
    suggestedNextSteps: ['Keep a tug toy on the run door for walkers'],
    assignee: 'Alexis Grant, Training',
  },
  {
    ageMs: 12 * DAY + 6 * HOUR,
    source: 'email',
    animalId: 'A10420318',
    name: 'Ziggy',
    species: 'CAT',
    severity: 'L2',
    zone: 'C',
    location: 'Cat Adoption, Condo C-10',
    tags: ['Fear', 'Handling'],
    status: 'resolved',
    snippet: 'Swats when picked up; prefers to be approached at eye level.',
    body: 'Adoption staff note that Ziggy swats when lifted from above but is friendly when staff crouch and let him come to them. Visitors have been briefed.',
    suggestedNextSteps: ['Add "approach at eye level" to the condo card'],
  },
  {
    ageMs: 20 * DAY + 2 * HOUR,
    source: 'report',
    animalId: 'A10411207',
    name: 'Tank',
    species: 'DOG',
    severity: 'L4',
    zone: 'E',
    location: 'Behavior Ward, Kennel E-02',
    tags: ['Bite History', 'Aggression', 'Resource Guarding', 'Handling'],
    status: 'resolved',
    snippet: 'Prior bite history on the intake paperwork; quarantine completed.',
    body: "Tank's surrender paperwork lists two prior bites in the home. His 10-day quarantine ended without incident and the behavior team has written a handling plan.",
    reportId: '0e6a4f2b-97c1-4d38-b5e0-6c7d2a9f1834',
    suggestedNextSteps: ['Follow the behavior team handling plan', 'Disclose bite history to any adopter'],
    assignee: 'Maria Alvarez, Behavior',
  },
];

/** A fresh copy of the sample inbox, dated relative to `now`. */
export function createSampleAlerts(now: number): BehaviourAlert[] {
  return SEEDS.map((seed, index) => ({
    id: `alert-${String(index + 1).padStart(3, '0')}`,
    ts: new Date(now - seed.ageMs).toISOString(),
    source: seed.source,
    animalId: seed.animalId,
    name: seed.name,
    species: seed.species,
    severity: seed.severity,
    zone: seed.zone,
    location: seed.location,
    tags: [...seed.tags],
    status: seed.status,
    snippet: seed.snippet,
    body: seed.body,
    reportId: seed.reportId ?? null,
    suggestedNextSteps: [...seed.suggestedNextSteps],
    assignee: seed.assignee ?? null,
    snoozedUntil: seed.snoozeLeftMs ? new Date(now + seed.snoozeLeftMs).toISOString() : null,
  }));
}
