import { Badge, Button, HStack, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Activity, Eye, Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReportsPageQuery } from '../../../gql/graphql';
import { formatReportDate } from '../../../lib/report-dates';
import { RelativeTime } from '../../../components/RelativeTime';
import { SampleBadge } from '../../../components/SampleBadge';
import { reportLabel } from './reports-list-logic';

/** Pieces shared by the desktop table and the phone cards, so both read the same. */

export type ReportRow = ReportsPageQuery['reports'][number];

/** Where View leads: the location report of the only enabled centre (operations §2). */
export const LOCATION_REPORT_PATH = '/reports/location?center=salem';

export function ReportName({ report, isNew }: { report: ReportRow; isNew: boolean }) {
  const label = reportLabel(report);
  return (
    <Stack gap="0.5" minW="0">
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" truncate title={label}>
          {label}
        </Text>
        {isNew && (
          <Badge colorPalette="yellow" size="sm" flexShrink={0}>
            New
          </Badge>
        )}
        {report.sample && <SampleBadge size="sm" flexShrink={0} title="Sample data: a generated report, not your shelter's" />}
      </HStack>
      {report.title?.trim() && report.title.trim() !== report.sourceFilename && (
        <Text textStyle="xs" color="fg.muted" truncate title={report.sourceFilename}>
          {report.sourceFilename}
        </Text>
      )}
    </Stack>
  );
}

export function ReportDate({ value }: { value: string | null }) {
  const text = formatReportDate(value);
  const missing = text === 'No date' || text === 'Invalid date';
  return <Text color={missing ? 'fg.subtle' : undefined}>{text}</Text>;
}

export function AnimalCount({ count }: { count: number }) {
  return <Text fontVariantNumeric="tabular-nums">{count.toLocaleString('en-US')}</Text>;
}

export function Uploaded({ iso, now }: { iso: string; now: number }) {
  return <RelativeTime iso={iso} now={now} />;
}

export interface RowActionsProps {
  report: ReportRow;
  canDelete: boolean;
  deleting: boolean;
  onDiagnostics: (tempId: string) => void;
  onDelete: (report: ReportRow) => void;
  size?: ButtonProps['size'];
  fill?: boolean;
}

/** Diagnostics, View (this report's location report, issue 18) and (for admins) Delete; each names the report for screen readers. */
export function RowActions({ report, canDelete, deleting, onDiagnostics, onDelete, size = 'xs', fill }: RowActionsProps) {
  const label = reportLabel(report);
  const grow = fill ? { flex: '1' } : {};
  return (
    <HStack gap="2" flexWrap="wrap" justify={fill ? 'stretch' : 'flex-end'} w={fill ? 'full' : undefined}>
      <Button size={size} variant="outline" onClick={() => onDiagnostics(report.tempId)} aria-label={`Diagnostics for ${label}`} {...grow}>
        <Activity aria-hidden /> Diagnostics
      </Button>
      <Button size={size} variant="outline" asChild {...grow}>
        <RouterLink to={`${LOCATION_REPORT_PATH}&report=${encodeURIComponent(report.id)}`} aria-label={`View ${label}`}>
          <Eye aria-hidden /> View
        </RouterLink>
      </Button>
      {canDelete && (
        <Button size={size} variant="outline" colorPalette="red" onClick={() => onDelete(report)} disabled={deleting} aria-label={`Delete ${label}`} {...grow}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
    </HStack>
  );
}

/** Row tint: yellow while highlighted from the URL, red for the second a deleted row stays. */
export function rowTint(highlighted: boolean, deleting: boolean): string {
  if (deleting) return 'red.subtle';
  if (highlighted) return 'yellow.subtle';
  return 'bg.panel';
}
