import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readCsrfToken, useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
});

function demoEndpoint(respond: (body: { username: string; time_zone?: string }) => Response) {
  const bodies: Array<{ username: string; time_zone?: string }> = [];
  server.use(
    http.post('http://localhost/auth/demo', async ({ request }) => {
      const body = (await request.json()) as { username: string; time_zone?: string };
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('/login', () => {
  it('is titled and offers a clearly marked demo login form', () => {
    renderShell({ path: '/login', demoLogin: true });
    expect(screen.getByRole('heading', { name: 'Log in to SpinCity' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: /Demo login/ });
    expect(within(form).getByText('Demo')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /demo/i })).toHaveTextContent(
      'Continue with demo login',
    );
    expect(screen.queryByRole('link', { name: /Discord/ })).not.toBeInTheDocument();
    expect(document.title).toBe('SpinCity - Login');
  });

  it('logs in: stores the new CSRF token and the member, then goes to ?next=', async () => {
    const user = userEvent.setup();
    const member = makeUser({ username: 'newbie', name: 'newbie' });
    const bodies = demoEndpoint(() =>
      HttpResponse.json({ success: true, user: member, csrf_token: 'fresh-token' }),
    );
    const { router } = renderShell({ path: '/login?next=%2Fstore', demoLogin: true });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
    await user.click(screen.getByRole('button', { name: /demo/i }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    expect(bodies[0]).toEqual({
      username: 'newbie',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(readCsrfToken()).toBe('fresh-token');
    expect(useSessionStore.getState().user).toEqual(member);
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'newbie' }),
    ).toBeInTheDocument();
  });

  it('goes home after logging in without ?next=, and ignores a next pointing elsewhere', async () => {
    const user = userEvent.setup();
    demoEndpoint(() => HttpResponse.json({ success: true, user: makeUser(), csrf_token: 't' }));
    const { router } = renderShell({ path: '/login?next=%2F%2Fevil.example.com', demoLogin: true });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ace_player');
    await user.click(screen.getByRole('button', { name: /demo/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the server's error for the username field", async () => {
    const user = userEvent.setup();
    demoEndpoint(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'Invalid input',
          errors: { username: ['That username is reserved'] },
        },
        { status: 400 },
      ),
    );
    renderShell({ path: '/login', demoLogin: true });
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'admin');
    await user.click(screen.getByRole('button', { name: /demo/i }));
    expect(await screen.findByText('That username is reserved')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().user).toBeNull();

    await user.type(input, 'x');
    expect(screen.queryByText('That username is reserved')).not.toBeInTheDocument();
  });

  it("shows the server's message when it is not about a field", async () => {
    const user = userEvent.setup();
    demoEndpoint(() =>
      HttpResponse.json({ success: false, message: 'Demo login is disabled' }, { status: 403 }),
    );
    renderShell({ path: '/login', demoLogin: true });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'someone');
    await user.click(screen.getByRole('button', { name: /demo/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo login is disabled');
  });

  it('checks the username before calling the server', async () => {
    const user = userEvent.setup();
    const bodies = demoEndpoint(() => HttpResponse.json({}));
    renderShell({ path: '/login', demoLogin: true });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'no way!');
    await user.click(screen.getByRole('button', { name: /demo/i }));
    expect(
      await screen.findByText('Username may contain only letters, digits and _'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Username' }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.click(screen.getByRole('button', { name: /demo/i }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('offers Discord as a full-page link under the base path when configured', () => {
    renderShell({ path: '/login', discordLogin: true, basePath: '/lobby' });
    expect(screen.getByRole('link', { name: 'Continue with Discord' })).toHaveAttribute(
      'href',
      '/lobby/auth/discord',
    );
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('explains when no login is configured', () => {
    renderShell({ path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login is not configured' })).toBeInTheDocument();
  });

  it('sends a logged-in member home', async () => {
    const { router } = renderShell({ path: '/login', user: makeUser(), demoLogin: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
