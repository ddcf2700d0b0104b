import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { AdminFormField } from './form-field';

const rows = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];
type Row = { id: number; name: string };
const columns = [{ key: 'name', header: 'Name', render: (r: Row) => r.name }];

function table(props: Partial<Parameters<typeof DataTable<{ id: number; name: string }>>[0]>) {
  return render(
    <LobbyThemeProvider>
      <DataTable caption="Things" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />
    </LobbyThemeProvider>,
  );
}

describe('DataTable', () => {
  it('lists rows under its headers', () => {
    table({});
    const t = screen.getByRole('table', { name: 'Things' });
    expect(within(t).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(t).getAllByRole('row')).toHaveLength(3);
  });

  it('shows loading, empty and error rows spanning the columns', async () => {
    const { rerender } = table({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(
      <LobbyThemeProvider>
        <DataTable
          caption="Things"
          columns={columns}
          rows={[]}
          rowKey={(r) => r.id}
          empty="None yet."
        />
      </LobbyThemeProvider>,
    );
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    const retry = jest.fn();
    rerender(
      <LobbyThemeProvider>
        <DataTable
          caption="Things"
          columns={columns}
          rows={undefined}
          rowKey={(r) => r.id}
          error="Could not load."
          onRetry={retry}
        />
      </LobbyThemeProvider>,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('AdminFormField', () => {
  it('ties the control to its label, hint and error', () => {
    render(
      <LobbyThemeProvider>
        <AdminFormField label="Name" hint="Shown publicly" error="Name is required">
          {(p) => <input {...p} />}
        </AdminFormField>
      </LobbyThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown publicly Name is required');
  });
});

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <LobbyThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete it?"
        tone="danger"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </LobbyThemeProvider>
  );
}

describe('ConfirmDialog', () => {
  it('focuses Cancel, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const confirm = jest.fn();
    render(<Harness onConfirm={confirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
