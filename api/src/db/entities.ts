import { User } from '../modules/users/user.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { ExtensionConfig } from '../modules/extension/extension-config.entity.js';
import { ExtensionVersion } from '../modules/extension/extension-version.entity.js';
import { FactCheck } from '../modules/fact-check/fact-check.entity.js';
import { ApiUsage } from '../modules/usage/api-usage.entity.js';
import { EarlyAccessRespondent } from '../modules/early-access/respondent.entity.js';
import { AppSetting } from '../modules/settings/app-setting.entity.js';
import { ApplicationIssue } from '../modules/contact/application-issue.entity.js';
import { RateLimit } from '../modules/rate-limit/rate-limit.entity.js';
import { ClaimReview } from '../modules/claim-review/claim-review.entity.js';
import { CaptchaSolution } from '../modules/early-access/captcha-solution.entity.js';
import { InstallSecret } from '../modules/settings/install-secret.entity.js';
import { Dispute } from '../modules/disputes/dispute.entity.js';
import { ModerationAction } from '../modules/disputes/moderation-action.entity.js';
import { Correction } from '../modules/disputes/correction.entity.js';
import { FeedImport, FeedImportChunk, FeedImportRejection } from '../modules/feeds/feed-import.entity.js';

/** Every entity, listed explicitly (no folder globbing: the same list works from src and dist). */
export const entities = [
  User,
  Session,
  ExtensionConfig,
  ExtensionVersion,
  FactCheck,
  ApiUsage,
  EarlyAccessRespondent,
  AppSetting,
  ApplicationIssue,
  RateLimit,
  ClaimReview,
  CaptchaSolution,
  InstallSecret,
  Dispute,
  ModerationAction,
  Correction,
  FeedImport,
  FeedImportChunk,
  FeedImportRejection,
];
