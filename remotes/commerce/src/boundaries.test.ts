/**
 * @jest-environment node
 */
import path from 'node:path';
import { lintTexts } from '../../../scripts/eslint/lint-texts';

// The remotes' side of the area boundaries (issue 7): a remote uses the shared packages and its
// own area's contract only — never another remote, another area's contract or the shell — and
// lint fails on a cross-area import. (The server's areas: server/src/areas/boundaries.test.ts.)

const root = path.resolve(__dirname, '../../..');

/** The import rule's messages per file, for texts linted as the given files of the repository. */
function lint(files: Record<string, string>): Record<string, string[]> {
  const found = lintTexts(root, 'no-restricted-imports', files);
  return Object.fromEntries(
    Object.entries(found).map(([file, messages]) => [file, messages.map((m) => m.message)]),
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
