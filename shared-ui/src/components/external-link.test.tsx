import { fireEvent, render, screen } from '@testing-library/react';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { ExternalLink } from './external-link';
import { Avatar, ImageWithFallback } from './image';

describe('ExternalLink', () => {
  it('opens in a new tab without handing over the page, and says so', () => {
    render(
      <ExternalLink href="https://stake.example/?c=lobby" label="Join Now at Stake">
        Join Now
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Join Now at Stake (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://stake.example/?c=lobby');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Join Now');
    expect(link.querySelector('svg')).toHaveAttribute('width', '14');
  });

  it('can go without the icon', () => {
    render(
      <ExternalLink href="https://kick.com/lobby" label="Kick" icon={false}>
        K
      </ExternalLink>,
    );
    expect(
      screen.getByRole('link', { name: 'Kick (opens in a new tab)' }).querySelector('svg'),
    ).toBeNull();
  });
});

describe('ImageWithFallback', () => {
  it('shows the name’s initial when the image is missing or fails to load', () => {
    render(
      <LobbyThemeProvider>
        <ImageWithFallback
          src="http://localhost/broken.png"
          name="Roobet"
          alt="Roobet logo"
          size="fill"
        />
      </LobbyThemeProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Roobet logo' }));
    expect(screen.getByRole('img', { name: 'Roobet logo' })).toHaveTextContent('R');
  });

  it('a decorative fallback (alt="") is hidden from assistive technology, not an unnamed image, and its letter is drawn, not written', () => {
    const { container } = render(
      <LobbyThemeProvider>
        <Avatar src={null} name="Quinn" alt="" />
        <Avatar src={null} name="Quinn" />
      </LobbyThemeProvider>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Quinn' })).toHaveTextContent('Q');
    // Drawn by CSS: no text of a control's visible label (a menu button named after the member).
    const decorative = container.querySelector('[aria-hidden="true"]');
    expect(decorative).toHaveAttribute('data-initial', 'Q');
    expect(decorative).toBeEmptyDOMElement();
    expect(container.querySelector('[role="img"][aria-label=""]')).toBeNull();
  });
});
