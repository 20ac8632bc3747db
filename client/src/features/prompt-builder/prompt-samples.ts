import type { PromptType } from './prompt-builder-logic';

export interface SavedPromptSample {
  id: string;
  name: string;
  type: PromptType;
  description: string;
  variables: string[];
}

/** Static examples of saved prompts (operations §2): nothing is stored or loaded in v1.9.3. */
export const SAVED_PROMPT_SAMPLES: SavedPromptSample[] = [
  {
    id: 'behavior-summary',
    name: 'Behavior committee summary',
    type: 'behavior_assessment',
    description: 'Summarises behavior notes and alerts for one animal ahead of committee review.',
    variables: ['animal_id', 'behavior_notes', 'severity'],
  },
  {
    id: 'adoption-match',
    name: 'Adoption match notes',
    type: 'adoption_recommendation',
    description: 'Suggests the kind of home an animal would thrive in, from its adoption level and history.',
    variables: ['animal_id', 'adoption_level', 'species'],
  },
  {
    id: 'intake-triage',
    name: 'Intake triage checklist',
    type: 'intake_processing',
    description: 'Lists the checks to book for a new arrival based on its intake record.',
    variables: ['animal_id', 'intake_date', 'zone'],
  },
];

export const USAGE_TIPS = [
  'Write the system prompt as instructions to the assistant: its role, the facts it gets, and the answer you want.',
  'Declare every placeholder you use, then write it as {{variable}} in the prompt, e.g. {{animal_id}}.',
  'Keep variable names short and lowercase with underscores; they are case-sensitive.',
  'Ask for a fixed answer shape (headings or a short list) so results are easy to compare.',
];
