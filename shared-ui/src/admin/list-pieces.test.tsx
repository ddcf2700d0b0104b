import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { AdminSection } from './form-layout';
import { useListParams, useUrlFilters } from './list-params';
import { AdminListState } from './list-state';
import { PagedDataTable, pageRangeText } from './paged-table';
import { AdminQueueList } from './queue-list';
import { ActionNotice, RowActionDialog, useRowAction } from './row-action';
import { AdminSearchField } from './search-field';
import { AdminStatusFilter } from './status-filter';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{`${l.pathname}${l.search}`}</div>;
}

const wrap = (ui: ReactNode, path = '/list') =>
  render(
    <LobbyThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Where />
      </MemoryRouter>
    </LobbyThemeProvider>,
  );

const STATUSES = ['pending', 'done', 'all'] as const;
type Status = (typeof STATUSES)[number];
const OPTIONS = [
  { value: 'pending' as const, label: 'Pending' },
  { value: 'done' as const, label: 'Done' },
  { value: 'all' as const, label: 'All' },
];

function Queue() {
  const { status, page, setStatus, setPage } = useListParams<Status>(STATUSES, 'pending');
  return (
    <>
      <AdminStatusFilter
        label="Filter things"
        options={OPTIONS}
        value={status}
        onChange={setStatus}
      />
      <p>{`status ${status}, page ${page}`}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        next page
      </button>
    </>
  );
}

describe('useListParams + AdminStatusFilter', () => {
  it('reads status and page from the address; unknown values fall back', () => {
    wrap(<Queue />, '/list?status=nope&page=-2');
    expect(screen.getByText('status pending, page 1')).toBeInTheDocument();
  });

  it('keeps the status in the address, a new status goes back to page 1', async () => {
    const user = userEvent.setup();
    wrap(<Queue />, '/list?status=done&page=3&keep=1');
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('done');
    expect(screen.getByText('status done, page 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/list?status=done&page=4&keep=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/list?status=all&keep=1'),
    );
    expect(screen.getByText('status all, page 1')).toBeInTheDocument();
    // The default status leaves the address clean.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/list\?keep=1$/));
  });
});

function Search() {
  const { values, set } = useUrlFilters({ q: '', sort: 'new' }, { sort: ['new', 'old'] });
  const [text, setText] = useState(values.q);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        set({ q: text.trim() });
      }}
    >
      <input aria-label="q" value={text} onChange={(e) => setText(e.target.value)} />
      <p>{`q=${values.q} sort=${values.sort}`}</p>
    </form>
  );
}

describe('useUrlFilters', () => {
  it('applies a submitted search after the submit event, dropping the page', async () => {
    const user = userEvent.setup();
    wrap(<Search />, '/list?sort=bad&page=2');
    expect(screen.getByText('q= sort=new')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'q' }), ' llama {Enter}');
    expect(await screen.findByText('q=llama sort=new')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/list?sort=bad&q=llama');
  });
});

describe('AdminSearchField', () => {
  it('is a labelled search box', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    wrap(<AdminSearchField value="" onChange={onChange} placeholder="Name" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', '200');
  });
});

type Row = { id: number; name: string };
const columns = [{ key: 'name', header: 'Name', render: (r: Row) => r.name }];

describe('PagedDataTable', () => {
  it('shows the page, the range and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const page = {
      data: [{ id: 26, name: 'Row 26' }],
      current_page: 2,
      last_page: 3,
      per_page: 25,
      total: 51,
    };
    wrap(
      <PagedDataTable
        caption="Rows"
        columns={columns}
        rowKey={(r) => r.id}
        page={page}
        onPageChange={onPageChange}
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Rows' })).getByText('Row 26'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 26–26 of 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('loading, error and empty have no pager; a page past the end offers the last one', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = wrap(
      <PagedDataTable
        caption="Rows"
        columns={columns}
        rowKey={(r) => r.id}
        page={undefined}
        loading
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    const past = { data: [], current_page: 9, last_page: 2, per_page: 25, total: 30 };
    rerender(
      <LobbyThemeProvider>
        <MemoryRouter>
          <PagedDataTable
            caption="Rows"
            columns={columns}
            rowKey={(r) => r.id}
            page={past}
            onPageChange={onPageChange}
          />
        </MemoryRouter>
      </LobbyThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    const none = { data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 };
    rerender(
      <LobbyThemeProvider>
        <MemoryRouter>
          <PagedDataTable
            caption="Rows"
            columns={columns}
            rowKey={(r) => r.id}
            page={none}
            empty="Nothing."
            onPageChange={onPageChange}
          />
        </MemoryRouter>
      </LobbyThemeProvider>,
    );
    expect(screen.getByText('Nothing.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('says the range of a page', () => {
    expect(pageRangeText({ current_page: 1, last_page: 1, per_page: 25, total: 0 }, 0)).toBe(
      '0 of 0',
    );
    expect(pageRangeText({ current_page: 3, last_page: 5, per_page: 10, total: 1234 }, 10)).toBe(
      'Showing 21–30 of 1,234',
    );
  });
});

function Refund({ run }: { run: (id: number) => Promise<string> }) {
  const action = useRowAction({
    run,
    onSuccess: (msg: string) => `Done: ${msg}`,
    errorText: (e) => (e instanceof Error ? e.message : 'Failed'),
  });
  return (
    <>
      <ActionNotice>{action.notice}</ActionNotice>
      <button type="button" onClick={() => action.open(7)}>
        Refund #7
      </button>
      <RowActionDialog action={action} title="Refund this?" confirmLabel="Refund" tone="danger">
        {(id) => <p>{`Order #${id} is refunded.`}</p>}
      </RowActionDialog>
    </>
  );
}

describe('useRowAction + RowActionDialog', () => {
  it('asks first, is busy while it runs, keeps a failure in the dialog, then leaves a notice', async () => {
    const user = userEvent.setup();
    let finish: (v: string) => void = () => {};
    let fail = true;
    const run = jest.fn((id: number) =>
      fail ? Promise.reject(new Error(`#${id} is gone`)) : new Promise<string>((r) => (finish = r)),
    );
    wrap(<Refund run={run} />);
    await user.click(screen.getByRole('button', { name: 'Refund #7' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund this?' });
    expect(dialog).toHaveTextContent('Order #7 is refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('#7 is gone');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('button', { name: 'Working...' })).toBeDisabled();
    await act(async () => finish('refunded'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Done: refunded');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('Cancel closes without running', async () => {
    const user = userEvent.setup();
    const run = jest.fn();
    wrap(<Refund run={run} />);
    await user.click(screen.getByRole('button', { name: 'Refund #7' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('AdminListState', () => {
  it('shows loading, the error with Retry, empty, or the list', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    const { rerender } = render(
      <LobbyThemeProvider>
        <AdminListState loading empty={null} loadingLabel="Loading messages...">
          <ul aria-label="Items" />
        </AdminListState>
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
    rerender(
      <LobbyThemeProvider>
        <AdminListState loading={false} error="Failed to load." onRetry={retry} empty={null}>
          <ul aria-label="Items" />
        </AdminListState>
      </LobbyThemeProvider>,
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
    rerender(
      <LobbyThemeProvider>
        <AdminListState loading={false} empty="No messages.">
          <ul aria-label="Items" />
        </AdminListState>
      </LobbyThemeProvider>,
    );
    expect(screen.getByText('No messages.')).toBeInTheDocument();
    rerender(
      <LobbyThemeProvider>
        <AdminListState loading={false} empty={null}>
          <ul aria-label="Items" />
        </AdminListState>
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
  });
});

describe('AdminSection', () => {
  it('is a section landmark when named', () => {
    render(
      <LobbyThemeProvider>
        <AdminSection aria-label="Session">
          <h2>Session</h2>
        </AdminSection>
      </LobbyThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Session' })).toBeInTheDocument();
  });
});

function Inbox({ refetch }: { refetch: () => void }) {
  const params = useListParams<Status>(STATUSES, 'pending');
  const rows = {
    pending: [{ id: 1, name: 'Open one' }],
    done: [{ id: 2, name: 'Closed one' }],
    all: [],
  };
  const load = {
    data: {
      data: rows[params.status],
      current_page: params.page,
      last_page: 2,
      per_page: 1,
      total: 2,
    },
    isPending: false,
    isError: params.status === 'all',
    refetch,
  };
  return (
    <AdminQueueList<Row, Status>
      caption="Inbox"
      filter={{ label: 'Filter inbox', options: OPTIONS }}
      params={params}
      load={load}
      loadError="Failed to load the inbox."
      action={{
        notice: params.status === 'pending' ? 'Refunded #3.' : null,
        clearNotice: () => {},
      }}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}

describe('AdminQueueList', () => {
  it('filters by status, shows the notice, pages, and retries a failed load', async () => {
    const user = userEvent.setup();
    const refetch = jest.fn();
    wrap(<Inbox refetch={refetch} />);
    expect(screen.getByRole('status')).toHaveTextContent('Refunded #3.');
    expect(
      within(screen.getByRole('table', { name: 'Inbox' })).getByText('Open one'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/list?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    expect(await screen.findByText('Closed one')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/list?status=done');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the inbox.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });
});
