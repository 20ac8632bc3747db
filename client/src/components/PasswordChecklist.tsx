import { HStack, List, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX } from 'lucide-react';
import { passwordChecks } from '../lib/password';

/** Live checklist under a new-password field; `confirm` adds the Passwords match indicator. */
export function PasswordChecklist({ value, confirm }: { value: string; confirm?: string }) {
  const checks = passwordChecks(value);
  const showMatch = confirm !== undefined && confirm.length > 0;
  const matches = value === confirm;
  return (
    <List.Root gap="1" variant="plain" fontSize="sm" aria-live="polite">
      {checks.map((c) => (
        <List.Item key={c.label}>
          <HStack gap="2" color={c.ok ? 'green.fg' : 'fg.muted'}>
            {c.ok ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
            <Text>
              {c.label}
              <Text as="span" srOnly>
                {c.ok ? ' (met)' : ' (not met)'}
              </Text>
            </Text>
          </HStack>
        </List.Item>
      ))}
      {showMatch && (
        <List.Item>
          <HStack gap="2" color={matches ? 'green.fg' : 'red.fg'}>
            {matches ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
            <Text>{matches ? 'Passwords match' : "Passwords don't match"}</Text>
          </HStack>
        </List.Item>
      )}
    </List.Root>
  );
}
