/** The sidebar's widths: the shell (Sidebar, AppLayout) and its prerendered frame (ShellSkeleton) share them. */
export const SIDEBAR_WIDTH = { expanded: '16rem', collapsed: '4rem' } as const;
