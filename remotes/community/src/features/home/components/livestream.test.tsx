import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, stream } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { Livestream } from './livestream';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const serve = (s: ReturnType<typeof stream>) =>
  server.use(http.get(`${API}/stream`, () => HttpResponse.json(s)));
const stat = (label: string) =>
  within(screen.getByText(label).closest('div')!).getByRole('definition');

describe('Livestream', () => {
  it('shows LIVE with channel, viewers, followers, title and the embedded player', async () => {
    serve(stream());
    renderWithProviders(<Livestream />);

    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.queryByText('OFFLINE')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'lobbystreamer', level: 3 })).toBeInTheDocument();
    expect(stat('Viewers')).toHaveTextContent('1,234');
    expect(stat('Followers')).toHaveTextContent('56,789');
    expect(screen.getByText('Bonus hunt Friday!')).toBeInTheDocument();

    const player = screen.getByTitle('lobbystreamer live stream');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://player.kick.com/lobbystreamer');
    expect(screen.getByRole('link', { name: /Watch on the channel page/ })).toHaveAttribute(
      'href',
      'https://kick.com/lobbystreamer',
    );
  });

  it('shows OFFLINE with an offline panel linking to the channel and no player', async () => {
    serve(stream({ live: false, viewer_count: 0, session_title: null, channel_url: undefined }));
    renderWithProviders(<Livestream />);

    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'lobbystreamer is offline' })).toBeInTheDocument();
    expect(stat('Followers')).toHaveTextContent('56,789');
    expect(stat('Viewers')).toHaveTextContent('0');
    expect(document.querySelector('iframe')).toBeNull();
    // Without channel_url from the server, the provider's channel page is derived from the name.
    const link = screen.getByRole('link', { name: /Visit channel/ });
    expect(link).toHaveAttribute('href', 'https://kick.com/lobbystreamer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows OFFLINE when the call fails, logging the error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/stream`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 502 }),
      ),
    );
    renderWithProviders(<Livestream />);

    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The stream is offline' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /Visit channel/ })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Failed to load stream status',
      expect.objectContaining({ status: 502 }),
    );
  });

  it('re-checks the status every minute and picks up a stream going live', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let live = false;
    server.use(http.get(`${API}/stream`, () => HttpResponse.json(stream({ live }))));
    renderWithProviders(<Livestream />);
    expect(await screen.findByText('OFFLINE')).toBeInTheDocument();

    live = true;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.getByTitle('lobbystreamer live stream')).toBeInTheDocument();
  });
});
