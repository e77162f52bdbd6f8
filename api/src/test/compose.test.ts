import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { ENV_VARS, REPO_ROOT, loadConfig } from '../config.js';

const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number }; healthcheck?: unknown; depends_on?: unknown }>;
};

describe('docker-compose.yml', () => {
  it('has postgres, two api replicas and a reverse proxy, each with a healthcheck', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', 'proxy']);
    expect(compose.services.api.deploy?.replicas).toBe(2);
    for (const s of Object.values(compose.services)) expect(s.healthcheck).toBeDefined();
  });

  it('gives the api only environment variables the config reads, including the required ones', () => {
    const names = Object.keys(compose.services.api.environment ?? {});
    const unknown = names.filter((n) => !(n in ENV_VARS));
    expect(unknown).toEqual([]);
    for (const required of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_ENV', 'PORT', 'TRUST_PROXY']) expect(names).toContain(required);
  });

  it('the api environment is valid config once variables are filled in', () => {
    const env = Object.fromEntries(
      Object.entries(compose.services.api.environment ?? {}).map(([k, v]) => [
        k,
        String(v).replace(/\$\{(\w+)(?::[-?][^}]*)?\}/g, (_m, name: string) => ({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'password1', POSTGRES_PASSWORD: 'generated0123' })[name] ?? (/:-([^}]*)\}/.exec(_m)?.[1] ?? '')),
      ]),
    );
    const c = loadConfig(env);
    expect(c.isProduction).toBe(true);
    expect(c.databaseUrl).toMatch(/^postgres:\/\/factlens:generated0123@postgres:5432\/factlens$/);
    expect(c.trustProxy).toBe(1);
  });

  it('ships no fixed database password: POSTGRES_PASSWORD is required (docs/adr/0063-generated-database-passwords.md)', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).not.toMatch(/POSTGRES_PASSWORD:-/);
    expect(compose.services.postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.services.api.environment?.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
  });

  it('README lists every environment variable', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = Object.keys(ENV_VARS).filter((k) => !readme.includes(`\`${k}\``));
    expect(missing).toEqual([]);
  });
});
