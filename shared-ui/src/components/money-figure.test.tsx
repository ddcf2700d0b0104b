import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { formatMoneyCompact } from '../format/format';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { MoneyFigure } from './money-figure';

/** Makes `matchMedia` answer as a viewport `width` px wide. */
function setViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: !max || width <= Number(max[1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

const renderFigure = (ui: ReactElement) => render(<LobbyThemeProvider>{ui}</LobbyThemeProvider>);

describe('formatMoneyCompact', () => {
  it('keeps three significant figures past the thousands and small sums whole', () => {
    expect(formatMoneyCompact(2_767_123)).toBe('$2.77M');
    expect(formatMoneyCompact(41_234, '€')).toBe('€41.2K');
    expect(formatMoneyCompact(123_456)).toBe('$123K');
    expect(formatMoneyCompact(1_005_000_000)).toBe('$1.01B');
    expect(formatMoneyCompact(950.4)).toBe('$950');
  });
});

describe('MoneyFigure', () => {
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows the full figure on a wide screen, unbroken', () => {
    setViewport(1400);
    renderFigure(<MoneyFigure value={2_767_123.4} />);
    const figure = screen.getByText('$2,767,123');
    expect(figure).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a phone shows the short form, keeps the full one in its name and shows it on tap', async () => {
    setViewport(390);
    const user = userEvent.setup();
    renderFigure(<MoneyFigure value={2_767_123.4} />);
    const toggle = screen.getByRole('button', { name: '$2.77M ($2,767,123)' });
    expect(toggle).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The full figure shows next to the toggle (in a portal: cells cut what overflows them).
    expect(document.body).toHaveTextContent('$2,767,123');
    expect(within(toggle).queryByText('$2,767,123')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the tip open and beside its figure when the page scrolls just after the tap', async () => {
    setViewport(390);
    const user = userEvent.setup();
    renderFigure(<MoneyFigure value={3_046_658} />);
    const toggle = screen.getByRole('button', { name: '$3.05M ($3,046,658)' });
    let top = 500;
    toggle.getBoundingClientRect = () =>
      ({ left: 100, width: 60, top, bottom: top + 20, right: 160, height: 20 }) as DOMRect;
    await user.click(toggle);
    const tip = () => screen.getByText('$3,046,658', { exact: true });
    expect(tip().style.top).toBe('500px');
    // The scroll that brought the figure into view is reported on the next frame, after the tap.
    top = 300;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(tip().style.top).toBe('300px');
    // Scrolled off the screen: the tip goes.
    top = -200;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('$3,046,658', { exact: true })).not.toBeInTheDocument();
  });

  it('leaves a figure that is already short as it is', () => {
    setViewport(390);
    renderFigure(<MoneyFigure value={950} compact="always" />);
    expect(screen.getByText('$950')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the short form everywhere when asked to', () => {
    setViewport(1400);
    renderFigure(<MoneyFigure value={41_234} symbol="€" compact="always" />);
    expect(screen.getByRole('button', { name: '€41.2K (€41,234)' })).toBeInTheDocument();
  });
});
