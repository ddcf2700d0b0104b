import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { HomeIcon, LobbyThemeProvider } from '@lobby/shared-ui';
import { setViewport } from '../../test/viewport';
import { NavList } from '../nav-list/nav-list';
import { DrawerBrand, SideDrawer } from './side-drawer';
import { useDrawer } from './use-drawer';

/** A minimal layout built the way the shell's layouts are: toggle, drawer, content. */
function Frame() {
  const drawer = useDrawer(1000);
  return (
    <>
      <SideDrawer
        id="test-panel"
        mode={drawer.mode}
        open={drawer.open}
        onClose={drawer.close}
        drawerLabel="Test menu"
        fixedLabel="Test sidebar"
        width="240px"
        brand={<DrawerBrand to="/">Brand</DrawerBrand>}
      >
        <NavList
          label="Test"
          items={[
            { to: '/', label: 'Start', Icon: HomeIcon, end: true },
            { to: '/second', label: 'Second', Icon: HomeIcon },
          ]}
        />
      </SideDrawer>
      <main>
        {drawer.fixed ? null : (
          <button
            type="button"
            aria-expanded={drawer.drawerOpen}
            aria-controls="test-panel"
            onClick={drawer.show}
          >
            Open
          </button>
        )}
        <Link to="/third">Third</Link>
        <Outlet />
      </main>
    </>
  );
}

function renderFrame(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: <p>Start page</p> },
          { path: 'second', element: <p>Second page</p> },
          { path: 'third', element: <p>Third page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LobbyThemeProvider>
      <RouterProvider router={router} />
    </LobbyThemeProvider>,
  );
  return router;
}

const panel = () => document.getElementById('test-panel')!;

afterEach(() => {
  document.body.style.overflow = '';
});

describe('SideDrawer on a large screen (fixed)', () => {
  beforeEach(() => setViewport(1280));

  it('is a named landmark beside the content, with no close button, overlay or dialog', () => {
    renderFrame();
    expect(screen.getByRole('complementary', { name: 'Test sidebar' })).toBe(panel());
    expect(panel()).not.toHaveAttribute('aria-hidden');
    expect(panel()).not.toHaveAttribute('inert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drawer-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });
});

describe('SideDrawer on a small screen (drawer)', () => {
  beforeEach(() => setViewport(375));

  it('starts closed: hidden from everyone and the page scrolls', () => {
    renderFrame();
    expect(panel()).toHaveAttribute('aria-hidden', 'true');
    expect(panel()).toHaveAttribute('inert');
    expect(screen.queryByRole('navigation', { name: 'Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a modal dialog, focus on its close button, the page scroll locked', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Test menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('navigation', { name: 'Test' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('drawer-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Test menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    // close button -> Second (last) wraps to Brand (first)
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Start' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Brand' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Second' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the toggle, unlocking the scroll', async () => {
    const user = userEvent.setup();
    renderFrame();
    const toggle = screen.getByRole('button', { name: 'Open' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-hidden', 'true');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on the overlay', async () => {
    const user = userEvent.setup();
    renderFrame();
    const toggle = screen.getByRole('button', { name: 'Open' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when one of its links is followed, marking the new page current', async () => {
    const user = userEvent.setup();
    const router = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('link', { name: 'Second' }));
    expect(router.state.location.pathname).toBe('/second');
    expect(screen.getByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-hidden', 'true');
    expect(document.body.style.overflow).toBe('');
    // Focus is not dropped on the page's body with the hidden drawer: it is back on the toggle.
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes when the address changes some other way', async () => {
    const user = userEvent.setup();
    const router = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => router.navigate('/third'));
    expect(screen.getByText('Third page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('becomes the fixed panel when the window grows while it is open', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => setViewport(1280));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Test sidebar' })).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
