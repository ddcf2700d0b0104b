import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import { contrastRatio } from '@lobby/shared-ui';
import { makeAffiliate } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import { PROMO_SCHEMES } from '../promo-schemes';

const server = setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

const LABELS = [
  'Home',
  'Bonus Hunts',
  'Raffles',
  'Tournaments',
  'Leaderboard',
  'Challenges',
  'VIP Rewards',
  'Wager Raffles',
  'Store',
  'Contact',
];

function nav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Sidebar', () => {
  it('lists the ten items in order with their paths', () => {
    renderShell({ path: '/' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(LABELS);
    expect(within(nav()).getByRole('link', { name: 'Wager Raffles' })).toHaveAttribute(
      'href',
      '/affiliate/wager-raffle',
    );
    expect(within(nav()).getByRole('link', { name: 'VIP Rewards' })).toHaveAttribute(
      'href',
      '/vip-rewards',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // every item carries an icon
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
  });

  it('highlights Home only on exactly /', () => {
    renderShell({ path: '/' });
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('highlights by prefix for the other items (a detail page keeps its section active)', () => {
    renderShell({ path: '/tournaments/42' });
    expect(within(nav()).getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not treat a path that merely starts with the same letters as a match', () => {
    renderShell({ path: '/raffles-archive' });
    expect(within(nav()).getByRole('link', { name: 'Raffles' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('highlights Wager Raffles on a wager raffle detail page', () => {
    renderShell({ path: '/affiliate/wager-raffle/3' });
    expect(within(nav()).getByRole('link', { name: 'Wager Raffles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Raffles' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves the highlight when navigating', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/' });
    await user.click(within(nav()).getByRole('link', { name: 'Store' }));
    expect(within(nav()).getByRole('link', { name: 'Store' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('Affiliate promo cards', () => {
  it('shows each affiliate with its logo, name and a Join Now link opening in a new tab', async () => {
    server.use(
      http.get('http://localhost/api/r/affiliates', () =>
        HttpResponse.json({
          success: true,
          data: [
            makeAffiliate(1, { name: 'Stake', logo_url: 'https://cdn.example.com/stake.png' }),
            makeAffiliate(2, { name: 'Roobet' }),
          ],
        }),
      ),
    );
    renderShell();
    const card = await screen.findByRole('article', { name: 'Stake' });
    expect(within(card).getByRole('img', { name: 'Stake logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/stake.png',
    );
    const join = within(card).getByRole('link', { name: /Join Now/ });
    expect(join).toHaveAttribute('href', 'https://casino1.example.com/r/lobby');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    // no logo: the initial letter stands in
    expect(
      within(screen.getByRole('article', { name: 'Roobet' })).getByRole('img', {
        name: 'Roobet logo',
      }),
    ).toHaveTextContent('R');
  });

  it('cycles through five colour schemes', async () => {
    server.use(
      http.get('http://localhost/api/r/affiliates', () =>
        HttpResponse.json({
          success: true,
          data: Array.from({ length: 7 }, (_, i) => makeAffiliate(i + 1)),
        }),
      ),
    );
    renderShell();
    await screen.findByRole('article', { name: 'Casino 7' });
    const schemes = Array.from({ length: 7 }, (_, i) =>
      screen.getByRole('article', { name: `Casino ${i + 1}` }).getAttribute('data-scheme'),
    );
    expect(new Set(schemes.slice(0, 5)).size).toBe(5);
    expect(schemes.slice(0, 5)).toEqual(PROMO_SCHEMES.map((s) => s.name));
    expect(schemes[5]).toBe(schemes[0]);
    expect(schemes[6]).toBe(schemes[1]);
  });

  it("gives every scheme's 'Join Now' at least 4.5:1 contrast", async () => {
    server.use(
      http.get('http://localhost/api/r/affiliates', () =>
        HttpResponse.json({
          success: true,
          data: Array.from({ length: 5 }, (_, i) => makeAffiliate(i + 1)),
        }),
      ),
    );
    renderShell();
    await screen.findByRole('article', { name: 'Casino 5' });
    const hex = (css: string) => {
      const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
      return rgb
        ? `#${rgb
            .slice(1, 4)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`
        : css;
    };
    const ratios = Array.from({ length: 5 }, (_, i) => {
      const card = screen.getByRole('article', { name: `Casino ${i + 1}` });
      const join = within(card).getByRole('link', { name: /Join Now at/ });
      const style = getComputedStyle(join);
      return {
        scheme: card.getAttribute('data-scheme'),
        ok: contrastRatio(hex(style.color), hex(style.backgroundColor)) >= 4.5,
      };
    });
    expect(ratios).toEqual(PROMO_SCHEMES.map((s) => ({ scheme: s.name, ok: true })));
    for (const s of PROMO_SCHEMES)
      expect(contrastRatio(s.ink, s.button)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows no promo section when the affiliates cannot be loaded', async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/r/affiliates', () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    renderShell();
    // The failure is logged once the call has answered; by then the section is gone.
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        'Failed to load affiliates',
        expect.objectContaining({ status: 500 }),
      ),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join Now/ })).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
