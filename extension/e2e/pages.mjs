// Local pages for the smoke test: a plain article, a dark page, and a page with hostile global CSS.
import { createServer } from 'node:http';

const CLAIM = 'The moon landing was staged in a film studio, according to this post.';
const TRUE_CLAIM = 'Water boils at 100 degrees Celsius at sea level, as any kettle shows.';
const UNVERIFIED = 'A local bakery says its sourdough starter is older than the town hall.';

// A strict page CSP: no inline styles without the nonce. Our widget must still be styled.
const NONCE = 'e2e-page-nonce';

const article = (title, style = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'nonce-${NONCE}'; script-src 'none'">
<style nonce="${NONCE}">#ocr-block{font:28px/1.4 sans-serif;padding:16px;width:640px;background:#fff;color:#000}${style}</style></head><body>
<h1>${title}</h1>
<p id="claim">${CLAIM}</p>
<p id="true-claim">${TRUE_CLAIM}</p>
<p id="unverified">${UNVERIFIED}</p>
<p id="short">Too short.</p>
<div id="ocr-block">The moon landing was staged in a film studio</div>
${'<p class="filler">Filler paragraph to make the page scroll.</p>'.repeat(30)}
</body></html>`;

const PAGES = {
  '/plain': article('Plain article'),
  '/dark': article('Dark page', 'html,body{background:#0b0b0f;color:#e5e5e5} a{color:#8ab4f8}'),
  '/aggressive': article(
    'Aggressive CSS',
    `*{all:revert;font-family:"Comic Sans MS",cursive!important;color:#f0f!important;background:#ff0!important;
      box-sizing:content-box!important;line-height:3!important;letter-spacing:4px!important;text-transform:uppercase!important}
     html *{display:block!important;position:relative!important;z-index:1!important;border:3px dashed red!important;padding:10px!important;
      font-size:22px!important;visibility:visible!important;opacity:.9!important}
     button,a,span,div,p,section{margin:20px!important;width:auto!important;max-width:none!important;transform:rotate(1deg)!important}
     html>*:not(head):not(body){display:none!important}
     factlens-widget{display:none!important;width:10px!important}`,
  ),
};

export const TEXT = { CLAIM, TRUE_CLAIM, UNVERIFIED };

export async function startPageServer() {
  const server = createServer((req, res) => {
    const html = PAGES[new URL(req.url, 'http://pages').pathname];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // "localhost" so the page's origin differs from the API's 127.0.0.1 origin.
  return { origin: `http://localhost:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}
