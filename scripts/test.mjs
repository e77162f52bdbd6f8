#!/usr/bin/env node
// `npm test`: every suite of the project, then one closing line "N passed, M failed".
//   1. codegen staleness check (generated typed documents must match schema.graphql)
//   2. Jest across the workspaces (common, api on a real PostgreSQL, web, extension)
//   3. browser end-to-end suites in Chromium, when present (scripts/e2e/*.mjs register themselves)
// Extra arguments go to Jest (e.g. `npm test -- --selectProjects api`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let passed = 0;
let failed = 0;

function step(name, cmd, cmdArgs, env = {}) {
  console.log(`\n=== ${name}`);
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

// 1. codegen check
if (!args.length) {
  if (step('codegen is current', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'])) passed++;
  else {
    failed++;
    console.error('Generated GraphQL documents are stale: run `npm run codegen` and commit the result.');
  }
}

// 2. Jest
const out = path.join(os.tmpdir(), `factlens-jest-${process.pid}.json`);
step('jest', process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`, ...args]);
if (fs.existsSync(out)) {
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  fs.rmSync(out);
} else {
  failed++;
  console.error('Jest did not report results.');
}

// 3. end-to-end suites (each prints a JSON line {"passed":n,"failed":m} last)
const e2eDir = path.join(root, 'scripts', 'e2e');
if (!args.length && fs.existsSync(e2eDir)) {
  for (const file of fs.readdirSync(e2eDir).filter((f) => f.endsWith('.mjs')).sort()) {
    console.log(`\n=== e2e ${file}`);
    const res = spawnSync(process.execPath, [path.join(e2eDir, file)], { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    const last = (res.stdout ?? '').trim().split('\n').reverse().find((l) => l.startsWith('{"passed"'));
    if (last) {
      const r = JSON.parse(last);
      passed += r.passed;
      failed += r.failed;
    } else failed++;
    if (res.status !== 0 && !last) console.error(`${file} exited with ${res.status}`);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
