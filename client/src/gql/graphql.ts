/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AcceptInvitationInput = {
  confirmPassword?: string | null | undefined;
  firstName: string;
  lastName: string;
  password: string;
};

export type AcceptInviteInput = {
  confirmPassword?: string | null | undefined;
  firstName: string;
  lastName: string;
  password: string;
};

export type AdoptionLevel =
  | 'L1'
  | 'L2'
  | 'L3'
  | 'L4';

export type AlertAction =
  | 'acknowledge'
  | 'assign'
  | 'resolve'
  | 'snooze';

/** What raised the alert: a report rule, an inbound email or a staff note. */
export type AlertSource =
  | 'email'
  | 'report'
  | 'staff_note';

/** new, acknowledged, snoozed (24 h, then new again) or resolved. */
export type AlertStatus =
  | 'acknowledged'
  | 'new'
  | 'resolved'
  | 'snoozed';

export type AnimalQuery = {
  /** Adoption level: L1 to L4 (also 1 to 4) */
  adoption?: string | null | undefined;
  /** Behavior severity code, e.g. 2A */
  behavior?: string | null | undefined;
  /** salem (default), methuen, boston or cape */
  center?: string | null | undefined;
  dir?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  /** Animal ID, name, species, breed or kennel (contains, any case) */
  search?: string | null | undefined;
  sort?: string | null | undefined;
  /** Kennel status code, e.g. AVAILABLE */
  status?: string | null | undefined;
  /** Zone code, e.g. B */
  zone?: string | null | undefined;
};

/** What an API key may be used for, beside its role ceiling (REST spells them read, reports:write, alerts:write, users:admin). */
export type ApiKeyScope =
  | 'alertsWrite'
  | 'read'
  | 'reportsWrite'
  | 'usersAdmin';

export type ApiKeyState =
  | 'active'
  | 'expired'
  | 'revoked';

export type AppSettingsInput = {
  behaviorAlertSeverity?: string | null | undefined;
  longStayDays?: number | null | undefined;
  strayHoldDays?: number | null | undefined;
};

export type ChangeEmailInput = {
  email: string;
};

export type ChangePasswordInput = {
  confirmPassword?: string | null | undefined;
  currentPassword: string;
  newPassword: string;
};

/** The service or concern a configuration variable belongs to. */
export type ConfigProvider =
  | 'AI'
  | 'DATABASE'
  | 'MAIL'
  | 'QUEUE'
  | 'SECURITY'
  | 'STORAGE';

export type ConfirmIdentityInput = {
  currentPassword: string;
  /** The 6-digit code, where the account has TOTP. */
  otp?: string | null | undefined;
};

export type CreateApiKeyInput = {
  /** When the key stops working: 90 days from now by default, at most a year (30 days with users:admin). */
  expiresAt?: string | null | undefined;
  /** What the key is for, e.g. "Nightly location export". */
  name: string;
  /** The most the key may do: your own role (the default) or below. */
  role?: Role | null | undefined;
  /** What the key may be used for; read only by default. */
  scopes?: Array<ApiKeyScope> | null | undefined;
};

export type CreateInvitationInput = {
  chatbotPermissions?: Record<string, string> | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  role?: Role;
};

/** The error table: extensions.code of GraphQL errors, errorCode of failed reports. */
export type ErrorCode =
  | 'AI_RATE_LIMITED'
  | 'BAD_REQUEST'
  | 'CONFLICT'
  | 'DUPLICATE_UPLOAD'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'NDJSON_INVALID'
  | 'NOT_FOUND'
  | 'PARSE_INVALID_FORMAT'
  | 'PAYLOAD_TOO_LARGE'
  | 'QUEUE_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAUTHENTICATED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VALIDATION_FAILED';

export type FirstAdminInput = {
  confirmPassword?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The token of the setup link the server printed at start. */
  token: string;
};

export type ForgotPasswordInput = {
  email: string;
};

/** State of one part of the system. */
export type HealthStatus =
  | 'fail'
  | 'not_configured'
  | 'ok'
  | 'warn';

export type InvitationAction =
  | 'CANCEL'
  | 'EXTEND'
  | 'RESEND';

/** QUEUED (also while retrying), SENT, or FAILED after its last try. */
export type InvitationMailState =
  | 'FAILED'
  | 'QUEUED'
  | 'SENT';

export type LoginInput = {
  email: string;
  otp?: string | null | undefined;
  password: string;
};

export type MovementKind =
  | 'ARRIVED'
  | 'CHANGED'
  | 'LEFT'
  | 'MOVED';

export type RaiseAlertInput = {
  /** An animal of the latest report. */
  animalId: string;
  /** What happened, in the staff member’s words (3 to 2000 characters). */
  note: string;
  /** L1 to L4. */
  severity: string;
  tags?: Array<string> | null | undefined;
};

export type ReportAction =
  | 'CANCEL'
  | 'DISMISS'
  | 'RESUME';

export type ReportChangeState =
  | 'cancelled'
  | 'complete'
  | 'deleted'
  | 'dismissed'
  | 'expired'
  | 'failed'
  | 'finalizing'
  | 'parsing'
  | 'queued'
  | 'rate_limited'
  | 'uploaded';

/** A report timeline event (operations §4); REST and server-sent events use the dotted names. */
export type ReportEventKind =
  | 'CHUNK_DETECTED'
  | 'CHUNK_FALLBACK_OK'
  | 'CHUNK_FALLBACK_START'
  | 'CHUNK_LLM_OK'
  | 'CHUNK_LLM_RATE_LIMITED'
  | 'CHUNK_LLM_START'
  | 'COMMIT_DONE'
  | 'COMMIT_START'
  | 'DONE'
  | 'ERROR'
  | 'PARSE_START'
  | 'SNAPSHOT';

/** Where a report is in its lifecycle (operations §4). */
export type ReportState =
  | 'cancelled'
  | 'complete'
  | 'failed'
  | 'finalizing'
  | 'parsing'
  | 'queued'
  | 'rate_limited'
  | 'uploaded';

/** A state's coarse status: uploaded and queued read queued; parsing and finalizing read processing. */
export type ReportStatusValue =
  | 'cancelled'
  | 'complete'
  | 'failed'
  | 'processing'
  | 'queued'
  | 'rate_limited';

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  token: string;
};

/** The six staff roles. */
export type Role =
  | 'ADMIN'
  | 'DISPATCH'
  | 'OFFICER'
  | 'READONLY'
  | 'SUPERVISOR'
  | 'SUPER_ADMIN';

export type StepUpInput = {
  /** Needed to replace TOTP that is on, and to remove it. */
  currentPassword?: string | null | undefined;
};

export type TotpCodeInput = {
  code: string;
};

export type UpdateAlertsInput = {
  action: AlertAction;
  /** With assign: the staff member; null or absent unassigns. */
  assigneeId?: string | number | null | undefined;
  /** One alert or many (bulk), at most 200. */
  ids: Array<string | number>;
};

export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  /** A url from the profile image upload; null removes the photo; absent keeps it. */
  profileImageUrl?: string | null | undefined;
};

export type UserAction =
  | 'CHANGE_EMAIL'
  | 'CHANGE_ROLE'
  | 'DISABLE'
  | 'ENABLE'
  | 'MANAGE_API_KEYS'
  | 'RESET_TOTP'
  | 'SET_TEST_FLAG';

export type VerifyDeviceInput = {
  otp?: string | null | undefined;
  token: string;
};

export type ZoneCapacitiesInput = {
  capacities: Array<ZoneCapacityInput>;
};

export type ZoneCapacityInput = {
  /** Kennels in the zone, 1 to 10000; null clears it. */
  capacity?: number | null | undefined;
  /** The zone code as printed on the report (A, B, …). */
  zoneCode: string;
};

export type BootIdQueryVariables = Exact<{ [key: string]: never; }>;


export type BootIdQuery = { health: { bootId: string } };

export type SessionUserFragment = { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null, can: { listUsers: boolean, inviteUsers: boolean, listInvitations: boolean, resetOwnTotp: boolean, loadSampleData: boolean, readSettings: boolean, updateSettings: boolean, readAlerts: boolean, updateAlerts: boolean, raiseAlerts: boolean, readAlertSettings: boolean, grantRoles: Array<Role>, manageApiKeys: boolean, apiKeyRoles: Array<Role>, apiKeyScopes: Array<ApiKeyScope> } | null } };

export type CachedMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedMeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type ApiKeyFieldsFragment = { id: string, name: string, prefix: string, role: Role, effectiveRole: Role, scopes: Array<ApiKeyScope>, state: ApiKeyState, createdAt: string, expiresAt: string, expiresSoon: boolean, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, canRevoke: boolean, owner: { id: string, email: string, name: string, role: Role } };

export type ApiKeyListQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ApiKeyListQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, role: Role, effectiveRole: Role, scopes: Array<ApiKeyScope>, state: ApiKeyState, createdAt: string, expiresAt: string, expiresSoon: boolean, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, canRevoke: boolean, owner: { id: string, email: string, name: string, role: Role } }> };

export type ApiKeyCreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeyCreateMutation = { createApiKey: { secret: string, key: { id: string, name: string, prefix: string, role: Role, effectiveRole: Role, scopes: Array<ApiKeyScope>, state: ApiKeyState, createdAt: string, expiresAt: string, expiresSoon: boolean, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, canRevoke: boolean, owner: { id: string, email: string, name: string, role: Role } } } };

export type ApiKeyRevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiKeyRevokeMutation = { revokeApiKey: { id: string, name: string, prefix: string, role: Role, effectiveRole: Role, scopes: Array<ApiKeyScope>, state: ApiKeyState, createdAt: string, expiresAt: string, expiresSoon: boolean, lastUsedAt: string | null, lastUsedIp: string | null, revokedAt: string | null, canRevoke: boolean, owner: { id: string, email: string, name: string, role: Role } } };

export type ConfirmIdentityMutationVariables = Exact<{
  input: ConfirmIdentityInput;
}>;


export type ConfirmIdentityMutation = { confirmIdentity: { until: string } };

export type GrantableRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type GrantableRolesQuery = { grantableRoles: Array<Role> };

export type ViewerCanFragment = { listUsers: boolean, inviteUsers: boolean, listInvitations: boolean, resetOwnTotp: boolean, loadSampleData: boolean, readSettings: boolean, updateSettings: boolean, readAlerts: boolean, updateAlerts: boolean, raiseAlerts: boolean, readAlertSettings: boolean, grantRoles: Array<Role>, manageApiKeys: boolean, apiKeyRoles: Array<Role>, apiKeyScopes: Array<ApiKeyScope> };

export type ViewerCanQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCanQuery = { me: { id: string, can: { listUsers: boolean, inviteUsers: boolean, listInvitations: boolean, resetOwnTotp: boolean, loadSampleData: boolean, readSettings: boolean, updateSettings: boolean, readAlerts: boolean, updateAlerts: boolean, raiseAlerts: boolean, readAlertSettings: boolean, grantRoles: Array<Role>, manageApiKeys: boolean, apiKeyRoles: Array<Role>, apiKeyScopes: Array<ApiKeyScope> } | null } };

export type AlertDetailsFragment = { id: string, ts: string, updatedAt: string, source: AlertSource, rule: string | null, animalId: string, name: string | null, species: string | null, severity: string, zone: string | null, location: string | null, tags: Array<string>, status: AlertStatus, snoozedUntil: string | null, snippet: string, body: string, reportId: string | null, suggestedNextSteps: Array<string>, assignee: { id: string, name: string } | null };

export type AlertsPageQueryVariables = Exact<{
  center?: string | null | undefined;
  severity?: Array<string> | string | null | undefined;
  species?: Array<string> | string | null | undefined;
  status?: Array<AlertStatus> | AlertStatus | null | undefined;
  tags?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type AlertsPageQuery = { alerts: { total: number, items: Array<{ id: string, ts: string, updatedAt: string, source: AlertSource, rule: string | null, animalId: string, name: string | null, species: string | null, severity: string, zone: string | null, location: string | null, tags: Array<string>, status: AlertStatus, snoozedUntil: string | null, snippet: string, body: string, reportId: string | null, suggestedNextSteps: Array<string>, assignee: { id: string, name: string } | null }>, counts: { new: number, acknowledged: number, snoozed: number, resolved: number } }, alertAssignees: Array<{ id: string, name: string }> };

export type UpdateAlertsMutationVariables = Exact<{
  input: UpdateAlertsInput;
}>;


export type UpdateAlertsMutation = { updateAlerts: Array<{ id: string, ts: string, updatedAt: string, source: AlertSource, rule: string | null, animalId: string, name: string | null, species: string | null, severity: string, zone: string | null, location: string | null, tags: Array<string>, status: AlertStatus, snoozedUntil: string | null, snippet: string, body: string, reportId: string | null, suggestedNextSteps: Array<string>, assignee: { id: string, name: string } | null }> };

export type AlertChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AlertChangedSubscription = { alertChanged: { id: string, ts: string, updatedAt: string, source: AlertSource, rule: string | null, animalId: string, name: string | null, species: string | null, severity: string, zone: string | null, location: string | null, tags: Array<string>, status: AlertStatus, snoozedUntil: string | null, snippet: string, body: string, reportId: string | null, suggestedNextSteps: Array<string>, assignee: { id: string, name: string } | null } };

export type AlertsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertsSettingsQuery = { alertWebhook: { secretSet: boolean, endpoint: string, toleranceSeconds: number, lastReceivedAt: string | null, lastState: string | null, received24h: number, failed24h: number, exampleCurl: string, recentFailures: Array<{ id: string, receivedAt: string, error: string }> } };

export type AnimalListRowFragment = { animalId: string, name: string | null, species: string | null, sex: string | null, age: string | null, weight: number | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: AdoptionLevel | null, behaviorSeverityCode: string | null, location: string };

export type LocationReportHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationReportHealthQuery = { health: { status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } } };

export type LocationReportLatestQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationReportLatestQuery = { latestReport: { reportId: string, reportDate: string | null, createdAt: string } | null };

export type LocationReportPinnedQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationReportPinnedQuery = { reports: Array<{ id: string, reportDate: string | null, sourceFilename: string }> };

export type LocationReportPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationReportPendingQuery = { pendingReports: Array<{ tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean }> };

export type LocationReportZonesQueryVariables = Exact<{
  reportId: string | number;
}>;


export type LocationReportZonesQuery = { zoneGroups: Array<{ code: string, location: string, animalCount: number }> };

export type LocationReportAnimalsQueryVariables = Exact<{
  reportId: string | number;
  query?: AnimalQuery | null | undefined;
}>;


export type LocationReportAnimalsQuery = { reportAnimals: { total: number, page: number, limit: number, items: Array<{ animalId: string, name: string | null, species: string | null, sex: string | null, age: string | null, weight: number | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: AdoptionLevel | null, behaviorSeverityCode: string | null, location: string }> } };

export type AnimalsDirectoryQueryVariables = Exact<{
  query?: AnimalQuery | null | undefined;
}>;


export type AnimalsDirectoryQuery = { animals: { total: number, reportId: string | null, items: Array<{ animalId: string, name: string | null, species: string | null, sex: string | null, age: string | null, weight: number | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: AdoptionLevel | null, behaviorSeverityCode: string | null, location: string }> } };

export type AnimalDetailQueryVariables = Exact<{
  animalId: string;
}>;


export type AnimalDetailQuery = { animalCurrent: { animalId: string, name: string | null, species: string | null, breed: string | null, sex: string | null, age: string | null, weight: number | null, kennel: string | null, intakeDate: string | null, daysInCare: number | null, adoptionLevel: AdoptionLevel | null, statusCode: string | null, subStatusCode: string | null, behaviorSeverityCode: string | null, zoneCode: string, zoneLocation: string, page: number, lastUpdated: string | null, location: string, inCurrentPopulation: boolean } };

export type AnimalPlacementFieldsFragment = { name: string | null, species: string | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: string | null };

export type LocationReportMovementsQueryVariables = Exact<{
  reportId: string | number;
}>;


export type LocationReportMovementsQuery = { reportMovements: { reportId: string, reportDate: string | null, previousReportId: string | null, previousReportDate: string | null, arrived: number, left: number, moved: number, changed: number, items: Array<{ animalId: string, kind: MovementKind, changes: Array<string>, before: { name: string | null, species: string | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: string | null } | null, after: { name: string | null, species: string | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: string | null } | null }> } };

export type AnimalHistoryQueryVariables = Exact<{
  animalId: string;
}>;


export type AnimalHistoryQuery = { animalHistory: Array<{ reportId: string, reportDate: string | null, kennel: string | null, zoneCode: string, zoneLocation: string, statusCode: string | null, subStatusCode: string | null, adoptionLevel: string | null, behaviorSeverityCode: string | null, daysInCare: number | null }> };

export type RaiseAlertMutationVariables = Exact<{
  input: RaiseAlertInput;
}>;


export type RaiseAlertMutation = { raiseAlert: { id: string, animalId: string, severity: string, tags: Array<string>, status: AlertStatus } };

export type VerifyDeviceMutationVariables = Exact<{
  input: VerifyDeviceInput;
}>;


export type VerifyDeviceMutation = { verifyDevice: { requiresTotp: boolean, requiresTotpSetup: boolean, next: string | null, firstSignIn: boolean, user: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { requiresTotp: boolean, requiresTotpSetup: boolean, next: string | null, firstSignIn: boolean, user: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } | null } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type TotpSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type TotpSetupMutation = { totpSetup: { qrPngDataUrl: string, secret: string } };

export type TotpVerifyMutationVariables = Exact<{
  input: TotpCodeInput;
}>;


export type TotpVerifyMutation = { totpVerify: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } };

export type SetupRequiredQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupRequiredQuery = { setupRequired: boolean };

export type CreateFirstAdminMutationVariables = Exact<{
  input: FirstAdminInput;
}>;


export type CreateFirstAdminMutation = { createFirstAdmin: { requiresTotpSetup: boolean, next: string | null, user: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } | null } };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { sampleData: { reports: number, latestIsSample: boolean }, populationStats: { totalAnimals: number, occupancyRate: number | null, capacity: number | null, zonesWithoutCapacity: number, reportId: string | null }, adoptionLevelStats: { L1: number, L2: number, L3: number, L4: number, unassessed: number }, latestReport: { reportId: string, reportDate: string | null, createdAt: string } | null };

export type DashboardPendingReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPendingReportsQuery = { pendingReports: Array<{ tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean }> };

export type DashboardHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardHealthQuery = { health: { status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } } };

export type LoadSampleReportMutationVariables = Exact<{ [key: string]: never; }>;


export type LoadSampleReportMutation = { loadSampleReport: { tempId: string, state: string, reportId: string | null, reportDate: string | null } };

export type RemoveSampleDataMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveSampleDataMutation = { removeSampleData: { removed: number } };

export type HealthCheckFieldsFragment = { status: HealthStatus, message: string | null, error: string | null };

export type HealthSnapshotFragment = { status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } };

export type SystemStatusPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemStatusPageQuery = { health: { detailed: boolean, status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } } };

export type HealthUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HealthUpdatedSubscription = { healthUpdated: { detailed: boolean, status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } } };

export type BetiPageQueryVariables = Exact<{
  species?: Array<string> | string | null | undefined;
}>;


export type BetiPageQuery = { openAlertCount: number, appSettings: { longStayDays: number, behaviorAlertSeverity: string }, populationTrend: { from: string, to: string, points: Array<{ reportId: string, reportDate: string | null, total: number, behaviorFlagged: number, averageDaysInCare: number | null, byZone: Array<{ key: string, count: number }>, byZoneSpecies: Array<{ zoneCode: string, species: string, count: number }> }> }, lengthOfStay: { reportId: string | null, reportDate: string | null, longStayDays: number, longStayCount: number, overall: { animals: number, median: number | null, p90: number | null, average: number | null }, byZone: Array<{ zoneCode: string | null, zoneLocation: string | null }>, longStay: Array<{ animalId: string, name: string | null, species: string | null, zoneCode: string, kennel: string | null, statusCode: string | null, daysInCare: number }> } };

export type InvitationRegisterPageQueryVariables = Exact<{
  token: string;
}>;


export type InvitationRegisterPageQuery = { invitationByToken: { email: string, expiresAt: string, chatbotPermissions: Record<string, string>, chatbotDetails: Record<string, { name: string; accessLevel: string }> } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { success: boolean } };

export type InviteTokenPageQueryVariables = Exact<{
  token: string;
}>;


export type InviteTokenPageQuery = { inviteByToken: { valid: boolean, email: string, firstName: string, lastName: string, role: Role, expiresAt: string } };

export type AcceptInviteMutationVariables = Exact<{
  token: string;
  input: AcceptInviteInput;
}>;


export type AcceptInviteMutation = { acceptInvite: { success: boolean } };

export type ProfileUpdateMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type ProfileUpdateMutation = { updateProfile: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, totpEnabled: boolean, isTestUser: boolean, isRestricted: boolean, createdAt: string, lastLoginAt: string | null } };

export type ProfileChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ProfileChangePasswordMutation = { changePassword: { message: string } };

export type ProfileTotpResetMutationVariables = Exact<{
  input: StepUpInput;
}>;


export type ProfileTotpResetMutation = { totpReset: { message: string } };

export type PendingReportsBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReportsBannerQuery = { pendingReports: Array<{ tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean }> };

export type ReportsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ReportsChangedSubscription = { reportsChanged: { tempId: string, reportId: string | null, state: ReportChangeState, filename: string, animalCount: number | null, message: string | null } };

export type ReportDiagnosticsManifestQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportDiagnosticsManifestQuery = { reportManifest: { tempId: string, manifest: unknown, jobCounters: unknown, rejectionReasons: unknown, parserVersion: string | null, presignedUrls: unknown, events: unknown, warnings: Array<string>, notImportedTotal: number, timestamp: string, notImported: Array<{ page: number, line: number, animalId: string | null, text: string, reason: string, message: string }>, ledger: { lines: number, furniture: number, site: number, zone: number, total: number, row: number, continuation: number, unread: number } | null } };

export type ReportDiagnosticsPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportDiagnosticsPendingQuery = { pendingReports: Array<{ actions: Array<ReportAction>, tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean }> };

export type ReportDiagnosticsResumeMutationVariables = Exact<{
  id: string | number;
}>;


export type ReportDiagnosticsResumeMutation = { resumeReport: { tempId: string, state: ReportState, message: string } };

export type ReportsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsPageQuery = { reports: Array<{ id: string, tempId: string, sourceFilename: string, title: string | null, createdAt: string, reportDate: string | null, animalCount: number, shelter: string, sample: boolean }> };

export type ReportsPageDeleteReportMutationVariables = Exact<{
  id: string | number;
}>;


export type ReportsPageDeleteReportMutation = { deleteReport: { reportId: string, locationRecordsCleared: number } };

export type ReportsPageCancelAllMutationVariables = Exact<{ [key: string]: never; }>;


export type ReportsPageCancelAllMutation = { cancelAllReports: { cancelled: number, message: string } };

export type ProcessingBannerPendingReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessingBannerPendingReportsQuery = { pendingReports: Array<{ pendingReportId: string, sourceFilename: string, filename: string, errorCode: ErrorCode | null, rawZones: number, nextRetryAt: string | null, updatedAt: string, mine: boolean, actions: Array<ReportAction>, tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean, duplicateOf: { reportId: string, filename: string, reportDate: string | null } | null }> };

export type ProcessingBannerCancelReportMutationVariables = Exact<{
  id: string | number;
}>;


export type ProcessingBannerCancelReportMutation = { cancelReport: { tempId: string, state: ReportState } };

export type ProcessingBannerDismissReportMutationVariables = Exact<{
  id: string | number;
}>;


export type ProcessingBannerDismissReportMutation = { dismissReport: { tempId: string, state: ReportState } };

export type ProcessingBannerResumeReportMutationVariables = Exact<{
  id: string | number;
}>;


export type ProcessingBannerResumeReportMutation = { resumeReport: { tempId: string, state: ReportState, message: string } };

export type UploadReportProgressSubscriptionVariables = Exact<{
  tempId: string | number;
}>;


export type UploadReportProgressSubscription = { reportProgress: { seq: number, kind: ReportEventKind, data: unknown, progress: number | null, timestamp: string, reportId: string, tempId: string } };

export type UploadReportStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type UploadReportStatusQuery = { reportStatus: { tempId: string, reportId: string | null, state: ReportState, status: ReportStatusValue, nextRetryAt: string | null, totalChunks: number, completed: Array<number>, lastError: string | null, errorCode: ErrorCode | null, animalCount: number | null, notImported: number | null, lastUpdate: string, duplicateOf: { reportId: string, filename: string, reportDate: string | null } | null } };

export type UploadPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadPageQuery = { health: { status: HealthStatus, bootId: string, checkedAt: string, checks: { deltaEnabled: boolean, storage: { status: HealthStatus, message: string | null, error: string | null }, db: { status: HealthStatus, message: string | null, error: string | null }, ai: { status: HealthStatus, message: string | null, error: string | null }, queue: { status: HealthStatus, message: string | null, error: string | null }, mail: { status: HealthStatus, message: string | null, error: string | null } }, config: { REPORTS_SSE_ENABLED: boolean } } };

export type UploadCancelReportMutationVariables = Exact<{
  id: string | number;
}>;


export type UploadCancelReportMutation = { cancelReport: { tempId: string, state: ReportState } };

export type UploadStartReportParseMutationVariables = Exact<{
  tempId: string | number;
}>;


export type UploadStartReportParseMutation = { startReportParse: { tempId: string, state: ReportState, reportId: string | null, message: string } };

export type SystemSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemSettingsPageQuery = { configPresence: Array<{ name: string, envVar: string, provider: ConfigProvider, description: string, required: boolean, neededInProduction: boolean, present: boolean }> };

export type ZoneCapacityQueryVariables = Exact<{ [key: string]: never; }>;


export type ZoneCapacityQuery = { zoneOccupancy: Array<{ zoneCode: string, zoneLocation: string | null, occupied: number, capacity: number | null, occupancyRate: number | null, capacityUpdatedAt: string | null }> };

export type SetZoneCapacitiesMutationVariables = Exact<{
  input: ZoneCapacitiesInput;
}>;


export type SetZoneCapacitiesMutation = { setZoneCapacities: Array<{ zoneCode: string, zoneLocation: string | null, occupied: number, capacity: number | null, occupancyRate: number | null, capacityUpdatedAt: string | null }> };

export type ZoneOccupancyRowFragment = { zoneCode: string, zoneLocation: string | null, occupied: number, capacity: number | null, occupancyRate: number | null, capacityUpdatedAt: string | null };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { appSettings: { longStayDays: number, strayHoldDays: number, behaviorAlertSeverity: string } };

export type UpdateAppSettingsMutationVariables = Exact<{
  input: AppSettingsInput;
}>;


export type UpdateAppSettingsMutation = { updateAppSettings: { longStayDays: number, strayHoldDays: number, behaviorAlertSeverity: string } };

export type InvitationRowFragment = { id: string, email: string, firstName: string, lastName: string, role: Role, acceptedAt: string | null, cancelledAt: string | null, cancelReason: string | null, expiresAt: string, createdAt: string, mailState: InvitationMailState, mailError: string | null, mailAttempts: number, actions: Array<InvitationAction> };

export type InvitationsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsPageQuery = { invitations: Array<{ id: string, email: string, firstName: string, lastName: string, role: Role, acceptedAt: string | null, cancelledAt: string | null, cancelReason: string | null, expiresAt: string, createdAt: string, mailState: InvitationMailState, mailError: string | null, mailAttempts: number, actions: Array<InvitationAction> }> };

export type InviteUserCreateMutationVariables = Exact<{
  input: CreateInvitationInput;
}>;


export type InviteUserCreateMutation = { createInvitation: { id: string, email: string, firstName: string, lastName: string, inviteLink: string | null } };

export type InvitationResendMutationVariables = Exact<{
  id: string | number;
}>;


export type InvitationResendMutation = { resendInvitation: { id: string, email: string, firstName: string, lastName: string, inviteLink: string | null, mailState: InvitationMailState } };

export type InvitationExtendMutationVariables = Exact<{
  id: string | number;
  expiresAt: string;
}>;


export type InvitationExtendMutation = { extendInvitation: { id: string, email: string, firstName: string, lastName: string, role: Role, acceptedAt: string | null, cancelledAt: string | null, cancelReason: string | null, expiresAt: string, createdAt: string, mailState: InvitationMailState, mailError: string | null, mailAttempts: number, actions: Array<InvitationAction> } };

export type InvitationCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type InvitationCancelMutation = { cancelInvitation: { success: boolean } };

export type UserRowFragment = { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> };

export type UsersPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersPageQuery = { users: Array<{ id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> }> };

export type UsersUpdateRoleMutationVariables = Exact<{
  userId: string | number;
  role: Role;
}>;


export type UsersUpdateRoleMutation = { updateUserRole: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> } };

export type UsersDisableMutationVariables = Exact<{
  userId: string | number;
}>;


export type UsersDisableMutation = { disableUser: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> } };

export type UsersEnableMutationVariables = Exact<{
  userId: string | number;
}>;


export type UsersEnableMutation = { enableUser: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> } };

export type UsersResetTotpMutationVariables = Exact<{
  userId: string | number;
}>;


export type UsersResetTotpMutation = { resetUserTotp: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> } };

export type UsersChangeEmailMutationVariables = Exact<{
  userId: string | number;
  input: ChangeEmailInput;
}>;


export type UsersChangeEmailMutation = { changeUserEmail: { id: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, isTestUser: boolean, createdAt: string, lastLoginAt: string | null, disabledAt: string | null, actions: Array<UserAction> } };

export type PendingReportSummaryFragment = { tempId: string, status: ReportStatusValue, state: ReportState, lastError: string | null, totalChunks: number, completed: Array<number>, awaitingParse: boolean };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRole"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const ViewerCanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUsers"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUsers"}},{"kind":"Field","name":{"kind":"Name","value":"listInvitations"}},{"kind":"Field","name":{"kind":"Name","value":"resetOwnTotp"}},{"kind":"Field","name":{"kind":"Name","value":"loadSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"readSettings"}},{"kind":"Field","name":{"kind":"Name","value":"updateSettings"}},{"kind":"Field","name":{"kind":"Name","value":"readAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"updateAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"raiseAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"readAlertSettings"}},{"kind":"Field","name":{"kind":"Name","value":"grantRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageApiKeys"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyRoles"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"}}]}}]} as unknown as DocumentNode<ViewerCanFragment, unknown>;
export const AlertDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedNextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertDetailsFragment, unknown>;
export const AnimalListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnimalListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Animal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorSeverityCode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<AnimalListRowFragment, unknown>;
export const AnimalPlacementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnimalPlacementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalPlacement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}}]}}]} as unknown as DocumentNode<AnimalPlacementFieldsFragment, unknown>;
export const HealthCheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<HealthCheckFieldsFragment, unknown>;
export const HealthSnapshotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<HealthSnapshotFragment, unknown>;
export const ZoneOccupancyRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ZoneOccupancyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneOccupancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyRate"}},{"kind":"Field","name":{"kind":"Name","value":"capacityUpdatedAt"}}]}}]} as unknown as DocumentNode<ZoneOccupancyRowFragment, unknown>;
export const InvitationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mailState"}},{"kind":"Field","name":{"kind":"Name","value":"mailError"}},{"kind":"Field","name":{"kind":"Name","value":"mailAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<InvitationRowFragment, unknown>;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UserRowFragment, unknown>;
export const PendingReportSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<PendingReportSummaryFragment, unknown>;
export const BootIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BootId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bootId"}}]}}]}}]} as unknown as DocumentNode<BootIdQuery, BootIdQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUsers"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUsers"}},{"kind":"Field","name":{"kind":"Name","value":"listInvitations"}},{"kind":"Field","name":{"kind":"Name","value":"resetOwnTotp"}},{"kind":"Field","name":{"kind":"Name","value":"loadSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"readSettings"}},{"kind":"Field","name":{"kind":"Name","value":"updateSettings"}},{"kind":"Field","name":{"kind":"Name","value":"readAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"updateAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"raiseAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"readAlertSettings"}},{"kind":"Field","name":{"kind":"Name","value":"grantRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageApiKeys"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyRoles"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const CachedMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CachedMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<CachedMeQuery, CachedMeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ApiKeyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRole"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ApiKeyListQuery, ApiKeyListQueryVariables>;
export const ApiKeyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRole"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ApiKeyCreateMutation, ApiKeyCreateMutationVariables>;
export const ApiKeyRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveRole"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresSoon"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canRevoke"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRevokeMutation, ApiKeyRevokeMutationVariables>;
export const ConfirmIdentityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<ConfirmIdentityMutation, ConfirmIdentityMutationVariables>;
export const GrantableRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GrantableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantableRoles"}}]}}]} as unknown as DocumentNode<GrantableRolesQuery, GrantableRolesQueryVariables>;
export const ViewerCanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listUsers"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUsers"}},{"kind":"Field","name":{"kind":"Name","value":"listInvitations"}},{"kind":"Field","name":{"kind":"Name","value":"resetOwnTotp"}},{"kind":"Field","name":{"kind":"Name","value":"loadSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"readSettings"}},{"kind":"Field","name":{"kind":"Name","value":"updateSettings"}},{"kind":"Field","name":{"kind":"Name","value":"readAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"updateAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"raiseAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"readAlertSettings"}},{"kind":"Field","name":{"kind":"Name","value":"grantRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageApiKeys"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyRoles"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"}}]}}]} as unknown as DocumentNode<ViewerCanQuery, ViewerCanQueryVariables>;
export const AlertsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"center"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"severity"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"species"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"center"},"value":{"kind":"Variable","name":{"kind":"Name","value":"center"}}},{"kind":"Argument","name":{"kind":"Name","value":"severity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"severity"}}},{"kind":"Argument","name":{"kind":"Name","value":"species"},"value":{"kind":"Variable","name":{"kind":"Name","value":"species"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"snoozed"}},{"kind":"Field","name":{"kind":"Name","value":"resolved"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alertAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedNextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertsPageQuery, AlertsPageQueryVariables>;
export const UpdateAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAlertsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedNextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateAlertsMutation, UpdateAlertsMutationVariables>;
export const AlertChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AlertChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Alert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"snoozedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedNextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AlertChangedSubscription, AlertChangedSubscriptionVariables>;
export const AlertsSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertWebhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secretSet"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"toleranceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastState"}},{"kind":"Field","name":{"kind":"Name","value":"received24h"}},{"kind":"Field","name":{"kind":"Name","value":"failed24h"}},{"kind":"Field","name":{"kind":"Name","value":"recentFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exampleCurl"}}]}}]}}]} as unknown as DocumentNode<AlertsSettingsQuery, AlertsSettingsQueryVariables>;
export const LocationReportHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthSnapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}}]} as unknown as DocumentNode<LocationReportHealthQuery, LocationReportHealthQueryVariables>;
export const LocationReportLatestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportLatest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LocationReportLatestQuery, LocationReportLatestQueryVariables>;
export const LocationReportPinnedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportPinned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFilename"}}]}}]}}]} as unknown as DocumentNode<LocationReportPinnedQuery, LocationReportPinnedQueryVariables>;
export const LocationReportPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingReportSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<LocationReportPendingQuery, LocationReportPendingQueryVariables>;
export const LocationReportZonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportZones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"animalCount"}}]}}]}}]} as unknown as DocumentNode<LocationReportZonesQuery, LocationReportZonesQueryVariables>;
export const LocationReportAnimalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportAnimals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportAnimals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnimalListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnimalListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Animal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorSeverityCode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<LocationReportAnimalsQuery, LocationReportAnimalsQueryVariables>;
export const AnimalsDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnimalsDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnimalListRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnimalListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Animal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorSeverityCode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]} as unknown as DocumentNode<AnimalsDirectoryQuery, AnimalsDirectoryQueryVariables>;
export const AnimalDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnimalDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalCurrent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"animalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"intakeDate"}},{"kind":"Field","name":{"kind":"Name","value":"daysInCare"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorSeverityCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"inCurrentPopulation"}}]}}]}}]} as unknown as DocumentNode<AnimalDetailQuery, AnimalDetailQueryVariables>;
export const LocationReportMovementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocationReportMovements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportMovements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousReportId"}},{"kind":"Field","name":{"kind":"Name","value":"previousReportDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrived"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"moved"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnimalPlacementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnimalPlacementFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnimalPlacementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnimalPlacement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}}]}}]} as unknown as DocumentNode<LocationReportMovementsQuery, LocationReportMovementsQueryVariables>;
export const AnimalHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnimalHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"animalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"animalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"subStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorSeverityCode"}},{"kind":"Field","name":{"kind":"Name","value":"daysInCare"}}]}}]}}]} as unknown as DocumentNode<AnimalHistoryQuery, AnimalHistoryQueryVariables>;
export const RaiseAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RaiseAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RaiseAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raiseAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RaiseAlertMutation, RaiseAlertMutationVariables>;
export const VerifyDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiresTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requiresTotpSetup"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"firstSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<VerifyDeviceMutation, VerifyDeviceMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiresTotp"}},{"kind":"Field","name":{"kind":"Name","value":"requiresTotpSetup"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"firstSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const TotpSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TotpSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrPngDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<TotpSetupMutation, TotpSetupMutationVariables>;
export const TotpVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TotpVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TotpCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpVerify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<TotpVerifyMutation, TotpVerifyMutationVariables>;
export const SetupRequiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupRequired"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupRequired"}}]}}]} as unknown as DocumentNode<SetupRequiredQuery, SetupRequiredQueryVariables>;
export const CreateFirstAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFirstAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirstAdminInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFirstAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiresTotpSetup"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<CreateFirstAdminMutation, CreateFirstAdminMutationVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"latestIsSample"}}]}},{"kind":"Field","name":{"kind":"Name","value":"populationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAnimals"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyRate"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"zonesWithoutCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adoptionLevelStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"L1"}},{"kind":"Field","name":{"kind":"Name","value":"L2"}},{"kind":"Field","name":{"kind":"Name","value":"L3"}},{"kind":"Field","name":{"kind":"Name","value":"L4"}},{"kind":"Field","name":{"kind":"Name","value":"unassessed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const DashboardPendingReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingReportSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<DashboardPendingReportsQuery, DashboardPendingReportsQueryVariables>;
export const DashboardHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthSnapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}}]} as unknown as DocumentNode<DashboardHealthQuery, DashboardHealthQueryVariables>;
export const LoadSampleReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoadSampleReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loadSampleReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}}]}}]}}]} as unknown as DocumentNode<LoadSampleReportMutation, LoadSampleReportMutationVariables>;
export const RemoveSampleDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<RemoveSampleDataMutation, RemoveSampleDataMutationVariables>;
export const SystemStatusPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemStatusPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"detailed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}}]} as unknown as DocumentNode<SystemStatusPageQuery, SystemStatusPageQueryVariables>;
export const HealthUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HealthUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"detailed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}}]} as unknown as DocumentNode<HealthUpdatedSubscription, HealthUpdatedSubscriptionVariables>;
export const BetiPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BetiPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"species"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longStayDays"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorAlertSeverity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAlertCount"}},{"kind":"Field","name":{"kind":"Name","value":"populationTrend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"species"},"value":{"kind":"Variable","name":{"kind":"Name","value":"species"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorFlagged"}},{"kind":"Field","name":{"kind":"Name","value":"averageDaysInCare"}},{"kind":"Field","name":{"kind":"Name","value":"byZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byZoneSpecies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lengthOfStay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"species"},"value":{"kind":"Variable","name":{"kind":"Name","value":"species"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"overall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animals"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"p90"}},{"kind":"Field","name":{"kind":"Name","value":"average"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"longStayDays"}},{"kind":"Field","name":{"kind":"Name","value":"longStayCount"}},{"kind":"Field","name":{"kind":"Name","value":"longStay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"species"}},{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"kennel"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"daysInCare"}}]}}]}}]}}]} as unknown as DocumentNode<BetiPageQuery, BetiPageQueryVariables>;
export const InvitationRegisterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationRegisterPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"chatbotPermissions"}},{"kind":"Field","name":{"kind":"Name","value":"chatbotDetails"}}]}}]}}]} as unknown as DocumentNode<InvitationRegisterPageQuery, InvitationRegisterPageQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const InviteTokenPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteTokenPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InviteTokenPageQuery, InviteTokenPageQueryVariables>;
export const AcceptInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<AcceptInviteMutation, AcceptInviteMutationVariables>;
export const ProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"isRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]} as unknown as DocumentNode<ProfileUpdateMutation, ProfileUpdateMutationVariables>;
export const ProfileChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProfileChangePasswordMutation, ProfileChangePasswordMutationVariables>;
export const ProfileTotpResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileTotpReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StepUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProfileTotpResetMutation, ProfileTotpResetMutationVariables>;
export const PendingReportsBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingReportsBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingReportSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<PendingReportsBannerQuery, PendingReportsBannerQueryVariables>;
export const ReportsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReportsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"animalCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportsChangedSubscription, ReportsChangedSubscriptionVariables>;
export const ReportDiagnosticsManifestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDiagnosticsManifest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportManifest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"jobCounters"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReasons"}},{"kind":"Field","name":{"kind":"Name","value":"parserVersion"}},{"kind":"Field","name":{"kind":"Name","value":"presignedUrls"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"notImported"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"animalId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notImportedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"furniture"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"continuation"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<ReportDiagnosticsManifestQuery, ReportDiagnosticsManifestQueryVariables>;
export const ReportDiagnosticsPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDiagnosticsPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingReportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<ReportDiagnosticsPendingQuery, ReportDiagnosticsPendingQueryVariables>;
export const ReportDiagnosticsResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportDiagnosticsResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportDiagnosticsResumeMutation, ReportDiagnosticsResumeMutationVariables>;
export const ReportsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFilename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}},{"kind":"Field","name":{"kind":"Name","value":"animalCount"}},{"kind":"Field","name":{"kind":"Name","value":"shelter"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}}]}}]}}]} as unknown as DocumentNode<ReportsPageQuery, ReportsPageQueryVariables>;
export const ReportsPageDeleteReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportsPageDeleteReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"locationRecordsCleared"}}]}}]}}]} as unknown as DocumentNode<ReportsPageDeleteReportMutation, ReportsPageDeleteReportMutationVariables>;
export const ReportsPageCancelAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportsPageCancelAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAllReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportsPageCancelAllMutation, ReportsPageCancelAllMutationVariables>;
export const ProcessingBannerPendingReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessingBannerPendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingReportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReportId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFilename"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"rawZones"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingReportSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingParse"}}]}}]} as unknown as DocumentNode<ProcessingBannerPendingReportsQuery, ProcessingBannerPendingReportsQueryVariables>;
export const ProcessingBannerCancelReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingBannerCancelReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ProcessingBannerCancelReportMutation, ProcessingBannerCancelReportMutationVariables>;
export const ProcessingBannerDismissReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingBannerDismissReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ProcessingBannerDismissReportMutation, ProcessingBannerDismissReportMutationVariables>;
export const ProcessingBannerResumeReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingBannerResumeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProcessingBannerResumeReportMutation, ProcessingBannerResumeReportMutationVariables>;
export const UploadReportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadReportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tempId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tempId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tempId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"tempId"}}]}}]}}]} as unknown as DocumentNode<UploadReportProgressSubscription, UploadReportProgressSubscriptionVariables>;
export const UploadReportStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadReportStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextRetryAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalChunks"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"animalCount"}},{"kind":"Field","name":{"kind":"Name","value":"notImported"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"reportDate"}}]}}]}}]}}]} as unknown as DocumentNode<UploadReportStatusQuery, UploadReportStatusQueryVariables>;
export const UploadPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthSnapshot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HealthCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HealthSnapshot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Health"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bootId"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"db"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ai"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HealthCheckFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deltaEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"REPORTS_SSE_ENABLED"}}]}}]}}]} as unknown as DocumentNode<UploadPageQuery, UploadPageQueryVariables>;
export const UploadCancelReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadCancelReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<UploadCancelReportMutation, UploadCancelReportMutationVariables>;
export const UploadStartReportParseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadStartReportParse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tempId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startReportParse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tempId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tempId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tempId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reportId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UploadStartReportParseMutation, UploadStartReportParseMutationVariables>;
export const SystemSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configPresence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"envVar"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"neededInProduction"}},{"kind":"Field","name":{"kind":"Name","value":"present"}}]}}]}}]} as unknown as DocumentNode<SystemSettingsPageQuery, SystemSettingsPageQueryVariables>;
export const ZoneCapacityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ZoneCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneOccupancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ZoneOccupancyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ZoneOccupancyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneOccupancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyRate"}},{"kind":"Field","name":{"kind":"Name","value":"capacityUpdatedAt"}}]}}]} as unknown as DocumentNode<ZoneCapacityQuery, ZoneCapacityQueryVariables>;
export const SetZoneCapacitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetZoneCapacities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneCapacitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setZoneCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ZoneOccupancyRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ZoneOccupancyRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneOccupancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoneCode"}},{"kind":"Field","name":{"kind":"Name","value":"zoneLocation"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyRate"}},{"kind":"Field","name":{"kind":"Name","value":"capacityUpdatedAt"}}]}}]} as unknown as DocumentNode<SetZoneCapacitiesMutation, SetZoneCapacitiesMutationVariables>;
export const AppSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longStayDays"}},{"kind":"Field","name":{"kind":"Name","value":"strayHoldDays"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorAlertSeverity"}}]}}]}}]} as unknown as DocumentNode<AppSettingsQuery, AppSettingsQueryVariables>;
export const UpdateAppSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longStayDays"}},{"kind":"Field","name":{"kind":"Name","value":"strayHoldDays"}},{"kind":"Field","name":{"kind":"Name","value":"behaviorAlertSeverity"}}]}}]}}]} as unknown as DocumentNode<UpdateAppSettingsMutation, UpdateAppSettingsMutationVariables>;
export const InvitationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mailState"}},{"kind":"Field","name":{"kind":"Name","value":"mailError"}},{"kind":"Field","name":{"kind":"Name","value":"mailAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<InvitationsPageQuery, InvitationsPageQueryVariables>;
export const InviteUserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLink"}}]}}]}}]} as unknown as DocumentNode<InviteUserCreateMutation, InviteUserCreateMutationVariables>;
export const InvitationResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLink"}},{"kind":"Field","name":{"kind":"Name","value":"mailState"}}]}}]}}]} as unknown as DocumentNode<InvitationResendMutation, InvitationResendMutationVariables>;
export const InvitationExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mailState"}},{"kind":"Field","name":{"kind":"Name","value":"mailError"}},{"kind":"Field","name":{"kind":"Name","value":"mailAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<InvitationExtendMutation, InvitationExtendMutationVariables>;
export const InvitationCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<InvitationCancelMutation, InvitationCancelMutationVariables>;
export const UsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersPageQuery, UsersPageQueryVariables>;
export const UsersUpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersUpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersUpdateRoleMutation, UsersUpdateRoleMutationVariables>;
export const UsersDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersDisableMutation, UsersDisableMutationVariables>;
export const UsersEnableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersEnable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersEnableMutation, UsersEnableMutationVariables>;
export const UsersResetTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersResetTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersResetTotpMutation, UsersResetTotpMutationVariables>;
export const UsersChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isTestUser"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<UsersChangeEmailMutation, UsersChangeEmailMutationVariables>;