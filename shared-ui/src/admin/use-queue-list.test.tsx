import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { AdminQueueList } from './queue-list';
import { RowActionDialog } from './row-action';
import { useQueueList } from './use-queue-list';

const STATUSES = ['pending', 'done', 'all'] as const;
type Status = (typeof STATUSES)[number];
const OPTIONS = STATUSES.map((value) => ({ value, label: value }));

interface Row {
  id: number;
  name: string;
}

const pageOf = (data: Row[], current_page = 1, last_page = 1) => ({
  data,
  current_page,
  last_page,
  per_page: 2,
  total: last_page * 2,
});

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.search}</div>;
}

function setup({ failAction = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const load = jest.fn(async (status: Status, page: number) =>
    pageOf([{ id: page, name: `${status} ${page}` }], page, 2),
  );
  const run = jest.fn(async (row: Row) => {
    if (failAction) throw new Error('already handled');
    return { id: row.id };
  });
  const onError = jest.fn();
  function Queue() {
    const { params, list, action } = useQueueList({
      statuses: STATUSES,
      queryKey: (status, page) => ['things', status, page],
      load,
      meta: { log: 'ignored here' },
      action: {
        run,
        refresh: [['things'], ['public']],
        onSuccess: (res) => `Done #${res.id}.`,
        onError,
        errorText: (e) => (e instanceof Error ? e.message : 'Failed'),
      },
    });
    return (
      <>
        <AdminQueueList
          caption="Things"
          filter={{ label: 'Filter things', options: OPTIONS }}
          params={params}
          load={list}
          action={action}
          loadError="Failed to load things."
          rowKey={(r) => r.id}
          empty="Nothing"
          columns={[
            { key: 'name', header: 'Name', render: (r) => r.name },
            {
              key: 'go',
              header: 'Actions',
              render: (r) => (
                <button type="button" onClick={() => action.open(r)}>
                  Handle {r.name}
                </button>
              ),
            },
          ]}
        />
        <RowActionDialog action={action} title="Handle it?" confirmLabel="Handle">
          {(r) => <p>About {r.name}</p>}
        </RowActionDialog>
      </>
    );
  }
  // A query the action names second (not the queue's): refreshed after a success only.
  client.setQueryData(['public'], 'public data');
  render(
    <QueryClientProvider client={client}>
      <LobbyThemeProvider>
        <MemoryRouter initialEntries={['/queue?page=2']}>
          <Queue />
          <Where />
        </MemoryRouter>
      </LobbyThemeProvider>
    </QueryClientProvider>,
  );
  return { client, load, run, onError };
}

describe('useQueueList', () => {
  it('loads the page of the status in the address; the first status is the default', async () => {
    const { load } = setup();
    expect(await screen.findByText('pending 2')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('pending', 2);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'done');
    expect(await screen.findByText('done 1')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?status=done');
  });

  it('runs the confirmed action, refreshes what it changed and leaves its notice', async () => {
    const { client, load, run } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Handle pending 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Handle it?' });
    expect(within(dialog).getByText('About pending 2')).toBeInTheDocument();
    const loads = load.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Handle' }));
    expect(await screen.findByText('Done #2.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith({ id: 2, name: 'pending 2' });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loads));
    expect(client.getQueryState(['public'])?.isInvalidated).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after a failure keeps it in the dialog and reloads the queue only', async () => {
    const { client, load, onError } = setup({ failAction: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Handle pending 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Handle it?' });
    const loads = load.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Handle' }));
    expect(await within(dialog).findByText('already handled')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { id: 2, name: 'pending 2' });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loads));
    expect(client.getQueryState(['public'])?.isInvalidated).toBe(false);
  });
});
