import { screen } from '@testing-library/react';
import { player } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { RankedList } from './ranked-list';

/** The rank column's width as the page's styles set it. */
const rankWidth = () => getComputedStyle(screen.getByRole('columnheader', { name: 'Rank' })).width;

describe('RankedList', () => {
  it('keeps its rank column for short ranks and widens it for a deep page’s', () => {
    const { unmount } = renderWithProviders(
      <RankedList players={[player({ rank: 4 }), player({ rank: 99 })]} prizes={[]} symbol="$" />,
    );
    expect(rankWidth()).toBe('64px');
    unmount();
    // "#12345": six characters fit without being cut.
    renderWithProviders(
      <RankedList
        players={[player({ rank: 12_340 }), player({ rank: 12_345 })]}
        prizes={[]}
        symbol="$"
      />,
    );
    expect(rankWidth()).toBe(`${6 * 12 + 24}px`);
    expect(screen.getByText('#12345')).toBeInTheDocument();
  });
});
