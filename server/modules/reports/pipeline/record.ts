import { z } from 'zod';

/** Site names as printed and the product's `location` for each. */
export const SITE_LOCATIONS: Record<string, string> = {
  salem: 'SALEM',
  boston: 'BOSTON',
  methuen: 'METHUEN',
  'cape cod': 'CENTERVILLE',
  centerville: 'CENTERVILLE',
  foster: 'FOSTER',
};

export function locationOf(site: string): string {
  return SITE_LOCATIONS[site.trim().toLowerCase()] ?? site.trim().toUpperCase();
}

/** An Animal ID by shape: a letter, then digits (any length a shelter system prints). */
export const ANIMAL_ID_SHAPE = /^[A-Z]\d{1,15}$/;
/** The layout note's own case: `A` and exactly 8 digits. */
export const ANIMAL_ID_EXPECTED = /^A\d{8}$/;

const text = (max: number) => z.string().trim().min(1).max(max);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/**
 * One animal row with the layout page's mapping, as both parsers produce it and as it is committed. Every
 * AI line is checked against this (format ndjson-strict-v1); blank cells are null, never "".
 */
export const animalRecordSchema = z
  .object({
    // IDs are matched by shape (a letter, then digits): 8 digits is the layout note's case; other lengths are
    // kept, with a warning on the report (tally.ts), rather than dropped without a name.
    animal_id: z.string().regex(ANIMAL_ID_SHAPE, 'animal_id must be A followed by digits'),
    name: nullable(text(80)),
    species: nullable(z.string().regex(/^[A-Z][A-Z ]{1,30}$/, 'species must be upper-case')),
    breed: nullable(text(120)),
    sex: nullable(z.string().regex(/^(Male|Female|Unknown)(\/(Neutered|Spayed))?$/, 'sex must be Male, Female or Unknown, optionally /Neutered or /Spayed')),
    // "As shown" (all-pets-report.md): exports spell ages many ways (`2Y 4M`, `10 yrs 3 mos`, `<1 mo`).
    age: nullable(text(24)),
    weight: nullable(z.number().positive().max(1000)),
    kennel: nullable(text(20)),
    site: text(40),
    zone_code: z.string().regex(/^[A-Z0-9]{1,4}$/, 'zone_code must be a short upper-case code'),
    zone_location: text(80),
    status_code: nullable(z.string().regex(/^[A-Z_]{2,20}$/, 'status_code must be an upper-case code')),
    sub_status_code: nullable(z.string().regex(/^[A-Z_]{2,20}$/, 'sub_status_code must be an upper-case code')),
    adoption_level: nullable(z.enum(['L1', 'L2', 'L3', 'L4'])),
    behavior_severity_code: nullable(z.enum(['1A', '1B', '2A', '2B', '3A', '3B'])),
    intake_date: nullable(z.iso.date()),
    days_in_care: nullable(z.number().int().min(0).max(100_000)),
    page: z.number().int().min(1),
  })
  .strict();

export type AnimalRecord = z.infer<typeof animalRecordSchema>;

/** The fields compared between the two parsers and against a ground truth. */
export const RECORD_FIELDS = Object.keys(animalRecordSchema.shape) as (keyof AnimalRecord)[];
