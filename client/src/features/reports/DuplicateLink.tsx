import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The report a duplicate upload repeats, as a link to it in the reports list (issue 16). */
export function DuplicateLink({ to }: { to: { reportId: string; filename: string } }) {
  return (
    <Link asChild fontWeight="semibold" textDecoration="underline" color="inherit" data-testid="duplicate-link">
      <RouterLink to={`/reports?highlight=${encodeURIComponent(to.reportId)}`}>Open {to.filename}</RouterLink>
    </Link>
  );
}
