import {
  requiredSharedOf,
  satisfiesRange,
  sharedMismatches,
  sharedMismatchMessage,
} from './semver';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.9.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.0', '^1.0.0', false],
    ['19.2.0', '^19.0.0', true],
    ['18.3.1', '^19.0.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.5.0', '1.x', true],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>= 1.0.0 < 2.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['5.0.0', '*', true],
    ['1.0.0-beta.1', '^1.0.0', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('shared version checks', () => {
  it('reads the required ranges of packages (not sub-paths) from an mf-manifest.json', () => {
    expect(
      requiredSharedOf({
        shared: [
          { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
          { name: 'react-dom/client', version: '19.2.0', requiredVersion: '^19.2.0' },
          { name: '@lobby/shared-api', version: '2.0.0', requiredVersion: '^2.0.0' },
          { name: '@lobby/shared-api/contract', requiredVersion: '^2.0.0' },
          { name: 'broken' },
        ],
      }),
    ).toEqual({ react: '^19.0.0', '@lobby/shared-api': '^2.0.0' });
    expect(requiredSharedOf(null)).toEqual({});
  });

  it('lists what the site does not provide and says it naming the remote and versions', () => {
    const mismatches = sharedMismatches(
      { react: '^18.0.0', '@lobby/shared-api': '^2.0.0', zustand: '^5.0.0', other: '^1.0.0' },
      { react: '19.2.0', '@lobby/shared-api': '1.0.0', zustand: '5.0.8' },
    );
    expect(mismatches).toEqual([
      { name: 'react', required: '^18.0.0', provided: '19.2.0' },
      { name: '@lobby/shared-api', required: '^2.0.0', provided: '1.0.0' },
    ]);
    expect(sharedMismatchMessage('support', mismatches.slice(1))).toBe(
      'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0',
    );
    expect(sharedMismatchMessage('custom', mismatches)).toBe(
      'The custom remote needs react ^18.0.0, this site provides 19.2.0; and @lobby/shared-api ^2.0.0, this site provides 1.0.0',
    );
  });
});
