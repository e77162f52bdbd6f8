// The server answers HTTP 404 for paths that are not pages; its list (common/src/routes.ts) must be
// exactly the routes this app renders (docs/adr/0064-first-hour.md).
import { describe, expect, it } from '@jest/globals';
import { WEB_ROUTES, isWebRoute } from '@factlens/common';
import { routes } from './routes';

describe('web routes', () => {
  it('are the list the server checks (common/src/routes.ts), plus the catch-all 404', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.filter((p) => p !== '*').sort()).toEqual([...WEB_ROUTES].sort());
    expect(paths).toContain('*');
  });

  it('isWebRoute matches like the router: any case, an optional trailing slash', () => {
    expect(isWebRoute('/')).toBe(true);
    expect(isWebRoute('/Admin/Users/')).toBe(true);
    expect(isWebRoute('/admin')).toBe(false);
    expect(isWebRoute('/nope')).toBe(false);
    expect(isWebRoute('/login/extra')).toBe(false);
  });
});
