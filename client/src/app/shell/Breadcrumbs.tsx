import { Breadcrumb } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CRUMBS } from './nav';

const PARENTS: Record<string, string> = { Reports: '/reports', Users: '/users' };

/** A home icon linking to /dashboard, then the page's labels (access-and-identity.md §2). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const labels = CRUMBS[pathname.replace(/\/$/, '')] ?? [];
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/dashboard" aria-label="Dashboard">
              <House size={14} aria-hidden />
            </RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {labels.map((label, i) => (
          <Fragment key={label}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {i < labels.length - 1 && PARENTS[label] ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={PARENTS[label]}>{label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
