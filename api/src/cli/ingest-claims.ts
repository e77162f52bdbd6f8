// Load schema.org ClaimReview data into the local fact-check index (upsert by review URL).
// Usage: npm run claims:ingest -- FILE [--source NAME] [--license SPDX] [--language en] [--batch 500] [--json]
// FILE: JSON Lines (the corpus shape of api/data, or one ClaimReview JSON-LD object a line), or one
// JSON document (a schema.org DataFeed, an array, a JSON-LD @graph); plain or gzip.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ingestClaimReviews } from '../modules/claim-review/ingest.js';
import { withCliDatabase } from './cli-db.js';

const usage = 'Usage: npm run claims:ingest -- FILE [--source NAME] [--license SPDX] [--language en] [--batch 500] [--json]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    license: { type: 'string' },
    language: { type: 'string' },
    batch: { type: 'string', default: '500' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length !== 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
// npm runs workspace scripts in the workspace folder: resolve a relative FILE from where the user typed it.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
const batchSize = Number(values.batch);
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000) {
  console.error('--batch must be an integer from 1 to 5000');
  process.exit(2);
}

await withCliDatabase(async (orm) => {
  const report = await ingestClaimReviews(orm, file, {
    batchSize,
    source: values.source ?? null,
    license: values.license ?? null,
    languageCode: values.language ?? null,
  });
  if (values.json) {
    console.log(JSON.stringify({ file, ...report }, null, 2));
  } else {
    console.log(
      `${path.basename(file)}: read ${report.read}, inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejectedCount} (${report.ms} ms)`,
    );
    for (const r of report.rejected.slice(0, 50)) console.log(`  line ${r.line}${r.item ? ` item ${r.item}` : ''}: ${r.reason}`);
    if (report.rejectedCount > 50) console.log(`  ... and ${report.rejectedCount - 50} more (--json lists up to 1000)`);
  }
  // Nothing usable at all is worth a failing exit code (a wrong file, say); some bad rows are not.
  if (report.read > 0 && report.rejectedCount === report.read) process.exitCode = 1;
});
