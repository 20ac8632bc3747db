import { Bell, Brain, BookOpen, CalendarClock, FileText, LayoutDashboard, type LucideIcon, MailPlus, PawPrint, Settings, Sparkles, Users } from 'lucide-react';
import { atLeast } from '../../lib/roles';
import type { ViewerCan } from '../../components/use-viewer-can';

/** Who sees an entry (access-and-identity.md §6): everyone, OFFICER and up, or SUPERVISOR and up. */
export type Audience = 'all' | 'officer' | 'supervisor';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  audience: Audience;
  /** Paths that also make this entry current. */
  alsoActive?: string[];
  /**
   * Where the server serves a flag for the screen (`me.can`), the entry follows it; `audience` (which mirrors the
   * same policy rows) is then only the first paint's guess while `me.can` is on its way, so the nav does not flicker.
   */
  shownWhen?: (can: ViewerCan) => boolean;
}

export function canSee(role: string | null | undefined, audience: Audience): boolean {
  if (audience === 'all') return role != null;
  return atLeast(role, audience === 'officer' ? 'OFFICER' : 'SUPERVISOR');
}

/** Whether the entry is shown: the served flag once `me.can` has arrived, the role until then. */
export function shows(item: NavItem, role: string | null | undefined, can: ViewerCan | undefined): boolean {
  return can && item.shownWhen ? item.shownWhen(can) : canSee(role, item.audience);
}

// /users is for those who may list users or invite (an OFFICER invites from there: issue 16).
const usersScreen = (can: ViewerCan) => can.listUsers || can.inviteUsers;

/** The Reports group: open on any /reports path. */
export const REPORT_LINKS: NavItem[] = [
  { label: 'Recent', to: '/reports', icon: FileText, audience: 'all' },
  { label: 'Salem', to: '/reports/location?center=salem', icon: FileText, audience: 'all', alsoActive: ['/reports/locations'] },
  { label: 'Upload', to: '/reports/uploads', icon: FileText, audience: 'all' },
];

/** Sidebar entries, in the spec's order; Reports sits after Dashboard as a group. */
export const MAIN_LINKS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, audience: 'all' },
  { label: 'Animals', to: '/animals', icon: PawPrint, audience: 'all' },
  { label: 'Alerts', to: '/alerts', icon: Bell, audience: 'officer' },
  { label: 'Insights', to: '/beti', icon: Brain, audience: 'officer', alsoActive: ['/betie'] },
  { label: 'Meeting Prep', to: '/meetings', icon: CalendarClock, audience: 'officer' },
];

export const ADMIN_LINKS: NavItem[] = [
  { label: 'Users', to: '/users', icon: Users, audience: 'officer', shownWhen: usersScreen, alsoActive: ['/users/invitations', '/admin/invites'] },
  { label: 'Settings', to: '/admin/settings', icon: Settings, audience: 'supervisor', shownWhen: (can) => can.readSettings },
  { label: 'Dictionaries', to: '/admin/dictionaries', icon: BookOpen, audience: 'supervisor' },
  { label: 'Prompt Builder', to: '/admin/prompt-builder', icon: Sparkles, audience: 'supervisor' },
];

/** Mobile tab bar: Dashboard and Animals for everyone, Alerts OFFICER+, Users where served (plus Reports and More). */
export const TAB_LINKS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, audience: 'all' },
  { label: 'Animals', to: '/animals', icon: PawPrint, audience: 'all' },
  { label: 'Alerts', to: '/alerts', icon: Bell, audience: 'officer' },
  { label: 'Users', to: '/users', icon: Users, audience: 'officer', shownWhen: usersScreen },
];

/** The mobile More menu (the spec's spellings: BETIE, Manage Invites at /admin/invites). */
export const MORE_LINKS: NavItem[] = [
  { label: 'BETIE', to: '/betie', icon: Brain, audience: 'officer' },
  { label: 'Meeting Prep', to: '/meetings', icon: CalendarClock, audience: 'officer' },
  { label: 'Admin Settings', to: '/admin/settings', icon: Settings, audience: 'supervisor', shownWhen: (can) => can.readSettings },
  { label: 'Dictionaries', to: '/admin/dictionaries', icon: BookOpen, audience: 'supervisor' },
  { label: 'Prompt Builder', to: '/admin/prompt-builder', icon: Sparkles, audience: 'supervisor' },
  { label: 'Manage Invites', to: '/admin/invites', icon: MailPlus, audience: 'supervisor', shownWhen: (can) => can.listInvitations },
];

/** Whether `item` is the current page. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = item.to.split('?')[0];
  const paths = [path, ...(item.alsoActive ?? [])];
  return paths.some((p) => pathname === p || (p !== '/reports' && pathname.startsWith(`${p}/`)));
}

/** Breadcrumb labels of the signed-in paths. */
export const CRUMBS: Record<string, string[]> = {
  '/dashboard': ['Dashboard'],
  '/animals': ['Animals'],
  '/reports': ['Reports'],
  '/reports/uploads': ['Reports', 'Uploads'],
  '/reports/upload': ['Reports', 'Uploads'],
  '/reports/location': ['Reports', 'Location'],
  '/reports/locations': ['Reports', 'Location'],
  '/alerts': ['Alerts'],
  '/beti': ['Insights'],
  '/betie': ['Insights'],
  '/meetings': ['Meeting Prep'],
  '/users': ['Users'],
  '/users/invitations': ['Users', 'Invitations'],
  '/admin/invites': ['Users', 'Invitations'],
  '/admin/settings': ['Admin', 'Settings'],
  '/admin/dictionaries': ['Admin', 'Dictionaries'],
  '/admin/prompt-builder': ['Admin', 'Prompt Builder'],
  '/profile-settings': ['Profile Settings'],
};
