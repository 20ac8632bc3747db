/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n": typeof types.BootIdDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query CachedMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.CachedMeDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    role\n    effectiveRole\n    scopes\n    state\n    createdAt\n    expiresAt\n    expiresSoon\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n    canRevoke\n    owner {\n      id\n      email\n      name\n      role\n    }\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeyList($userId: ID) {\n    apiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeyListDocument,
    "\n  mutation ApiKeyCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.ApiKeyCreateDocument,
    "\n  mutation ApiKeyRevoke($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeyRevokeDocument,
    "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      until\n    }\n  }\n": typeof types.ConfirmIdentityDocument,
    "\n  query GrantableRoles {\n    grantableRoles\n  }\n": typeof types.GrantableRolesDocument,
    "\n  fragment ViewerCan on ViewerCan {\n    listUsers\n    inviteUsers\n    listInvitations\n    resetOwnTotp\n    loadSampleData\n    readSettings\n    updateSettings\n    readAlerts\n    updateAlerts\n    raiseAlerts\n    readAlertSettings\n    grantRoles\n    manageApiKeys\n    apiKeyRoles\n    apiKeyScopes\n  }\n": typeof types.ViewerCanFragmentDoc,
    "\n  query ViewerCan {\n    me {\n      id\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n": typeof types.ViewerCanDocument,
    "\n  fragment AlertDetails on Alert {\n    id\n    ts\n    updatedAt\n    source\n    rule\n    animalId\n    name\n    species\n    severity\n    zone\n    location\n    tags\n    status\n    snoozedUntil\n    snippet\n    body\n    reportId\n    suggestedNextSteps\n    assignee {\n      id\n      name\n    }\n  }\n": typeof types.AlertDetailsFragmentDoc,
    "\n  query AlertsPage($center: String, $severity: [String!], $species: [String!], $status: [AlertStatus!], $tags: [String!], $search: String, $limit: Int) {\n    alerts(center: $center, severity: $severity, species: $species, status: $status, tags: $tags, search: $search, page: 1, limit: $limit) {\n      items {\n        ...AlertDetails\n      }\n      total\n      counts {\n        new\n        acknowledged\n        snoozed\n        resolved\n      }\n    }\n    alertAssignees {\n      id\n      name\n    }\n  }\n": typeof types.AlertsPageDocument,
    "\n  mutation UpdateAlerts($input: UpdateAlertsInput!) {\n    updateAlerts(input: $input) {\n      ...AlertDetails\n    }\n  }\n": typeof types.UpdateAlertsDocument,
    "\n  subscription AlertChanged {\n    alertChanged {\n      ...AlertDetails\n    }\n  }\n": typeof types.AlertChangedDocument,
    "\n  query AlertsSettings {\n    alertWebhook {\n      secretSet\n      endpoint\n      toleranceSeconds\n      lastReceivedAt\n      lastState\n      received24h\n      failed24h\n      recentFailures {\n        id\n        receivedAt\n        error\n      }\n      exampleCurl\n    }\n  }\n": typeof types.AlertsSettingsDocument,
    "\n  fragment AnimalListRow on Animal {\n    animalId\n    name\n    species\n    sex\n    age\n    weight\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n    behaviorSeverityCode\n    location\n  }\n": typeof types.AnimalListRowFragmentDoc,
    "\n  query LocationReportHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": typeof types.LocationReportHealthDocument,
    "\n  query LocationReportLatest {\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n": typeof types.LocationReportLatestDocument,
    "\n  query LocationReportPinned {\n    reports {\n      id\n      reportDate\n      sourceFilename\n    }\n  }\n": typeof types.LocationReportPinnedDocument,
    "\n  query LocationReportPending {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": typeof types.LocationReportPendingDocument,
    "\n  query LocationReportZones($reportId: ID!) {\n    zoneGroups(reportId: $reportId) {\n      code\n      location\n      animalCount\n    }\n  }\n": typeof types.LocationReportZonesDocument,
    "\n  query LocationReportAnimals($reportId: ID!, $query: AnimalQuery) {\n    reportAnimals(reportId: $reportId, query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.LocationReportAnimalsDocument,
    "\n  query AnimalsDirectory($query: AnimalQuery) {\n    animals(query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      reportId\n    }\n  }\n": typeof types.AnimalsDirectoryDocument,
    "\n  query AnimalDetail($animalId: String!) {\n    animalCurrent(animalId: $animalId) {\n      animalId\n      name\n      species\n      breed\n      sex\n      age\n      weight\n      kennel\n      intakeDate\n      daysInCare\n      adoptionLevel\n      statusCode\n      subStatusCode\n      behaviorSeverityCode\n      zoneCode\n      zoneLocation\n      page\n      lastUpdated\n      location\n      inCurrentPopulation\n    }\n  }\n": typeof types.AnimalDetailDocument,
    "\n  fragment AnimalPlacementFields on AnimalPlacement {\n    name\n    species\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n  }\n": typeof types.AnimalPlacementFieldsFragmentDoc,
    "\n  query LocationReportMovements($reportId: ID!) {\n    reportMovements(reportId: $reportId) {\n      reportId\n      reportDate\n      previousReportId\n      previousReportDate\n      arrived\n      left\n      moved\n      changed\n      items {\n        animalId\n        kind\n        changes\n        before {\n          ...AnimalPlacementFields\n        }\n        after {\n          ...AnimalPlacementFields\n        }\n      }\n    }\n  }\n": typeof types.LocationReportMovementsDocument,
    "\n  query AnimalHistory($animalId: String!) {\n    animalHistory(animalId: $animalId) {\n      reportId\n      reportDate\n      kennel\n      zoneCode\n      zoneLocation\n      statusCode\n      subStatusCode\n      adoptionLevel\n      behaviorSeverityCode\n      daysInCare\n    }\n  }\n": typeof types.AnimalHistoryDocument,
    "\n  mutation RaiseAlert($input: RaiseAlertInput!) {\n    raiseAlert(input: $input) {\n      id\n      animalId\n      severity\n      tags\n      status\n    }\n  }\n": typeof types.RaiseAlertDocument,
    "\n  mutation VerifyDevice($input: VerifyDeviceInput!) {\n    verifyDevice(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.VerifyDeviceDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation TotpSetup {\n    totpSetup {\n      qrPngDataUrl\n      secret\n    }\n  }\n": typeof types.TotpSetupDocument,
    "\n  mutation TotpVerify($input: TotpCodeInput!) {\n    totpVerify(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.TotpVerifyDocument,
    "\n  query SetupRequired {\n    setupRequired\n  }\n": typeof types.SetupRequiredDocument,
    "\n  mutation CreateFirstAdmin($input: FirstAdminInput!) {\n    createFirstAdmin(input: $input) {\n      requiresTotpSetup\n      next\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.CreateFirstAdminDocument,
    "\n  query DashboardPage {\n    sampleData {\n      reports\n      latestIsSample\n    }\n    populationStats {\n      totalAnimals\n      occupancyRate\n      capacity\n      zonesWithoutCapacity\n      reportId\n    }\n    adoptionLevelStats {\n      L1\n      L2\n      L3\n      L4\n      unassessed\n    }\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n": typeof types.DashboardPageDocument,
    "\n  query DashboardPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": typeof types.DashboardPendingReportsDocument,
    "\n  query DashboardHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": typeof types.DashboardHealthDocument,
    "\n  mutation LoadSampleReport {\n    loadSampleReport {\n      tempId\n      state\n      reportId\n      reportDate\n    }\n  }\n": typeof types.LoadSampleReportDocument,
    "\n  mutation RemoveSampleData {\n    removeSampleData {\n      removed\n    }\n  }\n": typeof types.RemoveSampleDataDocument,
    "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n": typeof types.HealthCheckFieldsFragmentDoc,
    "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n": typeof types.HealthSnapshotFragmentDoc,
    "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n": typeof types.SystemStatusPageDocument,
    "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n": typeof types.HealthUpdatedDocument,
    "\n  query BetiPage($species: [String!]) {\n    appSettings {\n      longStayDays\n      behaviorAlertSeverity\n    }\n    openAlertCount\n    populationTrend(range: { species: $species }) {\n      from\n      to\n      points {\n        reportId\n        reportDate\n        total\n        behaviorFlagged\n        averageDaysInCare\n        byZone {\n          key\n          count\n        }\n        byZoneSpecies {\n          zoneCode\n          species\n          count\n        }\n      }\n    }\n    lengthOfStay(species: $species) {\n      reportId\n      reportDate\n      overall {\n        animals\n        median\n        p90\n        average\n      }\n      byZone {\n        zoneCode\n        zoneLocation\n      }\n      longStayDays\n      longStayCount\n      longStay {\n        animalId\n        name\n        species\n        zoneCode\n        kennel\n        statusCode\n        daysInCare\n      }\n    }\n  }\n": typeof types.BetiPageDocument,
    "\n  query InvitationRegisterPage($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      expiresAt\n      chatbotPermissions\n      chatbotDetails\n    }\n  }\n": typeof types.InvitationRegisterPageDocument,
    "\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      success\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query InviteTokenPage($token: String!) {\n    inviteByToken(token: $token) {\n      valid\n      email\n      firstName\n      lastName\n      role\n      expiresAt\n    }\n  }\n": typeof types.InviteTokenPageDocument,
    "\n  mutation AcceptInvite($token: String!, $input: AcceptInviteInput!) {\n    acceptInvite(token: $token, input: $input) {\n      success\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation ProfileChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ProfileChangePasswordDocument,
    "\n  mutation ProfileTotpReset($input: StepUpInput!) {\n    totpReset(input: $input) {\n      message\n    }\n  }\n": typeof types.ProfileTotpResetDocument,
    "\n  query PendingReportsBanner {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": typeof types.PendingReportsBannerDocument,
    "\n  subscription ReportsChanged {\n    reportsChanged {\n      tempId\n      reportId\n      state\n      filename\n      animalCount\n      message\n    }\n  }\n": typeof types.ReportsChangedDocument,
    "\n  query ReportDiagnosticsManifest($id: ID!) {\n    reportManifest(id: $id) {\n      tempId\n      manifest\n      jobCounters\n      rejectionReasons\n      parserVersion\n      presignedUrls\n      events\n      warnings\n      notImported {\n        page\n        line\n        animalId\n        text\n        reason\n        message\n      }\n      notImportedTotal\n      ledger {\n        lines\n        furniture\n        site\n        zone\n        total\n        row\n        continuation\n        unread\n      }\n      timestamp\n    }\n  }\n": typeof types.ReportDiagnosticsManifestDocument,
    "\n  query ReportDiagnosticsPending {\n    pendingReports {\n      ...PendingReportSummary\n      actions\n    }\n  }\n": typeof types.ReportDiagnosticsPendingDocument,
    "\n  mutation ReportDiagnosticsResume($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n": typeof types.ReportDiagnosticsResumeDocument,
    "\n  query ReportsPage {\n    reports {\n      id\n      tempId\n      sourceFilename\n      title\n      createdAt\n      reportDate\n      animalCount\n      shelter\n      sample\n    }\n  }\n": typeof types.ReportsPageDocument,
    "\n  mutation ReportsPageDeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      reportId\n      locationRecordsCleared\n    }\n  }\n": typeof types.ReportsPageDeleteReportDocument,
    "\n  mutation ReportsPageCancelAll {\n    cancelAllReports {\n      cancelled\n      message\n    }\n  }\n": typeof types.ReportsPageCancelAllDocument,
    "\n  query ProcessingBannerPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n      pendingReportId\n      sourceFilename\n      filename\n      errorCode\n      rawZones\n      nextRetryAt\n      updatedAt\n      mine\n      actions\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n": typeof types.ProcessingBannerPendingReportsDocument,
    "\n  mutation ProcessingBannerCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": typeof types.ProcessingBannerCancelReportDocument,
    "\n  mutation ProcessingBannerDismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": typeof types.ProcessingBannerDismissReportDocument,
    "\n  mutation ProcessingBannerResumeReport($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n": typeof types.ProcessingBannerResumeReportDocument,
    "\n  subscription UploadReportProgress($tempId: ID!) {\n    reportProgress(tempId: $tempId) {\n      seq\n      kind\n      data\n      progress\n      timestamp\n      reportId\n      tempId\n    }\n  }\n": typeof types.UploadReportProgressDocument,
    "\n  query UploadReportStatus($id: ID!) {\n    reportStatus(id: $id) {\n      tempId\n      reportId\n      state\n      status\n      nextRetryAt\n      totalChunks\n      completed\n      lastError\n      errorCode\n      animalCount\n      notImported\n      lastUpdate\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n": typeof types.UploadReportStatusDocument,
    "\n  query UploadPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": typeof types.UploadPageDocument,
    "\n  mutation UploadCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": typeof types.UploadCancelReportDocument,
    "\n  mutation UploadStartReportParse($tempId: ID!) {\n    startReportParse(tempId: $tempId) {\n      tempId\n      state\n      reportId\n      message\n    }\n  }\n": typeof types.UploadStartReportParseDocument,
    "\n  query SystemSettingsPage {\n    configPresence {\n      name\n      envVar\n      provider\n      description\n      required\n      neededInProduction\n      present\n    }\n  }\n": typeof types.SystemSettingsPageDocument,
    "\n  query ZoneCapacity {\n    zoneOccupancy {\n      ...ZoneOccupancyRow\n    }\n  }\n": typeof types.ZoneCapacityDocument,
    "\n  mutation SetZoneCapacities($input: ZoneCapacitiesInput!) {\n    setZoneCapacities(input: $input) {\n      ...ZoneOccupancyRow\n    }\n  }\n": typeof types.SetZoneCapacitiesDocument,
    "\n  fragment ZoneOccupancyRow on ZoneOccupancy {\n    zoneCode\n    zoneLocation\n    occupied\n    capacity\n    occupancyRate\n    capacityUpdatedAt\n  }\n": typeof types.ZoneOccupancyRowFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n": typeof types.AppSettingsDocument,
    "\n  mutation UpdateAppSettings($input: AppSettingsInput!) {\n    updateAppSettings(input: $input) {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n": typeof types.UpdateAppSettingsDocument,
    "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    firstName\n    lastName\n    role\n    acceptedAt\n    cancelledAt\n    cancelReason\n    expiresAt\n    createdAt\n    mailState\n    mailError\n    mailAttempts\n    actions\n  }\n": typeof types.InvitationRowFragmentDoc,
    "\n  query InvitationsPage {\n    invitations {\n      ...InvitationRow\n    }\n  }\n": typeof types.InvitationsPageDocument,
    "\n  mutation InviteUserCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n    }\n  }\n": typeof types.InviteUserCreateDocument,
    "\n  mutation InvitationResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n      mailState\n    }\n  }\n": typeof types.InvitationResendDocument,
    "\n  mutation InvitationExtend($id: ID!, $expiresAt: DateTime!) {\n    extendInvitation(id: $id, expiresAt: $expiresAt) {\n      ...InvitationRow\n    }\n  }\n": typeof types.InvitationExtendDocument,
    "\n  mutation InvitationCancel($id: ID!) {\n    cancelInvitation(id: $id) {\n      success\n    }\n  }\n": typeof types.InvitationCancelDocument,
    "\n  fragment UserRow on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    isTestUser\n    createdAt\n    lastLoginAt\n    disabledAt\n    actions\n  }\n": typeof types.UserRowFragmentDoc,
    "\n  query UsersPage {\n    users {\n      ...UserRow\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  mutation UsersUpdateRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      ...UserRow\n    }\n  }\n": typeof types.UsersUpdateRoleDocument,
    "\n  mutation UsersDisable($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n": typeof types.UsersDisableDocument,
    "\n  mutation UsersEnable($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n": typeof types.UsersEnableDocument,
    "\n  mutation UsersResetTotp($userId: ID!) {\n    resetUserTotp(userId: $userId) {\n      ...UserRow\n    }\n  }\n": typeof types.UsersResetTotpDocument,
    "\n  mutation UsersChangeEmail($userId: ID!, $input: ChangeEmailInput!) {\n    changeUserEmail(userId: $userId, input: $input) {\n      ...UserRow\n    }\n  }\n": typeof types.UsersChangeEmailDocument,
    "\n  fragment PendingReportSummary on PendingReport {\n    tempId\n    status\n    state\n    lastError\n    totalChunks\n    completed\n    awaitingParse\n  }\n": typeof types.PendingReportSummaryFragmentDoc,
};
const documents: Documents = {
    "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n": types.BootIdDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query CachedMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.CachedMeDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    role\n    effectiveRole\n    scopes\n    state\n    createdAt\n    expiresAt\n    expiresSoon\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n    canRevoke\n    owner {\n      id\n      email\n      name\n      role\n    }\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeyList($userId: ID) {\n    apiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeyListDocument,
    "\n  mutation ApiKeyCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.ApiKeyCreateDocument,
    "\n  mutation ApiKeyRevoke($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeyRevokeDocument,
    "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      until\n    }\n  }\n": types.ConfirmIdentityDocument,
    "\n  query GrantableRoles {\n    grantableRoles\n  }\n": types.GrantableRolesDocument,
    "\n  fragment ViewerCan on ViewerCan {\n    listUsers\n    inviteUsers\n    listInvitations\n    resetOwnTotp\n    loadSampleData\n    readSettings\n    updateSettings\n    readAlerts\n    updateAlerts\n    raiseAlerts\n    readAlertSettings\n    grantRoles\n    manageApiKeys\n    apiKeyRoles\n    apiKeyScopes\n  }\n": types.ViewerCanFragmentDoc,
    "\n  query ViewerCan {\n    me {\n      id\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n": types.ViewerCanDocument,
    "\n  fragment AlertDetails on Alert {\n    id\n    ts\n    updatedAt\n    source\n    rule\n    animalId\n    name\n    species\n    severity\n    zone\n    location\n    tags\n    status\n    snoozedUntil\n    snippet\n    body\n    reportId\n    suggestedNextSteps\n    assignee {\n      id\n      name\n    }\n  }\n": types.AlertDetailsFragmentDoc,
    "\n  query AlertsPage($center: String, $severity: [String!], $species: [String!], $status: [AlertStatus!], $tags: [String!], $search: String, $limit: Int) {\n    alerts(center: $center, severity: $severity, species: $species, status: $status, tags: $tags, search: $search, page: 1, limit: $limit) {\n      items {\n        ...AlertDetails\n      }\n      total\n      counts {\n        new\n        acknowledged\n        snoozed\n        resolved\n      }\n    }\n    alertAssignees {\n      id\n      name\n    }\n  }\n": types.AlertsPageDocument,
    "\n  mutation UpdateAlerts($input: UpdateAlertsInput!) {\n    updateAlerts(input: $input) {\n      ...AlertDetails\n    }\n  }\n": types.UpdateAlertsDocument,
    "\n  subscription AlertChanged {\n    alertChanged {\n      ...AlertDetails\n    }\n  }\n": types.AlertChangedDocument,
    "\n  query AlertsSettings {\n    alertWebhook {\n      secretSet\n      endpoint\n      toleranceSeconds\n      lastReceivedAt\n      lastState\n      received24h\n      failed24h\n      recentFailures {\n        id\n        receivedAt\n        error\n      }\n      exampleCurl\n    }\n  }\n": types.AlertsSettingsDocument,
    "\n  fragment AnimalListRow on Animal {\n    animalId\n    name\n    species\n    sex\n    age\n    weight\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n    behaviorSeverityCode\n    location\n  }\n": types.AnimalListRowFragmentDoc,
    "\n  query LocationReportHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": types.LocationReportHealthDocument,
    "\n  query LocationReportLatest {\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n": types.LocationReportLatestDocument,
    "\n  query LocationReportPinned {\n    reports {\n      id\n      reportDate\n      sourceFilename\n    }\n  }\n": types.LocationReportPinnedDocument,
    "\n  query LocationReportPending {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": types.LocationReportPendingDocument,
    "\n  query LocationReportZones($reportId: ID!) {\n    zoneGroups(reportId: $reportId) {\n      code\n      location\n      animalCount\n    }\n  }\n": types.LocationReportZonesDocument,
    "\n  query LocationReportAnimals($reportId: ID!, $query: AnimalQuery) {\n    reportAnimals(reportId: $reportId, query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.LocationReportAnimalsDocument,
    "\n  query AnimalsDirectory($query: AnimalQuery) {\n    animals(query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      reportId\n    }\n  }\n": types.AnimalsDirectoryDocument,
    "\n  query AnimalDetail($animalId: String!) {\n    animalCurrent(animalId: $animalId) {\n      animalId\n      name\n      species\n      breed\n      sex\n      age\n      weight\n      kennel\n      intakeDate\n      daysInCare\n      adoptionLevel\n      statusCode\n      subStatusCode\n      behaviorSeverityCode\n      zoneCode\n      zoneLocation\n      page\n      lastUpdated\n      location\n      inCurrentPopulation\n    }\n  }\n": types.AnimalDetailDocument,
    "\n  fragment AnimalPlacementFields on AnimalPlacement {\n    name\n    species\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n  }\n": types.AnimalPlacementFieldsFragmentDoc,
    "\n  query LocationReportMovements($reportId: ID!) {\n    reportMovements(reportId: $reportId) {\n      reportId\n      reportDate\n      previousReportId\n      previousReportDate\n      arrived\n      left\n      moved\n      changed\n      items {\n        animalId\n        kind\n        changes\n        before {\n          ...AnimalPlacementFields\n        }\n        after {\n          ...AnimalPlacementFields\n        }\n      }\n    }\n  }\n": types.LocationReportMovementsDocument,
    "\n  query AnimalHistory($animalId: String!) {\n    animalHistory(animalId: $animalId) {\n      reportId\n      reportDate\n      kennel\n      zoneCode\n      zoneLocation\n      statusCode\n      subStatusCode\n      adoptionLevel\n      behaviorSeverityCode\n      daysInCare\n    }\n  }\n": types.AnimalHistoryDocument,
    "\n  mutation RaiseAlert($input: RaiseAlertInput!) {\n    raiseAlert(input: $input) {\n      id\n      animalId\n      severity\n      tags\n      status\n    }\n  }\n": types.RaiseAlertDocument,
    "\n  mutation VerifyDevice($input: VerifyDeviceInput!) {\n    verifyDevice(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.VerifyDeviceDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation TotpSetup {\n    totpSetup {\n      qrPngDataUrl\n      secret\n    }\n  }\n": types.TotpSetupDocument,
    "\n  mutation TotpVerify($input: TotpCodeInput!) {\n    totpVerify(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.TotpVerifyDocument,
    "\n  query SetupRequired {\n    setupRequired\n  }\n": types.SetupRequiredDocument,
    "\n  mutation CreateFirstAdmin($input: FirstAdminInput!) {\n    createFirstAdmin(input: $input) {\n      requiresTotpSetup\n      next\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.CreateFirstAdminDocument,
    "\n  query DashboardPage {\n    sampleData {\n      reports\n      latestIsSample\n    }\n    populationStats {\n      totalAnimals\n      occupancyRate\n      capacity\n      zonesWithoutCapacity\n      reportId\n    }\n    adoptionLevelStats {\n      L1\n      L2\n      L3\n      L4\n      unassessed\n    }\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n": types.DashboardPageDocument,
    "\n  query DashboardPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": types.DashboardPendingReportsDocument,
    "\n  query DashboardHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": types.DashboardHealthDocument,
    "\n  mutation LoadSampleReport {\n    loadSampleReport {\n      tempId\n      state\n      reportId\n      reportDate\n    }\n  }\n": types.LoadSampleReportDocument,
    "\n  mutation RemoveSampleData {\n    removeSampleData {\n      removed\n    }\n  }\n": types.RemoveSampleDataDocument,
    "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n": types.HealthCheckFieldsFragmentDoc,
    "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n": types.HealthSnapshotFragmentDoc,
    "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n": types.SystemStatusPageDocument,
    "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n": types.HealthUpdatedDocument,
    "\n  query BetiPage($species: [String!]) {\n    appSettings {\n      longStayDays\n      behaviorAlertSeverity\n    }\n    openAlertCount\n    populationTrend(range: { species: $species }) {\n      from\n      to\n      points {\n        reportId\n        reportDate\n        total\n        behaviorFlagged\n        averageDaysInCare\n        byZone {\n          key\n          count\n        }\n        byZoneSpecies {\n          zoneCode\n          species\n          count\n        }\n      }\n    }\n    lengthOfStay(species: $species) {\n      reportId\n      reportDate\n      overall {\n        animals\n        median\n        p90\n        average\n      }\n      byZone {\n        zoneCode\n        zoneLocation\n      }\n      longStayDays\n      longStayCount\n      longStay {\n        animalId\n        name\n        species\n        zoneCode\n        kennel\n        statusCode\n        daysInCare\n      }\n    }\n  }\n": types.BetiPageDocument,
    "\n  query InvitationRegisterPage($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      expiresAt\n      chatbotPermissions\n      chatbotDetails\n    }\n  }\n": types.InvitationRegisterPageDocument,
    "\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      success\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query InviteTokenPage($token: String!) {\n    inviteByToken(token: $token) {\n      valid\n      email\n      firstName\n      lastName\n      role\n      expiresAt\n    }\n  }\n": types.InviteTokenPageDocument,
    "\n  mutation AcceptInvite($token: String!, $input: AcceptInviteInput!) {\n    acceptInvite(token: $token, input: $input) {\n      success\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation ProfileChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ProfileChangePasswordDocument,
    "\n  mutation ProfileTotpReset($input: StepUpInput!) {\n    totpReset(input: $input) {\n      message\n    }\n  }\n": types.ProfileTotpResetDocument,
    "\n  query PendingReportsBanner {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n": types.PendingReportsBannerDocument,
    "\n  subscription ReportsChanged {\n    reportsChanged {\n      tempId\n      reportId\n      state\n      filename\n      animalCount\n      message\n    }\n  }\n": types.ReportsChangedDocument,
    "\n  query ReportDiagnosticsManifest($id: ID!) {\n    reportManifest(id: $id) {\n      tempId\n      manifest\n      jobCounters\n      rejectionReasons\n      parserVersion\n      presignedUrls\n      events\n      warnings\n      notImported {\n        page\n        line\n        animalId\n        text\n        reason\n        message\n      }\n      notImportedTotal\n      ledger {\n        lines\n        furniture\n        site\n        zone\n        total\n        row\n        continuation\n        unread\n      }\n      timestamp\n    }\n  }\n": types.ReportDiagnosticsManifestDocument,
    "\n  query ReportDiagnosticsPending {\n    pendingReports {\n      ...PendingReportSummary\n      actions\n    }\n  }\n": types.ReportDiagnosticsPendingDocument,
    "\n  mutation ReportDiagnosticsResume($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n": types.ReportDiagnosticsResumeDocument,
    "\n  query ReportsPage {\n    reports {\n      id\n      tempId\n      sourceFilename\n      title\n      createdAt\n      reportDate\n      animalCount\n      shelter\n      sample\n    }\n  }\n": types.ReportsPageDocument,
    "\n  mutation ReportsPageDeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      reportId\n      locationRecordsCleared\n    }\n  }\n": types.ReportsPageDeleteReportDocument,
    "\n  mutation ReportsPageCancelAll {\n    cancelAllReports {\n      cancelled\n      message\n    }\n  }\n": types.ReportsPageCancelAllDocument,
    "\n  query ProcessingBannerPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n      pendingReportId\n      sourceFilename\n      filename\n      errorCode\n      rawZones\n      nextRetryAt\n      updatedAt\n      mine\n      actions\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n": types.ProcessingBannerPendingReportsDocument,
    "\n  mutation ProcessingBannerCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": types.ProcessingBannerCancelReportDocument,
    "\n  mutation ProcessingBannerDismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": types.ProcessingBannerDismissReportDocument,
    "\n  mutation ProcessingBannerResumeReport($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n": types.ProcessingBannerResumeReportDocument,
    "\n  subscription UploadReportProgress($tempId: ID!) {\n    reportProgress(tempId: $tempId) {\n      seq\n      kind\n      data\n      progress\n      timestamp\n      reportId\n      tempId\n    }\n  }\n": types.UploadReportProgressDocument,
    "\n  query UploadReportStatus($id: ID!) {\n    reportStatus(id: $id) {\n      tempId\n      reportId\n      state\n      status\n      nextRetryAt\n      totalChunks\n      completed\n      lastError\n      errorCode\n      animalCount\n      notImported\n      lastUpdate\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n": types.UploadReportStatusDocument,
    "\n  query UploadPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": types.UploadPageDocument,
    "\n  mutation UploadCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n": types.UploadCancelReportDocument,
    "\n  mutation UploadStartReportParse($tempId: ID!) {\n    startReportParse(tempId: $tempId) {\n      tempId\n      state\n      reportId\n      message\n    }\n  }\n": types.UploadStartReportParseDocument,
    "\n  query SystemSettingsPage {\n    configPresence {\n      name\n      envVar\n      provider\n      description\n      required\n      neededInProduction\n      present\n    }\n  }\n": types.SystemSettingsPageDocument,
    "\n  query ZoneCapacity {\n    zoneOccupancy {\n      ...ZoneOccupancyRow\n    }\n  }\n": types.ZoneCapacityDocument,
    "\n  mutation SetZoneCapacities($input: ZoneCapacitiesInput!) {\n    setZoneCapacities(input: $input) {\n      ...ZoneOccupancyRow\n    }\n  }\n": types.SetZoneCapacitiesDocument,
    "\n  fragment ZoneOccupancyRow on ZoneOccupancy {\n    zoneCode\n    zoneLocation\n    occupied\n    capacity\n    occupancyRate\n    capacityUpdatedAt\n  }\n": types.ZoneOccupancyRowFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n": types.AppSettingsDocument,
    "\n  mutation UpdateAppSettings($input: AppSettingsInput!) {\n    updateAppSettings(input: $input) {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n": types.UpdateAppSettingsDocument,
    "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    firstName\n    lastName\n    role\n    acceptedAt\n    cancelledAt\n    cancelReason\n    expiresAt\n    createdAt\n    mailState\n    mailError\n    mailAttempts\n    actions\n  }\n": types.InvitationRowFragmentDoc,
    "\n  query InvitationsPage {\n    invitations {\n      ...InvitationRow\n    }\n  }\n": types.InvitationsPageDocument,
    "\n  mutation InviteUserCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n    }\n  }\n": types.InviteUserCreateDocument,
    "\n  mutation InvitationResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n      mailState\n    }\n  }\n": types.InvitationResendDocument,
    "\n  mutation InvitationExtend($id: ID!, $expiresAt: DateTime!) {\n    extendInvitation(id: $id, expiresAt: $expiresAt) {\n      ...InvitationRow\n    }\n  }\n": types.InvitationExtendDocument,
    "\n  mutation InvitationCancel($id: ID!) {\n    cancelInvitation(id: $id) {\n      success\n    }\n  }\n": types.InvitationCancelDocument,
    "\n  fragment UserRow on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    isTestUser\n    createdAt\n    lastLoginAt\n    disabledAt\n    actions\n  }\n": types.UserRowFragmentDoc,
    "\n  query UsersPage {\n    users {\n      ...UserRow\n    }\n  }\n": types.UsersPageDocument,
    "\n  mutation UsersUpdateRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      ...UserRow\n    }\n  }\n": types.UsersUpdateRoleDocument,
    "\n  mutation UsersDisable($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n": types.UsersDisableDocument,
    "\n  mutation UsersEnable($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n": types.UsersEnableDocument,
    "\n  mutation UsersResetTotp($userId: ID!) {\n    resetUserTotp(userId: $userId) {\n      ...UserRow\n    }\n  }\n": types.UsersResetTotpDocument,
    "\n  mutation UsersChangeEmail($userId: ID!, $input: ChangeEmailInput!) {\n    changeUserEmail(userId: $userId, input: $input) {\n      ...UserRow\n    }\n  }\n": types.UsersChangeEmailDocument,
    "\n  fragment PendingReportSummary on PendingReport {\n    tempId\n    status\n    state\n    lastError\n    totalChunks\n    completed\n    awaitingParse\n  }\n": types.PendingReportSummaryFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n"): (typeof documents)["\n  query BootId {\n    health {\n      bootId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CachedMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query CachedMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    role\n    effectiveRole\n    scopes\n    state\n    createdAt\n    expiresAt\n    expiresSoon\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n    canRevoke\n    owner {\n      id\n      email\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    role\n    effectiveRole\n    scopes\n    state\n    createdAt\n    expiresAt\n    expiresSoon\n    lastUsedAt\n    lastUsedIp\n    revokedAt\n    canRevoke\n    owner {\n      id\n      email\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyList($userId: ID) {\n    apiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyList($userId: ID) {\n    apiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeyCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiKeyCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeyRevoke($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApiKeyRevoke($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      until\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      until\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrantableRoles {\n    grantableRoles\n  }\n"): (typeof documents)["\n  query GrantableRoles {\n    grantableRoles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerCan on ViewerCan {\n    listUsers\n    inviteUsers\n    listInvitations\n    resetOwnTotp\n    loadSampleData\n    readSettings\n    updateSettings\n    readAlerts\n    updateAlerts\n    raiseAlerts\n    readAlertSettings\n    grantRoles\n    manageApiKeys\n    apiKeyRoles\n    apiKeyScopes\n  }\n"): (typeof documents)["\n  fragment ViewerCan on ViewerCan {\n    listUsers\n    inviteUsers\n    listInvitations\n    resetOwnTotp\n    loadSampleData\n    readSettings\n    updateSettings\n    readAlerts\n    updateAlerts\n    raiseAlerts\n    readAlertSettings\n    grantRoles\n    manageApiKeys\n    apiKeyRoles\n    apiKeyScopes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCan {\n    me {\n      id\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n"): (typeof documents)["\n  query ViewerCan {\n    me {\n      id\n      can {\n        ...ViewerCan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertDetails on Alert {\n    id\n    ts\n    updatedAt\n    source\n    rule\n    animalId\n    name\n    species\n    severity\n    zone\n    location\n    tags\n    status\n    snoozedUntil\n    snippet\n    body\n    reportId\n    suggestedNextSteps\n    assignee {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AlertDetails on Alert {\n    id\n    ts\n    updatedAt\n    source\n    rule\n    animalId\n    name\n    species\n    severity\n    zone\n    location\n    tags\n    status\n    snoozedUntil\n    snippet\n    body\n    reportId\n    suggestedNextSteps\n    assignee {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsPage($center: String, $severity: [String!], $species: [String!], $status: [AlertStatus!], $tags: [String!], $search: String, $limit: Int) {\n    alerts(center: $center, severity: $severity, species: $species, status: $status, tags: $tags, search: $search, page: 1, limit: $limit) {\n      items {\n        ...AlertDetails\n      }\n      total\n      counts {\n        new\n        acknowledged\n        snoozed\n        resolved\n      }\n    }\n    alertAssignees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AlertsPage($center: String, $severity: [String!], $species: [String!], $status: [AlertStatus!], $tags: [String!], $search: String, $limit: Int) {\n    alerts(center: $center, severity: $severity, species: $species, status: $status, tags: $tags, search: $search, page: 1, limit: $limit) {\n      items {\n        ...AlertDetails\n      }\n      total\n      counts {\n        new\n        acknowledged\n        snoozed\n        resolved\n      }\n    }\n    alertAssignees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAlerts($input: UpdateAlertsInput!) {\n    updateAlerts(input: $input) {\n      ...AlertDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAlerts($input: UpdateAlertsInput!) {\n    updateAlerts(input: $input) {\n      ...AlertDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AlertChanged {\n    alertChanged {\n      ...AlertDetails\n    }\n  }\n"): (typeof documents)["\n  subscription AlertChanged {\n    alertChanged {\n      ...AlertDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertsSettings {\n    alertWebhook {\n      secretSet\n      endpoint\n      toleranceSeconds\n      lastReceivedAt\n      lastState\n      received24h\n      failed24h\n      recentFailures {\n        id\n        receivedAt\n        error\n      }\n      exampleCurl\n    }\n  }\n"): (typeof documents)["\n  query AlertsSettings {\n    alertWebhook {\n      secretSet\n      endpoint\n      toleranceSeconds\n      lastReceivedAt\n      lastState\n      received24h\n      failed24h\n      recentFailures {\n        id\n        receivedAt\n        error\n      }\n      exampleCurl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnimalListRow on Animal {\n    animalId\n    name\n    species\n    sex\n    age\n    weight\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n    behaviorSeverityCode\n    location\n  }\n"): (typeof documents)["\n  fragment AnimalListRow on Animal {\n    animalId\n    name\n    species\n    sex\n    age\n    weight\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n    behaviorSeverityCode\n    location\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"): (typeof documents)["\n  query LocationReportHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportLatest {\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query LocationReportLatest {\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportPinned {\n    reports {\n      id\n      reportDate\n      sourceFilename\n    }\n  }\n"): (typeof documents)["\n  query LocationReportPinned {\n    reports {\n      id\n      reportDate\n      sourceFilename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportPending {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"): (typeof documents)["\n  query LocationReportPending {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportZones($reportId: ID!) {\n    zoneGroups(reportId: $reportId) {\n      code\n      location\n      animalCount\n    }\n  }\n"): (typeof documents)["\n  query LocationReportZones($reportId: ID!) {\n    zoneGroups(reportId: $reportId) {\n      code\n      location\n      animalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportAnimals($reportId: ID!, $query: AnimalQuery) {\n    reportAnimals(reportId: $reportId, query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      page\n      limit\n    }\n  }\n"): (typeof documents)["\n  query LocationReportAnimals($reportId: ID!, $query: AnimalQuery) {\n    reportAnimals(reportId: $reportId, query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      page\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnimalsDirectory($query: AnimalQuery) {\n    animals(query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      reportId\n    }\n  }\n"): (typeof documents)["\n  query AnimalsDirectory($query: AnimalQuery) {\n    animals(query: $query) {\n      items {\n        ...AnimalListRow\n      }\n      total\n      reportId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnimalDetail($animalId: String!) {\n    animalCurrent(animalId: $animalId) {\n      animalId\n      name\n      species\n      breed\n      sex\n      age\n      weight\n      kennel\n      intakeDate\n      daysInCare\n      adoptionLevel\n      statusCode\n      subStatusCode\n      behaviorSeverityCode\n      zoneCode\n      zoneLocation\n      page\n      lastUpdated\n      location\n      inCurrentPopulation\n    }\n  }\n"): (typeof documents)["\n  query AnimalDetail($animalId: String!) {\n    animalCurrent(animalId: $animalId) {\n      animalId\n      name\n      species\n      breed\n      sex\n      age\n      weight\n      kennel\n      intakeDate\n      daysInCare\n      adoptionLevel\n      statusCode\n      subStatusCode\n      behaviorSeverityCode\n      zoneCode\n      zoneLocation\n      page\n      lastUpdated\n      location\n      inCurrentPopulation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnimalPlacementFields on AnimalPlacement {\n    name\n    species\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n  }\n"): (typeof documents)["\n  fragment AnimalPlacementFields on AnimalPlacement {\n    name\n    species\n    kennel\n    zoneCode\n    zoneLocation\n    statusCode\n    subStatusCode\n    adoptionLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationReportMovements($reportId: ID!) {\n    reportMovements(reportId: $reportId) {\n      reportId\n      reportDate\n      previousReportId\n      previousReportDate\n      arrived\n      left\n      moved\n      changed\n      items {\n        animalId\n        kind\n        changes\n        before {\n          ...AnimalPlacementFields\n        }\n        after {\n          ...AnimalPlacementFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LocationReportMovements($reportId: ID!) {\n    reportMovements(reportId: $reportId) {\n      reportId\n      reportDate\n      previousReportId\n      previousReportDate\n      arrived\n      left\n      moved\n      changed\n      items {\n        animalId\n        kind\n        changes\n        before {\n          ...AnimalPlacementFields\n        }\n        after {\n          ...AnimalPlacementFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnimalHistory($animalId: String!) {\n    animalHistory(animalId: $animalId) {\n      reportId\n      reportDate\n      kennel\n      zoneCode\n      zoneLocation\n      statusCode\n      subStatusCode\n      adoptionLevel\n      behaviorSeverityCode\n      daysInCare\n    }\n  }\n"): (typeof documents)["\n  query AnimalHistory($animalId: String!) {\n    animalHistory(animalId: $animalId) {\n      reportId\n      reportDate\n      kennel\n      zoneCode\n      zoneLocation\n      statusCode\n      subStatusCode\n      adoptionLevel\n      behaviorSeverityCode\n      daysInCare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RaiseAlert($input: RaiseAlertInput!) {\n    raiseAlert(input: $input) {\n      id\n      animalId\n      severity\n      tags\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RaiseAlert($input: RaiseAlertInput!) {\n    raiseAlert(input: $input) {\n      id\n      animalId\n      severity\n      tags\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyDevice($input: VerifyDeviceInput!) {\n    verifyDevice(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyDevice($input: VerifyDeviceInput!) {\n    verifyDevice(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      requiresTotp\n      requiresTotpSetup\n      next\n      firstSignIn\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($input: ForgotPasswordInput!) {\n    forgotPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotpSetup {\n    totpSetup {\n      qrPngDataUrl\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation TotpSetup {\n    totpSetup {\n      qrPngDataUrl\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotpVerify($input: TotpCodeInput!) {\n    totpVerify(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation TotpVerify($input: TotpCodeInput!) {\n    totpVerify(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupRequired {\n    setupRequired\n  }\n"): (typeof documents)["\n  query SetupRequired {\n    setupRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFirstAdmin($input: FirstAdminInput!) {\n    createFirstAdmin(input: $input) {\n      requiresTotpSetup\n      next\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFirstAdmin($input: FirstAdminInput!) {\n    createFirstAdmin(input: $input) {\n      requiresTotpSetup\n      next\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPage {\n    sampleData {\n      reports\n      latestIsSample\n    }\n    populationStats {\n      totalAnimals\n      occupancyRate\n      capacity\n      zonesWithoutCapacity\n      reportId\n    }\n    adoptionLevelStats {\n      L1\n      L2\n      L3\n      L4\n      unassessed\n    }\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardPage {\n    sampleData {\n      reports\n      latestIsSample\n    }\n    populationStats {\n      totalAnimals\n      occupancyRate\n      capacity\n      zonesWithoutCapacity\n      reportId\n    }\n    adoptionLevelStats {\n      L1\n      L2\n      L3\n      L4\n      unassessed\n    }\n    latestReport {\n      reportId\n      reportDate\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"): (typeof documents)["\n  query DashboardPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"): (typeof documents)["\n  query DashboardHealth {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadSampleReport {\n    loadSampleReport {\n      tempId\n      state\n      reportId\n      reportDate\n    }\n  }\n"): (typeof documents)["\n  mutation LoadSampleReport {\n    loadSampleReport {\n      tempId\n      state\n      reportId\n      reportDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSampleData {\n    removeSampleData {\n      removed\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSampleData {\n    removeSampleData {\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n"): (typeof documents)["\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n"): (typeof documents)["\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n"): (typeof documents)["\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n"): (typeof documents)["\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n      detailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BetiPage($species: [String!]) {\n    appSettings {\n      longStayDays\n      behaviorAlertSeverity\n    }\n    openAlertCount\n    populationTrend(range: { species: $species }) {\n      from\n      to\n      points {\n        reportId\n        reportDate\n        total\n        behaviorFlagged\n        averageDaysInCare\n        byZone {\n          key\n          count\n        }\n        byZoneSpecies {\n          zoneCode\n          species\n          count\n        }\n      }\n    }\n    lengthOfStay(species: $species) {\n      reportId\n      reportDate\n      overall {\n        animals\n        median\n        p90\n        average\n      }\n      byZone {\n        zoneCode\n        zoneLocation\n      }\n      longStayDays\n      longStayCount\n      longStay {\n        animalId\n        name\n        species\n        zoneCode\n        kennel\n        statusCode\n        daysInCare\n      }\n    }\n  }\n"): (typeof documents)["\n  query BetiPage($species: [String!]) {\n    appSettings {\n      longStayDays\n      behaviorAlertSeverity\n    }\n    openAlertCount\n    populationTrend(range: { species: $species }) {\n      from\n      to\n      points {\n        reportId\n        reportDate\n        total\n        behaviorFlagged\n        averageDaysInCare\n        byZone {\n          key\n          count\n        }\n        byZoneSpecies {\n          zoneCode\n          species\n          count\n        }\n      }\n    }\n    lengthOfStay(species: $species) {\n      reportId\n      reportDate\n      overall {\n        animals\n        median\n        p90\n        average\n      }\n      byZone {\n        zoneCode\n        zoneLocation\n      }\n      longStayDays\n      longStayCount\n      longStay {\n        animalId\n        name\n        species\n        zoneCode\n        kennel\n        statusCode\n        daysInCare\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationRegisterPage($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      expiresAt\n      chatbotPermissions\n      chatbotDetails\n    }\n  }\n"): (typeof documents)["\n  query InvitationRegisterPage($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      expiresAt\n      chatbotPermissions\n      chatbotDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {\n    acceptInvitation(token: $token, input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteTokenPage($token: String!) {\n    inviteByToken(token: $token) {\n      valid\n      email\n      firstName\n      lastName\n      role\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query InviteTokenPage($token: String!) {\n    inviteByToken(token: $token) {\n      valid\n      email\n      firstName\n      lastName\n      role\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($token: String!, $input: AcceptInviteInput!) {\n    acceptInvite(token: $token, input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($token: String!, $input: AcceptInviteInput!) {\n    acceptInvite(token: $token, input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileTotpReset($input: StepUpInput!) {\n    totpReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileTotpReset($input: StepUpInput!) {\n    totpReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingReportsBanner {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"): (typeof documents)["\n  query PendingReportsBanner {\n    pendingReports {\n      ...PendingReportSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportsChanged {\n    reportsChanged {\n      tempId\n      reportId\n      state\n      filename\n      animalCount\n      message\n    }\n  }\n"): (typeof documents)["\n  subscription ReportsChanged {\n    reportsChanged {\n      tempId\n      reportId\n      state\n      filename\n      animalCount\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDiagnosticsManifest($id: ID!) {\n    reportManifest(id: $id) {\n      tempId\n      manifest\n      jobCounters\n      rejectionReasons\n      parserVersion\n      presignedUrls\n      events\n      warnings\n      notImported {\n        page\n        line\n        animalId\n        text\n        reason\n        message\n      }\n      notImportedTotal\n      ledger {\n        lines\n        furniture\n        site\n        zone\n        total\n        row\n        continuation\n        unread\n      }\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  query ReportDiagnosticsManifest($id: ID!) {\n    reportManifest(id: $id) {\n      tempId\n      manifest\n      jobCounters\n      rejectionReasons\n      parserVersion\n      presignedUrls\n      events\n      warnings\n      notImported {\n        page\n        line\n        animalId\n        text\n        reason\n        message\n      }\n      notImportedTotal\n      ledger {\n        lines\n        furniture\n        site\n        zone\n        total\n        row\n        continuation\n        unread\n      }\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportDiagnosticsPending {\n    pendingReports {\n      ...PendingReportSummary\n      actions\n    }\n  }\n"): (typeof documents)["\n  query ReportDiagnosticsPending {\n    pendingReports {\n      ...PendingReportSummary\n      actions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportDiagnosticsResume($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ReportDiagnosticsResume($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPage {\n    reports {\n      id\n      tempId\n      sourceFilename\n      title\n      createdAt\n      reportDate\n      animalCount\n      shelter\n      sample\n    }\n  }\n"): (typeof documents)["\n  query ReportsPage {\n    reports {\n      id\n      tempId\n      sourceFilename\n      title\n      createdAt\n      reportDate\n      animalCount\n      shelter\n      sample\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsPageDeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      reportId\n      locationRecordsCleared\n    }\n  }\n"): (typeof documents)["\n  mutation ReportsPageDeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      reportId\n      locationRecordsCleared\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsPageCancelAll {\n    cancelAllReports {\n      cancelled\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ReportsPageCancelAll {\n    cancelAllReports {\n      cancelled\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessingBannerPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n      pendingReportId\n      sourceFilename\n      filename\n      errorCode\n      rawZones\n      nextRetryAt\n      updatedAt\n      mine\n      actions\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProcessingBannerPendingReports {\n    pendingReports {\n      ...PendingReportSummary\n      pendingReportId\n      sourceFilename\n      filename\n      errorCode\n      rawZones\n      nextRetryAt\n      updatedAt\n      mine\n      actions\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessingBannerCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessingBannerCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessingBannerDismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessingBannerDismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessingBannerResumeReport($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessingBannerResumeReport($id: ID!) {\n    resumeReport(id: $id) {\n      tempId\n      state\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UploadReportProgress($tempId: ID!) {\n    reportProgress(tempId: $tempId) {\n      seq\n      kind\n      data\n      progress\n      timestamp\n      reportId\n      tempId\n    }\n  }\n"): (typeof documents)["\n  subscription UploadReportProgress($tempId: ID!) {\n    reportProgress(tempId: $tempId) {\n      seq\n      kind\n      data\n      progress\n      timestamp\n      reportId\n      tempId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadReportStatus($id: ID!) {\n    reportStatus(id: $id) {\n      tempId\n      reportId\n      state\n      status\n      nextRetryAt\n      totalChunks\n      completed\n      lastError\n      errorCode\n      animalCount\n      notImported\n      lastUpdate\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadReportStatus($id: ID!) {\n    reportStatus(id: $id) {\n      tempId\n      reportId\n      state\n      status\n      nextRetryAt\n      totalChunks\n      completed\n      lastError\n      errorCode\n      animalCount\n      notImported\n      lastUpdate\n      duplicateOf {\n        reportId\n        filename\n        reportDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"): (typeof documents)["\n  query UploadPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCancelReport($id: ID!) {\n    cancelReport(id: $id) {\n      tempId\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadStartReportParse($tempId: ID!) {\n    startReportParse(tempId: $tempId) {\n      tempId\n      state\n      reportId\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UploadStartReportParse($tempId: ID!) {\n    startReportParse(tempId: $tempId) {\n      tempId\n      state\n      reportId\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemSettingsPage {\n    configPresence {\n      name\n      envVar\n      provider\n      description\n      required\n      neededInProduction\n      present\n    }\n  }\n"): (typeof documents)["\n  query SystemSettingsPage {\n    configPresence {\n      name\n      envVar\n      provider\n      description\n      required\n      neededInProduction\n      present\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ZoneCapacity {\n    zoneOccupancy {\n      ...ZoneOccupancyRow\n    }\n  }\n"): (typeof documents)["\n  query ZoneCapacity {\n    zoneOccupancy {\n      ...ZoneOccupancyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetZoneCapacities($input: ZoneCapacitiesInput!) {\n    setZoneCapacities(input: $input) {\n      ...ZoneOccupancyRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetZoneCapacities($input: ZoneCapacitiesInput!) {\n    setZoneCapacities(input: $input) {\n      ...ZoneOccupancyRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ZoneOccupancyRow on ZoneOccupancy {\n    zoneCode\n    zoneLocation\n    occupied\n    capacity\n    occupancyRate\n    capacityUpdatedAt\n  }\n"): (typeof documents)["\n  fragment ZoneOccupancyRow on ZoneOccupancy {\n    zoneCode\n    zoneLocation\n    occupied\n    capacity\n    occupancyRate\n    capacityUpdatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSettings {\n    appSettings {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n"): (typeof documents)["\n  query AppSettings {\n    appSettings {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppSettings($input: AppSettingsInput!) {\n    updateAppSettings(input: $input) {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppSettings($input: AppSettingsInput!) {\n    updateAppSettings(input: $input) {\n      longStayDays\n      strayHoldDays\n      behaviorAlertSeverity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationRow on Invitation {\n    id\n    email\n    firstName\n    lastName\n    role\n    acceptedAt\n    cancelledAt\n    cancelReason\n    expiresAt\n    createdAt\n    mailState\n    mailError\n    mailAttempts\n    actions\n  }\n"): (typeof documents)["\n  fragment InvitationRow on Invitation {\n    id\n    email\n    firstName\n    lastName\n    role\n    acceptedAt\n    cancelledAt\n    cancelReason\n    expiresAt\n    createdAt\n    mailState\n    mailError\n    mailAttempts\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationsPage {\n    invitations {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  query InvitationsPage {\n    invitations {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUserCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUserCreate($input: CreateInvitationInput!) {\n    createInvitation(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n      mailState\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationResend($id: ID!) {\n    resendInvitation(id: $id) {\n      id\n      email\n      firstName\n      lastName\n      inviteLink\n      mailState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationExtend($id: ID!, $expiresAt: DateTime!) {\n    extendInvitation(id: $id, expiresAt: $expiresAt) {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationExtend($id: ID!, $expiresAt: DateTime!) {\n    extendInvitation(id: $id, expiresAt: $expiresAt) {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationCancel($id: ID!) {\n    cancelInvitation(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationCancel($id: ID!) {\n    cancelInvitation(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    isTestUser\n    createdAt\n    lastLoginAt\n    disabledAt\n    actions\n  }\n"): (typeof documents)["\n  fragment UserRow on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    isTestUser\n    createdAt\n    lastLoginAt\n    disabledAt\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage {\n    users {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  query UsersPage {\n    users {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersUpdateRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UsersUpdateRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersDisable($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UsersDisable($userId: ID!) {\n    disableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersEnable($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UsersEnable($userId: ID!) {\n    enableUser(userId: $userId) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersResetTotp($userId: ID!) {\n    resetUserTotp(userId: $userId) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UsersResetTotp($userId: ID!) {\n    resetUserTotp(userId: $userId) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersChangeEmail($userId: ID!, $input: ChangeEmailInput!) {\n    changeUserEmail(userId: $userId, input: $input) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UsersChangeEmail($userId: ID!, $input: ChangeEmailInput!) {\n    changeUserEmail(userId: $userId, input: $input) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingReportSummary on PendingReport {\n    tempId\n    status\n    state\n    lastError\n    totalChunks\n    completed\n    awaitingParse\n  }\n"): (typeof documents)["\n  fragment PendingReportSummary on PendingReport {\n    tempId\n    status\n    state\n    lastError\n    totalChunks\n    completed\n    awaitingParse\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;