import { render, screen, within } from '@testing-library/react';
import { VisuallyHidden } from '../components/visually-hidden';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { DataTable, headerText } from './data-table';

type Row = { id: number; action: string; who: string };
const rows: Row[] = [
  { id: 1, action: 'site.update', who: 'admin' },
  { id: 2, action: 'affiliate.create', who: 'moderator' },
];

function renderTable() {
  return render(
    <LobbyThemeProvider>
      <DataTable
        caption="Staff actions"
        rowKey={(r) => r.id}
        rows={rows}
        columns={[
          { key: 'action', header: 'Action', render: (r) => r.action },
          {
            key: 'who',
            header: (
              <>
                Staff <small>member</small>
              </>
            ),
            render: (r) => <strong>{r.who}</strong>,
          },
          {
            key: 'tools',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            render: (r) => <button type="button">Open {r.id}</button>,
            align: 'right',
          },
          { key: 'blank', header: '', render: () => '-' },
          { key: 'notes', header: 'Notes', render: () => 'long text', stackedLabel: 'above' },
        ]}
      />
    </LobbyThemeProvider>,
  );
}

describe('DataTable at phone width (stacked rows)', () => {
  it("labels every cell with its column's header text, for the stacked card layout", () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Staff actions' });
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'Action',
      'Staff member',
      'Actions',
      '',
      'Notes',
    ]);
    // Wide content can ask for its label above it, taking the card's full width.
    expect(cells.map((c) => c.getAttribute('data-stack'))).toEqual([
      null,
      null,
      null,
      null,
      'above',
    ]);
    // The labels are attributes (drawn by CSS), so the cells' text and names stay the values.
    expect(cells[0]).toHaveTextContent(/^site\.update$/);
    expect(within(cells[2]!).getByRole('button', { name: 'Open 1' })).toBeInTheDocument();
  });

  it('switches to the stacked layout by the width of its own box, not the window', () => {
    renderTable();
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/container:\s*data-table\s*\/\s*inline-size/);
    expect(css).toMatch(/@container data-table \(max-width:\s*559px\)/);
    expect(css).toContain('attr(data-label)');
    // Only its own rows stack: a table inside a cell (an audit diff) keeps its layout.
    expect(css).toMatch(/>tbody>tr\[data-row\]>td\{/);
    const stacked = /@container data-table[^]*?\}\}/.exec(css)?.[0] ?? '';
    expect(stacked).toContain('display:block');
    expect(stacked).not.toMatch(/[\s,{](thead|tbody|tr|td)\b/);
  });

  it('keeps the table, its caption and its column headers for assistive technology', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Staff actions' });
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Staff actions' })).toHaveAttribute('tabindex', '0');
  });
});

describe('headerText', () => {
  it('reads strings, numbers, fragments and nested elements; nothing else', () => {
    expect(headerText('Name')).toBe('Name');
    expect(headerText(42)).toBe('42');
    expect(
      headerText(
        <span>
          Paid <em>out</em>
        </span>,
      ),
    ).toBe('Paid out');
    expect(headerText(null)).toBe('');
    expect(headerText(true)).toBe('');
  });
});
