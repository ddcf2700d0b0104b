import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('header when logged out', () => {
  it('shows a Login link to /login and no member controls', () => {
    renderShell({ path: '/' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Friends' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('sends the visitor back to the page they were on after logging in', () => {
    renderShell({ path: '/store?sort=popular' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fstore%3Fsort%3Dpopular',
    );
  });
});

describe('header when logged in', () => {
  it("shows the member's avatar and name instead of the Login link", () => {
    renderShell({
      user: makeUser({ name: 'Ace Player', avatar: 'https://cdn.example.com/a.png' }),
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const menu = within(banner).getByRole('button', { name: 'Ace Player' });
    expect(menu).toHaveTextContent('Ace Player');
    expect(menu.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(within(banner).getByRole('button', { name: 'Friends' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Notifications/ })).toBeInTheDocument();
    expect(within(banner).getByTitle('Your points')).toHaveTextContent('1,250');
  });

  it('opens the user menu with avatar, name, email and its links', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    const menu = screen.getByRole('dialog', { name: 'Ace Player' });
    expect(within(menu).getByText('ace@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('link', { name: 'My Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // Sign out is a POST form carrying the page's CSRF token (a GET never logs out).
    const signOut = within(menu).getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(within(menu).queryByRole('link', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('signs out with a POST form carrying the current CSRF token', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'token-at-render';
    document.head.append(meta);
    try {
      const user = userEvent.setup();
      renderShell({ user: makeUser() });
      await user.click(screen.getByRole('button', { name: 'Ace Player' }));
      const form = within(screen.getByRole('dialog', { name: 'Ace Player' }))
        .getByRole('button', { name: 'Sign out' })
        .closest('form')!;
      const field = form.elements.namedItem('_csrf') as HTMLInputElement;
      expect(field.type).toBe('hidden');
      expect(field.value).toBe('token-at-render');
      // A login in this page replaced the token: the form sends the current one.
      meta.content = 'token-now';
      form.addEventListener('submit', (event) => event.preventDefault());
      fireEvent.submit(form);
      expect(field.value).toBe('token-now');
    } finally {
      meta.remove();
    }
  });

  it('shows the Admin Panel link (a full-page link to /admin-new/) to admins', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser({ role: 'admin' }) });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Ace Player' })).getByRole('link', {
        name: 'Admin Panel',
      }),
    ).toHaveAttribute('href', '/admin-new/');
  });

  it('shows the Admin Panel link to moderators too (they work in the panel)', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser({ role: 'moderator' }) });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Ace Player' })).getByRole('link', {
        name: 'Admin Panel',
      }),
    ).toHaveAttribute('href', '/admin-new/');
  });

  it('prefixes full-page links with the base path on a sub-path deployment', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser({ role: 'admin' }), basePath: '/lobby' });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    const menu = screen.getByRole('dialog', { name: 'Ace Player' });
    expect(within(menu).getByRole('button', { name: 'Sign out' }).closest('form')).toHaveAttribute(
      'action',
      '/lobby/logout',
    );
    expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/lobby/admin-new/',
    );
  });

  it('closes a dropdown on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser() });
    const button = screen.getByRole('button', { name: 'Ace Player' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Ace Player' })).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Ace Player' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Ace Player' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opening another dropdown closes the first', async () => {
    const user = userEvent.setup();
    renderShell({ user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    await user.click(screen.getByRole('button', { name: 'Rewards' }));
    expect(screen.queryByRole('dialog', { name: 'Ace Player' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('closes the user menu after following one of its links', async () => {
    const user = userEvent.setup();
    const { router } = renderShell({ user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Ace Player' }));
    await user.click(screen.getByRole('link', { name: 'My Tickets' }));
    expect(router.state.location.pathname).toBe('/tickets');
    expect(screen.queryByRole('dialog', { name: 'Ace Player' })).not.toBeInTheDocument();
  });
});
