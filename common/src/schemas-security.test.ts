import { describe, expect, it } from '@jest/globals';
import { earlyAccessSchema, isEmailAddress, isLinkedInUrl, loginSchema, MESSAGES } from './schemas.js';

describe('email check is linear and length-first', () => {
  it('accepts and refuses the usual shapes', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', 'a@.b.c']) expect(isEmailAddress(ok)).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a@b.', 'a@.b', 'a@@b.co', 'a b@c.de', 'a@b.c@d.e', `${'a'.repeat(250)}@b.co`]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('a 1 MB hostile address is refused in milliseconds, through yup too', async () => {
    const hostile = `a@${'.'.repeat(1_000_000)}@`;
    const t0 = performance.now();
    await expect(loginSchema.validate({ email: hostile, password: 'x' })).rejects.toThrow(MESSAGES.email);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('non-strings are refused, never coerced through their own toString', async () => {
    await expect(loginSchema.validate({ email: 'a@b.co', password: { toString: 1 } })).rejects.toThrow(MESSAGES.password);
    await expect(loginSchema.validate({ email: ['a@b.co'], password: 'x' })).rejects.toThrow(MESSAGES.email);
    await expect(loginSchema.validate({ email: 12, password: 'x' })).rejects.toThrow(MESSAGES.email);
  });
});

describe('LinkedIn URL', () => {
  it.each([
    ['https://www.linkedin.com/in/ada', true],
    ['https://linkedin.com/in/ada', true],
    ['https://uk.linkedin.com/in/ada', true],
    ['http://www.linkedin.com/in/ada', false],
    ['https://evil.example/?linkedin.com', false],
    ['https://linkedin.com.evil.example/in/ada', false],
    ['https://evillinkedin.com/in/ada', false],
    ['https://user:pw@linkedin.com/in/ada', false],
    ['https://linkedin.com:8443/in/ada', false],
    ['javascript://linkedin.com/%0aalert(1)', false],
    ['linkedin.com/in/ada', false],
  ])('%s → %s', async (url, ok) => {
    expect(isLinkedInUrl(url)).toBe(ok);
    const input = { email: 'a@b.co', whyEarlyAdopter: 'I would like to try it', linkedinUrl: url };
    if (ok) await expect(earlyAccessSchema.validate(input)).resolves.toMatchObject({ linkedinUrl: url });
    else await expect(earlyAccessSchema.validate(input)).rejects.toThrow(MESSAGES.linkedin('linkedin.com'));
  });
});
