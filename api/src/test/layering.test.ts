// The layering of docs/adr/0001-layering.md is enforced by `npm run lint`: these probes lint a few
// imports as if they were written in a given file, and check the rule refuses or accepts them.
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { ESLint } from 'eslint';
import { REPO_ROOT } from '../config.js';

jest.setTimeout(60_000);

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The boundaries messages ESLint gives `code` placed at `file` (a path that need not exist). */
async function layering(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering (eslint-plugin-boundaries)', () => {
  it.each([
    ['a service importing express', 'api/src/modules/maintenance/probe.ts', "import type { Request } from 'express';\nexport type X = Request;\n", /know no transport/],
    ['a service importing type-graphql', 'api/src/modules/maintenance/probe.ts', "import { Field } from 'type-graphql';\nexport const x = Field;\n", /know no transport/],
    ['a service importing GraphQL types', 'api/src/modules/maintenance/probe.ts', "import { PageInfo } from '../../graphql/connection.js';\nexport const x = PageInfo;\n", /module may not import transport/],
    ['a provider importing a module', 'api/src/providers/ocr/probe.ts', "import { OcrService } from '../../modules/ocr/ocr.service.js';\nexport const x = OcrService;\n", /provider may not import module/],
    ['a route importing a provider', 'api/src/rest/probe.ts', "import { TesseractPool } from '../providers/ocr/tesseract-pool.js';\nexport const x = TesseractPool;\n", /transport may not import provider/],
    ['an entity importing graphql/enums', 'api/src/modules/users/probe.entity.ts', "import '../../graphql/enums.js';\nexport const x = 1;\n", /graphql\/enums/],
    ['the content script importing the background', 'extension/src/content/probe.ts', "import { runCommand } from '../background/commands.js';\nexport const x = runCommand;\n", /ext-content may not import ext-background/],
  ])('refuses %s', async (_name, file, code, message) => {
    const messages = await layering(file, code);
    expect(messages.some((m) => message.test(m))).toBe(true);
  });

  it.each([
    ['a service importing a provider and an entity', 'api/src/modules/ocr/probe.ts', "import { OcrReader } from '../../providers/ocr/ocr-reader.js';\nimport { User } from '../users/user.entity.js';\nexport const x = [OcrReader, User];\n"],
    ['a resolver importing its service', 'api/src/modules/ocr/probe.resolver.ts', "import { OcrService } from './ocr.service.js';\nexport const x = OcrService;\n"],
    ['a route naming the Services type', 'api/src/rest/probe.ts', "import type { Services } from '../services.js';\nexport type X = Services;\n"],
    ['a test reaching any layer', 'api/src/rest/probe.test.ts', "import { TesseractPool } from '../providers/ocr/tesseract-pool.js';\nexport const x = TesseractPool;\n"],
  ])('accepts %s', async (_name, file, code) => {
    expect(await layering(file, code)).toEqual([]);
  });
});
