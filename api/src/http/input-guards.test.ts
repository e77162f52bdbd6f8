import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, inspectJson, jsonDepthExceeds, pathOrQueryProblem, sanitisePastedText } from './input-guards.js';

describe('input guards', () => {
  it('measures JSON depth on raw bytes, ignoring brackets inside strings', () => {
    expect(jsonDepthExceeds(Buffer.from('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('['.repeat(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonDepthExceeds(Buffer.from(JSON.stringify({ a: '[[[[[[[[[['.repeat(10), b: '\\"[[[' })))).toBe(false);
    expect(jsonDepthExceeds(Buffer.from('['.repeat(400_000) + ']'.repeat(400_000)))).toBe(true);
  });

  it('refuses prototype-shaped keys and NUL, strips control characters from pasted content', () => {
    expect(inspectJson(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).toBe(
      'The request body uses a field name that is not allowed: "__proto__"',
    );
    expect(inspectJson({ password: { toString: 1 } })).toBe('The request body uses a field name that is not allowed: "toString"');
    expect(inspectJson({ email: 'a\u0000b' })).toBe('The field "email" contains a character that is not allowed');
    expect(inspectJson({ list: ['ok', 'a\u0000'] })).toBe('The request body contains a character that is not allowed');
    const body = { input: { content: 'a\u0000b\u0007c\td\ne\r\u007f' } };
    expect(inspectJson(body)).toBeNull();
    expect(body.input.content).toBe('abc\td\ne\r');
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(inspectJson(deep)).toMatch(/nested too deeply/);
  });

  it('sanitisePastedText keeps tab, line feed and carriage return', () => {
    expect(sanitisePastedText('x\u0000\u0001\u001f\t\n\r y')).toBe('x\t\n\r y');
  });

  it('paths must decode and hold no NUL; queries hold no %00', () => {
    expect(pathOrQueryProblem('/api/admin/users/%ZZ/role')).toBe('The request path has a malformed percent escape');
    expect(pathOrQueryProblem('/api/a%00b')).toBe('The request path contains a character that is not allowed');
    expect(pathOrQueryProblem('/api/fact-checks?search=%00')).toBe('The query string contains a character that is not allowed');
    expect(pathOrQueryProblem('/api/fact-checks?search=%ZZ&first=2')).toBeNull();
    expect(pathOrQueryProblem('/api/admin/users/0a%2Fb/role')).toBeNull();
  });
});
