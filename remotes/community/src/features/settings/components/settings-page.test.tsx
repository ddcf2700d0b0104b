import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino lists the casino platforms and the member's names (casino-tab.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () => HttpResponse.json({ success: true, data: profile() })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const location = () => screen.getByTestId('location').textContent;

describe('SettingsPage', () => {
  it('asks a logged-out visitor to log in, coming back to /settings', () => {
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(
      screen.getByRole('heading', { name: 'Log in to manage your settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/settings',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('has four tabs and keeps the chosen one in the URL', async () => {
    logIn(member());
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Connections', 'Social', 'Casino']);
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    expect(location()).toBe('/settings?tab=social');
    expect(screen.getByRole('tabpanel', { name: 'Social' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Profile' })).not.toBeInTheDocument();

    // Arrow keys move between tabs too.
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe('/settings?tab=casino');
    expect(screen.getByRole('tab', { name: 'Casino' })).toHaveFocus();
    await screen.findByRole('textbox', { name: 'Bio', hidden: true });
  });

  it('lays the four tabs out in equal grid columns that never scroll sideways (phone width)', () => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const list = screen.getByRole('tablist', { name: 'Settings sections' });
    const style = getComputedStyle(list);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect(style.overflow).toBe('visible');
    // Two by two where the row is narrower than 440 px (a phone).
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(
      /@container settings-tabs \(max-width:\s*439px\)\{[^}]*grid-template-columns:repeat\(2, minmax\(0, 1fr\)\)/,
    );
  });

  it('opens the tab named in the URL; an unknown one falls back to Profile', async () => {
    logIn(member());
    const { unmount } = renderWithProviders(<SettingsPage />, {
      route: '/settings?tab=connections',
    });
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('textbox', { name: 'Bio', hidden: true });
    unmount();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=nope' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('textbox', { name: 'Bio' });
  });

  it('keeps unsaved edits when switching tabs', async () => {
    logIn(member());
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    await user.type(bio, ' And more.');
    await user.click(screen.getByRole('tab', { name: 'Casino' }));
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Red pill enjoyer. And more.');
  });

  it('a failed profile load says so, logs it and offers to try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API}/user/7`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })
          : HttpResponse.json({ success: true, data: profile() });
      }),
    );
    logIn(member());
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(
      await within(panel).findByRole('heading', { name: "We couldn't load your profile" }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load your profile', expect.anything());
    // The daily claim does not depend on the profile and stays usable.
    expect(within(panel).getByRole('button', { name: 'Claim Daily Points' })).toBeEnabled();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Bio' })).toHaveValue('Red pill enjoyer.');
    expect(calls).toBe(2);
  });
});
