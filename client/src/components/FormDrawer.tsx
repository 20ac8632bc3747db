import { Button, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The id of the <form> inside `children`; the footer's submit button targets it. */
  formId: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A side sheet holding one form: full screen on phones, a panel from the right on wider screens. */
export function FormDrawer(props: FormDrawerProps) {
  const { open, onOpenChange, title, description, formId, submitLabel, submittingLabel, submitting, submitDisabled, children } = props;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Drawer.Title>{title}</Drawer.Title>
              {description && (
                <Drawer.Description asChild>
                  <Text textStyle="sm" color="fg.muted">
                    {description}
                  </Text>
                </Drawer.Description>
              )}
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
              <Drawer.ActionTrigger asChild>
                <Button variant="outline" disabled={submitting}>
                  Cancel
                </Button>
              </Drawer.ActionTrigger>
              <Button type="submit" form={formId} loading={submitting} loadingText={submittingLabel} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
