import { Badge, Button, CloseButton, Code, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Copy, Play, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { atLeast } from '../../../lib/roles';
import { DiagnosticsBody } from './DiagnosticsBody';
import { canResume, diagnosticsClipboardText, lastSegment, statusLabel, type DiagnosticsTab } from './diagnostics-logic';
import { useReportDiagnostics } from './use-report-diagnostics';

export interface DiagnosticsDrawerProps {
  /** The open report's tempId (mirrored in `?report=`); null when closed. */
  tempId: string | null;
  onClose: () => void;
  role: string | null | undefined;
  /** The tab to open with (`?tab=`); Summary by default. */
  initialTab?: DiagnosticsTab;
}

/** Diagnostics drawer (operations §2): 600 px from the right, full width on phones; Escape and the close button close it. */
export function DiagnosticsDrawer({ tempId, onClose, role, initialTab }: DiagnosticsDrawerProps) {
  // Keep the last id while the drawer animates out, so its content does not blank mid-close.
  const [shownId, setShownId] = useState(tempId);
  if (tempId && tempId !== shownId) setShownId(tempId);
  const open = tempId !== null;

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ md: '600px' }} data-testid="diagnostics-drawer">
            {shownId && <DiagnosticsPanel key={shownId} tempId={shownId} role={role} initialTab={initialTab} />}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close diagnostics" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Mounted only while the drawer is open (unmountOnExit), so its polling stops when it closes. */
function DiagnosticsPanel({ tempId, role, initialTab }: { tempId: string; role: string | null | undefined; initialTab?: DiagnosticsTab }) {
  const diagnostics = useReportDiagnostics(tempId);
  const { view, refresh, refreshing, resume, resuming } = diagnostics;
  const status = view?.manifest.status ?? null;
  const badge = view ? statusLabel(status) : null;
  // Offered only where the server allows it for this viewer and report (issue 16).
  const resumable = canResume(status) && atLeast(role, 'OFFICER') && diagnostics.resumeAllowed;

  const copy = async () => {
    if (!view) return;
    try {
      await navigator.clipboard.writeText(diagnosticsClipboardText(view.diagnostics));
      toaster.create({ type: 'success', title: 'Diagnostics copied', description: 'Digit runs of 6 or more were redacted.' });
    } catch {
      toaster.create({ type: 'error', title: 'Copy failed' });
    }
  };

  return (
    <>
      <Drawer.Header flexDirection="column" alignItems="stretch" gap="3" pe="14" borderBottomWidth="1px" borderColor="border.muted">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Drawer.Title>Report Diagnostics</Drawer.Title>
            {badge && (
              <Badge colorPalette={badge.palette} variant="subtle">
                {badge.label}
              </Badge>
            )}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Report{' '}
            <Code size="sm" title={tempId} data-testid="diagnostics-report-id">
              {lastSegment(tempId)}
            </Code>
            {view?.manifest.filename && <> · {view.manifest.filename}</>}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => void copy()} disabled={!view} aria-label="Copy diagnostics">
            <Copy aria-hidden /> Copy
          </Button>
          <Button size="xs" variant="outline" onClick={refresh} loading={refreshing} loadingText="Refreshing" aria-label="Refresh diagnostics">
            <RefreshCw aria-hidden /> Refresh
          </Button>
          {resumable && (
            <Button size="xs" colorPalette="blue" onClick={() => void resume()} loading={resuming} loadingText="Resuming">
              <Play aria-hidden /> Resume
            </Button>
          )}
        </HStack>
      </Drawer.Header>
      <Drawer.Body pt="4" pb="8">
        <DiagnosticsBody diagnostics={diagnostics} initialTab={initialTab} />
      </Drawer.Body>
    </>
  );
}
