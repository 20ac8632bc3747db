import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AlertFiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many alerts the filters keep, for the closing button. */
  resultCount: number;
  children: ReactNode;
}

/** Small screens: the filter panel slides in from the left; filters apply as they change. */
export function AlertFiltersDrawer({ open, onOpenChange, resultCount, children }: AlertFiltersDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size={{ base: 'full', sm: 'sm' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="alert-filters-drawer">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
              <Drawer.ActionTrigger asChild>
                <Button width="full">
                  Show {resultCount} {resultCount === 1 ? 'alert' : 'alerts'}
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
