import { Button, Stack } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CircleX, RefreshCw } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { describeError } from '../../components/error-info';
import { CardIcon, CenteredCard } from '../../components/CenteredCard';

/** Codes by which the server judged the invitation itself; any other failure (network, server) may pass on retry. */
const VERDICTS = new Set(['NOT_FOUND', 'BAD_REQUEST', 'VALIDATION_FAILED', 'BAD_USER_INPUT', 'CONFLICT']);

/** A retry action for the card, unless the server said the invitation is invalid. */
export function retryUnlessInvalid(error: unknown, refetch: () => Promise<unknown>): (() => void) | undefined {
  if (VERDICTS.has(describeError(error).code)) return undefined;
  return () => void refetch().catch(() => undefined);
}

export const INVALID_INVITATION_TEXT = 'This invitation is invalid, expired, or has already been used.';

/**
 * The server's own words when it says why a real invitation stopped working (`cancelled`: its inviter can no
 * longer send it, issue 38); otherwise undefined, and the card keeps its generic text.
 */
export function invalidInvitationMessage(error: unknown): string | undefined {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return first?.extensions?.cancelled === true ? first.message : undefined;
}

/** The Invalid Invitation card of both acceptance screens; `onRetry` when the lookup failed for another reason. */
export function InvalidInvitationCard({ message = INVALID_INVITATION_TEXT, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <CenteredCard icon={<CardIcon palette="red"><CircleX /></CardIcon>} title="Invalid Invitation" description={message}>
      <Stack gap="2">
        <Button asChild colorPalette="brand" size="lg" w="full">
          <RouterLink to="/auth">Go to Sign In</RouterLink>
        </Button>
        {onRetry && (
          <Button variant="ghost" w="full" onClick={onRetry}>
            <RefreshCw /> Try again
          </Button>
        )}
      </Stack>
    </CenteredCard>
  );
}
