import { FEED_KIND_OPTIONS } from '@lobby/contract-community';
import { maskSecret, redactSecrets } from './errors';
import {
  FEED_KINDS,
  feedAdapters,
  feedSecrets,
  getFeedAdapter,
  keepUnchangedSecrets,
  maskFeedConfig,
  validateFeedConfig,
} from './registry';

describe('the adapter registry', () => {
  it('lists every adapter under its kind, each describing its settings', () => {
    expect(FEED_KINDS).toEqual(FEED_KIND_OPTIONS.filter((k) => k !== 'csv'));
    for (const kind of FEED_KINDS) {
      const a = feedAdapters[kind];
      expect(a.kind).toBe(kind);
      expect(a.label).toBeTruthy();
      expect(a.secretFields.length).toBeGreaterThan(0);
    }
    expect(getFeedAdapter('nope')).toBeUndefined();
    expect(getFeedAdapter('toString')).toBeUndefined();
  });

  it('validates settings into the contract’s per-field errors', () => {
    expect(
      validateFeedConfig('rainbet', { baseUrl: 'https://api.rainbet.example/', key: 'k-123' }),
    ).toEqual({
      ok: true,
      config: {
        baseUrl: 'https://api.rainbet.example',
        key: 'k-123',
        endDateInclusive: true,
        weighted: false,
      },
    });
    expect(
      validateFeedConfig('rainbet', { baseUrl: 'https://x.example/?a=1', key: 'has space' }),
    ).toEqual({
      ok: false,
      errors: {
        baseUrl: ['The base URL cannot have a query (?…) or a fragment (#…)'],
        key: ['The API key can only contain printable characters without spaces'],
      },
    });
    expect(validateFeedConfig('casino9000', {})).toEqual({
      ok: false,
      errors: { kind: ['Unknown feed type "casino9000"'] },
    });
  });

  it('shows secrets masked and keeps a stored secret the admin did not retype', () => {
    const stored = { baseUrl: 'https://r.example', token: 'tok_live_abcdefgh1234', userId: '42' };
    const shown = maskFeedConfig('roobet', stored);
    expect(shown).toEqual({ baseUrl: 'https://r.example', token: '••••1234', userId: '42' });
    expect(keepUnchangedSecrets('roobet', stored, { ...shown, userId: '43' })).toEqual({
      ...stored,
      userId: '43',
    });
    expect(keepUnchangedSecrets('roobet', stored, { ...shown, token: '' }).token).toBe(
      stored.token,
    );
    expect(keepUnchangedSecrets('roobet', stored, { ...shown, token: 'new-token-999' }).token).toBe(
      'new-token-999',
    );
    expect(keepUnchangedSecrets('roobet', null, { token: 'first' })).toEqual({ token: 'first' });
    expect(feedSecrets('roobet', stored)).toEqual([stored.token]);
  });
});

describe('secret masking', () => {
  it('shows at most the last 4 characters, and only of long secrets', () => {
    expect(maskSecret('abcdefghijkl')).toBe('••••ijkl');
    expect(maskSecret('short-key')).toBe('••••');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBe('');
  });

  it('redacts a secret as written, URL-encoded and form-encoded', () => {
    const secret = 'a+b/c d&e';
    const text = `raw ${secret} url ${encodeURIComponent(secret)} form ${new URLSearchParams({ k: secret }).toString()}`;
    expect(redactSecrets(text, [secret, undefined, ''])).toBe('raw *** url *** form k=***');
  });
});
