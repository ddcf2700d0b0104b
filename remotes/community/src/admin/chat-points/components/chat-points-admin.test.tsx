import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { ChatPointsAdmin } from './chat-points-admin';

const URL = 'http://localhost/api/admin/community/chat-points';
const SETTINGS = {
  enabled: true,
  points_per_interval: 10,
  interval_minutes: 10,
  daily_cap: 120,
  ignored_usernames: ['botrix', 'nightbot'],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const as = (role: SessionUser['role']) =>
  useSessionStore.getState().setUser({ id: 1, username: 'staff', role } as SessionUser);

describe('Admin › Chat points', () => {
  it('shows a loader, then the settings; a moderator reads them without a save button', async () => {
    as('moderator');
    server.use(http.get(URL, () => HttpResponse.json({ success: true, data: SETTINGS })));
    renderWithProviders(<ChatPointsAdmin />);
    expect(screen.getByText('Loading chat points settings...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Points per interval/)).toHaveValue(10);
    expect(screen.getByLabelText(/Ignored Kick usernames/)).toHaveValue('botrix\nnightbot');
    expect(screen.getByLabelText(/Daily cap/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin can change these settings.')).toBeInTheDocument();
  });

  it('shows a load error with Retry', async () => {
    as('admin');
    let fail = true;
    server.use(
      http.get(URL, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: SETTINGS }),
      ),
    );
    renderWithProviders(<ChatPointsAdmin />);
    expect(await screen.findByText('Failed to load the chat points settings.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/Points per interval/)).toHaveValue(10);
  });

  it('lets an admin save, sending one username a line, and shows the server’s message per field', async () => {
    as('admin');
    const bodies: unknown[] = [];
    server.use(
      http.get(URL, () => HttpResponse.json({ success: true, data: SETTINGS })),
      http.put(URL, async ({ request }) => {
        const body = (await request.json()) as typeof SETTINGS;
        bodies.push(body);
        if (body.daily_cap !== 0 && body.daily_cap < body.points_per_interval)
          return HttpResponse.json(
            {
              success: false,
              message: 'Invalid input',
              errors: {
                daily_cap: ['The daily cap must be 0 (no cap) or at least the points per interval'],
              },
            },
            { status: 400 },
          );
        return HttpResponse.json({ success: true, data: body });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatPointsAdmin />);
    const cap = await screen.findByLabelText(/Daily cap/);
    await user.clear(cap);
    await user.type(cap, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        'The daily cap must be 0 (no cap) or at least the points per interval',
      ),
    ).toBeInTheDocument();

    await user.clear(cap);
    await user.type(cap, '0');
    const ignored = screen.getByLabelText(/Ignored Kick usernames/);
    await user.type(ignored, '\n  spammer42  \n');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Chat points settings saved.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      ...SETTINGS,
      daily_cap: 0,
      ignored_usernames: ['botrix', 'nightbot', 'spammer42'],
    });
  });
});
