import { CSV_MAX_BYTES, parseWagerCsv } from './csv';
import type { FeedError } from './errors';

const refusal = (fn: () => unknown): FeedError => {
  try {
    fn();
  } catch (e) {
    return e as FeedError;
  }
  throw new Error('expected the file to be refused');
};

describe('parseWagerCsv', () => {
  it('reads a good file: BOM, CRLF, quoted fields, any column order, extra columns ignored', () => {
    const file = Buffer.from(
      '\uFEFFFavorite Game,Username,Wagered,Weighted_Wagered,Notes\r\n' +
        '"Gates of Olympus",LuckyOtter77,1234.56,1000.10,"top, again"\r\n' +
        '"The ""Dog"" House",neon_falcon,"99.1",,\r\n' +
        ',"Spin Wizard",0.005,0.004,\r\n' +
        '\r\n' +
        'Plinko,émile,12,12,\r\n',
    );
    const r = parseWagerCsv(file);
    expect(r.errors).toEqual([]);
    expect(r.errorCount).toBe(0);
    expect(r.totalRecords).toBe(4);
    expect(r.delimiter).toBe(',');
    expect(r.rows).toEqual([
      {
        username: 'LuckyOtter77',
        wagered: 123456,
        weightedWagered: 100010,
        favoriteGameTitle: 'Gates of Olympus',
      },
      { username: 'neon_falcon', wagered: 9910, favoriteGameTitle: 'The "Dog" House' },
      { username: 'Spin Wizard', wagered: 1, weightedWagered: 0 },
      { username: 'émile', wagered: 1200, weightedWagered: 1200, favoriteGameTitle: 'Plinko' },
    ]);
    expect(r.preview.map((p) => p.line)).toEqual([2, 3, 4, 6]);
  });

  it('reads semicolon- and tab-separated exports (Excel in many locales)', () => {
    expect(parseWagerCsv('username;wagered\nalpha;10.50\n').rows).toEqual([
      { username: 'alpha', wagered: 1050 },
    ]);
    const tabs = parseWagerCsv(Buffer.from('username\twagered\nbeta\t7\n'));
    expect(tabs.delimiter).toBe('\t');
    expect(tabs.rows).toEqual([{ username: 'beta', wagered: 700 }]);
  });

  it('reports each bad row with its line number and keeps the good ones', () => {
    const file = [
      'username,wagered,weighted_wagered',
      'good_one,10,5', // 2
      ',25', // 3 missing username
      'negative,-5', // 4
      'text,lots', // 5
      'thousands,1,234.56', // 6: an unquoted comma splits the amount, weighted gets "234.56"
      'toomany,1,2,3', // 7
      'noamount', // 8
      'badweight,5,abc', // 9
      '"multi', // 10: a quoted name spanning two lines
      'line",3', // 11
      'good_two,"1,5"', // 12: quoted comma stays in the field and is refused
      'good_three,3', // 13
    ].join('\n');
    const r = parseWagerCsv(file);
    expect(r.rows.map((x) => x.username)).toEqual(['good_one', 'thousands', 'good_three']);
    expect(r.rows[1]).toEqual({ username: 'thousands', wagered: 100, weightedWagered: 23456 });
    expect(r.errors).toEqual([
      { line: 3, message: 'username is empty' },
      { line: 4, message: 'wagered is negative' },
      { line: 5, message: 'wagered "lots" is not a decimal number' },
      { line: 7, message: expect.stringMatching(/more fields than the header/) },
      { line: 8, message: 'wagered is missing' },
      { line: 9, message: 'weighted_wagered "abc" is not a decimal number' },
      { line: 10, message: 'username contains control characters' },
      { line: 12, message: 'wagered "1,5" is not a decimal number' },
    ]);
    expect(r.errorCount).toBe(8);
    expect(r.totalRecords).toBe(11);
  });

  it('says which columns the header misses', () => {
    const e = refusal(() => parseWagerCsv('name,amount_usd\nx,1\n'));
    expect(e).toMatchObject({ kind: 'parse' });
    expect(e.message).toBe(
      'The first line must be a header with the columns username and wagered (optional: weighted_wagered, favorite_game). Missing: wagered; found: "name", "amount_usd".',
    );
  });

  it('refuses empty, binary and non-UTF-8 files with a message', () => {
    expect(refusal(() => parseWagerCsv(Buffer.alloc(0))).message).toBe('The file is empty.');
    expect(refusal(() => parseWagerCsv(Buffer.from('\r\n \r\n'))).message).toBe(
      'The file is empty.',
    );
    expect(
      refusal(() => parseWagerCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).message,
    ).toMatch(/binary/);
    expect(
      refusal(() => parseWagerCsv(Buffer.from([0x75, 0x73, 0xe9, 0x72, 0x0a]))).message,
    ).toMatch(/not UTF-8/);
  });

  it('counts every error but lists only the first ones, and counts duplicate usernames', () => {
    const lines = [
      'username,wagered',
      ...Array.from({ length: 500 }, (_, i) => `p${i % 10},x`),
      'dup,1',
      'DUP,2',
    ];
    const r = parseWagerCsv(lines.join('\n'), { maxErrors: 50 });
    expect(r.errorCount).toBe(500);
    expect(r.errors).toHaveLength(50);
    expect(r.errors[0]).toEqual({ line: 2, message: 'wagered "x" is not a decimal number' });
    expect(r.duplicateUsernames).toBe(1);
  });

  it('reads a file of almost 10 MB and refuses one over the limit', () => {
    const header = 'username,wagered,weighted_wagered,favorite_game\n';
    const line = (i: number) =>
      `player_${String(i).padStart(7, '0')},${(i % 100_000) + 0.25},${i % 1000},Sweet Bonanza\n`;
    const parts = [header];
    let size = header.length;
    let n = 0;
    while (size + 80 < CSV_MAX_BYTES) {
      const l = line(n++);
      parts.push(l);
      size += l.length;
    }
    const file = Buffer.from(parts.join(''));
    expect(file.byteLength).toBeLessThanOrEqual(CSV_MAX_BYTES);
    const r = parseWagerCsv(file, { previewRows: 5 });
    expect(r.errorCount).toBe(0);
    expect(r.rows).toHaveLength(n);
    expect(r.preview).toHaveLength(5);
    expect(r.rows.at(-1)).toEqual({
      username: `player_${String(n - 1).padStart(7, '0')}`,
      wagered: ((n - 1) % 100_000) * 100 + 25,
      weightedWagered: ((n - 1) % 1000) * 100,
      favoriteGameTitle: 'Sweet Bonanza',
    });

    const over = Buffer.concat([file, Buffer.alloc(CSV_MAX_BYTES - file.byteLength + 1, 0x0a)]);
    const e = refusal(() => parseWagerCsv(over));
    expect(e).toMatchObject({
      kind: 'too-large',
      message: 'The file is 10.1 MB, over the 10 MB limit. Split it into smaller files.',
    });
  });

  it('takes amounts in cents when told so', () => {
    expect(parseWagerCsv('username,wagered\na,1234\n', { amountUnit: 'cents' }).rows).toEqual([
      { username: 'a', wagered: 1234 },
    ]);
  });
});
