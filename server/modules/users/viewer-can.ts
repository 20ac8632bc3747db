import { Field, ObjectType } from '@nestjs/graphql';
import { allows, grantableRoles, grantableScopes, keyAllows, keyRoles, type PolicyKey } from '../../common/auth/policy.js';
import { Role } from '../../common/auth/role.js';
import { ApiKeyScope } from '../../common/auth/scope.js';
import { type UserEntity } from './user.entity.js';

/**
 * Each flag of `me.can` and the policy row the guard checks for it. The flags are computed with the same
 * `allows` and rank rule the guard and the services enforce, so a screen that offers only what they say offers
 * nothing the server refuses. Per-row decisions (a user, an invitation) are served on the row (`User.actions`,
 * `Invitation.actions`).
 */
const FLAGS = {
  listUsers: 'users.list',
  inviteUsers: 'invitations.create',
  listInvitations: 'invitations.list',
  resetOwnTotp: 'auth.totpReset',
  updateProfile: 'users.updateProfile',
  changePassword: 'users.changePassword',
  uploadReports: 'reports.upload',
  cancelAllReports: 'reports.cancelAll',
  deleteReports: 'reports.delete',
  loadSampleData: 'reports.sample',
  readSettings: 'settings.read',
  updateSettings: 'settings.update',
  listAuditEvents: 'audit.list',
  readAlerts: 'alerts.read',
  updateAlerts: 'alerts.update',
  raiseAlerts: 'alerts.raise',
  readAlertSettings: 'alerts.settings',
  manageApiKeys: 'apiKeys.own',
} as const satisfies Record<string, PolicyKey>;

type Flag = keyof typeof FLAGS;

/** What the signed-in user may do (served as `me.can`, and as `can` on GET /api/user). */
@ObjectType('ViewerCan', { description: 'What the signed-in user may do: the policy table and the rank rule, as the server enforces them.' })
export class ViewerCanModel implements Record<Flag, boolean> {
  @Field({ description: 'Read the user list (/users).' })
  listUsers: boolean;

  @Field({ description: 'Invite colleagues (to the roles in grantRoles).' })
  inviteUsers: boolean;

  @Field({ description: 'Read, and manage where each row says so, the invitations (/users/invitations).' })
  listInvitations: boolean;

  @Field({ description: 'Reset your own two-factor authentication (your role has the panel and TOTP is enabled).' })
  resetOwnTotp: boolean;

  @Field()
  updateProfile: boolean;

  @Field()
  changePassword: boolean;

  @Field()
  uploadReports: boolean;

  @Field()
  cancelAllReports: boolean;

  @Field()
  deleteReports: boolean;

  @Field({ description: 'Load a sample report on an empty install, and remove the sample data.' })
  loadSampleData: boolean;

  @Field({ description: 'Read the system settings.' })
  readSettings: boolean;

  @Field({ description: 'Change the settings in System Settings: kennel capacity per zone, the long-stay threshold.' })
  updateSettings: boolean;

  @Field()
  listAuditEvents: boolean;

  @Field({ description: 'Read behaviour alerts (/alerts).' })
  readAlerts: boolean;

  @Field({ description: 'Acknowledge, snooze, resolve and assign alerts.' })
  updateAlerts: boolean;

  @Field({ description: "Raise an alert on an animal (a staff note, from the animal's drawer)." })
  raiseAlerts: boolean;

  @Field({ description: 'See the Alerts Settings tab (the inbound email webhook).' })
  readAlertSettings: boolean;

  @Field({ description: 'Create, list and revoke your own API keys (Profile Settings › API keys).' })
  manageApiKeys: boolean;

  @Field(() => [Role], { description: 'The roles you may grant by invitation or role change, most powerful first.' })
  grantRoles: Role[];

  @Field(() => [Role], { description: "The role ceilings a new API key of yours may have: your role and those below it." })
  apiKeyRoles: Role[];

  @Field(() => [ApiKeyScope], { description: 'The scopes a new API key of yours may carry (users:admin only for ADMIN and up).' })
  apiKeyScopes: ApiKeyScope[];
}

/**
 * The viewer's flags. A session still restricted to TOTP setup may do none of these (the guard refuses it every
 * role rule), whatever its role. An API key caller (`keyScopes`, the key's scopes) may do only what its scopes
 * allow and nothing kept for sessions (KEY_RULE); its role is already the key's effective role.
 */
export function viewerCan(user: Pick<UserEntity, 'role' | 'totpEnabled'>, restricted: boolean, keyScopes?: readonly string[]): ViewerCanModel {
  const can = Object.fromEntries(
    (Object.entries(FLAGS) as [Flag, PolicyKey][]).map(([flag, key]) => [flag, !restricted && allows(key, user.role) && (!keyScopes || keyAllows(key, keyScopes))]),
  ) as Record<Flag, boolean>;
  const grantRoles = restricted ? [] : grantableRoles(user.role);
  return {
    ...can,
    // The service refuses an invitation to a role the inviter may not grant: no role, no invite.
    inviteUsers: can.inviteUsers && grantRoles.length > 0,
    // The reset refuses a factor that is not set up.
    resetOwnTotp: can.resetOwnTotp && user.totpEnabled,
    grantRoles,
    apiKeyRoles: can.manageApiKeys ? keyRoles(user.role) : [],
    apiKeyScopes: can.manageApiKeys ? grantableScopes(user.role) : [],
  };
}

