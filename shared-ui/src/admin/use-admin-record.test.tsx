import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { useAdminRecord } from './use-admin-record';

class Answer extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function setup(path: string, answers: Array<{ name: string } | number>, listFails = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const load = jest.fn(async (id: number) => {
    const next = answers.shift();
    if (typeof next === 'number') throw new Answer(next);
    return { data: { id, name: next?.name ?? '?' } };
  });
  const list = { isError: listFails, isPending: false, refetch: jest.fn() };
  function Page() {
    const { editing, detail, gate } = useAdminRecord({
      queryKey: (id) => ['things', id],
      load,
      noun: 'thing',
      title: 'Thing',
      notFoundTitle: 'Thing not found',
    });
    const shown = gate(<a href="/things">All things</a>, [list]);
    if (shown) return <>{shown}</>;
    return <h1>{editing ? `Edit ${detail.data?.name}` : 'New thing'}</h1>;
  }
  render(
    <QueryClientProvider client={client}>
      <LobbyThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/things/new" element={<Page />} />
            <Route path="/things/:id" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </LobbyThemeProvider>
    </QueryClientProvider>,
  );
  return { load, list };
}

describe('useAdminRecord', () => {
  it('loads the record of the id in the address', async () => {
    const { load } = setup('/things/7', [{ name: 'Lamp' }]);
    expect(await screen.findByRole('heading', { name: 'Edit Lamp' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(7);
  });

  it('loads nothing on a new page', async () => {
    const { load } = setup('/things/new', []);
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says an id that is no id or that the server does not know does not exist', async () => {
    const { load } = setup('/things/abc', []);
    expect(screen.getByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
    expect(screen.getByText('This thing does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All things' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the server answers 404', async () => {
    setup('/things/9', [404]);
    expect(await screen.findByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
  });

  it('offers Retry when the load fails, and shows the record once it loads', async () => {
    const user = userEvent.setup();
    setup('/things/3', [500, { name: 'Desk' }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the thing.');
    expect(screen.getByRole('heading', { name: 'Thing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Desk' })).toBeInTheDocument();
  });

  it('waits for and retries the other queries the form needs', async () => {
    const user = userEvent.setup();
    const { list } = setup('/things/new', [], true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the thing.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });
});
