import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { waitAtMost } from '../../app/first-load';

const INVITATION_ONLY = 'Access is by invitation only. Contact an administrator for an invitation.';

/**
 * Whether the install still needs its first administrator: the REST twin of `setupRequired`
 * (GET /api/auth/setup): a GraphQL document would add to the /auth budget (issue #6) for one boolean.
 * Any failure reads as "no": the invitation sentence stays.
 */
async function askSetupRequired(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/setup', { credentials: 'include' });
    const body = res.ok ? ((await res.json()) as { setupRequired?: boolean }) : null;
    return body?.setupRequired === true;
  } catch {
    return false;
  }
}

/** The answer prepareAuthPage asked on the app's first load, for the hint's first mount. */
let preloaded: boolean | undefined;

/**
 * For AuthPage's prepareAuthPage: on the app's first load (app/first-load.ts), ask before the first draw. Drawn after
 * it, the longer setup sentence grew the vertically centred card and moved it (issue 19).
 */
export async function preloadSetupHint(): Promise<void> {
  await waitAtMost(askSetupRequired().then((answer) => void (preloaded = answer)));
}

/**
 * Under the sign-in card: how to get an account. On an install with no user yet there is nobody to invite
 * anyone, so it says how to begin instead (issue 16). Every mount has a fresh answer: prepareAuthPage's, else its own.
 */
export function SetupHint() {
  const [setupRequired, setSetupRequired] = useState(() => preloaded ?? false);
  const [answered] = useState(() => preloaded !== undefined);
  useEffect(() => {
    preloaded = undefined;
    if (answered) return;
    let mounted = true;
    void askSetupRequired().then((answer) => mounted && setSetupRequired(answer));
    return () => {
      mounted = false;
    };
  }, [answered]);
  return (
    <Text textAlign="center" textStyle="sm" color="fg.muted" role={setupRequired ? 'status' : undefined}>
      {setupRequired
        ? 'This install has no administrator yet. To begin, open the one-time setup link the server printed in its console when it started (npm start), and create the first administrator.'
        : INVITATION_ONLY}
    </Text>
  );
}
