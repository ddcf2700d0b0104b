import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { BagIcon, HomeIcon, LobbyThemeProvider, TicketIcon } from '@lobby/shared-ui';
import type { NavListProps } from './nav-list';
import { NavList } from './nav-list';

function renderNav(props: NavListProps, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavList {...props} />
            <Outlet />
          </>
        ),
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

const ITEMS: NavListProps['items'] = [
  { to: '/', label: 'Home', Icon: HomeIcon, end: true },
  { to: '/raffles', label: 'Raffles', Icon: TicketIcon },
  { to: '/store', label: 'Store', Icon: BagIcon, badge: { text: 3, label: '3 new items' } },
];

const current = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.getAttribute('href'));

describe('NavList', () => {
  it('is a named navigation of links, each with its icon and label', () => {
    renderNav({ label: 'Main', items: ITEMS });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/raffles', '/store']);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks exactly the current item with aria-current="page" (end items only on their own path)', () => {
    renderNav({ label: 'Main', items: ITEMS }, '/');
    expect(current()).toEqual(['/']);
  });

  it('keeps a section current on the pages below it, and not on look-alike paths', () => {
    renderNav({ label: 'Main', items: ITEMS }, '/raffles/12');
    expect(current()).toEqual(['/raffles']);
  });

  it('marks nothing on a path no item covers', () => {
    renderNav({ label: 'Main', items: ITEMS }, '/raffles-archive');
    expect(current()).toEqual([]);
  });

  it('moves the mark when a link is followed with the keyboard', async () => {
    const user = userEvent.setup();
    renderNav({ label: 'Main', items: ITEMS }, '/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(current()).toEqual(['/raffles']);
  });

  it('reads a badge by its label when it has one', () => {
    renderNav({ label: 'Main', items: ITEMS });
    expect(screen.getByRole('link', { name: 'Store 3 new items' })).toBeInTheDocument();
  });

  it('shows groups under headings, a group standing in with its own content, then the footer', () => {
    renderNav(
      {
        label: 'Admin',
        density: 'compact',
        groups: [
          { key: 'platform', title: 'Platform', items: ITEMS.slice(0, 2) },
          { key: 'area-store', title: 'Store', content: <p role="status">Loading...</p> },
        ],
        footer: <p>Some screens could not be listed.</p>,
      },
      '/raffles',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const platform = within(nav).getByRole('region', { name: 'Platform' });
    expect(within(platform).getAllByRole('link')).toHaveLength(2);
    expect(within(platform).getByRole('heading', { name: 'Platform' })).toBeInTheDocument();
    const store = within(nav).getByRole('region', { name: 'Store' });
    expect(within(store).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(store).queryByRole('link')).not.toBeInTheDocument();
    expect(nav).toHaveTextContent('Some screens could not be listed.');
    expect(current()).toEqual(['/raffles']);
  });
});
