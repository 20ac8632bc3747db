import type { Role } from '../gql/graphql';

export const ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'SUPERVISOR', 'OFFICER', 'DISPATCH', 'READONLY'] as Role[];

/** Lower is more powerful (the server's ROLE_RANK). */
export const ROLE_RANK: Record<string, number> = { SUPER_ADMIN: 0, ADMIN: 1, SUPERVISOR: 2, OFFICER: 3, DISPATCH: 4, READONLY: 5 };

/** True when `role` is `min` or more powerful. */
export function atLeast(role: string | undefined | null, min: Role | string): boolean {
  return role != null && ROLE_RANK[role] !== undefined && ROLE_RANK[role] <= ROLE_RANK[min];
}

/** Role card content of access-and-identity §6 (label, description, permissions) and badge colour. */
export const ROLE_INFO: Record<string, { name: string; description: string; permissions: string[]; color: string }> = {
  SUPER_ADMIN: {
    name: 'Super Administrator',
    description: 'Full system administration',
    permissions: ['Full system administration', 'User management and invitations', 'API key management', 'Document processing and reprocessing', 'Organization management', 'All report access', 'Security settings'],
    color: 'purple',
  },
  ADMIN: {
    name: 'Administrator',
    description: 'User management, document processing and all reports',
    permissions: ['User management and invitations', 'API key management', 'Document processing and reprocessing', 'Organization management', 'All report access', 'TOTP required for login'],
    color: 'red',
  },
  SUPERVISOR: {
    name: 'Supervisor',
    description: 'User list, all reports and animal location data',
    permissions: ['User list viewing', 'All report access', 'Animal location data', 'TOTP required for login'],
    color: 'orange',
  },
  OFFICER: {
    name: 'Officer',
    description: 'Invitations, reports, animal locations and report processing',
    permissions: ['User invitations', 'All report access', 'Animal location data', 'Report processing'],
    color: 'blue',
  },
  DISPATCH: {
    name: 'Dispatcher',
    description: 'Report access and animal location data',
    permissions: ['Report access', 'Animal location data'],
    color: 'teal',
  },
  READONLY: {
    name: 'Read-Only User',
    description: 'Read-only access to reports and animal location data',
    permissions: ['Read-only access to reports and animal location data'],
    color: 'gray',
  },
};

/** access-and-identity §6: any other role reads Team Member. */
export function roleInfo(role: string) {
  return ROLE_INFO[role] ?? { name: 'Team Member', description: 'Custom role with limited access', permissions: ['Custom role with limited access'], color: 'gray' };
}
