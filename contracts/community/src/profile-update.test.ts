import { PROFILE_BIO_MAX, PROFILE_HANDLE_MAX, parseSocialHandle } from './profile-limits';
import { profileBioSchema, profileCasinoSchema, profileSocialSchema } from './profile-update';

describe('profile update schemas', () => {
  it('trims text, stores an empty value as null and leaves absent fields out', () => {
    expect(profileBioSchema.parse({ bio: '  hello  ' })).toEqual({ bio: 'hello' });
    expect(profileBioSchema.parse({ bio: '   ' })).toEqual({ bio: null });
    expect(profileBioSchema.parse({})).toEqual({});
    expect(profileSocialSchema.parse({ twitter_user: 'lobby', tiktok_user: '' })).toEqual({
      twitter_user: 'lobby',
      tiktok_user: null,
    });
  });

  it('names the field and the limit when text is too long or not text', () => {
    const long = profileBioSchema.safeParse({ bio: 'x'.repeat(PROFILE_BIO_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bio', `Bio must be at most ${PROFILE_BIO_MAX} characters`],
    ]);
    const casino = profileCasinoSchema.safeParse({
      crypto: 'x'.repeat(PROFILE_HANDLE_MAX + 1),
      crypto2: 42,
    });
    expect(casino.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['crypto', `Casino username must be at most ${PROFILE_HANDLE_MAX} characters`],
      ['crypto2', 'Casino username must be text'],
    ]);
  });

  it('refuses a social handle with spaces with a message, not a silent drop', () => {
    const res = profileSocialSchema.safeParse({
      youtube_user: 'Lobby TV',
      tiktok_user: 'https://www.tiktok.com/@lobby tok',
      instagram_user: 'lobby/gram?x',
      twitter_user: '  @lobby  ',
    });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['youtube_user', 'YouTube handle cannot contain spaces'],
      ['instagram_user', 'Instagram handle must be a handle like @name or a link to your profile'],
      ['tiktok_user', 'TikTok handle cannot contain spaces'],
    ]);
  });

  it('accepts a handle, an @handle or a profile link, stored as typed (trimmed)', () => {
    expect(
      profileSocialSchema.parse({
        youtube_user: ' @LobbyTV ',
        tiktok_user: 'https://www.tiktok.com/@lobbytok',
        instagram_user: 'instagram.com/lobby.gram/',
      }),
    ).toEqual({
      youtube_user: '@LobbyTV',
      tiktok_user: 'https://www.tiktok.com/@lobbytok',
      instagram_user: 'instagram.com/lobby.gram/',
    });
  });
});

describe('parseSocialHandle', () => {
  it.each([
    ['LobbyTV', 'LobbyTV'],
    ['@@LobbyTV', 'LobbyTV'],
    ['https://www.youtube.com/@LobbyTV', 'LobbyTV'],
    ['x.com/lobby', 'lobby'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%p reads as %p', (raw, handle) => {
    expect(parseSocialHandle(raw)).toEqual(handle);
  });

  it.each([
    ['Lobby TV', 'spaces'],
    ['@lobby\ttv', 'spaces'],
    ['https://www.youtube.com/@Lobby%20TV', 'spaces'],
    ['lobby?tv', 'characters'],
    ['@', 'characters'],
    ['https://www.youtube.com/', 'characters'],
  ])('%p is refused for %p', (raw, problem) => {
    expect(parseSocialHandle(raw)).toEqual({ problem });
  });
});
