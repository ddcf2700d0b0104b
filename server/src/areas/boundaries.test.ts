import path from 'node:path';
import { lintTexts, type LintMessage } from '../../../scripts/eslint/lint-texts';

const root = path.resolve(__dirname, '../../..');

/** The area-boundaries messages per file, for texts linted as the given files of server/src. */
function lint(files: Record<string, string>): Record<string, LintMessage[]> {
  const prefixed = Object.fromEntries(
    Object.entries(files).map(([file, text]) => [`server/src/${file}`, text]),
  );
  const found = lintTexts(root, 'lobby/area-boundaries', prefixed);
  return Object.fromEntries(
    Object.entries(found).map(([file, messages]) => [file.replace(/^server\/src\//, ''), messages]),
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
