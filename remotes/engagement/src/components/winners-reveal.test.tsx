import { render, screen } from '@testing-library/react';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { WinnersReveal } from './winners-reveal';

const show = (drawnAt: string | null, winners: string[]) => (
  <LobbyThemeProvider>
    <WinnersReveal drawnAt={drawnAt} winners={winners} />
  </LobbyThemeProvider>
);

function motion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (q: string) => ({ matches: reduce && q.includes('reduce'), media: q }),
  });
}

describe('WinnersReveal', () => {
  it('reveals the winners when the draw happens while the page is open', () => {
    motion(false);
    const { rerender } = render(show(null, []));
    expect(screen.queryByRole('status', { name: 'The draw' })).not.toBeInTheDocument();
    rerender(show('2026-11-27T05:00:00.000Z', ['alice', 'bob']));
    const box = screen.getByRole('status', { name: 'The draw' });
    expect(box).toHaveTextContent('The winners are drawn!');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['alice', 'bob']);
    expect(getComputedStyle(items[1]!).animation).toMatch(/0\.6s/);
  });

  it('shows them at once, without movement, under prefers-reduced-motion', () => {
    motion(true);
    const { rerender } = render(show(null, []));
    rerender(show('2026-11-27T05:00:00.000Z', ['alice']));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('alice');
    expect(getComputedStyle(item).animation).toBe('');
  });

  it('shows nothing on a page opened after the draw (the winners list says it)', () => {
    motion(false);
    render(show('2026-11-27T05:00:00.000Z', ['alice']));
    expect(screen.queryByRole('status', { name: 'The draw' })).not.toBeInTheDocument();
  });
});
