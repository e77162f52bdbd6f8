import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from '@jest/globals';
import { errorMessage, serverText } from './errors';

describe('error messages', () => {
  it('reads the JSON error field, else the raw text', () => {
    expect(serverText('{"error":"Email already registered"}')).toBe('Email already registered');
    expect(serverText('Bad gateway')).toBe('Bad gateway');
  });

  it("uses the first GraphQL message, 'status: text' for HTTP errors, else the fallback", () => {
    const gql = new CombinedGraphQLErrors({ errors: [{ message: 'Nope' }] });
    expect(errorMessage(gql, 'x')).toBe('Nope');
    const res = new Response('', { status: 503, statusText: 'Service Unavailable' });
    expect(errorMessage(new ServerError('', { response: res, bodyText: '' }), 'x')).toBe('503: Service Unavailable');
    expect(errorMessage(new ServerError('', { response: res, bodyText: '{"error":"Maintenance"}' }), 'x')).toBe('503: Maintenance');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Submission failed')).toBe('Submission failed');
  });
});
