import { render, screen, within } from '@testing-library/react';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { FactList } from './fact-list';

const renderList = (ui: React.ReactElement) =>
  render(<LobbyThemeProvider>{ui}</LobbyThemeProvider>);

describe('FactList', () => {
  it('shows each label as a term over its value and leaves a null out', () => {
    renderList(
      <FactList
        aria-label="Sync status"
        facts={[
          { label: 'Rows', value: '1,204' },
          null,
          { label: 'Last sync', value: 'Never', className: 'muted' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Sync status');
    expect(list.tagName).toBe('DL');
    const rows = Array.from(list.children);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('term')).toHaveTextContent('Rows');
    expect(within(rows[0] as HTMLElement).getByRole('definition')).toHaveTextContent('1,204');
    expect(within(rows[1] as HTMLElement).getByRole('definition')).toHaveClass('muted');
  });

  it('takes a node as a value and lets a wide one span the row', () => {
    renderList(
      <FactList
        aria-label="Feed"
        facts={[
          { label: 'Status', value: <strong>Failing</strong> },
          { label: 'Error', value: 'HTTP 502 from the casino', wide: true },
        ]}
      />,
    );
    const status = screen.getByText('Failing');
    expect(status.tagName).toBe('STRONG');
    expect(status.closest('dd')).not.toBeNull();
    expect(screen.getByText('HTTP 502 from the casino').parentElement).toHaveStyle({
      gridColumn: '1 / -1',
    });
  });

  it('wraps as many columns as fit unless told how many', () => {
    const { rerender } = renderList(
      <FactList aria-label="Auto" facts={[{ label: 'A', value: 1 }]} minColumnWidth={120} />,
    );
    expect(screen.getByLabelText('Auto')).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    });
    rerender(
      <LobbyThemeProvider>
        <FactList
          aria-label="Auto"
          facts={[{ label: 'A', value: 1 }]}
          columns={3}
          valueWeight={700}
        />
      </LobbyThemeProvider>,
    );
    expect(screen.getByLabelText('Auto')).toHaveStyle({
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    });
    expect(screen.getByRole('definition')).toHaveStyle({ fontWeight: '700' });
  });
});
