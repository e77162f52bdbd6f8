import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';

describe('static pages', () => {
  it('privacy: effective August 20, 2025, with a contact mailbox', async () => {
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy();
    expect(screen.getByText('Effective date: August 20, 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@factlens.app' }).getAttribute('href')).toBe('mailto:privacy@factlens.app');
  });

  it('terms: effective August 20, 2025, with a contact mailbox', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Use', level: 1 })).toBeTruthy();
    expect(screen.getByText('Effective date: August 20, 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'legal@factlens.app' }).getAttribute('href')).toBe('mailto:legal@factlens.app');
  });

  it('docs: every documented section and the supported platforms', async () => {
    renderRoute('/docs');
    for (const name of [
      'How to install',
      'How to remove or update',
      'How to evaluate content',
      'Supported platforms',
      'How to read scores',
      'Tips',
    ]) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    for (const platform of ['Facebook', 'Twitter/X', 'Instagram', 'TikTok', 'LinkedIn', 'Reddit', 'News sites', 'Blogs']) {
      expect(screen.getByText(platform, { selector: 'li' })).toBeTruthy();
    }
    expect(screen.getByText('Likely false or highly problematic')).toBeTruthy();
  });

  // The usage dashboard (/admin/analytics) shows live numbers now: routes/admin/AdminAnalytics.test.tsx.
});
