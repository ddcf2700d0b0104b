import type { FeedKindOption } from '@lobby/contract-community';

/** The settings each feed type asks for (the adapter's own schema checks them on save). */
export interface FeedField {
  key: string;
  label: string;
  /** `lines`: text, one item a line (a JSON body; headers as `Name: value`). */
  type: 'text' | 'url' | 'secret' | 'list' | 'select' | 'checkbox' | 'lines';
  options?: readonly string[];
  hint?: string;
  defaultValue?: string | boolean;
}

const base: FeedField = { key: 'baseUrl', label: 'Base URL', type: 'url', hint: 'https://…' };

export const FEED_FIELDS: Record<FeedKindOption, FeedField[]> = {
  roobet: [
    base,
    { key: 'token', label: 'API token', type: 'secret' },
    { key: 'userId', label: 'Affiliate user id', type: 'text' },
    {
      key: 'categories',
      label: 'Game categories',
      type: 'list',
      hint: 'e.g. slots; empty counts all',
    },
    { key: 'gameIdentifiers', label: 'Game identifiers', type: 'list', hint: 'Comma-separated' },
    { key: 'providers', label: 'Providers', type: 'list', hint: 'Comma-separated' },
  ],
  rainbet: [
    base,
    { key: 'key', label: 'API key', type: 'secret' },
    { key: 'feedTimeZone', label: 'Feed time zone', type: 'text', hint: 'e.g. UTC' },
    {
      key: 'endDateInclusive',
      label: 'The end date counts the whole day',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      key: 'weighted',
      label: 'The key reports weighted wagers (target edge)',
      type: 'checkbox',
      defaultValue: false,
    },
  ],
  goated: [
    base,
    { key: 'pathPrefix', label: 'Path segment', type: 'select', options: ['user2', 'user'] },
    { key: 'code', label: 'Referral code', type: 'secret' },
    { key: 'token', label: 'Bearer token (if required)', type: 'secret' },
  ],
  shuffle: [
    base,
    { key: 'secret', label: 'Stats secret', type: 'secret' },
    {
      key: 'campaignCodes',
      label: 'Campaign codes',
      type: 'list',
      hint: 'Comma-separated; empty counts every code',
    },
  ],
  clash: [
    { ...base, hint: 'https://api.clash.gg' },
    { key: 'token', label: 'API token', type: 'secret' },
    { key: 'cookie', label: 'Cookie (if required)', type: 'secret' },
  ],
  gamdom: [
    { ...base, hint: 'https://gamdom.com' },
    { key: 'key', label: 'API key', type: 'secret' },
  ],
  chicken: [
    { ...base, hint: 'https://api.chicken.gg' },
    { key: 'key', label: 'API key', type: 'secret' },
  ],
  packdraw: [
    { ...base, hint: 'https://packdraw.com' },
    { key: 'key', label: 'API key', type: 'secret' },
  ],
  'generic-json': [
    { key: 'url', label: 'URL', type: 'url', hint: 'https://…' },
    { key: 'method', label: 'Method', type: 'select', options: ['GET', 'POST'] },
    {
      key: 'body',
      label: 'POST body (JSON)',
      type: 'lines',
      hint: 'e.g. a GraphQL {"query": …, "variables": {"from": "{start}"}}',
    },
    { key: 'secretIn', label: 'Secret sent in', type: 'select', options: ['header', 'query'] },
    {
      key: 'secretName',
      label: 'Header or parameter name',
      type: 'text',
      hint: 'X-Api-Key, Authorization or Cookie',
    },
    { key: 'secretPrefix', label: 'Secret prefix', type: 'text', hint: 'e.g. "Bearer "' },
    { key: 'secret', label: 'Secret', type: 'secret' },
    { key: 'cookie', label: 'Cookie (if required)', type: 'secret' },
    { key: 'headers', label: 'Other headers', type: 'lines', hint: 'One "Name: value" a line' },
    {
      key: 'listPath',
      label: 'List path (JSONPath)',
      type: 'text',
      hint: "e.g. $.data[?(@.status=='live')].players[*]",
    },
    { key: 'usernamePath', label: 'Username path', type: 'text' },
    {
      key: 'wageredPath',
      label: 'Wagered path',
      type: 'text',
      hint: "e.g. wager_data[?(@.month=='{month}')].total_wager_usd",
    },
    { key: 'weightedPath', label: 'Weighted wagered path', type: 'text' },
    { key: 'favoriteGamePath', label: 'Favourite game path', type: 'text' },
    {
      key: 'idPath',
      label: 'Player id path',
      type: 'text',
      hint: 'Rows without an id are hidden players, never merged',
    },
    {
      key: 'hiddenNames',
      label: 'Names of hidden players',
      type: 'list',
      hint: 'e.g. Hidden User; such rows are never merged',
    },
    { key: 'amountUnit', label: 'Amounts in', type: 'select', options: ['units', 'cents'] },
    { key: 'startParam', label: 'Start parameter', type: 'text' },
    { key: 'endParam', label: 'End parameter', type: 'text', hint: 'Empty if the API takes none' },
    {
      key: 'rangeFormat',
      label: 'Range format',
      type: 'select',
      options: ['iso', 'date', 'epoch-s', 'epoch-ms'],
    },
    { key: 'feedTimeZone', label: 'Feed time zone', type: 'text' },
  ],
  csv: [],
};

/** Form values (strings and booleans) from a stored, masked config. */
export function formValues(
  kind: FeedKindOption,
  config: Record<string, unknown>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const f of FEED_FIELDS[kind]) {
    const v = config[f.key];
    if (f.type === 'checkbox') out[f.key] = typeof v === 'boolean' ? v : f.defaultValue === true;
    else if (f.type === 'list') out[f.key] = Array.isArray(v) ? v.join(', ') : '';
    else if (f.type === 'lines' && v && typeof v === 'object')
      out[f.key] = Object.entries(v)
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\n');
    else out[f.key] = typeof v === 'string' ? v : (f.options?.[0] ?? '');
  }
  return out;
}

/** The config to send: empty optional fields left out; a masked secret is kept by the server. */
export function toConfig(
  kind: FeedKindOption,
  values: Record<string, string | boolean>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FEED_FIELDS[kind]) {
    const v = values[f.key];
    if (f.type === 'checkbox') out[f.key] = v === true;
    else if (f.type === 'list') {
      const list = String(v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length) out[f.key] = list;
    } else if (typeof v === 'string' && v.trim() !== '')
      out[f.key] = f.type === 'secret' || f.key === 'secretPrefix' ? v : v.trim();
  }
  return out;
}
