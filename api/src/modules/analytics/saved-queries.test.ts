// Every saved example query is valid against the schema and runs, with data, for a moderator.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parse, validate } from 'graphql';
import { getSchema } from '../../graphql/schema.js';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { seedAnalytics } from '../../db/seeders/analytics.seeder.js';
import { SAVED_QUERIES } from '@factlens/common';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await createUser(app, 'moderator')).token;
  await seedAnalytics(app.services.orm.em.fork(), { factChecks: 300, apiUsage: 600, users: 10, days: 20, seed: 5 });
});
afterAll(async () => {
  await app.close();
});

describe('saved queries', () => {
  it('have unique names and descriptions', () => {
    expect(new Set(SAVED_QUERIES.map((q) => q.name)).size).toBe(SAVED_QUERIES.length);
    for (const q of SAVED_QUERIES) expect(q.description.length).toBeGreaterThan(10);
  });

  it.each(SAVED_QUERIES.map((q) => [q.name, q] as const))('%s validates and runs', async (_name, saved) => {
    expect(validate(await getSchema(), parse(saved.query))).toEqual([]);
    const res = await app.gql(saved.query, saved.variables, token);
    expect(res.errors).toBeUndefined();
    expect(JSON.stringify(res.data)).toMatch(/[1-9]/); // some non-zero number: the seeded data shows
  });
});
