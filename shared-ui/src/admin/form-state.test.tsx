import { renderHook } from '@testing-library/react';
import { failureBanner, useFieldErrors } from './form-state';

const refusal = (errors: Record<string, string[]>) => ({ errors });

describe('useFieldErrors', () => {
  it("drops a field's message once its value differs from the one refused, and only that one", () => {
    const error = refusal({
      name: ['Name is required'],
      price: ['Price must be at least 100'],
      'prizes.0': ['Points must be above 0'],
    });
    const { result, rerender } = renderHook(
      ({ err, values }: { err: unknown; values: object }) => useFieldErrors(err, values),
      { initialProps: { err: error as unknown, values: { name: '', price: '50' } } },
    );
    expect(result.current).toEqual({
      name: 'Name is required',
      price: 'Price must be at least 100',
      'prizes.0': 'Points must be above 0',
    });
    // The name is typed: its message goes; the price's stays, and so does a key of no field.
    rerender({ err: error, values: { name: 'Sticker Pack', price: '50' } });
    expect(result.current).toEqual({
      price: 'Price must be at least 100',
      'prizes.0': 'Points must be above 0',
    });
    // Back to the refused value: the message says it again.
    rerender({ err: error, values: { name: '', price: '50' } });
    expect(result.current.name).toBe('Name is required');
    // A new refusal is measured from the values it refused.
    const again = refusal({ price: ['Price must be at least 100'] });
    rerender({ err: again, values: { name: 'Sticker Pack', price: '60' } });
    expect(result.current).toEqual({ price: 'Price must be at least 100' });
    rerender({ err: again, values: { name: 'Sticker Pack', price: '150' } });
    expect(result.current).toEqual({});
    // No error, no messages.
    rerender({ err: null, values: { name: 'Sticker Pack', price: '150' } });
    expect(result.current).toEqual({});
  });

  it('follows a message keyed by the payload to the field the form names otherwise', () => {
    const error = refusal({ max_purchases_per_user: ['Limit per member must be at least 1'] });
    const fieldOf = { max_purchases_per_user: 'limit' };
    const { result, rerender } = renderHook(
      ({ values }: { values: object }) => useFieldErrors(error, values, fieldOf),
      { initialProps: { values: { limit: '0' } } },
    );
    expect(result.current).toEqual({
      max_purchases_per_user: 'Limit per member must be at least 1',
    });
    rerender({ values: { limit: '' } });
    expect(result.current).toEqual({});
  });

  it('keeps every message until the next save without the values', () => {
    const error = refusal({ name: ['Name is required'] });
    const { result } = renderHook(() => useFieldErrors(error));
    expect(result.current).toEqual({ name: 'Name is required' });
  });
});

describe('failureBanner', () => {
  const aboutFields = refusal({ name: ['Name is required'] });
  it('keeps the text while a field message shows, drops it once none does', () => {
    expect(failureBanner(aboutFields, { name: 'Name is required' }, 'Invalid')).toBe('Invalid');
    expect(failureBanner(aboutFields, {}, 'Invalid')).toBeNull();
  });
  it('keeps a failure that is not about fields, and says nothing without one', () => {
    expect(failureBanner(new Error('offline'), {}, 'Could not reach the server')).toBe(
      'Could not reach the server',
    );
    expect(failureBanner(null, {}, null)).toBeNull();
  });
});
