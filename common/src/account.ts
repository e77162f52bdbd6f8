import { object, string, type InferType } from 'yup';
import { PASSWORD_MAX } from './limits.js';

/** Rules for a password a member chooses (docs/adr/0032-password-change-and-sessions.md). */
export const NEW_PASSWORD_MIN = 8;

export const ACCOUNT_MESSAGES = {
  currentPassword: 'Current password is required',
  newPasswordMin: `New password must be at least ${NEW_PASSWORD_MIN} characters`,
  newPasswordMax: `New password must be at most ${PASSWORD_MAX} characters`,
  newPasswordSame: 'New password must be different from the current password',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  signedOutEverywhere: 'Signed out everywhere.',
  captchaMissing: "Please complete the CAPTCHA check (tick 'I'm not a robot') before signing up.",
  captchaInvalid: 'The CAPTCHA check failed or has expired. Please solve it again.',
  captchaReused: 'This CAPTCHA solution has already been used. Please solve it again.',
  applicantDeleted: 'Applicant deleted',
} as const;

/** Password change input: the current password, and a new one of 8 to 256 characters that differs from it. */
export const passwordChangeSchema = object({
  currentPassword: string()
    .typeError(ACCOUNT_MESSAGES.currentPassword)
    .required(ACCOUNT_MESSAGES.currentPassword)
    .min(1, ACCOUNT_MESSAGES.currentPassword)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongCurrentPassword),
  newPassword: string()
    .typeError(ACCOUNT_MESSAGES.newPasswordMin)
    .required(ACCOUNT_MESSAGES.newPasswordMin)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.newPasswordMax)
    .min(NEW_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordMin)
    .test('differs', ACCOUNT_MESSAGES.newPasswordSame, function differs(value) {
      return value !== this.parent.currentPassword;
    }),
}).strict(true);
export type PasswordChangeInput = InferType<typeof passwordChangeSchema>;

/**
 * What promoting an applicant did (docs/adr/0030-promotion-never-touches-existing-accounts.md):
 * CREATED a new early-access account with a generated password, UPGRADED an existing free user's role,
 * or nothing because the person is ALREADY_MEMBER (early access, moderator or admin).
 */
export const PROMOTION_OUTCOMES = ['CREATED', 'UPGRADED', 'ALREADY_MEMBER'] as const;
export type PromotionOutcome = (typeof PROMOTION_OUTCOMES)[number];

export const PROMOTION_MESSAGES: Record<PromotionOutcome, string> = {
  CREATED: 'Account created with a generated password. Pass it on: the member must change it at first sign-in.',
  UPGRADED: 'Existing free account upgraded to early access. Their password was not changed.',
  ALREADY_MEMBER: 'Already a member: this person already has early access or a higher role. Nothing was changed.',
};
