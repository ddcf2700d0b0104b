import { channelPageUrl } from './stream';

describe('channelPageUrl', () => {
  it("prefers the server's channel_url", () => {
    expect(
      channelPageUrl(
        { channel: 'abc', channel_url: 'https://kick.com/Abc' },
        'https://kick.com/other',
      ),
    ).toBe('https://kick.com/Abc');
  });
  it("falls back to the site's Kick link, then to the channel's Kick page", () => {
    expect(channelPageUrl({ channel: 'abc' }, 'https://kick.com/lobbylive')).toBe(
      'https://kick.com/lobbylive',
    );
    expect(channelPageUrl({ channel: 'a b' }, 'lobbylive')).toBe('https://kick.com/a%20b');
    expect(channelPageUrl({ channel: null }, null)).toBeNull();
    expect(channelPageUrl(null, 'https://kick.com/lobbylive')).toBe('https://kick.com/lobbylive');
  });
});
