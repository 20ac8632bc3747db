import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '../../../components/error-info';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReportsPageCancelAllMutation } from './reports-list.queries';
import { cancelledMessage } from './reports-list-logic';

/** Admin action (operations §8): stops every pending report and returns the pipeline to idle. */
export function CancelAllButton() {
  const [open, setOpen] = useState(false);
  const [cancelAll, { loading }] = useMutation(ReportsPageCancelAllMutation, {
    // The banner and any open diagnostics read the pending list: refresh whatever is on screen.
    refetchQueries: 'active',
  });

  const confirm = async () => {
    try {
      const { data } = await cancelAll();
      setOpen(false);
      toaster.create({ type: 'success', title: 'Cancel successful', description: cancelledMessage(data?.cancelAllReports ?? { cancelled: 0 }) });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Cancel failed', description: describeError(error).message });
    }
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <CircleStop aria-hidden /> Cancel All Pending
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Cancel all pending reports?"
        confirmLabel="Cancel all pending"
        busyLabel="Cancelling"
        busy={loading}
        dismissLabel="Keep processing"
        confirmPalette="red"
        onConfirm={confirm}
      >
        <Text>
          Every upload that is queued, parsing, paused or failed stops and is marked cancelled. Completed reports are not affected. The files must be uploaded
          again to be parsed.
        </Text>
      </ConfirmDialog>
    </>
  );
}
