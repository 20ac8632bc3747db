/**
 * Static dictionary entries of operations §3. Read-only in v1.9.3: there is no dictionary API, so the lists
 * live here. The animal status enumeration (AVAILABLE, FOSTER, HOLD, …) is a different set and is not shown.
 */

export interface DictionaryEntry {
  code: string;
  label: string;
  isActive: boolean;
  /** Status codes only: KENNEL or KENNEL_SUB. */
  category?: string;
}

export const STATUS_CODES: DictionaryEntry[] = [
  { category: 'KENNEL', code: 'AVAILABLE', label: 'Available', isActive: true },
  { category: 'KENNEL', code: 'UNAVAIL', label: 'Unavailable', isActive: true },
  { category: 'KENNEL', code: 'STRAY_WAIT', label: 'Stray Hold', isActive: true },
  { category: 'KENNEL', code: 'EVALUATION', label: 'Evaluation', isActive: true },
  { category: 'KENNEL_SUB', code: 'MEDICAL', label: 'Medical Hold', isActive: true },
  { category: 'KENNEL_SUB', code: 'BEHAVIOR', label: 'Behavior Hold', isActive: true },
  { category: 'KENNEL_SUB', code: 'BEH_MED', label: 'Behavior + Medical', isActive: true },
  { category: 'KENNEL_SUB', code: 'PENDADOPT', label: 'Pending Adoption', isActive: true },
];

export const BEHAVIOR_SEVERITIES: DictionaryEntry[] = ['1A', '1B', '2A', '2B', '3A', '3B'].map((code) => ({ code, label: `Level ${code}`, isActive: true }));

export const ADOPTION_LEVELS: DictionaryEntry[] = [1, 2, 3, 4].map((n) => ({ code: `L${n}`, label: `Level ${n}`, isActive: true }));

export interface Dictionary {
  id: string;
  title: string;
  description: string;
  entries: DictionaryEntry[];
  /** Show the Category column. */
  categorized: boolean;
}

export const DICTIONARIES: Dictionary[] = [
  { id: 'status-codes', title: 'Status Codes', description: 'Kennel statuses and sub-statuses used in shelter reports.', entries: STATUS_CODES, categorized: true },
  { id: 'behavior-severities', title: 'Behavior Severities', description: 'Behavior severity codes from evaluations.', entries: BEHAVIOR_SEVERITIES, categorized: false },
  { id: 'adoption-levels', title: 'Adoption Levels', description: 'Adoption readiness, from Level 1 (ready) to Level 4.', entries: ADOPTION_LEVELS, categorized: false },
];
