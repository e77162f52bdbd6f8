import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, sessionTtlDays: 30, nodeEnv: 'development' });
    expect(c.dataDir.endsWith('.data')).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer from 0 to 65535; got "abc"'],
    [{ PORT: '70000' }, 'PORT must be an integer from 0 to 65535; got "70000"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test; got "staging"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'longenough' }, 'ADMIN_EMAIL is not a valid email address: "nope"'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS must be an integer from 1 to 365; got "0"'],
    [{ OPENAI_BASE_URL: 'ftp://x' }, 'OPENAI_BASE_URL must be an http(s) URL; got "ftp://x"'],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('lower-cases the admin email', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.COM', ADMIN_PASSWORD: 'longenough' }).adminEmail).toBe('admin@example.com');
  });
});
