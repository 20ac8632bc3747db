/** The chatbots an invitation can grant access to; names shown on the acceptance screen. */
export const CHATBOTS: Readonly<Record<string, string>> = {
  beti: 'BETI Assistant',
  insights: 'Insights Assistant',
  'meeting-prep': 'Meeting Prep Assistant',
};

export const CHATBOT_ACCESS_LEVELS = ['read', 'write', 'admin'] as const;

export type ChatbotDetails = Record<string, { name: string; accessLevel: string }>;

/** Names each granted chatbot; an id no longer in the catalogue shows under its own id. */
export function chatbotDetails(permissions: Record<string, string>): ChatbotDetails {
  return Object.fromEntries(
    Object.entries(permissions).map(([id, accessLevel]) => [id, { name: CHATBOTS[id] ?? id, accessLevel }]),
  );
}
