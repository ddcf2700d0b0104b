import { addCents, formatCents, MAX_CENTS, parseCents } from './cents';

const cents = (v: unknown, unit?: 'units' | 'cents') => {
  const r = parseCents(v, unit);
  return r.ok ? r.cents : `error: ${r.reason}`;
};

describe('parseCents', () => {
  it.each<[unknown, number]>([
    [0, 0],
    ['0', 0],
    [12, 1200],
    ['12', 1200],
    [12.3, 1230],
    ['12.30', 1230],
    ['12.3', 1230],
    [1234.56, 123456],
    ['1234.56', 123456],
    ['  99.10 ', 9910],
    ['+5.01', 501],
    ['.5', 50],
    ['5.', 500],
    ['0.01', 1],
    // Sub-cent digits round half up, decided on the decimal digits, not on a float.
    ['0.005', 1],
    ['0.0049999', 0],
    ['2.675', 268], // a float would give 267.49999…
    [2.675, 268],
    [1.005, 101], // 1.005 * 100 is 100.49999… in floats
    [0.1 + 0.2, 30], // 0.30000000000000004
    ['19.999', 2000],
    // Exponent forms are shifted exactly.
    ['1.2345e3', 123450],
    ['1E2', 10000],
    ['5e-2', 5],
    ['1e-7', 0],
    [1e-7, 0],
    [123456789012.34, 12345678901234],
    ['90071992547409.91', MAX_CENTS],
    ['1234.5600', 123456],
    [10n, 1000],
  ])('%p → %p cents', (input, expected) => {
    expect(cents(input)).toBe(expected);
  });

  it('reads amounts that are already cents', () => {
    expect(cents('1234', 'cents')).toBe(1234);
    expect(cents(1234, 'cents')).toBe(1234);
    expect(cents('1234.5', 'cents')).toBe(1235);
    expect(cents('12.34e2', 'cents')).toBe(1234);
  });

  it.each<[unknown, RegExp]>([
    [NaN, /NaN/],
    [Infinity, /finite/],
    [-Infinity, /finite/],
    [-1, /negative/],
    ['-0.01', /negative/],
    ['', /empty/],
    ['   ', /empty/],
    ['abc', /not a decimal/],
    ['1,234.56', /thousands separators/],
    ['$12', /not a decimal/],
    ['0x10', /not a decimal/],
    ['1.2.3', /not a decimal/],
    ['.', /not a decimal/],
    ['e5', /not a decimal/],
    ['1e', /not a decimal/],
    ['1e400', /exponent/],
    ['1e-41', /exponent/],
    ['Infinity', /not a decimal/],
    ['NaN', /not a decimal/],
    ['90071992547409.92', /too large/],
    ['1e21', /too large/],
    [1e21, /too large/],
    // Past $10 trillion a JSON number may already have lost digits: strings only.
    [1e13 + 0.01, /send it as a string/],
    ['1'.repeat(70), /too long/],
    [null, /missing/],
    [undefined, /missing/],
    [true, /boolean/],
    [{}, /object/],
  ])('refuses %p', (input, reason) => {
    const r = parseCents(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

describe('addCents and formatCents', () => {
  it('sums exactly and refuses to leave the safe range', () => {
    expect(addCents(123456, 1)).toBe(123457);
    expect(addCents(MAX_CENTS - 1, 1)).toBe(MAX_CENTS);
    expect(() => addCents(MAX_CENTS, 1)).toThrow(RangeError);
  });

  it('formats cents as a plain decimal', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(MAX_CENTS)).toBe('90071992547409.91');
  });
});
