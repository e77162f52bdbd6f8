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
    "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    subscriptionTier\n    createdAt\n  }\n": typeof types.UserRow_UserFragmentDoc,
    "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n  }\n": typeof types.AccountStatusCard_UserFragmentDoc,
    "\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n": typeof types.SubmitContactRequestDocument,
    "\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n": typeof types.LatestExtensionVersionDocument,
    "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n": typeof types.JoinEarlyAccessDocument,
    "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n    }\n  }\n": typeof types.EarlyAccessSlotsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.PromoteApplicantDocument,
    "\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": typeof types.UpdateSiteSettingDocument,
    "\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n": typeof types.UpdateUserRoleDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      ...AccountStatusCard_user\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EarlyAdoptersDocument,
    "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n": typeof types.SiteSettingsForm_SettingsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query AdminUsers($after: String) {\n    users(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
};
const documents: Documents = {
    "\n  fragment ApplicantCard_respondent on EarlyAccessRespondent {\n    id\n    email\n    firstName\n    lastName\n    linkedinUrl\n    whyEarlyAdopter\n    authorizedUser\n    captchaVerified\n    signupDate\n    generatedPassword\n  }\n": types.ApplicantCard_RespondentFragmentDoc,
    "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    subscriptionTier\n    createdAt\n  }\n": types.UserRow_UserFragmentDoc,
    "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n  }\n": types.AccountStatusCard_UserFragmentDoc,
    "\n  mutation SubmitContactRequest($input: ContactInput!) {\n    submitContactRequest(input: $input) {\n      message\n    }\n  }\n": types.SubmitContactRequestDocument,
    "\n  query LatestExtensionVersion {\n    latestExtensionVersion {\n      version\n      releaseNotes\n      releaseDate\n    }\n  }\n": types.LatestExtensionVersionDocument,
    "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n": types.JoinEarlyAccessDocument,
    "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n    }\n  }\n": types.EarlyAccessSlotsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.PromoteApplicantDocument,
    "\n  mutation UpdateSiteSetting($key: String!, $value: JSON!) {\n    updateSiteSetting(key: $key, value: $value) {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": types.UpdateSiteSettingDocument,
    "\n  mutation UpdateUserRole($userId: ID!, $role: Role!) {\n    updateUserRole(userId: $userId, role: $role) {\n      id\n      ...UserRow_user\n    }\n  }\n": types.UpdateUserRoleDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      ...AccountStatusCard_user\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EarlyAdoptersDocument,
    "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n": types.SiteSettingsForm_SettingsFragmentDoc,
    "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query AdminUsers($after: String) {\n    users(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminUsersDocument,
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
export function graphql(source: "\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    subscriptionTier\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserRow_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n    subscriptionTier\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n  }\n"): (typeof documents)["\n  fragment AccountStatusCard_user on User {\n    id\n    email\n    role\n    dailyUsage\n    dailyLimit\n  }\n"];
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
export function graphql(source: "\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEarlyAccess($input: EarlyAccessInput!) {\n    joinEarlyAccess(input: $input) {\n      message\n      remainingSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n    }\n  }\n"): (typeof documents)["\n  query EarlyAccessSlots {\n    earlyAccessSlots {\n      remainingSlots\n      totalSlots\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteApplicant($respondentId: ID!) {\n    promoteApplicant(respondentId: $respondentId) {\n      generatedPassword\n      respondent {\n        id\n        ...ApplicantCard_respondent\n      }\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      ...AccountStatusCard_user\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      email\n      role\n      ...AccountStatusCard_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      expiresAt\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarlyAdopters($after: String) {\n    earlyAccessApplicants(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...ApplicantCard_respondent\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n"): (typeof documents)["\n  fragment SiteSettingsForm_settings on SiteSettings {\n    id\n    siteEnabled\n    registrationOpen\n    extensionDownloadEnabled\n    maintenanceMode\n    googleFactCheckEnabled\n    openAiModerationEnabled\n    claimBusterEnabled\n    dailyRateLimitFree\n    dailyRateLimitEarlyAccess\n    dailyRateLimitModerator\n    apiTimeoutSeconds\n    maxContentLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      id\n      ...SiteSettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($after: String) {\n    users(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($after: String) {\n    users(first: 100, after: $after) {\n      totalCount\n      nodes {\n        id\n        ...UserRow_user\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;