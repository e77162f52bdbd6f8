import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';

describe('404 page', () => {
  it('reads "404 Page Not Found" for any unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
