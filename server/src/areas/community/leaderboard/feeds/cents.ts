/**
 * Exact money parsing for feed amounts. Feeds send wagers as JSON numbers ("1234.5"), as decimal
 * strings ("1234.50") or, rarely, in exponent form ("1.2345e3"). We turn each into an integer of
 * cents by working on the decimal digits — never by multiplying a float — and round any sub-cent
 * digits half up (wagers are never negative, so "half up" and "half away from zero" agree).
 */

/** The largest cents value we accept from a string: Number.MAX_SAFE_INTEGER (2^53 − 1). */
export const MAX_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * The largest cents value we accept from a JSON number. A double carries 15 significant digits
 * exactly, so beyond 10^15 cents ($10 trillion) the number the feed meant may already be lost
 * by JSON.parse; such feeds must send strings.
 */
export const MAX_CENTS_FROM_NUMBER = 1e15;

const MAX_INPUT_LENGTH = 64;
const MAX_EXPONENT = 40;
const DECIMAL = /^\+?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export type AmountUnit = 'units' | 'cents';

export type CentsResult = { ok: true; cents: number } | { ok: false; reason: string };

function fail(reason: string): CentsResult {
  return { ok: false, reason };
}

/**
 * Parses a feed amount into integer cents, exactly.
 * - `unit: 'units'` (default): the amount is in dollars (major units), "12.34" → 1234.
 * - `unit: 'cents'`: the amount already counts cents, "1234" → 1234 (sub-cent digits round).
 * Refuses NaN, ±Infinity, negative amounts, empty strings, thousands separators, currency
 * signs, hex, and anything above {@link MAX_CENTS} ({@link MAX_CENTS_FROM_NUMBER} for numbers).
 */
export function parseCents(value: unknown, unit: AmountUnit = 'units'): CentsResult {
  let text: string;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return fail('is not a number (NaN)');
    if (!Number.isFinite(value)) return fail('is not a finite number');
    if (value < 0) return fail('is negative');
    // The shortest string that round-trips is exactly the decimal the feed wrote (up to 15
    // significant digits), e.g. 1234.56 → "1234.56", 1e21 → "1e+21".
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text === '') return fail('is empty');
  } else if (typeof value === 'bigint') {
    if (value < 0n) return fail('is negative');
    text = value.toString();
  } else {
    return fail(value === null || value === undefined ? 'is missing' : `is a ${typeof value}`);
  }
  if (text.length > MAX_INPUT_LENGTH) return fail('is too long to be an amount');
  if (text.startsWith('-')) return fail('is negative');
  const m = DECIMAL.exec(text);
  if (!m) {
    if (/^[+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text))
      return fail(`"${text}" has thousands separators; send plain digits like 1234.56`);
    return fail(`"${text}" is not a decimal number`);
  }
  const intDigits = m[1] ?? '';
  const fracDigits = m[2] ?? '';
  if (intDigits === '' && fracDigits === '') return fail(`"${text}" is not a decimal number`);
  const exponent = m[3] === undefined ? 0 : Number(m[3]);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT)
    return fail(`"${text}" has an exponent we cannot handle exactly`);

  // digits with the decimal point after `point` digits; shift it for the exponent and unit.
  const digits = intDigits + fracDigits;
  const point = intDigits.length + exponent + (unit === 'units' ? 2 : 0);
  let whole: string;
  let rest: string;
  if (point <= 0) {
    whole = '0';
    rest = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    rest = '';
  } else {
    whole = digits.slice(0, point);
    rest = digits.slice(point);
  }
  const roundUp = rest !== '' && rest.charCodeAt(0) >= 53; /* '5' */
  const limit = typeof value === 'number' ? MAX_CENTS_FROM_NUMBER : MAX_CENTS;
  // Up to 15 digits a double holds the integer exactly (10^15 < 2^53): no BigInt needed, which
  // a feed of 100,000 rows asks for 100,000 times.
  const cents =
    whole.length <= 15
      ? Number(whole === '' ? '0' : whole) + (roundUp ? 1 : 0)
      : BigInt(whole) + (roundUp ? 1n : 0n);
  if (cents > limit)
    return fail(
      typeof value === 'number'
        ? `${text} is too large to be exact as a JSON number; the feed must send it as a string`
        : `"${text}" is too large`,
    );
  return { ok: true, cents: Number(cents) };
}

/** Adds cents exactly; throws when the sum would leave the safe-integer range. */
export function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum) || sum > MAX_CENTS)
    throw new RangeError('The sum of wagers is too large to be exact');
  return sum;
}

/** Subtracts cents, never below zero (a total that went down counts as no wagering). */
export function subtractCentsFloor0(a: number, b: number): number {
  return a > b ? a - b : 0;
}

/** Integer cents → "1234.56" (for CSV exports and logs; never parse it back through a float). */
export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const frac = String(cents % 100).padStart(2, '0');
  return `${whole}.${frac}`;
}
