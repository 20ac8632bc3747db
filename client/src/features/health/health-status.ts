import { Database, HardDrive, Layers, Mail, Sparkles, type LucideIcon } from 'lucide-react';
import type { HealthSnapshotFragment, HealthStatus } from '../../gql/graphql';

export type CheckKey = 'storage' | 'db' | 'ai' | 'queue' | 'mail';
export type OverallStatus = 'healthy' | 'warning' | 'critical';
type Checks = HealthSnapshotFragment['checks'];

/**
 * operations.md §4 "Health overall", the upload screen's rule: critical if storage, db or ai fails; warning
 * if storage, ai or queue warns; else healthy. The server's own `status` counts every check, so the client
 * applies the screen rule itself.
 */
export function overallStatus(checks: Checks): OverallStatus {
  if ([checks.storage, checks.db, checks.ai].some((check) => check.status === 'fail')) return 'critical';
  if ([checks.storage, checks.ai, checks.queue].some((check) => check.status === 'warn')) return 'warning';
  return 'healthy';
}

/** Checks outside the overall rule that still need attention, so "Healthy" never hides a red row. */
export function otherProblems(checks: Checks): CheckKey[] {
  const counted: Record<CheckKey, HealthStatus[]> = {
    storage: [],
    db: ['warn'],
    ai: [],
    queue: ['fail'],
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

export const STATUS_LABELS = {
  ok: { label: 'Operational', palette: 'green' },
  warn: { label: 'Degraded', palette: 'orange' },
  fail: { label: 'Down', palette: 'red' },
  not_configured: { label: 'Not configured', palette: 'gray' },
} as const satisfies Record<HealthStatus, { label: string; palette: string }>;

export const OVERALL_LABELS = {
  healthy: { label: 'Healthy', palette: 'green', summary: 'Storage, database and AI processing are working.' },
  warning: { label: 'Warning', palette: 'orange', summary: 'Some services are degraded; work can continue, perhaps slowly.' },
  critical: { label: 'Critical', palette: 'red', summary: 'A core service is down; uploads and report processing may fail.' },
} as const satisfies Record<OverallStatus, { label: string; palette: string; summary: string }>;
