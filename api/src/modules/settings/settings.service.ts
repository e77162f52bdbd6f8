import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  DAILY_LIMIT_SETTING,
  DEFAULT_SETTINGS,
  NUMBER_SETTING_RANGES,
  SETTING_KEYS,
  isBooleanSettingKey,
  isSettingKey,
  type NumberSettingKey,
  type Role,
  type SettingKey,
  type SiteSettings,
} from '@factlens/common';
import { badInput } from '../../errors.js';
import { AppSetting } from './app-setting.entity.js';

function parseStored(key: SettingKey, raw: string): boolean | number {
  if (isBooleanSettingKey(key)) return raw === 'true';
  const n = Number(raw);
  return Number.isInteger(n) ? n : DEFAULT_SETTINGS[key];
}

/** Check a value given for a setting; booleans and integers only, with the ranges in common/settings.ts. */
export function coerceSettingValue(key: unknown, value: unknown): { key: SettingKey; value: boolean | number } {
  if (!isSettingKey(key)) throw badInput(`Unknown setting "${String(key)}". Known settings: ${SETTING_KEYS.join(', ')}`);
  if (isBooleanSettingKey(key)) {
    if (typeof value === 'boolean') return { key, value };
    if (value === 'true' || value === 'false') return { key, value: value === 'true' };
    throw badInput(`Setting "${key}" must be true or false`);
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  const range = NUMBER_SETTING_RANGES[key];
  if (!Number.isInteger(n)) throw badInput(`Setting "${key}" must be a whole number`);
  if (n < range.min || n > range.max) throw badInput(`Setting "${key}" must be from ${range.min} to ${range.max}`);
  return { key, value: n };
}

/** The daily limit a role gets from the settings; admins are unlimited (0 is stored, and ignored). */
export function dailyLimitFor(role: Role, s: SiteSettings): number {
  return role === 'admin' ? 0 : s[DAILY_LIMIT_SETTING[role]];
}

/**
 * Typed site settings over app_settings rows. Reads are cached for `ttlMs` (a few seconds) so a
 * change made on one replica reaches the others quickly without a query per request.
 */
export class SettingsService {
  private cache: { value: SiteSettings; at: number } | null = null;
  private loading: Promise<SiteSettings> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly ttlMs = 2000,
  ) {}

  async get(): Promise<SiteSettings> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.value;
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<SiteSettings> {
    const rows = await this.orm.em.fork().find(AppSetting, {});
    const value: SiteSettings = { ...DEFAULT_SETTINGS };
    for (const row of rows) {
      if (isSettingKey(row.settingKey)) (value as Record<string, unknown>)[row.settingKey] = parseStored(row.settingKey, row.settingValue);
    }
    this.cache = { value, at: Date.now() };
    return value;
  }

  /** Insert any missing setting with its default (docs/adr/0006-site-settings-and-maintenance.md); existing values are kept. */
  async seedDefaults(): Promise<void> {
    const em = this.orm.em.fork();
    for (const key of SETTING_KEYS) {
      await em.execute(
        'insert into app_settings (setting_key, setting_value) values (?, ?) on conflict (setting_key) do nothing',
        [key, String(DEFAULT_SETTINGS[key])],
      );
    }
    this.cache = null;
  }

  /** Validate and store one setting. A per-role daily limit is copied into every user of that role at once. */
  async update(em: EntityManager, rawKey: unknown, rawValue: unknown): Promise<SiteSettings> {
    const { key, value } = coerceSettingValue(rawKey, rawValue);
    await em.transactional(async (tem) => {
      await tem.execute(
        'insert into app_settings (setting_key, setting_value, updated_at) values (?, ?, now()) on conflict (setting_key) do update set setting_value = excluded.setting_value, updated_at = now()',
        [key, String(value)],
        'run',
      );
      const role = (Object.keys(DAILY_LIMIT_SETTING) as (keyof typeof DAILY_LIMIT_SETTING)[]).find(
        (r) => DAILY_LIMIT_SETTING[r] === (key as NumberSettingKey),
      );
      if (role) {
        await tem.execute('update users set daily_limit = ?, updated_at = now() where role = ?', [value, role], 'run');
      }
    });
    this.cache = null;
    return this.get();
  }
}
