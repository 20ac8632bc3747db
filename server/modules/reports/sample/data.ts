import { hashSeed, Prng } from './prng.js';

/** Realistic vocabularies and the per-zone animal streams of a sample All Pets report. */

export type SpeciesName = 'Dog' | 'Cat' | 'Rabbit' | 'Guinea Pig' | 'Bird';
type ZoneKind = 'dog' | 'cat' | 'small' | 'medical' | 'stray' | 'foster';

export interface ZoneDef {
  code: string;
  location: string;
  kind: ZoneKind;
  /** Share of the site's animals. */
  weight: number;
}

export interface SiteDef {
  /** As printed after `Site: `. */
  name: string;
  /** Upper-cased location code of the product. */
  location: string;
  /** Share of the report's animals. */
  weight: number;
  zones: ZoneDef[];
}

/** Sites in report order (the systems sort by site name). */
export const SITES: SiteDef[] = [
  {
    name: 'Boston',
    location: 'BOSTON',
    weight: 18,
    zones: [
      { code: 'DA', location: 'Dog Adoptions', kind: 'dog', weight: 4 },
      { code: 'CA', location: 'Cat Adoptions', kind: 'cat', weight: 4 },
      { code: 'SH', location: 'Stray Hold', kind: 'stray', weight: 2 },
      { code: 'MED', location: 'Medical Ward', kind: 'medical', weight: 1 },
    ],
  },
  {
    name: 'Cape Cod',
    location: 'CENTERVILLE',
    weight: 10,
    zones: [
      { code: 'K', location: 'Kennel Building', kind: 'dog', weight: 3 },
      { code: 'C', location: 'Cattery', kind: 'cat', weight: 3 },
      { code: 'GA', location: 'Get-Acquainted Rooms', kind: 'small', weight: 1 },
    ],
  },
  {
    name: 'Foster',
    location: 'FOSTER',
    weight: 9,
    zones: [
      { code: 'FC', location: 'Foster Care Homes', kind: 'foster', weight: 3 },
      { code: 'FM', location: 'Medical Foster', kind: 'medical', weight: 1 },
    ],
  },
  {
    name: 'Methuen',
    location: 'METHUEN',
    weight: 13,
    zones: [
      { code: 'A', location: 'Dog Kennels', kind: 'dog', weight: 3 },
      { code: 'B', location: 'Cat Room', kind: 'cat', weight: 3 },
      { code: 'C', location: 'Small Animal Room', kind: 'small', weight: 1 },
    ],
  },
  {
    name: 'Salem',
    location: 'SALEM',
    weight: 50,
    zones: [
      { code: 'A', location: 'Dog Adoption Row', kind: 'dog', weight: 5 },
      { code: 'B', location: 'Cat Adoption Room', kind: 'cat', weight: 5 },
      { code: 'C', location: 'Small Animal Room', kind: 'small', weight: 2 },
      { code: 'D', location: 'Medical Isolation Ward', kind: 'medical', weight: 2 },
      { code: 'E', location: 'Stray Holding Kennels', kind: 'stray', weight: 3 },
    ],
  },
];

const NAMES = [
  'Biscuit', 'Luna', 'Bella', 'Max', 'Charlie', 'Daisy', 'Milo', 'Lucy', 'Cooper', 'Bailey', 'Sadie', 'Rocky',
  'Molly', 'Tucker', 'Penny', 'Bear', 'Rosie', 'Duke', 'Ginger', 'Zeus', 'Pepper', 'Oliver', 'Leo', 'Nala',
  'Simba', 'Cleo', 'Jasper', 'Willow', 'Oreo', 'Smokey', 'Shadow', 'Tigger', 'Mittens', 'Whiskers', 'Pumpkin',
  'Hazel', 'Maple', 'Olive', 'Winston', 'Gus', 'Murphy', 'Roxy', 'Coco', 'Bandit', 'Diesel', 'Lola', 'Ziggy',
  'Marshmallow', 'Thumper', 'Clover', 'Peanut', 'Nibbles', 'Butterscotch', 'Kiwi', 'Sunny', 'Mango', 'Pickles',
  'Sir Pounce', 'Mr. Whiskers', 'Princess', 'Bruno', 'Apollo', 'Athena', 'Juniper', 'Remy', 'Toby', 'Louie',
  'Sophie', 'Stella', 'Buster', 'Harley', 'Koda', 'Ruby', 'Frankie', 'Boo', 'Fig', 'Mochi', 'Tofu', 'Noodle',
  'Captain', 'Scout', 'Ranger', 'Copper', 'Honey', 'Cinnamon', 'Dottie', 'Waffles', 'Otis', 'Chester', 'Felix',
  'Salem', 'Misty', 'Patches', 'Socks', 'Tux', 'Ash', 'Blue', 'Kit Kat', 'Bubba', 'Lady', 'Jax', 'Onyx',
];

const DOG_BREEDS: readonly (readonly [string, number])[] = [
  ['Pit Bull Terrier/Mix', 14], ['Labrador Retriever/Mix', 10], ['Labrador Retriever', 4],
  ['American Staffordshire Terrier/Mix', 6], ['German Shepherd/Mix', 6], ['Chihuahua, Short Coat/Mix', 6],
  ['Beagle', 3], ['Boxer/Mix', 3], ['Siberian Husky', 3], ['Hound/Mix', 3], ['Terrier/Mix', 4],
  ['German Shorthaired Pointer/Labrador Retriever', 2], ['Australian Cattle Dog/Border Collie', 2],
  ['Staffordshire Bull Terrier', 2], ['Cane Corso', 1], ['Shih Tzu/Mix', 2], ['Dachshund, Miniature Smooth Haired', 1],
  ['Rottweiler/Mix', 2], ['Plott Hound', 1], ['Catahoula Leopard Dog/Mix', 1], ['Anatolian Shepherd', 1],
  ['Great Pyrenees/Mix', 1], ['Jack Russell Terrier', 1], ['Mixed Breed, Medium (up to 44 lbs fully grown)', 1],
];
const CAT_BREEDS: readonly (readonly [string, number])[] = [
  ['Domestic Shorthair', 40], ['Domestic Shorthair/Mix', 10], ['Domestic Medium Hair', 12], ['Domestic Longhair', 6],
  ['Siamese/Mix', 3], ['Maine Coon/Domestic Longhair', 2], ['American Shorthair', 2], ['Russian Blue/Mix', 1],
  ['Domestic Shorthair/Domestic Medium Hair', 2], ['Tabby', 1],
];
const SMALL: readonly (readonly [SpeciesName, readonly (readonly [string, number])[], number])[] = [
  ['Rabbit', [['American', 3], ['Lionhead/Mix', 2], ['Netherland Dwarf/Mix', 2], ['Mini Rex', 1], ['Holland Lop', 2], ['New Zealand White', 1]], 5],
  ['Guinea Pig', [['American', 3], ['Abyssinian', 2], ['Peruvian', 1], ['Skinny Pig', 1]], 3],
  ['Bird', [['Parakeet', 3], ['Cockatiel', 2], ['Lovebird, Peach-faced', 1], ['Conure, Green-cheeked', 1], ['Dove', 1]], 2],
];

const USERS = ['jmorales', 'kpatel', 'sobrien', 'dnguyen', 'mcallahan', 'rfitzgerald', 'aw.kennel', 'lchen'];

export interface AnimalRecord {
  animal_id: string;
  name: string | null;
  species: SpeciesName | null;
  breed: string | null;
  sex: string | null;
  age: string | null;
  weight: number | null;
  kennel: string | null;
  status_code: string | null;
  sub_status_code: string | null;
  adoption_level: string | null;
  behavior_severity_code: string | null;
  /** Days before the run date; null when the intake date cell is blank. */
  intakeDaysAgo: number | null;
  days_in_care: number | null;
}

/** A report's run date: a morning in 2025–2026. */
export interface RunDate {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Run Date as the report prints it, e.g. `11/24/2026 7:05 AM`. */
export function runDateText(r: RunDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const h12 = r.hour % 12 === 0 ? 12 : r.hour % 12;
  return `${two(r.month)}/${two(r.day)}/${r.year} ${h12}:${two(r.minute)} ${r.hour < 12 ? 'AM' : 'PM'}`;
}

/** A run date near `now` (the server's wall clock): this morning at 7:05, or yesterday's before then. */
export function recentRunDate(now = new Date()): RunDate {
  const day = new Date(now);
  if (now.getHours() * 60 + now.getMinutes() < 7 * 60 + 5) day.setDate(day.getDate() - 1);
  return { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate(), hour: 7, minute: 5 };
}

export function pickRunDate(seed: string): RunDate {
  const r = new Prng(hashSeed(seed, 'run-date'));
  const base = Date.UTC(2025, 0, 1);
  const d = new Date(base + r.int(0, 690) * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: r.int(6, 10), minute: r.int(0, 59) };
}

export function pickUser(seed: string): string {
  return new Prng(hashSeed(seed, 'user')).pick(USERS);
}

function speciesFor(kind: ZoneKind, r: Prng): SpeciesName {
  switch (kind) {
    case 'dog':
      return 'Dog';
    case 'cat':
      return 'Cat';
    case 'small':
      return r.weighted(SMALL.map(([s, , w]) => [s, w] as const));
    default:
      return r.weighted([['Dog', 5], ['Cat', 5], ['Rabbit', 1], ['Guinea Pig', kind === 'foster' ? 0.5 : 0.2], ['Bird', 0.2]] as const);
  }
}

function breedFor(species: SpeciesName, r: Prng): string {
  if (species === 'Dog') return r.weighted(DOG_BREEDS);
  if (species === 'Cat') return r.weighted(CAT_BREEDS);
  return r.weighted(SMALL.find(([s]) => s === species)![1]);
}

function ageFor(species: SpeciesName, r: Prng): string | null {
  if (r.chance(0.05)) return null;
  const maxYears = species === 'Dog' || species === 'Cat' ? 14 : species === 'Bird' ? 12 : 6;
  if (r.chance(0.07)) return `${r.int(2, 12)}W`;
  const months = r.chance(0.25) ? r.int(2, 11) : r.int(12, maxYears * 12 + 11);
  return `${Math.floor(months / 12)}Y ${months % 12}M`;
}

function dogWeightRange(breed: string): [number, number] {
  if (/Chihuahua|Shih Tzu|Dachshund|Jack Russell/.test(breed)) return [4, 18];
  if (/Beagle|Terrier\/Mix|Hound\/Mix|up to 44/.test(breed)) return [15, 42];
  if (/Cane Corso|Pyrenees|Anatolian|Rottweiler/.test(breed)) return [70, 125];
  return [38, 85];
}

function weightFor(species: SpeciesName, breed: string, age: string | null, r: Prng): number | null {
  if (r.chance(0.1)) return null;
  const young = age !== null && (age.endsWith('W') || age.startsWith('0Y'));
  const [lo, hi] =
    species === 'Dog' ? dogWeightRange(breed) : { Cat: [5, 17], Rabbit: [2, 10], 'Guinea Pig': [1.5, 3.2], Bird: [0.1, 1.2] }[species];
  const w = young ? lo * 0.3 + r.next() * (lo * 1.2) : lo + r.next() * (hi - lo);
  return Math.max(0.1, Math.round(w * 10) / 10);
}

function sexFor(r: Prng): string {
  const base = r.weighted([['Male', 47], ['Female', 47], ['Unknown', 6]] as const);
  if (base === 'Unknown') return r.chance(0.1) ? 'Unknown/Neutered' : 'Unknown';
  if (!r.chance(0.7)) return base;
  return base === 'Male' ? 'Male/Neutered' : 'Female/Spayed';
}

function statusFor(kind: ZoneKind, r: Prng): string {
  if (kind === 'stray') return r.weighted([['STRAY_WAIT', 8], ['EVALUATION', 2], ['UNAVAIL', 1]] as const);
  if (kind === 'medical') return r.weighted([['UNAVAIL', 7], ['EVALUATION', 1], ['AVAILABLE', 1]] as const);
  if (kind === 'foster') return r.weighted([['UNAVAIL', 5], ['AVAILABLE', 3], ['EVALUATION', 1]] as const);
  return r.weighted([['AVAILABLE', 10], ['UNAVAIL', 3], ['EVALUATION', 2], ['STRAY_WAIT', 1]] as const);
}

function subStatusFor(kind: ZoneKind, status: string | null, r: Prng): string | null {
  if (kind === 'medical') return r.weighted([['MEDICAL', 6], ['BEH_MED', 2], [null, 1]] as const);
  if (status === 'AVAILABLE') return r.chance(0.18) ? 'PENDADOPT' : null;
  if (!r.chance(0.45)) return null;
  return r.weighted([['MEDICAL', 4], ['BEHAVIOR', 3], ['BEH_MED', 2]] as const);
}

/** Lazily generated, reproducible animals of one zone; a zone of n animals prints the first n. */
export class ZoneStream {
  private readonly r: Prng;
  private readonly animals: AnimalRecord[] = [];
  private kennelNo = 0;

  constructor(
    seed: string,
    readonly site: SiteDef,
    readonly zone: ZoneDef,
  ) {
    this.r = new Prng(hashSeed(seed, 'zone', site.name, zone.code));
  }

  take(n: number): AnimalRecord[] {
    while (this.animals.length < n) this.animals.push(this.make());
    return this.animals.slice(0, n);
  }

  private make(): AnimalRecord {
    const r = this.r;
    const kind = this.zone.kind;
    const species = speciesFor(kind, r);
    const breed = breedFor(species, r);
    const age = ageFor(species, r);
    const status = statusFor(kind, r);
    const days =
      status === 'STRAY_WAIT' ? r.int(0, 6) : r.chance(0.8) ? r.int(1, 75) : r.chance(0.8) ? r.int(76, 240) : r.int(241, 620);
    this.kennelNo += r.chance(0.8) ? 1 : r.int(2, 4);
    const kennel = kind === 'foster' ? (r.chance(0.5) ? null : `${this.zone.code}-${this.kennelNo}`) : `${this.zone.code}-${this.kennelNo}`;
    const name = r.chance(0.06) ? null : `${r.chance(0.12) ? '*' : ''}${r.pick(NAMES)}`;
    const blank = <T>(v: T, p: number): T | null => (r.chance(p) ? null : v);
    const level = status === 'STRAY_WAIT' || r.chance(0.22) ? null : r.weighted([['L1', 4], ['L2', 4], ['L3', 2], ['L4', 1]] as const);
    const behavior = r.chance(0.4) ? null : r.weighted([['1A', 5], ['1B', 4], ['2A', 3], ['2B', 2], ['3A', 1], ['3B', 1]] as const);
    const intakeBlank = r.chance(0.01);
    const daysBlank = r.chance(0.01);
    return {
      animal_id: `A${r.int(40_000_000, 69_999_999)}`,
      name,
      species: blank(species, 0.01),
      breed: blank(breed, 0.015),
      sex: blank(sexFor(r), 0.01),
      age,
      weight: weightFor(species, breed, age, r),
      kennel: kennel === null ? null : blank(kennel, 0.01),
      status_code: blank(status, 0.01),
      sub_status_code: subStatusFor(kind, status, r),
      adoption_level: level,
      behavior_severity_code: behavior,
      intakeDaysAgo: intakeBlank ? null : days,
      days_in_care: daysBlank ? null : days,
    };
  }
}
