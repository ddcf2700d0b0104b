import { leaderboardQuerySchema, leaderboardSlugParamSchema } from './leaderboard';

describe('leaderboard queries', () => {
  it('defaults the period to the current one and refuses others', () => {
    expect(leaderboardQuerySchema.parse({ platform: ' lumen ' })).toEqual({
      platform: 'lumen',
      period: 'current',
      offset: 0,
      limit: 100,
    });
    expect(
      leaderboardQuerySchema.parse({ platform: 'x', search: ' Ab ', offset: '200', limit: '50' }),
    ).toEqual({ platform: 'x', period: 'current', search: 'Ab', offset: 200, limit: 50 });
    expect(leaderboardQuerySchema.safeParse({ limit: '9999' }).error!.issues[0]!.message).toBe(
      'Limit must be at most 500',
    );
    expect(leaderboardQuerySchema.safeParse({ offset: '-1' }).error!.issues[0]!.message).toBe(
      'Offset must be at least 0',
    );
    expect(leaderboardQuerySchema.safeParse({ period: 'forever' }).error!.issues[0]!.message).toBe(
      "Period must be 'current' or 'last'",
    );
    expect(leaderboardSlugParamSchema.safeParse({ slug: 'Bad Slug' }).success).toBe(false);
    expect(leaderboardSlugParamSchema.parse({ slug: 'roll-vault' })).toEqual({
      slug: 'roll-vault',
    });
  });
});
