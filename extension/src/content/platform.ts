/**
 * Which platform the text comes from, sent to the API as `platform` (one of PLATFORMS).
 * Social networks are recognised by host; news sites and blogs by a list of well-known hosts and
 * then by what the page says about itself (schema.org type, og:type, generator).
 */
import type { Platform } from '@factlens/common';

const SOCIAL: ReadonlyArray<[Platform, readonly string[]]> = [
  ['facebook', ['facebook.com', 'fb.com', 'fb.watch', 'messenger.com']],
  ['twitter', ['twitter.com', 'x.com', 't.co']],
  ['instagram', ['instagram.com']],
  ['tiktok', ['tiktok.com']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['reddit', ['reddit.com', 'redd.it']],
];

const NEWS_HOSTS = [
  'apnews.com', 'reuters.com', 'bbc.com', 'bbc.co.uk', 'cnn.com', 'nytimes.com', 'washingtonpost.com',
  'theguardian.com', 'wsj.com', 'bloomberg.com', 'foxnews.com', 'nbcnews.com', 'cbsnews.com', 'abcnews.go.com',
  'npr.org', 'usatoday.com', 'latimes.com', 'politico.com', 'axios.com', 'aljazeera.com', 'ft.com',
  'economist.com', 'independent.co.uk', 'telegraph.co.uk', 'dailymail.co.uk', 'news.yahoo.com', 'news.google.com',
  'lemonde.fr', 'spiegel.de', 'elpais.com', 'abc.net.au', 'cbc.ca', 'dw.com', 'france24.com', 'thehill.com',
  'newsweek.com', 'time.com', 'huffpost.com', 'vox.com', 'msn.com',
];

const BLOG_HOSTS = [
  'medium.com', 'substack.com', 'wordpress.com', 'blogspot.com', 'blogger.com', 'tumblr.com', 'ghost.io',
  'dev.to', 'hashnode.dev', 'hashnode.com', 'livejournal.com', 'typepad.com', 'wixsite.com', 'beehiiv.com',
];

const NEWS_TYPES = /"@type"\s*:\s*"(NewsArticle|ReportageNewsArticle|AnalysisNewsArticle)"/;
const BLOG_TYPES = /"@type"\s*:\s*"(BlogPosting|Blog)"/;
const BLOG_GENERATORS = /wordpress|ghost|blogger|hugo|jekyll|substack|medium/i;

/** True when host is domain or a subdomain of it (so "notfacebook.com" does not match). */
export function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export function platformFromHost(hostname: string): Platform | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const [platform, domains] of SOCIAL) if (domains.some((d) => hostMatches(host, d))) return platform;
  if (NEWS_HOSTS.some((d) => hostMatches(host, d))) return 'news';
  if (BLOG_HOSTS.some((d) => hostMatches(host, d))) return 'blog';
  return null;
}

function platformFromDocument(doc: Document, url: URL): Platform | null {
  const jsonLd = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? '').join('\n');
  if (NEWS_TYPES.test(jsonLd)) return 'news';
  if (BLOG_TYPES.test(jsonLd)) return 'blog';
  const generator = doc.querySelector('meta[name="generator"]')?.getAttribute('content') ?? '';
  if (BLOG_GENERATORS.test(generator)) return 'blog';
  const host = url.hostname.toLowerCase();
  if (/^blogs?\./.test(host) || /^\/blogs?(\/|$)/.test(url.pathname)) return 'blog';
  if (/^news\./.test(host) || /(^|\.)[a-z0-9-]*news[a-z0-9-]*\.[a-z.]+$/.test(host)) return 'news';
  const ogType = doc.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? '';
  const section = doc.querySelector('meta[property="article:section"]');
  if (ogType === 'article' && section) return 'news';
  return null;
}

export function detectPlatform(location: { href: string }, doc: Document): Platform {
  let url: URL;
  try {
    url = new URL(location.href);
  } catch {
    return 'other';
  }
  return platformFromHost(url.hostname) ?? platformFromDocument(doc, url) ?? 'other';
}
