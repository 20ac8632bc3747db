import { Badge, Text, Wrap } from '@chakra-ui/react';

const LEVEL_LABELS: Record<string, string> = { read: 'Read', write: 'Write', admin: 'Admin' };

/** One badge per chatbot the invitation grants, with its access level (access-and-identity §6). */
export function ChatbotAccess({
  permissions,
  details,
}: {
  permissions: Record<string, string>;
  details: Record<string, { name: string; accessLevel: string }>;
}) {
  const ids = [...new Set([...Object.keys(permissions), ...Object.keys(details)])];
  if (ids.length === 0) return <Text color="fg.muted">No chatbot access</Text>;
  return (
    <Wrap as="ul" gap="1.5" listStyleType="none" aria-label="Chatbot access">
      {ids.map((id) => {
        const level = details[id]?.accessLevel ?? permissions[id] ?? '';
        return (
          <Badge as="li" key={id} colorPalette="brand" variant="subtle" size="md" gap="1">
            {details[id]?.name ?? id}
            <Text as="span" color="fg.muted" fontWeight="normal">
              · {LEVEL_LABELS[level] ?? level}
            </Text>
          </Badge>
        );
      })}
    </Wrap>
  );
}
