// Simulated third-party services for the bench: each answers in its documented shape (docs/adr/0010-provider-wire-formats.md)
// after a fixed delay (Google 300 ms, OpenAI 200 ms, ClaimBuster 400 ms by default).
import http from 'node:http';

export function startProviderStub({ google = 300, openai = 200, claimbuster = 400 } = {}) {
  const calls = { google: 0, openai: 0, claimbuster: 0 };
  const server = http.createServer((req, res) => {
    const reply = (ms, body) =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }, ms);
    req.resume();
    if (req.url.startsWith('/google/claims:search')) {
      calls.google++;
      return reply(google, { claims: [] });
    }
    if (req.url.startsWith('/openai/moderations')) {
      calls.openai++;
      return reply(openai, { id: 'modr', model: 'omni-moderation-latest', results: [{ flagged: false, categories: {}, category_scores: { harassment: 0.01 }, category_applied_input_types: {} }] });
    }
    if (req.url.startsWith('/claimbuster/')) {
      calls.claimbuster++;
      return reply(claimbuster, { claim: 'x', justification: [] });
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        calls,
        env: {
          GOOGLE_FACTCHECK_API_KEY: 'bench',
          GOOGLE_FACTCHECK_BASE_URL: `${base}/google`,
          OPENAI_API_KEY: 'bench',
          OPENAI_BASE_URL: `${base}/openai`,
          CLAIMBUSTER_API_KEY: 'bench',
          CLAIMBUSTER_BASE_URL: `${base}/claimbuster`,
        },
        close: () => new Promise((r) => server.close(r)),
      });
    }),
  );
}
