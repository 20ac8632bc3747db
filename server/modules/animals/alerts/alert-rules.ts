/**
 * The report rules (issue 18): which animals of a committed report deserve an alert, and what it says. Pure: the
 * service reads the rows and writes the candidates. Each candidate carries a fingerprint of the condition it saw:
 * a rule updates the animal's open alert; once staff resolve it, the same condition (same fingerprint) does not
 * raise it again, and a new one (a higher severity, a new intake, another move) does.
 */

export type RuleName = 'behavior_severity' | 'long_stay' | 'stray_hold' | 'zone_move';

export interface RuleAnimal {
  animalId: string;
  name: string | null;
  species: string | null;
  zoneCode: string;
  zoneLocation: string | null;
  kennel: string | null;
  statusCode: string | null;
  behaviorSeverityCode: string | null;
  intakeDate: string | null;
  daysInCare: number | null;
}

export interface ZoneMove {
  animalId: string;
  fromZone: string | null;
  toZone: string | null;
}

export interface RuleSettings {
  behaviorAlertSeverity: string;
  longStayDays: number;
  strayHoldDays: number;
}

export interface AlertCandidate {
  animalId: string;
  rule: RuleName;
  fingerprint: string;
  name: string | null;
  species: string | null;
  severity: string;
  zone: string;
  location: string | null;
  tags: string[];
  snippet: string;
  body: string;
  nextSteps: string[];
}

const SEVERITY_CODE = /^[1-3][AB]$/;
/** Behaviour codes 1A … 3B as alert levels: 3B is L4, 3A L3, 2x L2, 1x L1. */
export function levelOfBehavior(code: string): string {
  if (code === '3B') return 'L4';
  if (code === '3A') return 'L3';
  return code.startsWith('2') ? 'L2' : 'L1';
}

const who = (a: RuleAnimal) => `${a.name ?? 'Unnamed'} (${a.animalId})`;
const where = (a: RuleAnimal) => `zone ${a.zoneCode}${a.kennel ? `, kennel ${a.kennel}` : ''}`;

export function candidatesOf(animals: readonly RuleAnimal[], moves: readonly ZoneMove[], settings: RuleSettings, runDate: string | null): AlertCandidate[] {
  const out: AlertCandidate[] = [];
  const asOf = runDate ? ` on the report of ${runDate.slice(0, 10)}` : '';
  const base = (a: RuleAnimal) => ({ animalId: a.animalId, name: a.name, species: a.species, zone: a.zoneCode, location: a.kennel ?? a.zoneLocation });
  for (const a of animals) {
    const code = a.behaviorSeverityCode ?? '';
    if (SEVERITY_CODE.test(code) && code >= settings.behaviorAlertSeverity) {
      out.push({
        ...base(a),
        rule: 'behavior_severity',
        fingerprint: code,
        severity: levelOfBehavior(code),
        tags: [],
        snippet: `Behaviour severity ${code} (at or above ${settings.behaviorAlertSeverity})`,
        body: `${who(a)} in ${where(a)} has behaviour severity ${code}${asOf}, at or above the alert threshold ${settings.behaviorAlertSeverity}.`,
        nextSteps: ['Check the kennel card shows the handling notes.', 'Plan a behaviour evaluation if none is recorded this week.'],
      });
    }
    const stay = `${a.intakeDate ?? 'stay'}`;
    if (a.daysInCare !== null && a.daysInCare > settings.longStayDays) {
      out.push({
        ...base(a),
        rule: 'long_stay',
        fingerprint: stay,
        severity: a.daysInCare > 2 * settings.longStayDays ? 'L3' : 'L2',
        tags: [],
        snippet: `In care ${a.daysInCare} days (over ${settings.longStayDays})`,
        body: `${who(a)} in ${where(a)} has been in care ${a.daysInCare} days${asOf}, over the long-stay threshold of ${settings.longStayDays} days.`,
        nextSteps: ['Review the adoption plan: photos, description and level.', 'Consider a foster placement or a transfer.'],
      });
    }
    if (a.statusCode === 'STRAY_WAIT' && a.daysInCare !== null && a.daysInCare > settings.strayHoldDays) {
      out.push({
        ...base(a),
        rule: 'stray_hold',
        fingerprint: stay,
        severity: 'L2',
        tags: [],
        snippet: `Stray hold for ${a.daysInCare} days (over ${settings.strayHoldDays})`,
        body: `${who(a)} in ${where(a)} has been on stray hold ${a.daysInCare} days${asOf}, longer than the ${settings.strayHoldDays}-day hold.`,
        nextSteps: ['Check whether the hold has ended and the status can change.', 'Look for an owner match once more before release to adoption.'],
      });
    }
  }
  const byId = new Map(animals.map((a) => [a.animalId, a]));
  for (const m of moves) {
    const a = byId.get(m.animalId);
    if (!a) continue;
    out.push({
      ...base(a),
      rule: 'zone_move',
      fingerprint: `${m.fromZone ?? ''}>${m.toZone ?? ''}@${runDate ?? ''}`,
      severity: 'L1',
      tags: [],
      snippet: `Moved from zone ${m.fromZone ?? '?'} to zone ${m.toZone ?? '?'}`,
      body: `${who(a)} moved from zone ${m.fromZone ?? '?'} to zone ${m.toZone ?? '?'} (${where(a)})${asOf}.`,
      nextSteps: ['Make sure the kennel card and any handling notes moved with the animal.'],
    });
  }
  return out;
}
