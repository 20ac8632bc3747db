import { Badge, Button, CloseButton, Drawer, Portal, VisuallyHidden } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

/** Opens the filters on small screens; the count of active filters rides along. */
export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick} data-testid="filters-button" aria-haspopup="dialog">
      <SlidersHorizontal aria-hidden /> Filters
      {count > 0 && (
        <>
          <Badge colorPalette="blue" variant="solid" rounded="full" aria-hidden>
            {count}
          </Badge>
          <VisuallyHidden>({count} active)</VisuallyHidden>
        </>
      )}
    </Button>
  );
}

export interface FiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A side drawer (location report) or a bottom sheet (directory). */
  placement: 'end' | 'bottom';
  children: ReactNode;
  footer: ReactNode;
}

export function FiltersDrawer({ open, onOpenChange, placement, children, footer }: FiltersDrawerProps) {
  const sheet = placement === 'bottom';
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement={placement} size={sheet ? undefined : { base: 'xs', sm: 'sm' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="filters-drawer" roundedTop={sheet ? 'l3' : undefined} maxH={sheet ? '85dvh' : undefined}>
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted" gap="2">
              {footer}
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
