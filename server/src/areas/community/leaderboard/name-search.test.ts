import { buildNameIndex, INDEXED_TERM, searchNameIndex } from './name-search';

describe('period names in memory', () => {
  const texts = [
    'alpha\u001fwolfie',
    'beta\u001fbob',
    'wolfgang\u001fw1',
    'gamma\u001fxwolf',
    'wowo\u001fwo',
  ];
  const index = buildNameIndex(texts.map((text, i) => ({ id: 100 + i, text })));

  it('counts the matches after the podium and pages them with their overall ranks', () => {
    expect(searchNameIndex(index, 'WOLF', { skip: 0, offset: 0, limit: 10 })).toEqual({
      total: 3,
      page: [
        { id: 100, rank: 1 },
        { id: 102, rank: 3 },
        { id: 103, rank: 4 },
      ],
    });
    expect(searchNameIndex(index, 'wolf', { skip: 1, offset: 1, limit: 1 })).toEqual({
      total: 2,
      page: [{ id: 103, rank: 4 }],
    });
  });

  it('tests every candidate name for the whole term, and finds none for an unknown trigram', () => {
    // "wow" and "owo" are both in "wowo", but "wowow" is not.
    expect(searchNameIndex(index, 'wowow', { skip: 0, offset: 0, limit: 10 }).total).toBe(0);
    expect(searchNameIndex(index, 'zzq', { skip: 0, offset: 0, limit: 10 })).toEqual({
      total: 0,
      page: [],
    });
    // A match never spans the display name and the username (the separator is in the text).
    expect(searchNameIndex(index, 'obw', { skip: 0, offset: 0, limit: 10 }).total).toBe(0);
  });

  it('takes printable ASCII terms of 3+ characters only', () => {
    expect(INDEXED_TERM.test('wol')).toBe(true);
    expect(INDEXED_TERM.test('wo')).toBe(false);
    expect(INDEXED_TERM.test('josé')).toBe(false);
  });
});
