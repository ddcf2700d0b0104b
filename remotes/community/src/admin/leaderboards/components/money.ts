import { formatMoney } from '@lobby/shared-ui';

/**
 * An amount the admin API sends as a decimal string ('5000.00') in the platform's currency:
 * '$5,000.00' (the shared formatter); text that is not a number is shown as it came.
 */
export function money(amount: string | number, symbol: string): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) && String(amount).trim() !== ''
    ? formatMoney(n, symbol, { cents: true })
    : `${symbol}${amount}`;
}
