import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Finding {
  file: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints source texts as if they were the given files of server/src, with the repository's own
 * ESLint config (one ESLint run in a child process: ESLint loads its config as ES modules).
 */
function lint(files: Record<string, string>): Record<string, Finding['messages']> {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      cwd: ${JSON.stringify(root)},
      // The texts are linted as files that are not on disk: no type information for them.
      overrideConfig: [{
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      }],
    });
    const out = {};
    for (const [file, text] of Object.entries(files)) {
      const [result] = await eslint.lintText(text, { filePath: file });
      out[file] = result.messages
        .filter((m) => m.ruleId === 'lobby/area-boundaries')
        .map((m) => ({ ruleId: m.ruleId, message: m.message }));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const absolute = Object.fromEntries(
    Object.entries(files).map(([file, text]) => [path.join(root, 'server/src', file), text]),
  );
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(absolute)],
    { cwd: root, encoding: 'utf8' },
  );
  const byAbsolute = JSON.parse(stdout) as Record<string, Finding['messages']>;
  return Object.fromEntries(
    Object.entries(byAbsolute).map(([file, messages]) => [
      path.relative(path.join(root, 'server/src'), file),
      messages,
    ]),
  );
}

describe('area boundaries (lint)', () => {
  it('fails lint when an area reaches into another area, or the core into any', () => {
    const findings = lint({
      // An area's internals from another area: refused.
      'areas/community/profiles/fixture-cross.ts':
        "import { listRedemptions } from '../../commerce/store/repository';\nexport const x = listRedemptions;\n",
      'areas/support/contact/fixture-cross-type.ts':
        "import type { HuntTables } from '../../engagement/bonus-hunts/tables';\nexport type X = HuntTables;\n",
      // Another area's test factories outside a test: refused.
      'areas/community/profiles/fixture-testing.ts':
        "import { createStoreItem } from '../../commerce/testing';\nexport const x = createStoreItem;\n",
      // The core importing an area: refused.
      'core/users/fixture-core.ts':
        "import commerce from '../../areas/commerce';\nexport const x = commerce;\n",
      // Allowed: another area's public index, one's own internals, factories from a test.
      'areas/community/profiles/fixture-index.ts':
        "import type { CommerceTables } from '../../commerce';\nexport type X = CommerceTables;\n",
      'areas/community/profiles/fixture-own.ts':
        "import { listChallengeWins } from '../challenges/repository';\nexport const x = listChallengeWins;\n",
      'core/ledger/fixture.test.ts':
        "import { createStoreItem } from '../../areas/commerce/testing';\nexport const x = createStoreItem;\n",
      'areas/community/profiles/fixture.test.ts':
        "import { createStoreItem } from '../../commerce/testing';\nexport const x = createStoreItem;\n",
    });
    expect(findings['areas/community/profiles/fixture-cross.ts']).toEqual([
      {
        ruleId: 'lobby/area-boundaries',
        message: expect.stringContaining(
          "The community area must not import '../../commerce/store/repository' from the commerce area's internals",
        ),
      },
    ]);
    expect(findings['areas/support/contact/fixture-cross-type.ts']).toEqual([
      expect.objectContaining({ message: expect.stringContaining('The support area must not') }),
    ]);
    expect(findings['areas/community/profiles/fixture-testing.ts']).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("commerce area's test factories"),
      }),
    ]);
    expect(findings['core/users/fixture-core.ts']).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('The core must not import an area'),
      }),
    ]);
    expect(findings['areas/community/profiles/fixture-index.ts']).toEqual([]);
    expect(findings['areas/community/profiles/fixture-own.ts']).toEqual([]);
    expect(findings['areas/community/profiles/fixture.test.ts']).toEqual([]);
    expect(findings['core/ledger/fixture.test.ts']).toEqual([]);
  });
});
