import type { Severity } from './beti-sample';

/** Badge colours for L1 (mildest) to L4, as on the alerts screen. */
export const SEVERITY_PALETTE: Record<Severity, string> = { L1: 'green', L2: 'yellow', L3: 'orange', L4: 'red' };
