import type { Express } from 'express';

/**
 * The bad-input corpus of the attack suite (docs/adr/0025-attack-suite.md): malformed requests
 * generated for every REST route the app registers (found by walking Express's router, so a new
 * route is covered without editing this file) and for the GraphQL endpoint.
 */

export interface Route {
  method: string;
  path: string;
}

export interface AttackRequest {
  category: string;
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Send the admin's bearer token (most routes validate the body only for a permitted caller). */
  auth: boolean;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/** Every route registered with a string path, with its full path (mount prefixes included). */
export function listRoutes(app: Express): Route[] {
  const out: Route[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') continue; // the SPA fallback (a RegExp)
        for (const m of Object.keys(layer.route.methods))
          if (m !== '_all') out.push({ method: m.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Field names our REST bodies use: every one of them gets every wrong type. */
export const FIELD_NAMES = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'whyEarlyAdopter',
  'linkedinUrl',
  'firstName',
  'userEmail',
  'issueType',
  'issueDescription',
  'content',
  'platform',
  'contentType',
  'key',
  'value',
  'role',
  'userId',
  'minDragWidth',
  'minDragHeight',
  'minTextLength',
  'imageDataUrl',
  'cropArea',
  'altcha',
];

const WRONG_VALUES: Array<[string, unknown]> = [
  ['object', { a: 1 }],
  ['array', ['a@b.co', 'x']],
  ['number', 123456789],
  ['boolean', true],
  ['null', null],
  ['toString-object', { toString: 1, valueOf: 1 }],
  ['empty-string', ''],
];

const MALFORMED_JSON = [
  '{"email": ',
  '{email: "a@b.co"}',
  '{"a":1,}',
  '[',
  'nul',
  '{"a":"\\x41"}',
  '{"a":1} trailing',
  "{'a':1}",
  '\u0000{}',
  '{"a":"unterminated}',
];

/** A JSON body that is `depth` arrays deep (built as text: JSON.stringify would overflow first). */
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const UUID = '00000000-0000-4000-8000-000000000000';

/** Turn `/admin/users/:userId/role` into a concrete path with `value` for every parameter. */
export const fillParams = (path: string, value: string) => path.replace(/:(\w+)/g, () => value);

const hasBody = (m: string) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE';
const json = { 'content-type': 'application/json' };

/** Routes where a token would end the session the rest of the corpus relies on. */
const SESSION_ENDING = /logout|sign-?out|everywhere/i;

export function restCorpus(routes: Route[], bodyLimitBytes: number): AttackRequest[] {
  const out: AttackRequest[] = [];
  for (const r of routes) {
    const path = `/api${r.path.replace(/^\/api/, '')}`;
    const concrete = fillParams(path, UUID);
    const auth = !SESSION_ENDING.test(path);
    const add = (category: string, extra: Partial<AttackRequest>) =>
      out.push({ category, method: r.method, path: concrete, headers: {}, auth, ...extra });

    // Bad path parameters and bad query strings apply to every method.
    if (path.includes(':')) {
      for (const bad of ['%ZZ', '%00', 'a%00b', '%E0%A4%A', '..%2F..%2Fetc', 'x'.repeat(5000), "1'%20or%20'1'='1", '-1']) {
        add('bad-path-param', { path: fillParams(path, bad), ...(hasBody(r.method) ? { headers: json, body: '{}' } : {}) });
      }
    }
    for (const q of [
      'first=-1',
      'first=abc&first=2',
      'first=99999999999999999999',
      'after=%ZZ',
      'after=not-a-cursor',
      'search=%00',
      'email=%00',
      'search=' + 'a'.repeat(4000),
      'from=2020-13-45&to=yesterday',
      'bucket=%00',
      '__proto__[role]=admin',
      'role[]=admin&role[]=free',
    ]) {
      add('bad-query', { path: `${concrete}?${q}`, ...(hasBody(r.method) ? { headers: json, body: '{}' } : {}) });
    }
    for (const header of ['Bearer', 'Bearer a b', `Bearer ${'x'.repeat(8000)}`, 'Basic YWRtaW46YWRtaW4=', 'Bearer \u00ff\u00fe']) {
      add('bad-authorization', {
        auth: false,
        headers: { authorization: header, ...(hasBody(r.method) ? json : {}) },
        ...(hasBody(r.method) ? { body: '{}' } : {}),
      });
    }
    if (!hasBody(r.method)) continue;

    for (const body of MALFORMED_JSON) add('malformed-json', { headers: json, body });
    add('deep-nesting', { headers: json, body: deepArray(400_000) });
    add('deep-nesting', { headers: json, body: deepObject(5_000) });
    add('deep-nesting', { headers: json, body: `{"content":${deepArray(33)}}` });
    for (const body of ['null', '[]', '"a string"', '12', 'true', '[{"email":"a@b.co"}]']) add('wrong-shape', { headers: json, body });
    for (const [label, value] of WRONG_VALUES) {
      add(`wrong-type:${label}`, { headers: json, body: JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f) => [f, value]))) });
    }
    for (const body of [
      '{"__proto__":{"role":"admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '{"email":"a@b.co","password":{"__proto__":{"toString":1}}}',
      '{"toString":"x","valueOf":"y","hasOwnProperty":1}',
      `{"user":"${UUID}","id":"${UUID}","role":"admin","userId":"${UUID}"}`,
    ]) {
      add('prototype-keys', { headers: json, body });
    }
    // Invalid UTF-8 inside JSON strings: lone continuation bytes, an overlong "/", a truncated sequence.
    for (const bytes of [
      [0x80, 0x81],
      [0xc0, 0xaf],
      [0xe2, 0x82],
      [0xff, 0xfe, 0xfd],
      [0xed, 0xa0, 0x80],
    ]) {
      add('invalid-utf8', {
        headers: json,
        body: Buffer.concat([
          Buffer.from('{"email":"a'),
          Buffer.from(bytes),
          Buffer.from('@b.co","content":"x'),
          Buffer.from(bytes),
          Buffer.from('","password":"p"}'),
        ]),
      });
    }
    for (const [type, body] of [
      ['text/plain', '{"email":"a@b.co","password":"x"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n'],
      ['application/xml', '<email>a@b.co</email>'],
      ['', '{"email":"a@b.co"}'],
      ['application/json; charset=utf-16', '{"email":"a@b.co"}'],
      ['application/json; charset=x-unknown', '{"email":"a@b.co"}'],
    ] as const) {
      add('wrong-content-type', { headers: type ? { 'content-type': type } : {}, body });
    }
    for (const body of [
      JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f) => [f, 'a\u0000b']))),
      JSON.stringify({ email: 'a\u0000@b.co', password: 'x\u0000' }),
      JSON.stringify({ ['ke\u0000y']: 'v' }),
    ]) {
      add('nul-bytes', { headers: json, body });
    }
    // Strings up to the body limit: just under it (validated and refused) and just over it (413).
    const under = bodyLimitBytes - 200;
    add('huge-string', { headers: json, body: JSON.stringify({ email: `a@${'.'.repeat(under)}@`, password: 'x', content: 1 }) });
    add('huge-string', {
      headers: json,
      body: JSON.stringify({ content: 'A. '.repeat(Math.floor(under / 3)), platform: 'x'.repeat(100) }),
    });
    add('huge-string', { headers: json, body: JSON.stringify({ whyEarlyAdopter: 'x'.repeat(bodyLimitBytes + 10) }) });
  }
  return out;
}

const gql = (body: unknown): Partial<AttackRequest> => ({ headers: json, body: typeof body === 'string' ? body : JSON.stringify(body) });

export function graphqlCorpus(bodyLimitBytes: number): AttackRequest[] {
  const out: AttackRequest[] = [];
  const add = (category: string, extra: Partial<AttackRequest>, auth = true) =>
    out.push({ category, method: 'POST', path: '/graphql', headers: {}, auth, ...extra });
  const syntax = [
    '{ users(',
    '{',
    '}',
    'query {',
    'mutation { login(email: "a@b.co"',
    '{ health { status }',
    'query Q($a: ) { health { status } }',
    '{ "a" }',
    '{ health { status } } }',
    'fragment F on Query { ...F } { ...F }',
    '\u0000',
    '{ health(x: $undefined) { status } }',
  ];
  for (const query of syntax) add('graphql-syntax', gql({ query }));
  for (const query of [
    '{ nope }',
    '{ users { nope } }',
    '{ me { password } }',
    '{ health { status nope } }',
    'mutation { nope }',
    'subscription { nope }',
    '{ users(first: "ten") { totalCount } }',
    '{ users(first: 99999999999) { totalCount } }',
    '{ factChecks(first: -5) { totalCount } }',
    'mutation { login(email: 1, password: 2) { token } }',
    'mutation { login(email: "a@b.co", password: "x", role: "admin") { token } }',
    'mutation { updateMyExtensionConfig(input: { minDragWidth: 1, minDragHeight: 1, minTextLength: 1, user: "x" }) { minDragWidth } }',
    'mutation { updateUserRole(userId: "%ZZ", role: admin) { id } }',
    `{ ${'__schema { types { fields { type '}${'{ ofType '.repeat(16)}{ name }${' }'.repeat(16)} } } } }`,
    `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: health { status }`).join(' ')} }`,
    `{ health ${'{ a '.repeat(40)}${'}'.repeat(40)} }`,
    '{ health { status } } query B { health { status } }',
  ]) {
    add('graphql-unknown-or-invalid', gql({ query }));
  }
  const vq = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
  for (const variables of [
    { email: null, password: 'x' },
    { email: [], password: 'x' },
    { email: { a: 1 }, password: 'x' },
    { email: ['a@b.co'], password: 'x' },
    { email: 'a@b.co', password: { toString: 1 } },
    { email: 'a\u0000@b.co', password: 'x' },
    { email: 12, password: true },
    { email: `a@${'.'.repeat(100_000)}@`, password: 'x' },
    { email: 'a@b.co', password: 'x', extra: { role: 'admin' } },
  ]) {
    add('graphql-variables', gql({ query: vq, variables }));
  }
  add('graphql-variables', gql(`{"query":${JSON.stringify(vq)},"variables":{"__proto__":{"email":1}}}`));
  add(
    'graphql-variables',
    gql(`{"query":${JSON.stringify(vq)},"variables":{"email":"a@b.co","password":"x","constructor":{"prototype":{"role":"admin"}}}}`),
  );
  add('graphql-variables', gql(`{"query":${JSON.stringify(vq)},"variables":{"email":${deepArray(3000)},"password":"x"}}`));
  add('graphql-variables', gql(`{"query":${JSON.stringify(vq)},"variables":${deepObject(3000)}}`));
  add('graphql-variables', gql({ query: vq, variables: { email: 'x'.repeat(bodyLimitBytes - 500), password: 'x' } }));
  add('graphql-variables', gql({ query: vq, variables: { email: 'x'.repeat(bodyLimitBytes + 10), password: 'x' } }));
  add('graphql-variables', gql({ query: vq, variables: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`v${i}`, i])) }));
  add('graphql-variables', gql({ query: '{ health { status } }', variables: 'not-an-object' }));
  add('graphql-variables', gql({ query: '{ health { status } }', variables: [1, 2] }));
  add('graphql-variables', gql({ query: '{ health { status } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }));
  for (const body of [
    {},
    { query: 123 },
    { query: null },
    { query: ['{ health { status } }'] },
    { query: '{ health { status } }', operationName: 'Nope' },
    [{ query: '{ health { status } }' }],
    'null',
    '[]',
    '"x"',
  ]) {
    add('graphql-shape', gql(body));
  }
  add('graphql-literal-nul', gql({ query: '{ factChecks(search: "a\\u0000b") { totalCount } }' }));
  add('graphql-literal-nul', gql({ query: 'mutation { login(email: "a\\u0000@b.co", password: "x") { token } }' }));
  for (const body of MALFORMED_JSON) add('malformed-json', gql(body));
  add('deep-nesting', gql(deepArray(400_000)));
  for (const [type, body] of [
    ['text/plain', '{"query":"{ health { status } }"}'],
    ['application/x-www-form-urlencoded', 'query=%7B%20health%20%7B%20status%20%7D%20%7D'],
    ['application/graphql', '{ health { status } }'],
    ['', '{"query":"{ health { status } }"}'],
  ] as const) {
    add('wrong-content-type', { headers: type ? { 'content-type': type } : {}, body });
  }
  // Multipart (GraphQL uploads): truncated, missing parts, bad JSON in the parts, a file for a non-upload.
  const mp = (parts: string, end = true) => ({
    headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'apollo-require-preflight': '1' },
    body: parts + (end ? '--xyz--\r\n' : ''),
  });
  const part = (name: string, value: string, filename?: string) =>
    `--xyz\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n${value}\r\n`;
  const ops = '{"query":"mutation($f: Upload!) { extractTextFromImage(file: $f) { text } }","variables":{"f":null}}';
  add(
    'multipart:truncated-file',
    mp(
      part('operations', ops) +
        part('map', '{"0":["variables.f"]}') +
        '--xyz\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n',
      false,
    ),
  );
  add('multipart:truncated-operations', mp(part('operations', ops).slice(0, 40), false));
  add(
    'multipart:bad-operations-json',
    mp(part('operations', '{not json') + part('map', '{"0":["variables.f"]}') + part('0', 'x', 'a.png')),
  );
  add('multipart:map-not-object', mp(part('operations', ops) + part('map', '[1,2]') + part('0', 'x', 'a.png')));
  add('multipart:map-bad-path', mp(part('operations', ops) + part('map', '{"0":["variables.nope.deeper"]}') + part('0', 'x', 'a.png')));
  add('multipart:no-operations', mp(part('map', '{"0":["variables.f"]}') + part('0', 'x', 'a.png')));
  add('multipart:map-without-file', mp(part('operations', ops) + part('map', '{"0":["variables.f"]}')));
  add(
    'multipart:proto-variables',
    mp(part('operations', '{"query":"{ health { status } }","variables":{"__proto__":{"a":1}}}') + part('map', '{}')),
  );
  add(
    'multipart:deep-variables',
    mp(part('operations', `{"query":"{ health { status } }","variables":{"a":${deepArray(3000)}}}`) + part('map', '{}')),
  );
  add('multipart:no-boundary', {
    headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': '1' },
    body: 'no boundary at all',
  });
  add('multipart:anonymous', mp(part('operations', ops) + part('map', '{"0":["variables.f"]}') + part('0', 'x', 'a.png')), false);
  return out;
}
