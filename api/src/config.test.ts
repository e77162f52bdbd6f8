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

  it('TRUST_PROXY is a hop count or a list of proxy addresses/CIDRs, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', '127.0.0.1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For header/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(new ConfigError('TRUST_PROXY must be an integer from 0 to 10; got "11"'));
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,everyone' })).toThrow(
      new ConfigError('TRUST_PROXY must be a hop count (0-10) or a comma-separated list of proxy addresses or CIDR ranges; got "everyone"'),
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
  });

  it('lower-cases the admin email', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Example.COM', ADMIN_PASSWORD: 'longenough' }).adminEmail).toBe('admin@example.com');
  });
});
