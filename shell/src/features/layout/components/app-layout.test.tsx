import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared-api';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

setupApi();

beforeEach(() => useSessionStore.getState().reset());

function sidebar() {
  return document.getElementById('lobby-sidebar')!;
}

describe('layout on a large screen (>= 1100px)', () => {
  beforeEach(() => setViewport(1440));

  it('shows sidebar, header, content and footer with a fixed sidebar and no menu button', () => {
    renderShell({ path: '/privacy' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(sidebar()).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByTestId('drawer-overlay')).not.toBeInTheDocument();
  });
});

describe('layout on a small screen (< 1100px)', () => {
  beforeEach(() => setViewport(390));

  it('hides the drawer until the menu button opens it', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(sidebar()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('drawer-overlay')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes with the close button and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sidebar()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on the overlay', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Store' }),
    );
    expect(router.state.location.pathname).toBe('/store');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(sidebar()).toHaveAttribute('aria-hidden', 'true');
  });

  it('becomes the fixed sidebar when the window grows', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => setViewport(1280));
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drawer-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
