import type { ApiKeyScope } from '../../gql/graphql';

/** What each scope lets a key do, as the create form and the lists say it (README's scopes table). */
export const SCOPES: Record<ApiKeyScope, { label: string; spelled: string; description: string }> = {
  read: { label: 'Read', spelled: 'read', description: 'Read everything your role (and the key’s ceiling) can see.' },
  reportsWrite: { label: 'Reports', spelled: 'reports:write', description: 'Upload, parse, cancel and delete reports.' },
  alertsWrite: { label: 'Alerts', spelled: 'alerts:write', description: 'Raise, acknowledge, assign and resolve alerts.' },
  usersAdmin: { label: 'Users', spelled: 'users:admin', description: 'Invite and administer users. Expires within 30 days.' },
};

/** The server's expiry rules (api-keys.service.ts KEY_EXPIRY), to fill and bound the date field. */
export const EXPIRY_DAYS = { default: 90, max: 365, usersAdminMax: 30 } as const;

/** The most days a key with these scopes may last. */
export const maxExpiryDays = (scopes: readonly string[]) => (scopes.includes('usersAdmin') ? EXPIRY_DAYS.usersAdminMax : EXPIRY_DAYS.max);

/** Today plus `days`, as a date input's value. */
export function daysFromToday(days: number, today = new Date()): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}
