import { useMutation } from '@apollo/client/react';
import { toaster } from '../../components/ui/toaster';
import type { UpdateAlertsInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ACTION_OF, alertCount, STATUS_DONE, STATUS_VERB, type AlertAction, type BehaviourAlert } from './alerts-logic';
import { UpdateAlertsMutation } from './alerts.queries';

/**
 * The Inbox's actions, all through `updateAlerts`: a status for one alert or many, and an assignment. Each says
 * how it went in a toast; the answer updates the alerts in the cache, then `refresh` (a refetch) moves them
 * between the tables and updates the counts. Resolves to whether the server took the change.
 */
export function useAlertActions(refresh: () => void) {
  const [update, { loading }] = useMutation(UpdateAlertsMutation);

  const run = async (input: UpdateAlertsInput, success: string, failure: string): Promise<boolean> => {
    try {
      await update({ variables: { input } });
      toaster.create({ type: 'success', title: success });
      refresh();
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: failure, description: errorMessage(error, 'Nothing was changed. Try again.') });
      return false;
    }
  };

  const setStatus = (ids: readonly string[], status: AlertAction) => {
    const many = ids.length !== 1;
    const what = many ? alertCount(ids.length) : 'the alert';
    return run({ ids: [...ids], action: ACTION_OF[status] }, `${many ? alertCount(ids.length) : 'Alert'} ${STATUS_DONE[status]}`, `Could not ${STATUS_VERB[status]} ${what}`);
  };

  const assign = (alert: BehaviourAlert, assignee: { id: string; name: string } | null) =>
    run({ ids: [alert.id], action: 'assign', assigneeId: assignee?.id ?? null }, assignee ? `Assigned to ${assignee.name}` : 'Alert unassigned', 'Could not assign the alert');

  return { busy: loading, setStatus, assign };
}
