import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, createQueryClient } from '@lobby/shared-api';
import { useRecordSave } from './use-record-save';

interface Thing {
  id: number;
  name: string;
}

function setup(id: number | null) {
  const client = createQueryClient({ queries: { retry: false } });
  client.setQueryData(['things', 'list'], []);
  client.setQueryData(['public'], 'public');
  const create = jest.fn(async (body: { name: string }) => ({
    message: 'Created.',
    data: { id: 9, name: body.name },
  }));
  const update = jest.fn(async (thing: number, body: { name: string }) => {
    if (!body.name) throw new ApiError('Fix the fields.', 422, { name: ['Name is required'] });
    return { data: { id: thing, name: body.name } };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/things/new']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      saving: useRecordSave<{ name: string }, Thing>({
        id,
        create,
        update,
        refresh: [['things'], ['public']],
        detailKey: (thing) => ['things', thing],
        pathOf: (thing) => `/things/${thing}`,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
  return { client, create, update, hook };
}

describe('useRecordSave', () => {
  it('creates a new record, refreshes what shows it, keeps it as its detail and opens its page', async () => {
    const { client, create, hook } = setup(null);
    act(() => hook.result.current.saving.submit({ name: 'Hoodie' }));
    await waitFor(() => expect(hook.result.current.saving.status.saved).toBe('Created.'));
    expect(create).toHaveBeenCalledWith({ name: 'Hoodie' });
    expect(client.getQueryData(['things', 9])).toEqual({ id: 9, name: 'Hoodie' });
    expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['public'])?.isInvalidated).toBe(true);
    // The move to the new record's page renders after the notice.
    await waitFor(() => expect(hook.result.current.location.pathname).toBe('/things/9'));
  });

  it('updates an existing record in place; a failure gives its field messages, a new try clears the notice', async () => {
    const { update, hook } = setup(4);
    act(() => hook.result.current.saving.submit({ name: 'Cap' }));
    await waitFor(() => expect(hook.result.current.saving.status.saved).toBe('Saved.'));
    expect(update).toHaveBeenCalledWith(4, { name: 'Cap' });
    expect(hook.result.current.location.pathname).toBe('/things/new');

    act(() => hook.result.current.saving.submit({ name: '' }));
    expect(hook.result.current.saving.status.saved).toBeNull();
    await waitFor(() => expect(hook.result.current.saving.status.error).toBe('Fix the fields.'));
    expect(hook.result.current.saving.errors).toEqual({ name: 'Name is required' });
    expect(hook.result.current.saving.status.fieldErrors).toEqual({ name: 'Name is required' });
  });
});
