import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// docs/benchmarks.md: the landing page's initial JS stays within 120 KB gzip on the production build
// (docs/adr/0090-public-pages-load-at-once.md).
// The build runs in a child process into a temporary folder.
describe('landing bundle budget', () => {
  it('initial JS for / is at most 120 KB gzip', () => {
    const script = join(process.cwd(), 'web', 'scripts', 'bundle-size.mjs');
    const run = spawnSync(process.execPath, [script, '--build', '--json'], { encoding: 'utf8', timeout: 120_000 });
    const report = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { kb: number; files: string[] };
    expect(report.files.some((f) => /Landing/.test(f))).toBe(true);
    expect(report.files.some((f) => /EarlyAccessModal|AdminUsers|ExtensionTest/.test(f))).toBe(false);
    // The charts (recharts), GraphiQL and Monaco load with their own routes only.
    expect(report.files.filter((f) => /AdminAnalytics|AdminExplorer|GraphiQL|monaco|History|recharts/i.test(f))).toEqual([]);
    // Apollo Client loads with the pages that query through it, never with the landing page.
    expect(report.files.filter((f) => /WithApollo|useQuery|useMutation|networkStatus|canUseDOM|apollo/i.test(f))).toEqual([]);
    expect(report.kb).toBeLessThanOrEqual(120);
  }, 120_000);
});
