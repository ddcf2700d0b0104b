import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setSettings } from '../../../core/settings/factories';
import { buildTestApp, testDialects } from '../../../test/app';
import type { TestApp, TestAppOptions } from '../../../test/app';

/** A fake streaming provider on 127.0.0.1 answering Kick's public channel shape. */
async function fakeProvider(answer: (channel: string) => { status: number; body: unknown }) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const channel = decodeURIComponent(req.url!.split('/').pop()!);
    hits.push(channel);
    const { status, body } = answer(channel);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/v2/channels/{channel}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('stream status (%s)', (dialect) => {
  let t: TestApp | null = null;
  /** The app with the site's stream channel set to 'lobbylive' in the settings. */
  const withChannel = async (config: TestAppOptions['config']) => {
    const app = await buildTestApp(dialect, { config });
    await setSettings(app.db, { stream_channel: 'lobbylive' });
    return app;
  };
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('maps a live channel and caches the answer', async () => {
    const provider = await fakeProvider(() => ({
      status: 200,
      body: {
        slug: 'lobbylive',
        followers_count: 12345,
        user: { username: 'LobbyLive' },
        livestream: { is_live: true, viewer_count: 321, session_title: 'Bonus hunt #14 opening!' },
      },
    }));
    try {
      t = await withChannel({ streamProviderUrl: provider.url });
      const res = await t.app.inject('/api/r/stream');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        live: true,
        channel: 'LobbyLive',
        viewer_count: 321,
        followers_count: 12345,
        session_title: 'Bonus hunt #14 opening!',
        player_url: 'https://player.kick.com/lobbylive',
        checked_at: expect.any(String),
      });
      await Promise.all([t.app.inject('/api/r/stream'), t.app.inject('/api/r/stream')]);
      expect(provider.hits).toEqual(['lobbylive']);
    } finally {
      await provider.close();
    }
  });

  it('reports OFFLINE when the channel is not live, when the provider fails and when it is down', async () => {
    const provider = await fakeProvider((channel) =>
      channel === 'broken'
        ? { status: 500, body: { error: 'boom' } }
        : {
            status: 200,
            body: {
              slug: channel,
              followers_count: 9,
              user: { username: channel },
              livestream: null,
            },
          },
    );
    try {
      t = await withChannel({ streamProviderUrl: provider.url });
      expect((await t.app.inject('/api/r/stream')).json()).toMatchObject({
        live: false,
        channel: 'lobbylive',
        viewer_count: 0,
        followers_count: 9,
        session_title: null,
      });
      await t.close();
      t = await withChannel({ streamProviderUrl: provider.url, streamChannel: 'broken' });
      expect((await t.app.inject('/api/r/stream')).json()).toMatchObject({
        live: false,
        channel: 'broken',
        viewer_count: 0,
        followers_count: 0,
        player_url: 'https://player.kick.com/broken',
      });
    } finally {
      await provider.close();
    }
    await t!.close();
    // Nothing listens on the closed provider's port any more.
    t = await withChannel({ streamProviderUrl: provider.url });
    const down = await t.app.inject('/api/r/stream');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      live: false,
      channel: 'lobbylive',
      viewer_count: 0,
      followers_count: 0,
    });
  });

  it('has no channel and asks nobody when none is configured', async () => {
    t = await buildTestApp(dialect);
    expect((await t.app.inject('/api/r/stream')).json()).toMatchObject({
      live: false,
      channel: null,
      player_url: null,
    });
  });
});
