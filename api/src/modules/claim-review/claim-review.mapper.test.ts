import { describe, expect, it } from '@jest/globals';
import { findRecords, isoDate, toClaimReviewRow } from './claim-review.mapper.js';
import { elementLines } from './claim-review.reader.js';

describe('toClaimReviewRow', () => {
  it('maps the corpus JSONL shape', () => {
    const res = toClaimReviewRow({
      claimReviewed: '  "I’ve lived" in Milwaukee\n"all 61 years of my life."  ',
      claimant: null,
      claimDate: null,
      publisher: { name: 'PolitiFact', site: 'politifact.com' },
      url: 'http://www.politifact.com/wisconsin/statements/2018/may/23/andy-gronik/x/',
      reviewDate: '2018-05-23',
      textualRating: 'Mostly False',
      ratingValue: null,
      bestRating: null,
      worstRating: null,
      languageCode: 'en',
      source: 'VERITAS corpus v2.1 (github.com/lucas0/VeritasCorpus @444b5264)',
      license: 'CC-BY-NC-SA-4.0',
    });
    expect(res).toEqual({
      ok: true,
      row: {
        claimText: '"I’ve lived" in Milwaukee "all 61 years of my life."',
        claimant: null,
        claimDate: null,
        publisherName: 'PolitiFact',
        publisherSite: 'politifact.com',
        url: 'http://www.politifact.com/wisconsin/statements/2018/may/23/andy-gronik/x/',
        reviewDate: '2018-05-23',
        textualRating: 'Mostly False',
        verdict: 'mostly_false',
        ratingValue: null,
        bestRating: null,
        worstRating: null,
        languageCode: 'en',
        source: 'VERITAS corpus v2.1 (github.com/lucas0/VeritasCorpus @444b5264)',
        license: 'CC-BY-NC-SA-4.0',
      },
    });
  });

  it('maps schema.org ClaimReview JSON-LD, with a numeric rating when there are no rating words', () => {
    const res = toClaimReviewRow(
      {
        '@context': 'https://schema.org',
        '@type': 'ClaimReview',
        url: 'https://www.washingtonpost.com/politics/2019/fact-checker/x',
        claimReviewed: 'The wall is being built.',
        datePublished: '2019-03-04T08:00:00-05:00',
        author: { '@type': 'Organization', name: 'The Washington Post', url: 'https://www.washingtonpost.com/' },
        itemReviewed: { '@type': 'Claim', author: { '@type': 'Person', name: 'A Politician' }, datePublished: '2019-02-28' },
        reviewRating: { '@type': 'Rating', ratingValue: '1', bestRating: 5, worstRating: 1 },
        inLanguage: { '@type': 'Language', alternateName: 'en-US' },
      },
      { source: 'washingtonpost-feed' },
    );
    expect(res).toMatchObject({
      ok: true,
      row: {
        claimant: 'A Politician',
        claimDate: '2019-02-28',
        publisherName: 'The Washington Post',
        publisherSite: 'washingtonpost.com',
        reviewDate: '2019-03-04',
        textualRating: '',
        verdict: 'false',
        ratingValue: 1,
        bestRating: 5,
        worstRating: 1,
        languageCode: 'en-US',
        source: 'washingtonpost-feed',
        license: null,
      },
    });
    // alternateName is the verdict; the words win over the number.
    expect(
      toClaimReviewRow({
        '@type': ['ClaimReview'],
        claimReviewed: 'x claim',
        url: 'https://a.example/1',
        reviewRating: { ratingValue: 1, alternateName: 'Mostly true' },
      }),
    ).toMatchObject({ ok: true, row: { textualRating: 'Mostly true', verdict: 'mostly_true', publisherName: 'a.example' } });
  });

  it('rejects records without a usable claim or URL, and other types', () => {
    expect(toClaimReviewRow(null)).toEqual({ ok: false, reason: 'not a JSON object' });
    expect(toClaimReviewRow([1])).toEqual({ ok: false, reason: 'not a JSON object' });
    expect(toClaimReviewRow({ url: 'https://a.example/' })).toEqual({ ok: false, reason: 'missing claimReviewed' });
    expect(toClaimReviewRow({ claimReviewed: '   ', url: 'https://a.example/' })).toEqual({ ok: false, reason: 'missing claimReviewed' });
    expect(toClaimReviewRow({ claimReviewed: 'x' })).toEqual({ ok: false, reason: 'missing url' });
    for (const url of ['javascript:alert(1)', 'not a url', '/relative/path', 'ftp://a.example/x', 42]) {
      expect(toClaimReviewRow({ claimReviewed: 'x', url })).toEqual({ ok: false, reason: 'invalid url (not an absolute http(s) URL)' });
    }
    expect(toClaimReviewRow({ claimReviewed: 'x', url: `https://a.example/${'a'.repeat(2100)}` })).toEqual({
      ok: false,
      reason: 'url longer than 2048 characters',
    });
    expect(toClaimReviewRow({ claimReviewed: 'x'.repeat(5001), url: 'https://a.example/' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('longer than'),
    });
    expect(toClaimReviewRow({ '@type': 'Organization', claimReviewed: 'x', url: 'https://a.example/' })).toEqual({
      ok: false,
      reason: 'unsupported @type "Organization"',
    });
  });

  it('keeps odd optional fields out instead of rejecting the row', () => {
    const res = toClaimReviewRow({
      claimReviewed: 'Claim\u0000 with a NUL',
      url: 'https://a.example/x',
      reviewDate: 'yesterday-ish',
      claimDate: 1234567890,
      ratingValue: 'NaN',
      languageCode: 'not a language tag',
      publisher: { name: 'P'.repeat(300) },
    });
    expect(res).toMatchObject({
      ok: true,
      row: { claimText: 'Claim with a NUL', reviewDate: null, claimDate: null, ratingValue: null, languageCode: null, verdict: 'unrated' },
    });
    if (res.ok) expect(res.row.publisherName).toHaveLength(255);
  });
});

describe('isoDate', () => {
  it('keeps the written day and rejects what is not a date', () => {
    expect(isoDate('2021-03-04T23:30:00-05:00')).toBe('2021-03-04');
    expect(isoDate('2021-03-04')).toBe('2021-03-04');
    expect(isoDate('March 4, 2021')).toBe('2021-03-04');
    expect(isoDate('2021-02-30')).toBeNull();
    expect(isoDate('20210304')).toBeNull();
    expect(isoDate(20210304)).toBeNull();
    expect(isoDate(['2020-01-02'])).toBe('2020-01-02');
    expect(isoDate('')).toBeNull();
  });
});

describe('findRecords', () => {
  it('finds the records of a DataFeed, an array, a @graph and a Google Claim', () => {
    const feed = {
      '@type': 'DataFeed',
      dataFeedElement: [{ '@type': 'DataFeedItem', item: [{ a: 1 }, { a: 2 }] }, { item: { a: 3 } }, 'junk'],
    };
    expect(findRecords(feed)).toEqual([
      { record: { a: 1 }, item: 1 },
      { record: { a: 2 }, item: 1 },
      { record: { a: 3 }, item: 2 },
      { record: 'junk', item: 3 },
    ]);
    expect(findRecords([{ a: 1 }, { a: 2 }])).toEqual([
      { record: { a: 1 }, item: 1 },
      { record: { a: 2 }, item: 2 },
    ]);
    expect(findRecords({ '@graph': [{ a: 1 }] })).toEqual([{ record: { a: 1 }, item: 1 }]);
    expect(findRecords({ a: 1 })).toEqual([{ record: { a: 1 }, item: null }]);
    expect(findRecords([{ text: 'Claim', claimant: 'C', claimReview: [{ url: 'https://a.example/', textualRating: 'False' }] }])).toEqual([
      {
        record: { claimReviewed: 'Claim', claimant: 'C', claimDate: undefined, url: 'https://a.example/', textualRating: 'False' },
        item: 1,
      },
    ]);
  });
});

describe('elementLines', () => {
  it('gives the line each list element starts on', () => {
    const text = ['[', '  {"a": "x, [y]"},', '', '  {"b":', '    2}, 3', ']'].join('\n');
    expect(elementLines(text)).toEqual([2, 4, 5]);
    const feed = [
      '{',
      '  "@type": "DataFeed",',
      '  "other": [1, 2],',
      '  "dataFeedElement": [',
      '    {"item": {}},',
      '    {"item": {"q": "\\"]"}}',
      '  ]',
      '}',
    ].join('\n');
    expect(elementLines(feed)).toEqual([5, 6]);
    expect(elementLines('{"a": 1}')).toEqual([]);
  });
});
