// A tiny stand-in for the FactLens API (the shapes of docs/adr/0019-rest-shim-and-graphql-api.md), for the extension's
// end-to-end smoke test. It records every request so the test can assert what the extension sent.
import { createServer } from 'node:http';

export const STUB_USER = { id: 'user-e2e-1', email: 'e2e@factlens.test', role: 'early_access', dailyUsage: 2, dailyLimit: 50, subscriptionTier: 'free', createdAt: '2025-08-20T00:00:00Z' };
export const STUB_PASSWORD = 'correct horse battery staple';
const TOKEN = 'stub-token-0123456789';

/** Known claims and what the stub answers for them (the scores the test page expects). */
const CLAIMS = [
  { match: /moon landing/i, verdict: 'false', label: 'False', credibility: 18, accuracy: 8, tone: 6, rating: 'Pants on Fire' },
  { match: /boils at 100/i, verdict: 'true', label: 'True', credibility: 82, accuracy: 2, tone: 1, rating: 'True' },
];

const band = (s) => (s <= 4 ? 'green' : s <= 7 ? 'yellow' : 'red');
const meaning = { green: 'Accurate or neutral', yellow: 'Mixed or emotionally charged', red: 'Likely false or highly problematic' };

export function factCheckResult(content, platform, used) {
  const claim = CLAIMS.find((c) => c.match.test(content));
  const accuracy = claim?.accuracy ?? 5;
  const tone = claim?.tone ?? 3;
  const partial = /partial/i.test(content);
  return {
    id: `fc-${used}`,
    credibilityScore: claim?.credibility ?? 50,
    accuracy: { score: accuracy, band: band(accuracy), label: meaning[band(accuracy)] },
    tone: { score: tone, band: band(tone), label: meaning[band(tone)], categories: tone >= 5 ? ['charged'] : [] },
    verdict: claim?.verdict ?? 'unrated',
    verdictLabel: claim?.label ?? 'Unverified',
    summary: claim
      ? `Published fact-checks rate this claim ${claim.label.toLowerCase()}.`
      : 'No published fact-check matched this text, so it is unverified.',
    claims: [content.slice(0, 120)],
    warnings: claim?.verdict === 'false' ? [{ severity: 'high', message: 'Matches a claim rated false by fact-checkers' }] : [],
    sources: claim
      ? [{ publisher: 'PolitiFact', site: 'politifact.com', title: `Fact-check: ${content.slice(0, 60)}`, url: 'https://www.politifact.com/factchecks/example/', rating: claim.rating, verdict: claim.verdict, date: '2024-05-01', similarity: 0.9, provider: 'local', attribution: null, relation: 'same', relationConfidence: 0.9, explanation: `This makes a claim PolitiFact rated ${claim.rating}, so it is probably ${claim.verdict === 'true' ? 'accurate' : 'false'}.` }]
      : [],
    providers: [
      { provider: 'claimreview-local', status: 'ok', detail: null, ms: 4 },
      { provider: 'google-factcheck', status: partial ? 'failed' : 'ok', detail: partial ? 'timeout' : null, ms: 30 },
    ],
    partial,
    cached: false,
    platform,
    usage: { used, limit: STUB_USER.dailyLimit, resetsAt: '2099-01-01T00:00:00.000Z' },
    checkedAt: new Date().toISOString(),
  };
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startStubApi({ ocrText = 'The moon landing was staged in a film studio' } = {}) {
  const requests = [];
  const state = { used: STUB_USER.dailyUsage, ocrText, maintenance: false, ocrBusy: false };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://stub');
    const body = req.method === 'POST' ? await readJson(req).catch(() => 'invalid') : null;
    requests.push({ method: req.method, path: url.pathname, headers: req.headers, body });
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const authed = req.headers.authorization === `Bearer ${TOKEN}`;
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /api/auth/login') {
      if (body?.email === STUB_USER.email && body?.password === STUB_PASSWORD) return send(200, { token: TOKEN, user: { ...STUB_USER, dailyUsage: state.used } });
      return send(401, { error: 'Invalid email or password' });
    }
    if (!authed) return send(401, { error: 'Not signed in' });
    if (state.maintenance && route !== 'GET /api/auth/me') return send(503, { error: 'FactLens is under maintenance. Please try again later.', code: 'SERVICE_UNAVAILABLE' });
    switch (route) {
      case 'GET /api/auth/me':
        return send(200, { ...STUB_USER, dailyUsage: state.used });
      case 'POST /api/auth/logout':
        return send(200, { ok: true });
      case 'GET /api/extension-config/test-user':
        return send(200, { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 });
      case 'POST /api/fact-check': {
        if (body?.userId !== STUB_USER.id) return send(403, { error: 'userId does not match the signed-in user' });
        if (typeof body.content !== 'string' || body.content.length < 15) return send(400, { error: 'Text must be at least 15 characters' });
        if (state.used >= STUB_USER.dailyLimit) return send(429, { error: 'Daily limit reached', used: state.used, limit: STUB_USER.dailyLimit, resetsAt: '2099-01-01T00:00:00.000Z' });
        state.used++;
        return send(200, factCheckResult(body.content, body.platform, state.used));
      }
      case 'POST /api/extract-text-from-image': {
        if (!/^data:image\/png;base64,/.test(body?.imageDataUrl ?? '')) return send(400, { error: 'imageDataUrl must be a PNG data URL' });
        if (state.ocrBusy) return send(503, { error: 'The OCR service is busy; try again in a moment', code: 'BUSY' });
        return send(200, { extractedText: state.ocrText, confidence: 91, processing: { method: body.ocrMethod, ms: 12 } });
      }
      default:
        return send(404, { error: 'Not found' });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, requests, state, close: () => new Promise((r) => server.close(r)) };
}
