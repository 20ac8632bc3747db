import { HStack, List, Text } from '@chakra-ui/react';
import { Circle, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { passwordChecks, SPECIAL_LIST, TOO_COMMON } from '../lib/password';

type State = 'met' | 'unmet' | 'refused' | 'pending';

const ICONS: Record<State, ReactNode> = {
  met: <CircleCheck aria-hidden />,
  unmet: <CircleX aria-hidden />,
  refused: <CircleX aria-hidden />,
  pending: <Circle aria-hidden />,
};
const COLORS: Record<State, string> = { met: 'green.fg', unmet: 'fg.muted', refused: 'red.fg', pending: 'fg.muted' };
// Said to screen readers after each line: the icon and the colour are not the only signal.
const SAID: Record<State, string> = { met: ' (met)', unmet: ' (not met)', refused: ' (not met)', pending: ' (checked when you submit)' };

function Line({ state, children, hint }: { state: State; children: ReactNode; hint?: string }) {
  return (
    <List.Item>
      <HStack gap="2" align="flex-start" color={COLORS[state]}>
        {ICONS[state]}
        <Text>
          {children}
          {hint && (
            <Text as="span" color="fg.muted" textStyle="xs">
              {` ${hint}`}
            </Text>
          )}
          <Text as="span" srOnly>
            {SAID[state]}
          </Text>
        </Text>
      </HStack>
    </List.Item>
  );
}

export interface PasswordChecklistProps {
  value: string;
  /** Adds the Passwords match line once a confirmation is typed. */
  confirm?: string;
  /** The account's email where the screen knows it: adds the line about its parts. */
  email?: string;
  /** The server's refusal of this very value (e.g. too common), shown as a line of the list. */
  refusal?: string;
}

/**
 * The live checklist under every new-password field (issue 38): the lines of the rule the server applies
 * (shared/password-rule.ts), ticked as the user types, then the common-password check, which only the server can
 * make: "checked when you submit" until it refuses this value.
 */
export function PasswordChecklist({ value, confirm, email, refusal }: PasswordChecklistProps) {
  const checks = passwordChecks(value, email);
  const other = refusal && refusal !== TOO_COMMON && !checks.some((check) => !check.ok && check.problem === refusal) ? refusal : null;
  return (
    <List.Root gap="1" variant="plain" fontSize="sm" aria-label="Rules for the new password" aria-live="polite">
      {checks.map((check) => (
        <Line key={check.id} state={check.ok ? 'met' : 'unmet'} hint={check.id === 'special' ? SPECIAL_LIST : undefined}>
          {check.label}
        </Line>
      ))}
      <Line state={refusal === TOO_COMMON ? 'refused' : 'pending'}>Not a common password</Line>
      {other && <Line state="refused">{other}</Line>}
      {confirm !== undefined && confirm.length > 0 && (
        <Line state={value === confirm ? 'met' : 'refused'}>{value === confirm ? 'Passwords match' : "Passwords don't match"}</Line>
      )}
    </List.Root>
  );
}
