import { userLookupParamSchema } from './profile';

describe('profile lookup', () => {
  it('takes an id or a username of at most 64 characters', () => {
    expect(userLookupParamSchema.parse({ idOrUsername: ' 42 ' })).toEqual({ idOrUsername: '42' });
    expect(
      userLookupParamSchema.safeParse({ idOrUsername: 'x'.repeat(65) }).error!.issues[0]!.message,
    ).toBe('User is too long');
  });
});
