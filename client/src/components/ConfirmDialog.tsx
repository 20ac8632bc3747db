import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The dismiss button's text, e.g. "Keep invitation". */
  dismissLabel?: string;
  /** Called by the confirm button; omit it when `formId` names a form in `children` that the button submits. */
  onConfirm?: () => void;
  formId?: string;
  confirmPalette?: ButtonProps['colorPalette'];
  /** alertdialog for destructive confirmations: screen readers announce it as needing a decision. */
  role?: 'dialog' | 'alertdialog';
}

/** A centred dialog with a dismiss and a confirm button; stays open while `busy`. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, children, confirmLabel, busyLabel, busy, dismissLabel = 'Cancel', onConfirm, formId, confirmPalette, role = 'dialog' } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!busy) onOpenChange(e.open);
      }}
      role={role}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {dismissLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={confirmPalette}
                loading={busy}
                loadingText={busyLabel}
                {...(formId ? { type: 'submit' as const, form: formId } : { onClick: onConfirm })}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
