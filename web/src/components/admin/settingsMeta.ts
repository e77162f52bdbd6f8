import type { BooleanSettingKey, NumberSettingKey } from '@factlens/common';

/** Labels and one-line explanations for the site controls page. */
export const BOOLEAN_SETTINGS: { key: BooleanSettingKey; label: string; hint: string }[] = [
  { key: 'siteEnabled', label: 'Site enabled', hint: 'Off: every non-admin API call answers 503.' },
  { key: 'registrationOpen', label: 'Registration open', hint: 'Off: early-access sign-ups are refused.' },
  { key: 'extensionDownloadEnabled', label: 'Extension download', hint: 'Off: the ZIP download is refused.' },
  { key: 'maintenanceMode', label: 'Maintenance mode', hint: 'On: non-admin API calls answer 503.' },
  { key: 'googleFactCheckEnabled', label: 'Fact-check search service', hint: 'Google Fact Check Tools claim search.' },
  { key: 'openAiModerationEnabled', label: 'Moderation service (tone)', hint: 'OpenAI moderation; the local analyser is used when off.' },
  { key: 'claimBusterEnabled', label: 'Claim-verification service', hint: 'ClaimBuster extra check for borderline scores.' },
  { key: 'captchaEnabled', label: 'Sign-up CAPTCHA', hint: 'ALTCHA proof-of-work check on early-access sign-up. Off: sign-up works without it (e.g. an intranet).' },
];

export const NUMBER_SETTINGS: { key: NumberSettingKey; label: string; unit: string }[] = [
  { key: 'dailyRateLimitFree', label: 'Daily limit: free users', unit: 'checks per day' },
  { key: 'dailyRateLimitEarlyAccess', label: 'Daily limit: early access', unit: 'checks per day' },
  { key: 'dailyRateLimitModerator', label: 'Daily limit: moderators', unit: 'checks per day' },
  { key: 'apiTimeoutSeconds', label: 'API timeout', unit: 'seconds' },
  { key: 'maxContentLength', label: 'Maximum content length', unit: 'characters' },
];
