const usd0 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usd2 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const compactBy = [2, 1, 0].map(
  (maximumFractionDigits) =>
    new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits }),
);
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dec2 = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$1,234.56` (or `$1,235` with `{ cents: false }`). */
export function formatUSD(
  value: number | null | undefined,
  opts: { cents?: boolean } = {},
): string {
  const v = Number.isFinite(value) ? Number(value) : 0;
  return (opts.cents === false ? usd0 : usd2).format(v);
}

/** Money with a custom currency symbol: `€1,234`. */
export function formatMoney(value: number, symbol = '$', opts: { cents?: boolean } = {}): string {
  const n = opts.cents ? dec2.format(value) : int.format(Math.round(value));
  return `${symbol}${n}`;
}

/**
 * Money in its short form where space is short: `$2.77M`, `$41.2K`, `$950` (at most three
 * significant figures past the thousands); the full figure belongs in the accessible name.
 */
export function formatMoneyCompact(value: number, symbol = '$'): string {
  const v = Number.isFinite(value) ? value : 0;
  if (Math.abs(v) < 1000) return formatMoney(v, symbol);
  const digits = Math.floor(Math.log10(Math.abs(v))) % 3; // 0 → $1.23K, 1 → $12.3K, 2 → $123K
  return `${symbol}${compactBy[digits]!.format(v)}`;
}

/** Whole number with grouping: `12,345`. */
export function formatNumber(value: number | null | undefined): string {
  return int.format(Number.isFinite(value) ? Number(value) : 0);
}

/** Multiplier with two decimals and an x: `2.00x`, `1,250.00x`; 'N/A' when missing. */
export function formatMultiplier(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return `${dec2.format(value)}x`;
}

/** Cuts text to `max` characters, adding an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Notification style: 'Just now', '5m ago', '3h ago', '2d ago'. */
export function formatRelativeShort(iso: string, now: number = Date.now()): string {
  const secs = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (secs < 60) return 'Just now';
  const mins = Math.floor(secs / 60);
  if (mins < 60) return `${mins}m ago`;
  const hours = Math.floor(mins / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Ticket style: 'just now' under 60 s, minutes, hours, days up to 7 days, then a date. */
export function formatRelativeLong(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const secs = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  if (secs < 60) return 'just now';
  const mins = Math.floor(secs / 60);
  if (mins < 60) return `${mins} minute${mins === 1 ? '' : 's'} ago`;
  const hours = Math.floor(mins / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDate(iso);
}

/** 'Nov 21, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** 'Nov 21, 2026, 2:05 PM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Time left as 'Xh Ym', 'Ym' or 'Ended' (header banner). */
export function formatHoursMinutes(ms: number): string {
  if (ms <= 0) return 'Ended';
  const totalMins = Math.floor(ms / 60000);
  const h = Math.floor(totalMins / 60);
  const m = totalMins % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Parts of a remaining duration; all zero once ended. */
export function splitDuration(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
} {
  const ended = ms <= 0;
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    ended,
  };
}

/** '2d 04h 11m 09s', '04h 11m 09s' when under a day, or 'Ended'. */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds, ended } = splitDuration(ms);
  if (ended) return 'Ended';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days}d ` : ''}${p(hours)}h ${p(minutes)}m ${p(seconds)}s`;
}

/** First letter for avatar / image fallbacks. */
export function initialOf(name: string | null | undefined): string {
  return (name ?? '').trim().charAt(0).toUpperCase() || '?';
}
