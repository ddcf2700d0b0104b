import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '../stores/session-store';
import { ApiError, NetworkError, getJson, postJson } from './api-client';
import { readPagePreload, writeCsrfToken } from './page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

describe('api client', () => {
  it('sends the XHR marker and the CSRF token from the page', async () => {
    writeCsrfToken('token-123');
    let seen: Headers | null = null;
    server.use(
      http.post('http://localhost/api/r/contact', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true });
      }),
    );
    await postJson('api/r/contact', { a: 1 });
    expect(seen!.get('x-csrf-token')).toBe('token-123');
    expect(seen!.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('resolves calls against the base path written into the page', async () => {
    document.body.innerHTML = `<script id="lobby-preload" type="application/json">${JSON.stringify({ basePath: '/lobby/', user: null })}</script>`;
    server.use(
      http.get('http://localhost/lobby/api/r/settings', () =>
        HttpResponse.json({ site_name: 'X' }),
      ),
    );
    await expect(getJson('api/r/settings')).resolves.toEqual({ site_name: 'X' });
    expect(readPagePreload()?.basePath).toBe('/lobby/');
  });

  it('turns an error answer into an ApiError with field errors', async () => {
    server.use(
      http.post('http://localhost/api/r/contact', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { email: ['Enter a valid email address'] },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await postJson('api/r/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('The given data was invalid.');
    expect((error as ApiError).errors.email).toEqual(['Enter a valid email address']);
  });

  it('reports a failed connection as a NetworkError', async () => {
    server.use(http.get('http://localhost/api/r/settings', () => HttpResponse.error()));
    await expect(getJson('api/r/settings')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('session store', () => {
  it('hydrates from the page preload and patches the member', () => {
    const store = useSessionStore.getState();
    store.hydrate({
      user: { id: 1, username: 'ann', name: 'Ann', points: 10 } as never,
      settings: { ...store.settings, site_name: 'Lobby Test' },
      basePath: '',
      demoLogin: true,
      discordLogin: false,
    });
    expect(useSessionStore.getState().ready).toBe(true);
    expect(useSessionStore.getState().settings.site_name).toBe('Lobby Test');
    useSessionStore.getState().setPoints(250);
    expect(useSessionStore.getState().user?.points).toBe(250);
  });
});
