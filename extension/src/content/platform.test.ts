import { describe, expect, it } from '@jest/globals';
import { PLATFORMS } from '@factlens/common';
import { detectPlatform, hostMatches, platformFromHost } from './platform.js';

function doc(head = ''): Document {
  const d = document.implementation.createHTMLDocument('t');
  d.head.innerHTML = head;
  return d;
}

const at = (url: string, head = '') => detectPlatform({ href: url }, doc(head));

describe('platform detection', () => {
  it.each([
    ['https://www.facebook.com/some.page/posts/1', 'facebook'],
    ['https://m.facebook.com/story.php', 'facebook'],
    ['https://fb.watch/abc', 'facebook'],
    ['https://twitter.com/user/status/1', 'twitter'],
    ['https://x.com/user/status/1', 'twitter'],
    ['https://mobile.twitter.com/user', 'twitter'],
    ['https://www.instagram.com/p/xyz/', 'instagram'],
    ['https://www.tiktok.com/@user/video/1', 'tiktok'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://old.reddit.com/r/news/comments/1', 'reddit'],
    ['https://www.reddit.com/r/science', 'reddit'],
    ['https://www.bbc.co.uk/news/world-1', 'news'],
    ['https://edition.cnn.com/2025/01/01/politics', 'news'],
    ['https://apnews.com/article/abc', 'news'],
    ['https://someone.medium.com/a-post', 'blog'],
    ['https://medium.com/@someone/a-post', 'blog'],
    ['https://example.substack.com/p/hello', 'blog'],
    ['https://myblog.wordpress.com/2025/01/01/x', 'blog'],
    ['https://example.blogspot.com/2025/01/x.html', 'blog'],
    ['https://example.com/', 'other'],
    ['http://localhost:3000/extension-test', 'other'],
  ])('%s -> %s', (url, platform) => {
    expect(at(url)).toBe(platform);
  });

  it('does not match look-alike hosts', () => {
    expect(hostMatches('notfacebook.com', 'facebook.com')).toBe(false);
    expect(platformFromHost('facebook.com.evil.example')).toBeNull();
    expect(at('https://x.com.evil.example/')).toBe('other');
  });

  it('recognises news sites and blogs from what the page says about itself', () => {
    expect(at('https://daily-gazette.example/a', '<script type="application/ld+json">{"@type":"NewsArticle"}</script>')).toBe('news');
    expect(at('https://jane.example/post', '<script type="application/ld+json">{"@context":"https://schema.org","@type": "BlogPosting"}</script>')).toBe('blog');
    expect(at('https://jane.example/post', '<meta name="generator" content="WordPress 6.6">')).toBe('blog');
    expect(at('https://blog.example.com/post')).toBe('blog');
    expect(at('https://example.com/blog/my-post')).toBe('blog');
    expect(at('https://news.example.com/story')).toBe('news');
    expect(at('https://www.citynews.example/story')).toBe('news');
    expect(at('https://paper.example/story', '<meta property="og:type" content="article"><meta property="article:section" content="Politics">')).toBe('news');
  });

  it('always answers one of the PLATFORMS values', () => {
    for (const url of ['not a url', 'about:blank', 'file:///tmp/x.html']) expect(PLATFORMS).toContain(detectPlatform({ href: url }, doc()));
  });
});
