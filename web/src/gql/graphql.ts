/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A contact-form message (spec section 5 validation). */
export type ContactInput = {
  /** The message (at least 10 characters). */
  issueDescription: string;
  /** billing, support or feedback. */
  issueType: string;
  /** Where to reply. */
  userEmail: string;
};

/** An early-access sign-up (spec section 5 validation). */
export type EarlyAccessInput = {
  /** Email (required). */
  email: string;
  /** First name (optional, 64 characters). */
  firstName?: string | null | undefined;
  /** Last name (optional, 64 characters). */
  lastName?: string | null | undefined;
  /** LinkedIn profile URL (optional; must contain 'linkedin.com'). */
  linkedinUrl?: string | null | undefined;
  /** Why they want to be an early adopter (at least 10 characters). */
  whyEarlyAdopter: string;
};

/** What a user may do (DESIGN.md section 2). */
export type Role =
  /** Administrator: manages users, settings and early access. */
  | 'admin'
  /** Early-access member (promoted applicant). */
  | 'early_access'
  /** Free user. */
  | 'free'
  /** Moderator: may read analytics and everyone's history. */
  | 'moderator';

export type ApplicantCard_RespondentFragment = { __typename: 'EarlyAccessRespondent', id: string, email: string, firstName: string | null, lastName: string | null, linkedinUrl: string | null, whyEarlyAdopter: string | null, authorizedUser: boolean, captchaVerified: boolean, signupDate: string, generatedPassword: string | null };

export type UserRow_UserFragment = { __typename: 'User', id: string, email: string, role: Role, dailyUsage: number, dailyLimit: number, subscriptionTier: string, createdAt: string };

export type AccountStatusCard_UserFragment = { __typename: 'User', id: string, email: string, role: Role, dailyUsage: number, dailyLimit: number };

export type SubmitContactRequestMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SubmitContactRequestMutation = { submitContactRequest: { __typename: 'ContactResult', message: string } };

export type LatestExtensionVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestExtensionVersionQuery = { latestExtensionVersion: { __typename: 'ExtensionVersion', version: string, releaseNotes: string | null, releaseDate: string | null } | null };

export type JoinEarlyAccessMutationVariables = Exact<{
  input: EarlyAccessInput;
}>;


export type JoinEarlyAccessMutation = { joinEarlyAccess: { __typename: 'JoinEarlyAccessResult', message: string, remainingSlots: number } };

export type EarlyAccessSlotsQueryVariables = Exact<{ [key: string]: never; }>;


export type EarlyAccessSlotsQuery = { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots: number, totalSlots: number } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { __typename: 'User', id: string, email: string, role: Role } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PromoteApplicantMutationVariables = Exact<{
  respondentId: string;
}>;


export type PromoteApplicantMutation = { promoteApplicant: { __typename: 'PromotionResult', generatedPassword: string, respondent: { __typename: 'EarlyAccessRespondent', id: string, email: string, firstName: string | null, lastName: string | null, linkedinUrl: string | null, whyEarlyAdopter: string | null, authorizedUser: boolean, captchaVerified: boolean, signupDate: string, generatedPassword: string | null }, user: { __typename: 'User', id: string, role: Role } } };

export type UpdateSiteSettingMutationVariables = Exact<{
  key: string;
  value: unknown;
}>;


export type UpdateSiteSettingMutation = { updateSiteSetting: { __typename: 'SiteSettings', id: string, siteEnabled: boolean, registrationOpen: boolean, extensionDownloadEnabled: boolean, maintenanceMode: boolean, googleFactCheckEnabled: boolean, openAiModerationEnabled: boolean, claimBusterEnabled: boolean, dailyRateLimitFree: number, dailyRateLimitEarlyAccess: number, dailyRateLimitModerator: number, apiTimeoutSeconds: number, maxContentLength: number } };

export type UpdateUserRoleMutationVariables = Exact<{
  userId: string;
  role: Role;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { __typename: 'User', id: string, email: string, role: Role, dailyUsage: number, dailyLimit: number, subscriptionTier: string, createdAt: string } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { me: { __typename: 'User', id: string, email: string, role: Role, dailyUsage: number, dailyLimit: number } | null };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { __typename: 'AuthPayload', token: string, expiresAt: string, user: { __typename: 'User', id: string, email: string, role: Role } } };

export type EarlyAdoptersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type EarlyAdoptersQuery = { earlyAccessApplicants: { __typename: 'EarlyAccessRespondentConnection', totalCount: number, nodes: Array<{ __typename: 'EarlyAccessRespondent', id: string, email: string, firstName: string | null, lastName: string | null, linkedinUrl: string | null, whyEarlyAdopter: string | null, authorizedUser: boolean, captchaVerified: boolean, signupDate: string, generatedPassword: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SiteSettingsForm_SettingsFragment = { __typename: 'SiteSettings', id: string, siteEnabled: boolean, registrationOpen: boolean, extensionDownloadEnabled: boolean, maintenanceMode: boolean, googleFactCheckEnabled: boolean, openAiModerationEnabled: boolean, claimBusterEnabled: boolean, dailyRateLimitFree: number, dailyRateLimitEarlyAccess: number, dailyRateLimitModerator: number, apiTimeoutSeconds: number, maxContentLength: number };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { __typename: 'SiteSettings', id: string, siteEnabled: boolean, registrationOpen: boolean, extensionDownloadEnabled: boolean, maintenanceMode: boolean, googleFactCheckEnabled: boolean, openAiModerationEnabled: boolean, claimBusterEnabled: boolean, dailyRateLimitFree: number, dailyRateLimitEarlyAccess: number, dailyRateLimitModerator: number, apiTimeoutSeconds: number, maxContentLength: number } };

export type AdminUsersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { users: { __typename: 'UserConnection', totalCount: number, nodes: Array<{ __typename: 'User', id: string, email: string, role: Role, dailyUsage: number, dailyLimit: number, subscriptionTier: string, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export const ApplicantCard_RespondentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantCard_respondent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyAccessRespondent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whyEarlyAdopter"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedUser"}},{"kind":"Field","name":{"kind":"Name","value":"captchaVerified"}},{"kind":"Field","name":{"kind":"Name","value":"signupDate"}},{"kind":"Field","name":{"kind":"Name","value":"generatedPassword"}}]}}]} as unknown as DocumentNode<ApplicantCard_RespondentFragment, unknown>;
export const UserRow_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"dailyUsage"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserRow_UserFragment, unknown>;
export const AccountStatusCard_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountStatusCard_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"dailyUsage"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}}]}}]} as unknown as DocumentNode<AccountStatusCard_UserFragment, unknown>;
export const SiteSettingsForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"extensionDownloadEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"googleFactCheckEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"openAiModerationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"claimBusterEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitFree"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitEarlyAccess"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitModerator"}},{"kind":"Field","name":{"kind":"Name","value":"apiTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxContentLength"}}]}}]} as unknown as DocumentNode<SiteSettingsForm_SettingsFragment, unknown>;
export const SubmitContactRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactRequestMutation, SubmitContactRequestMutationVariables>;
export const LatestExtensionVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestExtensionVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestExtensionVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"releaseNotes"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}}]}}]}}]} as unknown as DocumentNode<LatestExtensionVersionQuery, LatestExtensionVersionQueryVariables>;
export const JoinEarlyAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinEarlyAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinEarlyAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSlots"}}]}}]}}]} as unknown as DocumentNode<JoinEarlyAccessMutation, JoinEarlyAccessMutationVariables>;
export const EarlyAccessSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarlyAccessSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earlyAccessSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remainingSlots"}},{"kind":"Field","name":{"kind":"Name","value":"totalSlots"}}]}}]}}]} as unknown as DocumentNode<EarlyAccessSlotsQuery, EarlyAccessSlotsQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PromoteApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoteApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"respondentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promoteApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"respondentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"respondentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatedPassword"}},{"kind":"Field","name":{"kind":"Name","value":"respondent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantCard_respondent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantCard_respondent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyAccessRespondent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whyEarlyAdopter"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedUser"}},{"kind":"Field","name":{"kind":"Name","value":"captchaVerified"}},{"kind":"Field","name":{"kind":"Name","value":"signupDate"}},{"kind":"Field","name":{"kind":"Name","value":"generatedPassword"}}]}}]} as unknown as DocumentNode<PromoteApplicantMutation, PromoteApplicantMutationVariables>;
export const UpdateSiteSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"extensionDownloadEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"googleFactCheckEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"openAiModerationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"claimBusterEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitFree"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitEarlyAccess"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitModerator"}},{"kind":"Field","name":{"kind":"Name","value":"apiTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxContentLength"}}]}}]} as unknown as DocumentNode<UpdateSiteSettingMutation, UpdateSiteSettingMutationVariables>;
export const UpdateUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"dailyUsage"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountStatusCard_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountStatusCard_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"dailyUsage"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const EarlyAdoptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarlyAdopters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earlyAccessApplicants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicantCard_respondent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicantCard_respondent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyAccessRespondent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whyEarlyAdopter"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedUser"}},{"kind":"Field","name":{"kind":"Name","value":"captchaVerified"}},{"kind":"Field","name":{"kind":"Name","value":"signupDate"}},{"kind":"Field","name":{"kind":"Name","value":"generatedPassword"}}]}}]} as unknown as DocumentNode<EarlyAdoptersQuery, EarlyAdoptersQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"registrationOpen"}},{"kind":"Field","name":{"kind":"Name","value":"extensionDownloadEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"googleFactCheckEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"openAiModerationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"claimBusterEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitFree"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitEarlyAccess"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRateLimitModerator"}},{"kind":"Field","name":{"kind":"Name","value":"apiTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxContentLength"}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"dailyUsage"}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;