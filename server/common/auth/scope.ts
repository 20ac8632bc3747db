/**
 * What an API key may be used for, chosen when it is made (issue 38), beside its role ceiling: the fine-grained
 * tokens integrators know. Stored as these strings in `api_keys.scopes`.
 */
export enum ApiKeyScope {
  read = 'read',
  reportsWrite = 'reports:write',
  alertsWrite = 'alerts:write',
  usersAdmin = 'users:admin',
}

export const SCOPE_VALUES: readonly string[] = Object.values(ApiKeyScope);

/** Scopes a key of this role ceiling may carry (`users:admin` only from ADMIN up), in the order screens show them. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  [ApiKeyScope.read]: 'Read everything the role can see',
  [ApiKeyScope.reportsWrite]: 'Upload, parse, cancel and delete reports',
  [ApiKeyScope.alertsWrite]: 'Raise, acknowledge, assign and resolve alerts',
  [ApiKeyScope.usersAdmin]: 'Invite and administer users',
};
