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
    "\n  fragment ApplicantCard_respondent on EarlyAccessRespondent {\n    id\n    email\n    firstName\n    lastName\n    linkedinUrl\n    whyEarlyAdopter\n    authorizedUser\n    captchaVerified\n    signupDate\n    generatedPassword\n  }\n": typeof types.ApplicantCard_RespondentFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n    subscriptionTier\n    createdAt\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  fragment BreakdownCard_breakdown on AnalyticsBreakdown {\n    total\n    categories {\n      key\n      label\n      count\n      share\n    }\n  }\n": typeof types.BreakdownCard_BreakdownFragmentDoc,
    "\n  query DisputeStats($days: Int!) {\n    disputeOutcomes {\n      status\n      count\n    }\n    disputesByPublisher(first: 10) {\n      publisher\n      disputes\n      open\n      upheld\n      corrected\n      noFactCheck\n    }\n    correctionsOverTime(days: $days) {\n      day\n      excludeSource\n      pinReview\n      noFactCheck\n    }\n  }\n": typeof types.DisputeStatsDocument,
    "\n  fragment RecentActivity_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    result {\n      accuracy {\n        band\n      }\n      verdictLabel\n    }\n    user {\n      id\n      email\n    }\n  }\n": typeof types.RecentActivity_FactCheckFragmentDoc,
    "\n  fragment ServiceBreakdown_stats on ProviderCallStats {\n    key\n    label\n    kind\n    calls\n    failures\n    successRate\n    latencyP50Ms\n    latencyP95Ms\n    tokensUsed\n  }\n": typeof types.ServiceBreakdown_StatsFragmentDoc,
    "\n  fragment ServiceBreakdown_kinds on ProviderCallsReport {\n    totalCalls\n    bucket\n    items {\n      ...ServiceBreakdown_stats\n      points {\n        start\n        calls\n        failures\n      }\n    }\n  }\n": typeof types.ServiceBreakdown_KindsFragmentDoc,
    "\n  fragment ServiceBreakdown_providers on ProviderCallsReport {\n    items {\n      ...ServiceBreakdown_stats\n    }\n  }\n": typeof types.ServiceBreakdown_ProvidersFragmentDoc,
    "\n  fragment TopUsersCard_report on TopUsersReport {\n    users {\n      userId\n      email\n      role\n      factChecks\n      apiCalls\n      failedApiCalls\n      tokensUsed\n      lastActiveAt\n    }\n  }\n": typeof types.TopUsersCard_ReportFragmentDoc,
    "\n  fragment TrendChart_series on AnalyticsTimeSeries {\n    bucket\n    total\n    points {\n      start\n      count\n    }\n  }\n": typeof types.TrendChart_SeriesFragmentDoc,
    "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n  }\n": typeof types.AccountStatusCard_UserFragmentDoc,
    "\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitContactRequestDocument,
    "\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n": typeof types.LatestExtensionVersionDocument,
    "\n  fragment DisputeControl_factCheck on FactCheck {\n    id\n    dispute {\n      id\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n": typeof types.DisputeControl_FactCheckFragmentDoc,
    "\n  mutation DisputeFactCheck($factCheckId: ID!, $input: DisputeInput!) {\n    disputeFactCheck(factCheckId: $factCheckId, input: $input) {\n      id\n      factCheckId\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n": typeof types.DisputeFactCheckDocument,
    "\n  fragment DisputeFields on Dispute {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n  }\n": typeof types.DisputeFieldsFragmentDoc,
    "\n  fragment HistoryItem_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    credibilityScore\n    result {\n      accuracy {\n        score\n        band\n        label\n      }\n      tone {\n        score\n        band\n        label\n        categories\n      }\n      verdict\n      verdictLabel\n      summary\n      language\n      languageNotice\n      sources {\n        publisher\n        url\n        title\n        rating\n        similarity\n        relation\n        explanation\n      }\n    }\n    user {\n      id\n      email\n    }\n    ...DisputeControl_factCheck\n  }\n": typeof types.HistoryItem_FactCheckFragmentDoc,
    "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n": typeof types.JoinEarlyAccessDocument,
    "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n      captchaRequired\n    }\n  }\n": typeof types.EarlyAccessSlotsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation DeleteApplicant($respondentId: ID!) {\n    deleteApplicant(respondentId: $respondentId) {\n      id\n      remainingSlots\n    }\n  }\n": typeof types.DeleteApplicantDocument,
    "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      outcome\n      message\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.PromoteApplicantDocument,
    "\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": typeof types.UpdateSiteSettingDocument,
    "\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n": typeof types.UpdateUserRoleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n      revokedSessions\n      user {\n        id\n        mustChangePassword\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n      ...AccountStatusCard_user\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query ClaimIndexStats {\n    claimIndexStats {\n      reviews\n      newestReviewDate\n      publishers\n      languages {\n        language\n        reviews\n      }\n    }\n  }\n": typeof types.ClaimIndexStatsDocument,
    "\n  query History($first: Int!, $after: String, $search: String, $userId: ID) {\n    factChecks(first: $first, after: $after, search: $search, userId: $userId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...HistoryItem_factCheck\n      }\n    }\n  }\n": typeof types.HistoryDocument,
    "\n  query HistoryUsers {\n    users(first: 200) {\n      totalCount\n      nodes {\n        id\n        email\n      }\n    }\n  }\n": typeof types.HistoryUsersDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      mustChangePassword\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n    content\n    platform\n    checkedAt\n    result {\n      verdict\n      verdictLabel\n      credibilityScore\n      summary\n      sources {\n        publisher\n        url\n        title\n        rating\n        relation\n        explanation\n      }\n    }\n  }\n": typeof types.ModerationItem_ItemFragmentDoc,
    "\n  query ModerationQueue {\n    moderationQueue(first: 50) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  query SearchClaimReviews($query: String!) {\n    searchClaimReviews(query: $query, first: 8) {\n      id\n      claimText\n      publisherName\n      url\n      textualRating\n      verdict\n      reviewDate\n    }\n  }\n": typeof types.SearchClaimReviewsDocument,
    "\n  mutation UpholdDispute($id: ID!) {\n    upholdDispute(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": typeof types.UpholdDisputeDocument,
    "\n  mutation ExcludeDisputeSources($id: ID!, $urls: [String!]!) {\n    excludeDisputeSources(id: $id, urls: $urls) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": typeof types.ExcludeDisputeSourcesDocument,
    "\n  mutation PinDisputeReview($id: ID!, $claimReviewId: ID!) {\n    pinDisputeReview(id: $id, claimReviewId: $claimReviewId) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": typeof types.PinDisputeReviewDocument,
    "\n  mutation MarkDisputeNoFactCheck($id: ID!) {\n    markDisputeNoFactCheck(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": typeof types.MarkDisputeNoFactCheckDocument,
    "\n  query AdminAnalytics($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {\n    factChecksOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    activeUsersOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    factChecksByVerdictBand(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByPlatform(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByContentType(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    providerCallsByKind(from: $from, to: $to, bucket: $bucket) {\n      ...ServiceBreakdown_kinds\n    }\n    providerCallsByProvider(from: $from, to: $to) {\n      ...ServiceBreakdown_providers\n    }\n    topUsers(from: $from, to: $to, first: 10) {\n      ...TopUsersCard_report\n    }\n    earlyAccessOverTime(from: $from, to: $to, bucket: $bucket) {\n      totalSignups\n      totalPromotions\n    }\n    recentFactChecks: factChecks(first: 10) {\n      nodes {\n        id\n        ...RecentActivity_factCheck\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  fragment FeedImportRow_import on FeedImport {\n    id\n    fileName\n    sizeBytes\n    status\n    createdBy\n    runs\n    resumedFrom\n    read\n    inserted\n    updated\n    unchanged\n    rejected\n    error\n    createdAt\n    updatedAt\n    finishedAt\n  }\n": typeof types.FeedImportRow_ImportFragmentDoc,
    "\n  query ClaimIndexOverview {\n    claimIndexOverview(publishers: 10) {\n      stats {\n        reviews\n        newestReviewDate\n        publishers\n      }\n      topPublishers {\n        name\n        site\n        reviews\n        newestReviewDate\n      }\n    }\n  }\n": typeof types.ClaimIndexOverviewDocument,
    "\n  query FeedImports {\n    feedImports(first: 10) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n": typeof types.FeedImportsDocument,
    "\n  query FeedImportRejections($id: ID!) {\n    feedImport(id: $id) {\n      id\n      rejected\n      rejections(first: 100) {\n        line\n        item\n        reason\n      }\n    }\n  }\n": typeof types.FeedImportRejectionsDocument,
    "\n  mutation UploadClaimFeed($file: Upload!) {\n    uploadClaimFeed(file: $file) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n": typeof types.UploadClaimFeedDocument,
    "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EarlyAdoptersDocument,
    "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    captchaEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n": typeof types.SiteSettingsForm_SettingsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query AdminUsers($after: String) {\n    users(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
};
const documents: Documents = {
    "\n  fragment ApplicantCard_respondent on EarlyAccessRespondent {\n    id\n    email\n    firstName\n    lastName\n    linkedinUrl\n    whyEarlyAdopter\n    authorizedUser\n    captchaVerified\n    signupDate\n    generatedPassword\n  }\n": types.ApplicantCard_RespondentFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n    subscriptionTier\n    createdAt\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  fragment BreakdownCard_breakdown on AnalyticsBreakdown {\n    total\n    categories {\n      key\n      label\n      count\n      share\n    }\n  }\n": types.BreakdownCard_BreakdownFragmentDoc,
    "\n  query DisputeStats($days: Int!) {\n    disputeOutcomes {\n      status\n      count\n    }\n    disputesByPublisher(first: 10) {\n      publisher\n      disputes\n      open\n      upheld\n      corrected\n      noFactCheck\n    }\n    correctionsOverTime(days: $days) {\n      day\n      excludeSource\n      pinReview\n      noFactCheck\n    }\n  }\n": types.DisputeStatsDocument,
    "\n  fragment RecentActivity_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    result {\n      accuracy {\n        band\n      }\n      verdictLabel\n    }\n    user {\n      id\n      email\n    }\n  }\n": types.RecentActivity_FactCheckFragmentDoc,
    "\n  fragment ServiceBreakdown_stats on ProviderCallStats {\n    key\n    label\n    kind\n    calls\n    failures\n    successRate\n    latencyP50Ms\n    latencyP95Ms\n    tokensUsed\n  }\n": types.ServiceBreakdown_StatsFragmentDoc,
    "\n  fragment ServiceBreakdown_kinds on ProviderCallsReport {\n    totalCalls\n    bucket\n    items {\n      ...ServiceBreakdown_stats\n      points {\n        start\n        calls\n        failures\n      }\n    }\n  }\n": types.ServiceBreakdown_KindsFragmentDoc,
    "\n  fragment ServiceBreakdown_providers on ProviderCallsReport {\n    items {\n      ...ServiceBreakdown_stats\n    }\n  }\n": types.ServiceBreakdown_ProvidersFragmentDoc,
    "\n  fragment TopUsersCard_report on TopUsersReport {\n    users {\n      userId\n      email\n      role\n      factChecks\n      apiCalls\n      failedApiCalls\n      tokensUsed\n      lastActiveAt\n    }\n  }\n": types.TopUsersCard_ReportFragmentDoc,
    "\n  fragment TrendChart_series on AnalyticsTimeSeries {\n    bucket\n    total\n    points {\n      start\n      count\n    }\n  }\n": types.TrendChart_SeriesFragmentDoc,
    "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n  }\n": types.AccountStatusCard_UserFragmentDoc,
    "\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n": types.SubmitContactRequestDocument,
    "\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n": types.LatestExtensionVersionDocument,
    "\n  fragment DisputeControl_factCheck on FactCheck {\n    id\n    dispute {\n      id\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n": types.DisputeControl_FactCheckFragmentDoc,
    "\n  mutation DisputeFactCheck($factCheckId: ID!, $input: DisputeInput!) {\n    disputeFactCheck(factCheckId: $factCheckId, input: $input) {\n      id\n      factCheckId\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n": types.DisputeFactCheckDocument,
    "\n  fragment DisputeFields on Dispute {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n  }\n": types.DisputeFieldsFragmentDoc,
    "\n  fragment HistoryItem_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    credibilityScore\n    result {\n      accuracy {\n        score\n        band\n        label\n      }\n      tone {\n        score\n        band\n        label\n        categories\n      }\n      verdict\n      verdictLabel\n      summary\n      language\n      languageNotice\n      sources {\n        publisher\n        url\n        title\n        rating\n        similarity\n        relation\n        explanation\n      }\n    }\n    user {\n      id\n      email\n    }\n    ...DisputeControl_factCheck\n  }\n": types.HistoryItem_FactCheckFragmentDoc,
    "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n": types.JoinEarlyAccessDocument,
    "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n      captchaRequired\n    }\n  }\n": types.EarlyAccessSlotsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation DeleteApplicant($respondentId: ID!) {\n    deleteApplicant(respondentId: $respondentId) {\n      id\n      remainingSlots\n    }\n  }\n": types.DeleteApplicantDocument,
    "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      outcome\n      message\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.PromoteApplicantDocument,
    "\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": types.UpdateSiteSettingDocument,
    "\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n": types.UpdateUserRoleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n      revokedSessions\n      user {\n        id\n        mustChangePassword\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n": types.SignOutEverywhereDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n      ...AccountStatusCard_user\n    }\n  }\n": types.DashboardDocument,
    "\n  query ClaimIndexStats {\n    claimIndexStats {\n      reviews\n      newestReviewDate\n      publishers\n      languages {\n        language\n        reviews\n      }\n    }\n  }\n": types.ClaimIndexStatsDocument,
    "\n  query History($first: Int!, $after: String, $search: String, $userId: ID) {\n    factChecks(first: $first, after: $after, search: $search, userId: $userId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...HistoryItem_factCheck\n      }\n    }\n  }\n": types.HistoryDocument,
    "\n  query HistoryUsers {\n    users(first: 200) {\n      totalCount\n      nodes {\n        id\n        email\n      }\n    }\n  }\n": types.HistoryUsersDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      mustChangePassword\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n    content\n    platform\n    checkedAt\n    result {\n      verdict\n      verdictLabel\n      credibilityScore\n      summary\n      sources {\n        publisher\n        url\n        title\n        rating\n        relation\n        explanation\n      }\n    }\n  }\n": types.ModerationItem_ItemFragmentDoc,
    "\n  query ModerationQueue {\n    moderationQueue(first: 50) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  query SearchClaimReviews($query: String!) {\n    searchClaimReviews(query: $query, first: 8) {\n      id\n      claimText\n      publisherName\n      url\n      textualRating\n      verdict\n      reviewDate\n    }\n  }\n": types.SearchClaimReviewsDocument,
    "\n  mutation UpholdDispute($id: ID!) {\n    upholdDispute(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": types.UpholdDisputeDocument,
    "\n  mutation ExcludeDisputeSources($id: ID!, $urls: [String!]!) {\n    excludeDisputeSources(id: $id, urls: $urls) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": types.ExcludeDisputeSourcesDocument,
    "\n  mutation PinDisputeReview($id: ID!, $claimReviewId: ID!) {\n    pinDisputeReview(id: $id, claimReviewId: $claimReviewId) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": types.PinDisputeReviewDocument,
    "\n  mutation MarkDisputeNoFactCheck($id: ID!) {\n    markDisputeNoFactCheck(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n": types.MarkDisputeNoFactCheckDocument,
    "\n  query AdminAnalytics($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {\n    factChecksOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    activeUsersOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    factChecksByVerdictBand(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByPlatform(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByContentType(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    providerCallsByKind(from: $from, to: $to, bucket: $bucket) {\n      ...ServiceBreakdown_kinds\n    }\n    providerCallsByProvider(from: $from, to: $to) {\n      ...ServiceBreakdown_providers\n    }\n    topUsers(from: $from, to: $to, first: 10) {\n      ...TopUsersCard_report\n    }\n    earlyAccessOverTime(from: $from, to: $to, bucket: $bucket) {\n      totalSignups\n      totalPromotions\n    }\n    recentFactChecks: factChecks(first: 10) {\n      nodes {\n        id\n        ...RecentActivity_factCheck\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  fragment FeedImportRow_import on FeedImport {\n    id\n    fileName\n    sizeBytes\n    status\n    createdBy\n    runs\n    resumedFrom\n    read\n    inserted\n    updated\n    unchanged\n    rejected\n    error\n    createdAt\n    updatedAt\n    finishedAt\n  }\n": types.FeedImportRow_ImportFragmentDoc,
    "\n  query ClaimIndexOverview {\n    claimIndexOverview(publishers: 10) {\n      stats {\n        reviews\n        newestReviewDate\n        publishers\n      }\n      topPublishers {\n        name\n        site\n        reviews\n        newestReviewDate\n      }\n    }\n  }\n": types.ClaimIndexOverviewDocument,
    "\n  query FeedImports {\n    feedImports(first: 10) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n": types.FeedImportsDocument,
    "\n  query FeedImportRejections($id: ID!) {\n    feedImport(id: $id) {\n      id\n      rejected\n      rejections(first: 100) {\n        line\n        item\n        reason\n      }\n    }\n  }\n": types.FeedImportRejectionsDocument,
    "\n  mutation UploadClaimFeed($file: Upload!) {\n    uploadClaimFeed(file: $file) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n": types.UploadClaimFeedDocument,
    "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EarlyAdoptersDocument,
    "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    captchaEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n": types.SiteSettingsForm_SettingsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query AdminUsers($after: String) {\n    users(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminUsersDocument,
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
export function graphql(source: "\n  fragment ApplicantCard_respondent on EarlyAccessRespondent {\n    id\n    email\n    firstName\n    lastName\n    linkedinUrl\n    whyEarlyAdopter\n    authorizedUser\n    captchaVerified\n    signupDate\n    generatedPassword\n  }\n"): (typeof documents)["\n  fragment ApplicantCard_respondent on EarlyAccessRespondent {\n    id\n    email\n    firstName\n    lastName\n    linkedinUrl\n    whyEarlyAdopter\n    authorizedUser\n    captchaVerified\n    signupDate\n    generatedPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n    subscriptionTier\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n    subscriptionTier\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BreakdownCard_breakdown on AnalyticsBreakdown {\n    total\n    categories {\n      key\n      label\n      count\n      share\n    }\n  }\n"): (typeof documents)["\n  fragment BreakdownCard_breakdown on AnalyticsBreakdown {\n    total\n    categories {\n      key\n      label\n      count\n      share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputeStats($days: Int!) {\n    disputeOutcomes {\n      status\n      count\n    }\n    disputesByPublisher(first: 10) {\n      publisher\n      disputes\n      open\n      upheld\n      corrected\n      noFactCheck\n    }\n    correctionsOverTime(days: $days) {\n      day\n      excludeSource\n      pinReview\n      noFactCheck\n    }\n  }\n"): (typeof documents)["\n  query DisputeStats($days: Int!) {\n    disputeOutcomes {\n      status\n      count\n    }\n    disputesByPublisher(first: 10) {\n      publisher\n      disputes\n      open\n      upheld\n      corrected\n      noFactCheck\n    }\n    correctionsOverTime(days: $days) {\n      day\n      excludeSource\n      pinReview\n      noFactCheck\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentActivity_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    result {\n      accuracy {\n        band\n      }\n      verdictLabel\n    }\n    user {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment RecentActivity_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    result {\n      accuracy {\n        band\n      }\n      verdictLabel\n    }\n    user {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceBreakdown_stats on ProviderCallStats {\n    key\n    label\n    kind\n    calls\n    failures\n    successRate\n    latencyP50Ms\n    latencyP95Ms\n    tokensUsed\n  }\n"): (typeof documents)["\n  fragment ServiceBreakdown_stats on ProviderCallStats {\n    key\n    label\n    kind\n    calls\n    failures\n    successRate\n    latencyP50Ms\n    latencyP95Ms\n    tokensUsed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceBreakdown_kinds on ProviderCallsReport {\n    totalCalls\n    bucket\n    items {\n      ...ServiceBreakdown_stats\n      points {\n        start\n        calls\n        failures\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceBreakdown_kinds on ProviderCallsReport {\n    totalCalls\n    bucket\n    items {\n      ...ServiceBreakdown_stats\n      points {\n        start\n        calls\n        failures\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceBreakdown_providers on ProviderCallsReport {\n    items {\n      ...ServiceBreakdown_stats\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceBreakdown_providers on ProviderCallsReport {\n    items {\n      ...ServiceBreakdown_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopUsersCard_report on TopUsersReport {\n    users {\n      userId\n      email\n      role\n      factChecks\n      apiCalls\n      failedApiCalls\n      tokensUsed\n      lastActiveAt\n    }\n  }\n"): (typeof documents)["\n  fragment TopUsersCard_report on TopUsersReport {\n    users {\n      userId\n      email\n      role\n      factChecks\n      apiCalls\n      failedApiCalls\n      tokensUsed\n      lastActiveAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrendChart_series on AnalyticsTimeSeries {\n    bucket\n    total\n    points {\n      start\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment TrendChart_series on AnalyticsTimeSeries {\n    bucket\n    total\n    points {\n      start\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n  }\n"): (typeof documents)["\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    unlimited\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n"): (typeof documents)["\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeControl_factCheck on FactCheck {\n    id\n    dispute {\n      id\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n"): (typeof documents)["\n  fragment DisputeControl_factCheck on FactCheck {\n    id\n    dispute {\n      id\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeFactCheck($factCheckId: ID!, $input: DisputeInput!) {\n    disputeFactCheck(factCheckId: $factCheckId, input: $input) {\n      id\n      factCheckId\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeFactCheck($factCheckId: ID!, $input: DisputeInput!) {\n    disputeFactCheck(factCheckId: $factCheckId, input: $input) {\n      id\n      factCheckId\n      status\n      reason\n      note\n      createdAt\n      resolvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeFields on Dispute {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n  }\n"): (typeof documents)["\n  fragment DisputeFields on Dispute {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryItem_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    credibilityScore\n    result {\n      accuracy {\n        score\n        band\n        label\n      }\n      tone {\n        score\n        band\n        label\n        categories\n      }\n      verdict\n      verdictLabel\n      summary\n      language\n      languageNotice\n      sources {\n        publisher\n        url\n        title\n        rating\n        similarity\n        relation\n        explanation\n      }\n    }\n    user {\n      id\n      email\n    }\n    ...DisputeControl_factCheck\n  }\n"): (typeof documents)["\n  fragment HistoryItem_factCheck on FactCheck {\n    id\n    createdAt\n    platform\n    contentType\n    content\n    credibilityScore\n    result {\n      accuracy {\n        score\n        band\n        label\n      }\n      tone {\n        score\n        band\n        label\n        categories\n      }\n      verdict\n      verdictLabel\n      summary\n      language\n      languageNotice\n      sources {\n        publisher\n        url\n        title\n        rating\n        similarity\n        relation\n        explanation\n      }\n    }\n    user {\n      id\n      email\n    }\n    ...DisputeControl_factCheck\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n      captchaRequired\n    }\n  }\n"): (typeof documents)["\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n      captchaRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplicant($respondentId: ID!) {\n    deleteApplicant(respondentId: $respondentId) {\n      id\n      remainingSlots\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteApplicant($respondentId: ID!) {\n    deleteApplicant(respondentId: $respondentId) {\n      id\n      remainingSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      outcome\n      message\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      outcome\n      message\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n      revokedSessions\n      user {\n        id\n        mustChangePassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n      revokedSessions\n      user {\n        id\n        mustChangePassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n      ...AccountStatusCard_user\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      mustChangePassword\n      ...AccountStatusCard_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimIndexStats {\n    claimIndexStats {\n      reviews\n      newestReviewDate\n      publishers\n      languages {\n        language\n        reviews\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClaimIndexStats {\n    claimIndexStats {\n      reviews\n      newestReviewDate\n      publishers\n      languages {\n        language\n        reviews\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query History($first: Int!, $after: String, $search: String, $userId: ID) {\n    factChecks(first: $first, after: $after, search: $search, userId: $userId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...HistoryItem_factCheck\n      }\n    }\n  }\n"): (typeof documents)["\n  query History($first: Int!, $after: String, $search: String, $userId: ID) {\n    factChecks(first: $first, after: $after, search: $search, userId: $userId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        ...HistoryItem_factCheck\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryUsers {\n    users(first: 200) {\n      totalCount\n      nodes {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query HistoryUsers {\n    users(first: 200) {\n      totalCount\n      nodes {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      mustChangePassword\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      mustChangePassword\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationItem_item on ModerationItem {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n    content\n    platform\n    checkedAt\n    result {\n      verdict\n      verdictLabel\n      credibilityScore\n      summary\n      sources {\n        publisher\n        url\n        title\n        rating\n        relation\n        explanation\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationItem_item on ModerationItem {\n    id\n    factCheckId\n    status\n    reason\n    note\n    createdAt\n    resolvedAt\n    content\n    platform\n    checkedAt\n    result {\n      verdict\n      verdictLabel\n      credibilityScore\n      summary\n      sources {\n        publisher\n        url\n        title\n        rating\n        relation\n        explanation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue {\n    moderationQueue(first: 50) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue {\n    moderationQueue(first: 50) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchClaimReviews($query: String!) {\n    searchClaimReviews(query: $query, first: 8) {\n      id\n      claimText\n      publisherName\n      url\n      textualRating\n      verdict\n      reviewDate\n    }\n  }\n"): (typeof documents)["\n  query SearchClaimReviews($query: String!) {\n    searchClaimReviews(query: $query, first: 8) {\n      id\n      claimText\n      publisherName\n      url\n      textualRating\n      verdict\n      reviewDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpholdDispute($id: ID!) {\n    upholdDispute(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation UpholdDispute($id: ID!) {\n    upholdDispute(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExcludeDisputeSources($id: ID!, $urls: [String!]!) {\n    excludeDisputeSources(id: $id, urls: $urls) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation ExcludeDisputeSources($id: ID!, $urls: [String!]!) {\n    excludeDisputeSources(id: $id, urls: $urls) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinDisputeReview($id: ID!, $claimReviewId: ID!) {\n    pinDisputeReview(id: $id, claimReviewId: $claimReviewId) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation PinDisputeReview($id: ID!, $claimReviewId: ID!) {\n    pinDisputeReview(id: $id, claimReviewId: $claimReviewId) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDisputeNoFactCheck($id: ID!) {\n    markDisputeNoFactCheck(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDisputeNoFactCheck($id: ID!) {\n    markDisputeNoFactCheck(id: $id) {\n      id\n      ...ModerationItem_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {\n    factChecksOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    activeUsersOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    factChecksByVerdictBand(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByPlatform(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByContentType(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    providerCallsByKind(from: $from, to: $to, bucket: $bucket) {\n      ...ServiceBreakdown_kinds\n    }\n    providerCallsByProvider(from: $from, to: $to) {\n      ...ServiceBreakdown_providers\n    }\n    topUsers(from: $from, to: $to, first: 10) {\n      ...TopUsersCard_report\n    }\n    earlyAccessOverTime(from: $from, to: $to, bucket: $bucket) {\n      totalSignups\n      totalPromotions\n    }\n    recentFactChecks: factChecks(first: 10) {\n      nodes {\n        id\n        ...RecentActivity_factCheck\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {\n    factChecksOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    activeUsersOverTime(from: $from, to: $to, bucket: $bucket) {\n      ...TrendChart_series\n    }\n    factChecksByVerdictBand(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByPlatform(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    factChecksByContentType(from: $from, to: $to) {\n      ...BreakdownCard_breakdown\n    }\n    providerCallsByKind(from: $from, to: $to, bucket: $bucket) {\n      ...ServiceBreakdown_kinds\n    }\n    providerCallsByProvider(from: $from, to: $to) {\n      ...ServiceBreakdown_providers\n    }\n    topUsers(from: $from, to: $to, first: 10) {\n      ...TopUsersCard_report\n    }\n    earlyAccessOverTime(from: $from, to: $to, bucket: $bucket) {\n      totalSignups\n      totalPromotions\n    }\n    recentFactChecks: factChecks(first: 10) {\n      nodes {\n        id\n        ...RecentActivity_factCheck\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedImportRow_import on FeedImport {\n    id\n    fileName\n    sizeBytes\n    status\n    createdBy\n    runs\n    resumedFrom\n    read\n    inserted\n    updated\n    unchanged\n    rejected\n    error\n    createdAt\n    updatedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment FeedImportRow_import on FeedImport {\n    id\n    fileName\n    sizeBytes\n    status\n    createdBy\n    runs\n    resumedFrom\n    read\n    inserted\n    updated\n    unchanged\n    rejected\n    error\n    createdAt\n    updatedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimIndexOverview {\n    claimIndexOverview(publishers: 10) {\n      stats {\n        reviews\n        newestReviewDate\n        publishers\n      }\n      topPublishers {\n        name\n        site\n        reviews\n        newestReviewDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClaimIndexOverview {\n    claimIndexOverview(publishers: 10) {\n      stats {\n        reviews\n        newestReviewDate\n        publishers\n      }\n      topPublishers {\n        name\n        site\n        reviews\n        newestReviewDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedImports {\n    feedImports(first: 10) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n"): (typeof documents)["\n  query FeedImports {\n    feedImports(first: 10) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedImportRejections($id: ID!) {\n    feedImport(id: $id) {\n      id\n      rejected\n      rejections(first: 100) {\n        line\n        item\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedImportRejections($id: ID!) {\n    feedImport(id: $id) {\n      id\n      rejected\n      rejections(first: 100) {\n        line\n        item\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadClaimFeed($file: Upload!) {\n    uploadClaimFeed(file: $file) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n"): (typeof documents)["\n  mutation UploadClaimFeed($file: Upload!) {\n    uploadClaimFeed(file: $file) {\n      id\n      ...FeedImportRow_import\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    captchaEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n"): (typeof documents)["\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    captchaEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($after: String) {\n    users(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($after: String) {\n    users(first: 50, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;