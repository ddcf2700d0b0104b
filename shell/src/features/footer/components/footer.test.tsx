import { screen, within } from '@testing-library/react';
import { DEFAULT_SETTINGS, useSessionStore } from '@lobby/shared-api';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

function footer() {
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('shows the site description, the link columns, the copyright and the legal links', () => {
    renderShell({ settings: { site_description: 'The home of the SpinCity community' } });
    const f = footer();
    expect(within(f).getByText('The home of the SpinCity community')).toBeInTheDocument();

    const quick = within(f).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Tournaments', '/tournaments'],
      ['Bonus Hunts', '/bonus-hunts'],
      ['Raffles', '/raffles'],
      ['Store', '/store'],
    ]);
    const affiliates = within(f).getByRole('navigation', { name: 'Affiliates' });
    expect(
      within(affiliates)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Leaderboard', '/leaderboard'],
      ['Challenges', '/challenges'],
      ['VIP Rewards', '/vip-rewards'],
      ['Wager Raffles', '/affiliate/wager-raffle'],
    ]);

    expect(
      within(f).getByText(`© ${new Date().getFullYear()} SpinCity. All rights reserved.`),
    ).toBeInTheDocument();
    expect(within(f).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(f).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(f).toHaveTextContent('Powered by Lobby');
  });

  it('falls back to the default description', () => {
    renderShell({ settings: { site_description: '' } });
    expect(within(footer()).getByText('Gaming Community Platform')).toBeInTheDocument();
  });

  it('shows only the configured social links, opening in a new tab', () => {
    renderShell({
      settings: {
        social: {
          ...DEFAULT_SETTINGS.social,
          kick: 'https://kick.com/spincity',
          discord: 'https://discord.gg/abc',
          x: null,
          instagram: 'spincity',
          tiktok: null,
        },
      },
    });
    const f = footer();
    const kick = within(f).getByRole('link', { name: /Kick/ });
    expect(kick).toHaveAttribute('href', 'https://kick.com/spincity');
    expect(kick).toHaveAttribute('target', '_blank');
    expect(kick.getAttribute('rel')).toContain('noopener');
    expect(within(f).getByRole('link', { name: /Discord/ })).toHaveAttribute(
      'href',
      'https://discord.gg/abc',
    );
    expect(within(f).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/spincity',
    );
    expect(within(f).queryByRole('link', { name: /^X/ })).not.toBeInTheDocument();
    expect(within(f).queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
  });

  it('shows no social block when none is configured', () => {
    renderShell();
    expect(within(footer()).queryByRole('link', { name: /new tab/ })).not.toBeInTheDocument();
  });
});
