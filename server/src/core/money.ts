/** Integer cents → dollars as a number (exact to two decimals). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Dollars (at most two decimals, already validated) → integer cents. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Hundredths → multiplier, e.g. 12345 → 123.45. */
export const hundredthsToMultiplier = (h: number): number => Math.round(h) / 100;

/** Rounds to two decimals for computed ratios. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** $123,456 (whole dollars). */
export const formatUsdWhole = (dollars: number): string => usd.format(Math.floor(dollars));

/** Parses a JSON list of integers stored as text; anything else is an empty list. */
export function parseIntList(text: string | null | undefined): number[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v)
      ? v.filter((n): n is number => typeof n === 'number' && Number.isFinite(n))
      : [];
  } catch {
    return [];
  }
}

/** Parses a JSON list of strings stored as text. */
export function parseStringList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
