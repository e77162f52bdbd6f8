import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ClaimIndexStatsDocument } from '../gql/graphql';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

const indexStats = api.query(ClaimIndexStatsDocument, () =>
  HttpResponse.json({
    data: {
      claimIndexStats: {
        __typename: 'ClaimIndexStats',
        reviews: 12345,
        newestReviewDate: '2026-01-02',
        publishers: 7,
        languages: [
          { __typename: 'LanguageReviews', language: 'en', reviews: 12300 },
          { __typename: 'LanguageReviews', language: 'es', reviews: 45 },
        ],
      },
    },
  }),
);

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
    server.use(indexStats);
    renderRoute('/docs');
    for (const name of [
      'How to install',
      'How to remove or update',
      'How to evaluate content',
      'Supported platforms',
      'How to read scores',
      'The fact-check index',
      'Tips',
    ]) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    for (const platform of ['Facebook', 'Twitter/X', 'Instagram', 'TikTok', 'LinkedIn', 'Reddit', 'News sites', 'Blogs']) {
      expect(screen.getByText(platform, { selector: 'li' })).toBeTruthy();
    }
    expect(screen.getByText('Likely false or highly problematic')).toBeTruthy();
  });

  it('docs: how many reviews the index holds, how fresh, and in which languages', async () => {
    server.use(indexStats);
    renderRoute('/docs');
    expect((await screen.findByTestId('index-freshness')).textContent).toBe('12,345 reviews in the index, newest from Jan 2, 2026, from 7 publishers.');
    const languages = screen.getByRole('list', { name: 'Reviews by language' });
    expect([...languages.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['English: 12,300', 'Spanish: 45']);
  });

  // The usage dashboard (/admin/analytics) shows live numbers now: routes/admin/AdminAnalytics.test.tsx.
});
