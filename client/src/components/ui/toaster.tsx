import { createToaster } from '@chakra-ui/react';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * One toast at a time, 5 s by default (access-and-identity.md §9). Top-end, just below the 3.5rem app header
 * (issue 16: at the bottom, toasts covered the buttons of the form that raised them). Forms and drawers keep
 * their actions at the bottom (Save, Cancel, Send Invite), a drawer its Close above the toast, pages their
 * tabs and photo buttons at the start or middle, and phones their tab bar at the bottom; on phones the toast
 * spans the width between 1rem margins (toaster-view.tsx). While the pending-report banner shows under the header,
 * toasts sit below it too (its height in `--beti-banner-height`, set by PendingReportBanner): its View details link
 * stays free.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'calc(4.25rem + var(--beti-banner-height, 0px))', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
  max: 1,
  duration: 5000,
});

// The toast machinery (Chakra's Toaster, ~7 kB gzipped) loads with the first toast rather than with the
// entry chunk (issue #6). Toasts created before it arrives wait in the store and show once it mounts.
const ToasterView = lazy(() => import('./toaster-view'));

/** If the chunk cannot load (offline, stale deploy), toasts are lost but the app keeps running. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('toaster failed to load', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </ToasterBoundary>
  );
}
