// The typed fact-check result over GraphQL on a real server and PostgreSQL: the factCheck mutation and
// the history answer typed objects (no JSON scalars), and stored rows of any age read the same way.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';

const FALSE_CLAIM = 'Breaking: Santa Fe killer expresses his love for Obama.';

const RESULT_FIELDS = `
  id credibilityScore verdict verdictLabel summary claims partial cached platform checkedAt
  accuracy { score band label }
  tone { score band label categories }
  warnings { severity message }
  sources { publisher site title url rating verdict date similarity provider attribution relation relationConfidence explanation }
  providers { provider status detail ms }
  usage { used limit resetsAt }
`;

interface Source {
  publisher: string;
  url: string;
  rating: string;
  verdict: string;
  similarity: number;
  relation: string;
  relationConfidence: number;
  explanation: string;
}
interface Result {
  id: string | null;
  credibilityScore: number;
  verdict: string;
  verdictLabel: string;
  accuracy: { score: number; band: string; label: string };
  tone: { score: number; band: string; label: string; categories: string[] };
  warnings: { severity: string; message: string }[];
  sources: Source[];
  providers: { provider: string; status: string }[];
  usage: { used: number; limit: number | null } | null;
  platform: string;
}

let app: TestApp;
let user: { id: string; token: string };
let other: { id: string; token: string };
const sql = (text: string, params: unknown[] = []) => app.services.orm.em.fork().execute(text, params);

beforeAll(async () => {
  app = await startTestApp();
  [user, other] = await Promise.all([createUser(app, 'early_access'), createUser(app, 'free')]);
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('typed fact-check results over GraphQL', () => {
  it('the factCheck mutation answers every field typed, with a relation and an explanation per source', async () => {
    const res = await app.gql<{ factCheck: Result }>(
      `mutation($c: String!) { factCheck(input: { content: $c, platform: "twitter" }) { ${RESULT_FIELDS} } }`,
      { c: FALSE_CLAIM },
      user.token,
    );
    expect(res.errors).toBeUndefined();
    const result = res.data!.factCheck;
    expect(['green', 'yellow', 'red']).toContain(result.accuracy.band);
    expect(['green', 'yellow', 'red']).toContain(result.tone.band);
    expect(Array.isArray(result.tone.categories)).toBe(true);
    expect(result.platform).toBe('twitter');
    expect(result.usage).toMatchObject({ used: expect.any(Number) });
    expect(result.sources.length).toBeGreaterThan(0);
    for (const source of result.sources) {
      expect(['same', 'opposite', 'different']).toContain(source.relation);
      expect(source.relationConfidence).toBeGreaterThanOrEqual(0);
      expect(source.relationConfidence).toBeLessThanOrEqual(1);
      expect(source.explanation.length).toBeGreaterThan(10);
      expect(source.url).toMatch(/^https?:\/\//);
    }
    for (const p of result.providers) expect(['ok', 'failed', 'skipped']).toContain(p.status);
  });

  it('the history answers the same typed result for the stored check', async () => {
    const made = await app.gql<{ factCheck: Result }>(
      `mutation($c: String!) { factCheck(input: { content: $c }) { ${RESULT_FIELDS} } }`,
      { c: FALSE_CLAIM },
      other.token,
    );
    const hist = await app.gql<{
      factChecks: { nodes: { id: string; content: string; result: Result | null; user: { id: string } | null }[] };
    }>(`{ factChecks(first: 5) { nodes { id content result { ${RESULT_FIELDS} } user { id } } } }`, {}, other.token);
    expect(hist.errors).toBeUndefined();
    const node = hist.data!.factChecks.nodes.find((n) => n.id === made.data!.factCheck.id)!;
    expect(node.user?.id).toBe(other.id);
    const { usage: _usage, ...stored } = node.result!;
    const { usage: _fresh, ...fresh } = made.data!.factCheck;
    expect(stored).toEqual(fresh);
  });

  it('reads rows stored before relations, explanations and tone categories existed, and drops unsafe links', async () => {
    const legacy = {
      id: null,
      credibilityScore: 20,
      accuracy: { score: 8, band: 'red', label: 'Likely false or highly problematic' },
      tone: { score: 3, band: 'green', label: 'Calm' },
      verdict: 'false',
      verdictLabel: 'False',
      summary: 'Published fact-checks rate this claim false.',
      claims: ['The moon landing was staged'],
      warnings: [{ severity: 'high', message: 'Rated false' }],
      sources: [
        {
          publisher: 'PolitiFact',
          site: 'politifact.com',
          title: 'Moon landing staged',
          url: 'https://www.politifact.com/moon',
          rating: 'Pants on Fire',
          verdict: 'false',
          date: null,
          similarity: 0.91,
          provider: 'local',
          attribution: null,
        },
        { publisher: 'Sketchy', url: 'javascript:alert(1)', rating: 'True', verdict: 'true', similarity: 0.5 },
        { url: 'not a url' },
      ],
      providers: [{ provider: 'claimreview-local', status: 'ok', detail: null, ms: 12 }],
      partial: false,
      cached: false,
      platform: 'news',
      usage: { used: 1, limit: 50, resetsAt: '2025-01-02T00:00:00.000Z' },
      checkedAt: '2025-01-01T10:00:00.000Z',
    };
    await sql(
      `insert into fact_checks (user_id, content, content_type, platform, result, credibility_score, created_at) values (?, 'legacy', 'text', 'news', ?::jsonb, 20, '2025-01-01T10:00:00Z')`,
      [user.id, JSON.stringify(legacy)],
    );
    await sql(
      `insert into fact_checks (user_id, content, content_type, platform, result, created_at) values (?, 'garbage', 'ocr', null, '"not a result"'::jsonb, '2025-01-01T09:00:00Z')`,
      [user.id],
    );
    const hist = await app.gql<{ factChecks: { nodes: { content: string; result: Result | null }[] } }>(
      `query($s: String) { factChecks(first: 10, search: $s) { nodes { content result { ${RESULT_FIELDS} } } } }`,
      {},
      user.token,
    );
    expect(hist.errors).toBeUndefined();
    const byContent = new Map(hist.data!.factChecks.nodes.map((n) => [n.content, n.result]));
    const old = byContent.get('legacy')!;
    expect(old.tone).toEqual({ score: 3, band: 'green', label: 'Calm', categories: [] });
    expect(old.sources).toHaveLength(2);
    expect(old.sources[0]).toMatchObject({
      publisher: 'PolitiFact',
      relation: 'same',
      relationConfidence: 0.91,
      explanation: 'This makes a claim PolitiFact rated Pants on Fire, so it is probably false.',
    });
    expect(old.sources[1]).toMatchObject({ publisher: 'Sketchy', url: '', relation: 'same' });
    expect(byContent.get('garbage')).toBeNull();

    // REST reads the same rows through the same presenter: same shape as before, plus the new fields.
    const rest = await app.rest<{ items: (Partial<Result> & { content: string; userEmail: string | null })[] }>(
      'GET',
      '/api/fact-checks?first=10',
      { token: user.token },
    );
    expect(rest.status).toBe(200);
    const item = rest.body.items.find((i) => i.content === 'legacy')!;
    expect(item).toMatchObject({ verdict: 'false', credibilityScore: 20, tone: { categories: [] } });
    expect(item.sources!.map((s) => [s.publisher, s.url, s.relation])).toEqual([
      ['PolitiFact', 'https://www.politifact.com/moon', 'same'],
      ['Sketchy', '', 'same'],
    ]);
    expect(rest.body.items.find((i) => i.content === 'garbage')).toMatchObject({ contentType: 'ocr' });
  });

  it('has no JSON scalar left in the fact-check types', async () => {
    const res = await app.gql<{
      __type: { fields: { name: string; type: { name: string | null; ofType: { name: string | null } | null } }[] };
    }>('{ __type(name: "FactCheck") { fields { name type { name ofType { name } } } } }', {}, user.token);
    const types = Object.fromEntries(res.data!.__type.fields.map((f) => [f.name, f.type.name ?? f.type.ofType?.name]));
    expect(types.result).toBe('FactCheckResultType');
    expect(types).not.toHaveProperty('sources');
    expect(Object.values(types)).not.toContain('JSON');
  });
});
