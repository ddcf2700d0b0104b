/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The remotes' side of the area boundaries (issue 7): a remote uses the shared packages and its
// own area's contract only — never another remote, another area's contract or the shell — and
// lint fails on a cross-area import. (The server's areas: server/src/areas/boundaries.test.ts.)

const root = path.resolve(__dirname, '../../..');

/**
 * Lints source texts as if they were the given files of the repository, with its own ESLint
 * config (in a child process: ESLint loads its config as ES modules); answers the messages of
 * the import rule per file.
 */
function lint(files: Record<string, string>): Record<string, string[]> {
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
        .filter((m) => m.ruleId === 'no-restricted-imports')
        .map((m) => m.message);
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const absolute = Object.fromEntries(
    Object.entries(files).map(([file, text]) => [path.join(root, file), text]),
  );
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(absolute)],
    { cwd: root, encoding: 'utf8' },
  );
  const byAbsolute = JSON.parse(stdout) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(byAbsolute).map(([file, messages]) => [path.relative(root, file), messages]),
  );
}

const use = (specifier: string) => `import * as m from '${specifier}';\nexport const x = m;\n`;

describe('remote boundaries (lint)', () => {
  jest.setTimeout(60_000);

  it("fails lint when a remote imports another remote, another area's contract or the shell", () => {
    const findings = lint({
      // Another area's contract: refused, by package name or by path.
      'remotes/commerce/src/fixture-contract.ts': use('@lobby/contract-support'),
      'remotes/support/src/fixture-contract-path.ts': use('../../../contracts/commerce/src/store'),
      // Another remote: refused, by package name or by a path through remotes/. (A relative
      // path such as '../../commerce/src/…' names no folder this rule can see: the Nx project
      // graph check of `npm run lint`, scripts/check-boundaries.mjs, refuses that one.)
      'remotes/commerce/src/fixture-remote.ts': use('@lobby/remote-support'),
      'remotes/engagement/src/fixture-remote-path.ts': use(
        '../../../remotes/commerce/src/features/store/api/get-store',
      ),
      // The shell: refused.
      'remotes/community/src/fixture-shell.ts': use('@lobby/shell'),
      // The shell imports no area contract either.
      'shell/src/fixture-contract.ts': use('@lobby/contract-commerce'),
      // Allowed: its own contract, the shared packages, its own files.
      'remotes/commerce/src/fixture-own.ts': use('@lobby/contract-commerce'),
      'remotes/commerce/src/fixture-shared.ts': use('@lobby/shared-api'),
      'remotes/commerce/src/fixture-local.ts': use('./features/store/api/get-store'),
    });
    expect(findings['remotes/commerce/src/fixture-contract.ts']).toEqual([
      expect.stringContaining(
        "The commerce remote imports only its own area's contract (@lobby/contract-commerce).",
      ),
    ]);
    expect(findings['remotes/support/src/fixture-contract-path.ts']).toEqual([
      expect.stringContaining(
        "The support remote imports only its own area's contract (@lobby/contract-support).",
      ),
    ]);
    expect(findings['remotes/commerce/src/fixture-remote.ts']).toEqual([
      expect.stringContaining('Remotes never import each other'),
    ]);
    expect(findings['remotes/engagement/src/fixture-remote-path.ts']).toEqual([
      expect.stringContaining('Remotes never import each other'),
    ]);
    expect(findings['remotes/community/src/fixture-shell.ts']).toEqual([
      expect.stringContaining('Remotes never import the shell.'),
    ]);
    expect(findings['shell/src/fixture-contract.ts']).toEqual([
      expect.stringContaining('The shell imports no area contract'),
    ]);
    expect(findings['remotes/commerce/src/fixture-own.ts']).toEqual([]);
    expect(findings['remotes/commerce/src/fixture-shared.ts']).toEqual([]);
    expect(findings['remotes/commerce/src/fixture-local.ts']).toEqual([]);
  });
});
