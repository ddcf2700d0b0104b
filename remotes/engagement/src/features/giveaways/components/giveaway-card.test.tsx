import { fireEvent, screen, within } from '@testing-library/react';
import type { Giveaway } from '@lobby/contract-engagement';
import { renderRoutesAt } from '../../../testing/render';
import { ended, giveaway } from '../testing/fixtures';
import { GiveawayCard } from './giveaway-card';

const renderCard = (g: Giveaway) =>
  renderRoutesAt('/raffles', { '/raffles': <GiveawayCard giveaway={g} /> });

/** The card's header: the box holding the picture or its fallback (first child of the media). */
const header = (card: HTMLElement) => card.firstElementChild!.firstElementChild as HTMLElement;

describe('GiveawayCard', () => {
  it('draws a designed header with the prize icon and the title when there is no picture', () => {
    renderCard(
      giveaway({
        title: 'Weekend Spin Bundle',
        image: null,
        prize_type: 'custom',
        prize_description: 'Weekend Spin Bundle',
        status: 'pending',
      }),
    );
    const card = screen.getByRole('article', { name: 'Weekend Spin Bundle' });
    const box = header(card);
    // No lone initial letter, no picture: the title and the prize's icon, hidden from assistive
    // technology (the heading below says the title).
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).queryByText('W')).not.toBeInTheDocument();
    const art = within(box).getByText('Weekend Spin Bundle');
    expect(art.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(art.parentElement!.querySelector('svg')).not.toBeNull();
    expect(within(card).getByText('PENDING')).toBeInTheDocument();
  });

  it('gives a card without a picture the same header box as a card with one', () => {
    renderRoutesAt('/raffles', {
      '/raffles': (
        <>
          <GiveawayCard giveaway={giveaway({ id: 1, title: 'Pictured', image: '/media/a.svg' })} />
          <GiveawayCard giveaway={giveaway({ id: 2, title: 'Plain', image: null })} />
        </>
      ),
    });
    const pictured = header(screen.getByRole('article', { name: 'Pictured' }));
    const plain = header(screen.getByRole('article', { name: 'Plain' }));
    // One styled box (fixed aspect ratio, overflow hidden) for both: the height never depends on
    // the picture (jsdom computes no aspect-ratio, so the shared class is what can be checked).
    expect(pictured.className).not.toBe('');
    expect(plain.className).toBe(pictured.className);
    expect(pictured.querySelector('img')).not.toBeNull();
    expect(plain.querySelector('img')).toBeNull();
  });

  it('shows the picture in the same box, and the fallback when the picture fails to load', () => {
    renderCard(ended({ title: 'Lobby Hoodie Giveaway', image: '/media/hoodie.svg' }));
    const card = screen.getByRole('article', { name: 'Lobby Hoodie Giveaway' });
    const box = header(card);
    const img = box.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/hoodie.svg');
    expect(img).toHaveAttribute('alt', '');
    fireEvent.error(img);
    expect(box.querySelector('img')).toBeNull();
    expect(within(box).getByText('Lobby Hoodie Giveaway')).toBeInTheDocument();
  });

  it('puts the status badge on an opaque chip over the picture', () => {
    renderCard(ended({ image: '/media/light.svg' }));
    const badge = screen.getByText('ENDED');
    // The chip behind the see-through badge tint is the page's dark background (#0b0e17).
    expect(badge.parentElement).toHaveStyle({ background: '#0b0e17' });
  });
});
