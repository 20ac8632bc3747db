import { Database, HardDrive, Layers, Mail, Sparkles, type LucideIcon } from 'lucide-react';
import type { HealthSnapshotFragment, HealthStatus } from '../../gql/graphql';
import type { CheckKey } from '../../lib/health-status';

type Checks = HealthSnapshotFragment['checks'];

/** Checks outside the overall rule that still need attention, so "Healthy" never hides a red row. */
export function otherProblems(checks: Checks): CheckKey[] {
  const counted: Record<CheckKey, HealthStatus[]> = {
    storage: [],
    db: ['warn'],
    ai: [],
    queue: [],
    mail: ['warn', 'fail'],
  };
  return CHECK_ORDER.filter((key) => counted[key].includes(checks[key].status));
}

export const CHECK_ORDER: readonly CheckKey[] = ['storage', 'db', 'ai', 'queue', 'mail'];

export const CHECKS: Record<CheckKey, { label: string; description: string; icon: LucideIcon }> = {
  storage: { label: 'Storage', description: 'Uploaded reports and files', icon: HardDrive },
  db: { label: 'Database', description: 'Animals, reports and accounts', icon: Database },
  ai: { label: 'AI PDF processing', description: 'Reads uploaded shelter reports', icon: Sparkles },
  queue: { label: 'Queue workers', description: 'Background parsing jobs', icon: Layers },
  mail: { label: 'Email', description: 'Invitations, resets and alert ingest', icon: Mail },
};
