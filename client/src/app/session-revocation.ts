import { ServerError } from '@apollo/client/errors';
import { endSession, getSessionUser, isSignedOut, recheckSession } from './session';

/**
 * An answer that says the session is gone (an administrator disabled the account or reset its TOTP, a password
 * change elsewhere, expiry): a GraphQL UNAUTHENTICATED error or an HTTP 401. Ends the client session, so the
 * SessionGate sends the user to /login. Ignored while signed out (a public page's own failures).
 */
export function noticeSignedOut(error: unknown): void {
  if (!getSessionUser()) return;
  if (isSignedOut(error) || (ServerError.is(error) && error.statusCode === 401)) void endSession(error);
}

/** Focus and visibility often fire together: one re-check for both. */
const RETURN_RECHECK_GAP_MS = 1000;

/**
 * A tab left open while the session was revoked finds out as soon as the user comes back to it (focus or
 * visible again), not only at the next navigation (app/guards.tsx) or request. Installed once, with Apollo: signed-in
 * pages load it; the landing page and /auth need none of this. Returns the uninstaller (tests).
 */
export function watchSessionOnReturn(): () => void {
  let last = 0;
  const onReturn = () => {
    if (!getSessionUser() || document.visibilityState !== 'visible' || Date.now() - last < RETURN_RECHECK_GAP_MS) return;
    last = Date.now();
    void recheckSession().then((error) => noticeSignedOut(error));
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}
