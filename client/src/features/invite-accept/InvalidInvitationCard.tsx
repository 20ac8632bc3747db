import { Button, Stack } from '@chakra-ui/react';
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
