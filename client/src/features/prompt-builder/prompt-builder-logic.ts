/** Prompt types of operations §2 "Prompt Builder", with their display labels. */
export const PROMPT_TYPES = [
  { value: 'animal_evaluation', label: 'Animal evaluation' },
  { value: 'behavior_assessment', label: 'Behavior assessment' },
  { value: 'adoption_recommendation', label: 'Adoption recommendation' },
  { value: 'medical_review', label: 'Medical review' },
  { value: 'intake_processing', label: 'Intake processing' },
] as const;

export type PromptType = (typeof PROMPT_TYPES)[number]['value'];

export function promptTypeLabel(type: PromptType): string {
  return PROMPT_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** Why `raw` would not be added, or null when it would (operations §5: trimmed, non-empty, unique). */
export function variableProblem(list: readonly string[], raw: string): 'blank' | 'duplicate' | null {
  const name = raw.trim();
  if (name === '') return 'blank';
  if (list.includes(name)) return 'duplicate';
  return null;
}

/**
 * The variable list after adding `raw`: trimmed and appended, or the same list when it is blank or already
 * there. Names are compared exactly: template variables are case-sensitive.
 */
export function addVariable(list: readonly string[], raw: string): string[] {
  return variableProblem(list, raw) ? [...list] : [...list, raw.trim()];
}

export function removeVariable(list: readonly string[], name: string): string[] {
  return list.filter((v) => v !== name);
}
