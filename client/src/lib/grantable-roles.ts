import type { Role } from '../gql/graphql';
import { ROLES } from './roles';

/** `roles` in the order of ROLES (most powerful first), whatever order the server listed them in. */
export function sortRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** access-and-identity §5 "default OFFICER" for a new invitation, when the inviter may grant it; else the first role they may. */
export function defaultInviteRole(grantable: readonly Role[]): Role | undefined {
  return grantable.includes('OFFICER' as Role) ? ('OFFICER' as Role) : sortRoles(grantable)[0];
}
