/** The staff-note alert form (operations §3, §9): what it offers and what it checks before sending. */

export const ALERT_SEVERITIES = ['L1', 'L2', 'L3', 'L4'] as const;
/** operations §9: the six alert tags. */
export const ALERT_TAGS = ['Aggression', 'Fear', 'Resource Guarding', 'Handling', 'Bite History', 'Medical'] as const;

export const NOTE_MIN = 3;
export const NOTE_MAX = 2000;

/** Why a typed note cannot be sent (3 to 2000 characters once trimmed, as the server checks it), or null. */
export function noteProblem(note: string): string | null {
  const length = note.trim().length;
  if (length < NOTE_MIN) return `Write at least ${NOTE_MIN} characters`;
  if (length > NOTE_MAX) return `At most ${NOTE_MAX.toLocaleString('en-US')} characters (${length.toLocaleString('en-US')} now)`;
  return null;
}
