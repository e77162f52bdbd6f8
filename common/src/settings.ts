/** The typed site settings and their defaults (docs/adr/0006-site-settings-and-maintenance.md). */
export const BOOLEAN_SETTING_KEYS = [
  'siteEnabled',
  'registrationOpen',
  'extensionDownloadEnabled',
  'maintenanceMode',
  'googleFactCheckEnabled',
  'openAiModerationEnabled',
  'claimBusterEnabled',
  'captchaEnabled',
] as const;
export const NUMBER_SETTING_KEYS = [
  'dailyRateLimitFree',
  'dailyRateLimitEarlyAccess',
  'dailyRateLimitModerator',
  'apiTimeoutSeconds',
  'maxContentLength',
] as const;
export type BooleanSettingKey = (typeof BOOLEAN_SETTING_KEYS)[number];
export type NumberSettingKey = (typeof NUMBER_SETTING_KEYS)[number];
export type SettingKey = BooleanSettingKey | NumberSettingKey;
export const SETTING_KEYS: readonly SettingKey[] = [...BOOLEAN_SETTING_KEYS, ...NUMBER_SETTING_KEYS];

export type SiteSettings = { [K in BooleanSettingKey]: boolean } & { [K in NumberSettingKey]: number };

export const DEFAULT_SETTINGS: SiteSettings = {
  siteEnabled: true,
  registrationOpen: true,
  extensionDownloadEnabled: true,
  maintenanceMode: false,
  googleFactCheckEnabled: true,
  openAiModerationEnabled: true,
  claimBusterEnabled: true,
  captchaEnabled: true,
  dailyRateLimitFree: 10,
  dailyRateLimitEarlyAccess: 50,
  dailyRateLimitModerator: 200,
  apiTimeoutSeconds: 30,
  maxContentLength: 5000,
};

/** Bounds we enforce on number settings (see docs/decisions.md). */
export const NUMBER_SETTING_RANGES: Record<NumberSettingKey, { min: number; max: number }> = {
  dailyRateLimitFree: { min: 0, max: 1_000_000 },
  dailyRateLimitEarlyAccess: { min: 0, max: 1_000_000 },
  dailyRateLimitModerator: { min: 0, max: 1_000_000 },
  apiTimeoutSeconds: { min: 1, max: 300 },
  maxContentLength: { min: 15, max: 100_000 },
};

export function isSettingKey(key: unknown): key is SettingKey {
  return typeof key === 'string' && (SETTING_KEYS as readonly string[]).includes(key);
}
export function isBooleanSettingKey(key: SettingKey): key is BooleanSettingKey {
  return (BOOLEAN_SETTING_KEYS as readonly string[]).includes(key);
}

/** Which setting holds the daily limit of a role; admins have none. */
export const DAILY_LIMIT_SETTING: Record<'free' | 'early_access' | 'moderator', NumberSettingKey> = {
  free: 'dailyRateLimitFree',
  early_access: 'dailyRateLimitEarlyAccess',
  moderator: 'dailyRateLimitModerator',
};
