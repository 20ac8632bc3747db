import { useEffect, useState } from 'react';

const WIDE = '(min-width: 1280px)';
const PHONE = '(max-width: 767.98px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/**
 * Sidebar state (access-and-identity.md §2, access-and-identity §9): collapsed from 768 to 1280 px, expanded at 1280 px or more,
 * an overlay drawer below 768 px. The user's toggle holds until the window crosses a breakpoint.
 */
export function useSidebar() {
  const [collapsed, setCollapsed] = useState(() => !matches(WIDE));
  const [phone, setPhone] = useState(() => matches(PHONE));
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const narrow = window.matchMedia(PHONE);
    const onWide = () => setCollapsed(!wide.matches);
    const onPhone = () => {
      setPhone(narrow.matches);
      if (!narrow.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onWide);
    narrow.addEventListener('change', onPhone);
    return () => {
      wide.removeEventListener('change', onWide);
      narrow.removeEventListener('change', onPhone);
    };
  }, []);
  return { collapsed, toggle: () => setCollapsed((c) => !c), phone, drawerOpen, setDrawerOpen };
}
