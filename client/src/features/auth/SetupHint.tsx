import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const INVITATION_ONLY = 'Access is by invitation only. Contact an administrator for an invitation.';

/**
 * Under the sign-in card: how to get an account. On an install with no user yet there is nobody to invite
 * anyone, so it says how to begin instead (issue 16). It asks the REST twin of `setupRequired`
 * (GET /api/auth/setup): a GraphQL document would add to the /auth budget (issue #6) for one boolean.
 */
export function SetupHint() {
  const [setupRequired, setSetupRequired] = useState(false);
  useEffect(() => {
    fetch('/api/auth/setup', { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ setupRequired?: boolean }>) : null))
      .then((body) => setSetupRequired(body?.setupRequired === true))
      .catch(() => undefined); // the invitation sentence stays
  }, []);
  return (
    <Text textAlign="center" textStyle="sm" color="fg.muted" role={setupRequired ? 'status' : undefined}>
      {setupRequired
        ? 'This install has no administrator yet. To begin, open the one-time setup link the server printed in its console when it started (npm start), and create the first administrator.'
        : INVITATION_ONLY}
    </Text>
  );
}
