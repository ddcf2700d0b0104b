import { PROFILE_BIO_MAX, PROFILE_HANDLE_MAX } from './profile-limits';
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
});
