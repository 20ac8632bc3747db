import { Badge, type BadgeProps } from '@chakra-ui/react';
import { FlaskConical } from 'lucide-react';

/** Marks figures that are sample data, not the organisation's (operations.md §1: sample-only screens). */
export function SampleBadge(props: Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette="purple" variant="subtle" size="md" title="Sample data: not from your reports" {...props}>
      <FlaskConical aria-hidden />
      Sample
    </Badge>
  );
}
