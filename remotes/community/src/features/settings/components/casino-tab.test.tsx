import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile, saved } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino also lists the member's verified casino names (casino-links-card.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () =>
    HttpResponse.json({
      success: true,
      data: profile({ crypto: 'neo_lumen', crypto3: 'vault_neo' }),
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Settings › Casino', () => {
  it('shows only the enabled fields, with the labels of the casino block', async () => {
    logIn(member(), {
      crypto1_enabled: true,
      crypto1_label: 'Lumen Casino username',
      crypto2_enabled: false,
      crypto2_label: 'Stakeforge username',
      crypto3_enabled: true,
      crypto3_label: 'Rollvault username',
    });
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=casino' });
    expect(await screen.findByRole('textbox', { name: 'Lumen Casino username' })).toHaveValue(
      'neo_lumen',
    );
    expect(screen.getByRole('textbox', { name: 'Rollvault username' })).toHaveValue('vault_neo');
    expect(screen.queryByRole('textbox', { name: 'Stakeforge username' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel', { name: 'Casino' })).getAllByRole('textbox'),
    ).toHaveLength(2);
  });

  it('saves the enabled fields only; Saved successfully! for 3 s', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/profile/update`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          saved(profile({ crypto: 'neo_lumen_2', crypto2: 'forge_neo', crypto3: 'vault_neo' })),
        );
      }),
    );
    logIn(member(), {
      crypto1_enabled: true,
      crypto1_label: 'Lumen Casino username',
      crypto2_enabled: true,
      crypto2_label: 'Stakeforge username',
    });
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=casino' });
    const lumen = await screen.findByRole('textbox', { name: 'Lumen Casino username' });
    await user.clear(lumen);
    await user.type(lumen, 'neo_lumen_2');
    await user.type(screen.getByRole('textbox', { name: 'Stakeforge username' }), 'forge_neo');
    await user.click(
      within(screen.getByRole('form', { name: 'Casino usernames' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
    expect(body).toEqual({ crypto: 'neo_lumen_2', crypto2: 'forge_neo' });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
  });

  it('a refused field shows its error under it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/profile/update`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { crypto: ['This casino username field is turned off.'] },
          },
          { status: 400 },
        ),
      ),
    );
    logIn(member(), { crypto1_enabled: true, crypto1_label: 'Lumen Casino username' });
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=casino' });
    await screen.findByRole('textbox', { name: 'Lumen Casino username' });
    await user.click(
      within(screen.getByRole('form', { name: 'Casino usernames' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This casino username field is turned off.',
    );
  });

  it('explains when the site has switched on no casino fields', async () => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=casino' });
    expect(
      await screen.findByRole('heading', { name: 'No casino usernames needed right now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Casino usernames' })).not.toBeInTheDocument();
  });
});
