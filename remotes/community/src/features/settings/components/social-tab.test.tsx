import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile, saved } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino lists the casino platforms and the member's names (casino-tab.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () => HttpResponse.json({ success: true, data: profile() })),
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

describe('Settings › Social', () => {
  it('shows the current handles and saves all four as JSON; Saved successfully! for 3 s', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/profile/update`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          saved(
            profile({
              twitter_user: '@neo_x',
              youtube_user: 'NeoTV',
              instagram_user: null,
              tiktok_user: 'neotok',
            }),
          ),
        );
      }),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=social' });
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');

    const x = await screen.findByRole('textbox', { name: 'X / Twitter' });
    expect(x).toHaveValue('@neo');
    expect(screen.getByRole('textbox', { name: 'YouTube' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Instagram' })).toHaveValue('neo.gram');
    expect(screen.getByRole('textbox', { name: 'TikTok' })).toHaveValue('');

    await user.clear(x);
    await user.type(x, '@neo_x');
    await user.type(screen.getByRole('textbox', { name: 'YouTube' }), 'NeoTV');
    await user.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await user.type(screen.getByRole('textbox', { name: 'TikTok' }), 'neotok');
    const form = screen.getByRole('form', { name: 'Social profiles' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Saved successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      twitter_user: '@neo_x',
      youtube_user: 'NeoTV',
      instagram_user: '',
      tiktok_user: 'neotok',
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
  });

  it('shows a 400 field error under its field; nothing else', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/profile/update`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { tiktok_user: ['TikTok handle must be at most 100 characters'] },
          },
          { status: 400 },
        ),
      ),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=social' });
    await screen.findByRole('textbox', { name: 'X / Twitter' });
    await user.click(
      within(screen.getByRole('form', { name: 'Social profiles' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'TikTok handle must be at most 100 characters',
    );
    expect(screen.getByRole('textbox', { name: 'TikTok' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'X / Twitter' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.queryByText('Saved successfully!')).not.toBeInTheDocument();
  });

  it('refuses a YouTube handle with spaces with a message, focused, without sending', async () => {
    let posts = 0;
    server.use(
      http.post(`${API}/profile/update`, () => {
        posts += 1;
        return HttpResponse.json(saved(profile()));
      }),
    );
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=social' });
    const youtube = await screen.findByRole('textbox', { name: 'YouTube' });
    await user.type(youtube, 'Lobby TV');
    const form = screen.getByRole('form', { name: 'Social profiles' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'YouTube handle cannot contain spaces',
    );
    expect(youtube).toHaveAttribute('aria-invalid', 'true');
    expect(youtube).toHaveAccessibleDescription('YouTube handle cannot contain spaces');
    expect(youtube).toHaveFocus();
    expect(posts).toBe(0);

    // Fixed, it saves.
    await user.clear(youtube);
    await user.type(youtube, '@LobbyTV');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved successfully!')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
