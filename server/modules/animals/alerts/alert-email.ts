import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The inbound email webhook's pure parts (issue 18): the signature scheme, the payload's shape, and reading a
 * message for animal ids and tags.
 *
 * Signature: the sender puts the Unix time in seconds in `X-Beti-Timestamp` and
 * `sha256=<hex HMAC-SHA256(ALERTS_WEBHOOK_SECRET, "<timestamp>.<raw body>")>` in `X-Beti-Signature` (the scheme of
 * Stripe and Slack). A timestamp more than five minutes from the server's clock is refused, so a captured request
 * cannot be sent again later; inside the window the same signature is refused a second time (alert_inbound_messages).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const TIMESTAMP_HEADER = 'x-beti-timestamp';
export const SIGNATURE_HEADER = 'x-beti-signature';

export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Checks a request's timestamp and signature; the reason says which part failed, never the expected value. */
export function verify(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, nowMs = Date.now()): Verdict {
  if (!timestamp || !signature) return { ok: false, reason: `Missing signature: send ${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER}` };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: `${TIMESTAMP_HEADER} must be Unix time in seconds` };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: `Stale timestamp: signatures are valid for ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes (replay refused)` };
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signature.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'Wrong signature' };
  return { ok: true };
}

/** What a sender posts (JSON): the message's subject and text; `from` and `messageId` are kept for the record. */
export interface InboundEmail {
  subject: string;
  text: string;
  from: string | null;
  messageId: string | null;
}

const MAX_TEXT = 100_000;

/** The payload as an email, or the reason it is not one (stored with the failed message). */
export function readPayload(raw: string): InboundEmail | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: 'Malformed payload: the body is not JSON' };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return { error: 'Malformed payload: expected a JSON object with subject and text' };
  const o = json as Record<string, unknown>;
  const text = typeof o.text === 'string' ? o.text : typeof o.body === 'string' ? o.body : undefined;
  if (typeof o.subject !== 'string') return { error: 'Malformed payload: subject must be a string' };
  if (text === undefined) return { error: 'Malformed payload: text must be a string' };
  if (text.length > MAX_TEXT) return { error: `Malformed payload: text is longer than ${MAX_TEXT} characters` };
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 300) : null);
  return { subject: o.subject.slice(0, 500), text, from: str(o.from), messageId: str(o.messageId) };
}

/** The ids of the current population named in the text, in the order they first appear (word boundaries, any case). */
export function findAnimalIds(text: string, population: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const byUpper = new Map([...population].map((id) => [id.toUpperCase(), id]));
  for (const token of text.toUpperCase().match(/[A-Z0-9][A-Z0-9-]{2,39}/g) ?? []) {
    const id = byUpper.get(token);
    if (id && !found.includes(id)) found.push(id);
  }
  return found;
}

/** Keywords of each tag (operations §9), matched as words or word starts, case-insensitive. */
const TAG_WORDS: [tag: string, pattern: RegExp][] = [
  ['Bite History', /\b(bit|bite[sd]?|biting|bitten|nipp?(ed|ing)?|puncture)\b/i],
  ['Aggression', /\b(aggress\w*|growl\w*|snarl\w*|lung\w*|snap(s|ped|ping)?|attack\w*|charg(e|ed|ing) (at|the))\b/i],
  ['Resource Guarding', /\b(resource[- ]guard\w*|guard(s|ed|ing)? (his|her|its|the|food|bowl|toy)\w*|food bowl|stiffen\w* over)\b/i],
  ['Fear', /\b(fear\w*|scared|afraid|anxious|anxiety|cower\w*|trembl\w*|shaking|hid(e|es|ing)|shut ?down|flight risk)\b/i],
  ['Handling', /\b(handl\w*|restrain\w*|muzzl\w*|leash\w*|harness\w*|nail trim|exam(s|ination)?|collar grab)\b/i],
  ['Medical', /\b(medical|vet|veterinar\w*|vomit\w*|diarrh\w*|limp\w*|injur\w*|wound\w*|medicat\w*|meds|sick|fever|seizure\w*|bleed\w*)\b/i],
];

export function tagsOf(text: string): string[] {
  return TAG_WORDS.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
}

/** Severity from the tags: a bite is L4, aggression or guarding L3, fear, handling or medical L2, else L1. */
export function severityOf(tags: readonly string[]): string {
  if (tags.includes('Bite History')) return 'L4';
  if (tags.includes('Aggression') || tags.includes('Resource Guarding')) return 'L3';
  if (tags.length > 0) return 'L2';
  return 'L1';
}

const NEXT_STEPS: Record<string, string> = {
  'Bite History': 'Record the bite and start the bite protocol (quarantine check, incident report).',
  Aggression: 'Add a caution card to the kennel and pair handling with a behaviour-trained staff member.',
  'Resource Guarding': 'Feed separately and remove high-value items until a behaviour evaluation.',
  Fear: 'Move to a quieter kennel if possible and limit handling to familiar staff.',
  Handling: 'Note the handling limits on the kennel card before the next exam or walk.',
  Medical: 'Ask the medical team to check the animal today.',
};

export function nextStepsFor(tags: readonly string[]): string[] {
  const steps = tags.map((t) => NEXT_STEPS[t]).filter((s): s is string => !!s);
  return steps.length ? steps : ['Read the message and decide whether the animal needs a behaviour evaluation.'];
}

/** The first sentence of the text that names the animal (or its start), for the list's Alert Details column. */
export function snippetFor(text: string, animalId: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toUpperCase().indexOf(animalId.toUpperCase());
  const sentences = flat.split(/(?<=[.!?])\s+/);
  let start = 0;
  let chosen = sentences[0] ?? flat;
  for (const s of sentences) {
    if (at >= start && at < start + s.length + 1) {
      chosen = s;
      break;
    }
    start += s.length + 1;
  }
  return chosen.length > max ? `${chosen.slice(0, max - 1).trimEnd()}…` : chosen;
}
