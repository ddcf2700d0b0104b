import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlFilters } from './list-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/list?page=3']}>{children}</MemoryRouter>
);

describe('useUrlFilters', () => {
  it('keeps every change asked in the same moment (the router reads only the last render)', async () => {
    const { result } = renderHook(
      () => ({
        filters: useUrlFilters({ status: '', priority: '', q: '' }),
        location: useLocation(),
      }),
      { wrapper },
    );
    act(() => {
      result.current.filters.set({ status: 'open' });
      result.current.filters.set({ priority: 'high' });
      result.current.filters.set({ q: 'withdrawal' });
    });
    await waitFor(() =>
      expect(result.current.filters.values).toEqual({
        status: 'open',
        priority: 'high',
        q: 'withdrawal',
      }),
    );
    // A filter change starts again at page 1; the defaults leave the address clean.
    expect(result.current.location.search).toBe('?status=open&priority=high&q=withdrawal');
    act(() => result.current.filters.set({ status: '' }));
    await waitFor(() => expect(result.current.location.search).toBe('?priority=high&q=withdrawal'));
    act(() => result.current.filters.setPage(2));
    expect(result.current.location.search).toBe('?priority=high&q=withdrawal&page=2');
  });
});
