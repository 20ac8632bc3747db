import { Box, HStack, List, Text } from '@chakra-ui/react';
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
// Said to screen readers after each line: the icon and the colour are not the only signal. The pending line says
// it in words anyone can see.
const SAID: Record<State, string> = { met: ' (met)', unmet: ' (not met)', refused: ' (not met)', pending: '' };

/** One line; `hint` follows the label in small muted text, on a line of its own when `hintBelow`. */
function Line({ state, children, hint, hintBelow }: { state: State; children: ReactNode; hint?: string; hintBelow?: boolean }) {
  return (
    <List.Item>
      <HStack gap="2" align="flex-start" color={COLORS[state]}>
        {/* The icon keeps its size when the text wraps on a phone. */}
        <Box as="span" display="inline-flex" flexShrink={0} mt="0.5">
          {ICONS[state]}
        </Box>
        <Text>
          {children}
          {hint && (
            <Text as="span" display={hintBelow ? 'block' : 'inline'} color="fg.muted" textStyle="xs">
              {hintBelow ? hint : ` ${hint}`}
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
        <Line key={check.id} state={check.ok ? 'met' : 'unmet'} hint={check.id === 'special' ? SPECIAL_LIST : undefined} hintBelow>
          {check.label}
        </Line>
      ))}
      <Line state={refusal === TOO_COMMON ? 'refused' : 'pending'} hint={refusal === TOO_COMMON ? undefined : '(checked when you submit)'}>
        Not a common password
      </Line>
      {other && <Line state="refused">{other}</Line>}
      {confirm !== undefined && confirm.length > 0 && (
        <Line state={value === confirm ? 'met' : 'refused'}>{value === confirm ? 'Passwords match' : "Passwords don't match"}</Line>
      )}
    </List.Root>
  );
}
