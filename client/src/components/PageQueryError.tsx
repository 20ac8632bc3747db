import { ErrorState } from './ErrorState';
import { describeError } from './error-info';

export interface PageQueryErrorProps {
  error: unknown;
  /** What the page shows, for the titles: "user management", "invitations". */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A page's failed load. A FORBIDDEN answer (a role the server does not allow) says so plainly and offers no
 * retry, since trying again cannot help; anything else can be retried.
 */
export function PageQueryError({ error, what, onRetry, retrying }: PageQueryErrorProps) {
  if (describeError(error).code === 'FORBIDDEN') {
    return <ErrorState error={error} title={`Your role does not have access to ${what}`} />;
  }
  return <ErrorState error={error} title={`Could not load ${what}`} onRetry={onRetry} retrying={retrying} />;
}
