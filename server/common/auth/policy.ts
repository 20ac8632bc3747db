import { SetMetadata } from '@nestjs/common';
import { Role } from './role.js';
import { ApiKeyScope } from './scope.js';

const { SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY } = Role;
const ALL = [SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY];

/** Who may call an operation: anyone, any session (also one restricted to TOTP setup), or these roles. */
export type Rule = 'public' | 'restricted' | readonly Role[];

/**
 * THE policy table: every GraphQL operation and REST route names one of these keys with @Policy, and the
 * global guard denies anything without one. Both doors of an operation share its key. README lists it.
 */
export const POLICY = {
  // public: no session needed
  'health.read': 'public',
  'branding.logo': 'public',
  'auth.login': 'public',
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  // the mailed one-time link that lets a new device in while sign-ins are throttled (its token is the credential)
  'auth.verifyDevice': 'public',
  // first run: whether setup is needed, and the setup link (its token is the credential)
  'auth.setupStatus': 'public',
  'auth.setup': 'public',
  'invitations.lookup': 'public',
  'invitations.accept': 'public',
  'files.read': 'public',
  // the inbound email webhook: its HMAC signature is the credential (alerts-inbound.service.ts)
  'alerts.inbound': 'public',
  // any session, including a restricted one (TOTP setup pending): who am I, set up TOTP, sign out
  'auth.me': 'restricted',
  'auth.logout': 'restricted',
  'auth.totpSetup': 'restricted',
  'auth.totpVerify': 'restricted',
  // sudo mode: confirm the password (and TOTP) before creating an API key
  'auth.stepUp': ALL,
  // any signed-in user
  'users.updateProfile': ALL,
  'users.changePassword': ALL,
  'users.uploadProfileImage': ALL,
  'users.grantableRoles': ALL,
  'reports.read': ALL,
  'animals.read': ALL,
  'stats.read': ALL,
  // Pushed to every subscriber: signed-in users only, so anonymous sockets cannot hold fan-out (issue 15).
  'health.subscribe': ALL,
  // Your own API keys (list, create, revoke): any signed-in user, in a session (KEY_RULE: never with a key).
  'apiKeys.own': ALL,
  // roles
  'auth.totpReset': [ADMIN, SUPERVISOR],
  'users.list': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'users.updateRole': [ADMIN, SUPER_ADMIN],
  'users.setTestFlag': [ADMIN, SUPER_ADMIN],
  'users.disable': [ADMIN, SUPER_ADMIN],
  'users.resetTotp': [ADMIN, SUPER_ADMIN],
  'users.changeEmail': [ADMIN, SUPER_ADMIN],
  'invitations.create': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'invitations.list': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'invitations.extend': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'invitations.cancel': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'invitations.resend': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'audit.list': [ADMIN, SUPER_ADMIN],
  // Not an operation: list and revoke the keys of users below you (apiKeys.own's operations consult it).
  'apiKeys.manageAny': [ADMIN, SUPER_ADMIN],
  'settings.read': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'settings.update': [ADMIN, SUPER_ADMIN],
  // BETI (operations §6: OFFICER and up): the figures over report history.
  'insights.read': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  // Alerts (operations §6: OFFICER and up; the Settings tab, the inbound webhook's state, ADMIN and up).
  'alerts.read': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'alerts.update': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'alerts.raise': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'alerts.settings': [ADMIN, SUPER_ADMIN],
  // Not an operation: who gets the messages of health (paths, hosts, versions); everyone else gets statuses.
  'health.details': [SUPERVISOR, ADMIN, SUPER_ADMIN],
  'reports.upload': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'reports.parse': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'reports.resume': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'reports.cancelAll': [ADMIN, SUPER_ADMIN],
  // Cancel an upload or a parse, dismiss a failed report: your own (the service checks the uploader) ...
  'reports.cancel': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  'reports.dismiss': [OFFICER, SUPERVISOR, ADMIN, SUPER_ADMIN],
  // ... or anyone's: not an operation of its own, the row the two above consult for someone else's report.
  'reports.manageAny': [ADMIN, SUPER_ADMIN],
  'reports.delete': [ADMIN, SUPER_ADMIN],
  'reports.sample': [ADMIN, SUPER_ADMIN],
} as const satisfies Record<string, Rule>;

export type PolicyKey = keyof typeof POLICY;

const { read, reportsWrite, alertsWrite, usersAdmin } = ApiKeyScope;

/**
 * What an API key needs for each operation, beside the role row above (README, "Calling the API"): a scope the
 * key was given, or `session`, never with a key (a person's credentials, second factors, email, sessions, keys
 * themselves, and the install's settings). `null`: the row is public, a key changes nothing. Both doors and
 * subscriptions are checked by the one guard; `authz.int-spec.ts` runs every row with every scope.
 */
export const KEY_RULE = {
  'health.read': null,
  'branding.logo': null,
  'auth.login': null,
  'auth.forgotPassword': null,
  'auth.resetPassword': null,
  'auth.verifyDevice': null,
  'auth.setupStatus': null,
  'auth.setup': null,
  'invitations.lookup': null,
  'invitations.accept': null,
  'files.read': null,
  'alerts.inbound': null,
  'auth.me': read,
  'auth.logout': 'session',
  'auth.totpSetup': 'session',
  'auth.totpVerify': 'session',
  'auth.stepUp': 'session',
  'users.updateProfile': 'session',
  'users.changePassword': 'session',
  'users.uploadProfileImage': 'session',
  'users.grantableRoles': read,
  'reports.read': read,
  'animals.read': read,
  'stats.read': read,
  'health.subscribe': read,
  'apiKeys.own': 'session',
  'auth.totpReset': 'session',
  'users.list': usersAdmin,
  'users.updateRole': usersAdmin,
  'users.setTestFlag': usersAdmin,
  'users.disable': usersAdmin,
  'users.resetTotp': 'session',
  'users.changeEmail': 'session',
  'invitations.create': usersAdmin,
  'invitations.list': usersAdmin,
  'invitations.extend': usersAdmin,
  'invitations.cancel': usersAdmin,
  'invitations.resend': usersAdmin,
  'audit.list': usersAdmin,
  'apiKeys.manageAny': 'session',
  'settings.read': read,
  'settings.update': 'session',
  'insights.read': read,
  'alerts.read': read,
  'alerts.update': alertsWrite,
  'alerts.raise': alertsWrite,
  'alerts.settings': read,
  'health.details': read,
  'reports.upload': reportsWrite,
  'reports.parse': reportsWrite,
  'reports.resume': reportsWrite,
  'reports.cancelAll': reportsWrite,
  'reports.cancel': reportsWrite,
  'reports.dismiss': reportsWrite,
  'reports.manageAny': reportsWrite,
  'reports.delete': reportsWrite,
  'reports.sample': reportsWrite,
} as const satisfies Record<PolicyKey, ApiKeyScope | 'session' | null>;

/** Whether a key with these scopes may call an operation (its role is checked by the role row). */
export function keyAllows(key: PolicyKey, scopes: readonly string[]): boolean {
  const rule: ApiKeyScope | 'session' | null = KEY_RULE[key];
  return rule === null || (rule !== 'session' && scopes.includes(rule));
}

/** The scopes a key made by this role may carry: `users:admin` only for ADMIN and up (README's scopes table). */
export function grantableScopes(actor: Role): ApiKeyScope[] {
  return Object.values(ApiKeyScope).filter((s) => s !== usersAdmin || ROLE_RANK[actor] <= ROLE_RANK[ADMIN]);
}

export const POLICY_KEY = 'beti:policy';

/** Names the policy row of a resolver method or controller route. */
export const Policy = (key: PolicyKey) => SetMetadata(POLICY_KEY, key);

/** Rank of the rank rule: lower is more powerful. */
export const ROLE_RANK: Record<Role, number> = { SUPER_ADMIN: 0, ADMIN: 1, SUPERVISOR: 2, OFFICER: 3, DISPATCH: 4, READONLY: 5 };

/**
 * THE rank rule, for every action on someone else's account or invitation (invite, extend, cancel, resend,
 * change role, set the test flag, disable, enable, reset TOTP, change email): you act only on those strictly
 * below you; SUPER_ADMIN acts on everyone. Granting a role (by invitation or role change) follows the same
 * rule, so ADMIN and SUPER_ADMIN are granted only by a SUPER_ADMIN. The policy row above says who may call the
 * operation at all; this says on whom. Nobody acts on their own account through these.
 */
export function outranks(actor: Role, target: Role): boolean {
  return actor === SUPER_ADMIN || ROLE_RANK[actor] < ROLE_RANK[target];
}

/** Whether a role's policy row lets it call an operation at all. */
export function allows(key: PolicyKey, role: Role): boolean {
  const rule: Rule = POLICY[key];
  return Array.isArray(rule) && rule.includes(role);
}

/** The roles an actor may grant, most powerful first (the role pickers of the invite and edit-role screens). */
export function grantableRoles(actor: Role): Role[] {
  return ALL.filter((role) => outranks(actor, role));
}


/** The role ceilings an API key of this caller may have: their own role and every role below it, most powerful first. */
export function keyRoles(actor: Role): Role[] {
  return ALL.filter((role) => ROLE_RANK[role] >= ROLE_RANK[actor]);
}
