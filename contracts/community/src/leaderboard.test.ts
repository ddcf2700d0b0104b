import { leaderboardQuerySchema, leaderboardSlugParamSchema } from './leaderboard';

describe('leaderboard queries', () => {
  it('defaults the period to the current one and refuses others', () => {
    expect(leaderboardQuerySchema.parse({ platform: ' lumen ' })).toEqual({
      platform: 'lumen',
      period: 'current',
    });
    expect(leaderboardQuerySchema.safeParse({ period: 'forever' }).error!.issues[0]!.message).toBe(
      "Period must be 'current' or 'last'",
    );
    expect(leaderboardSlugParamSchema.safeParse({ slug: 'Bad Slug' }).success).toBe(false);
    expect(leaderboardSlugParamSchema.parse({ slug: 'roll-vault' })).toEqual({
      slug: 'roll-vault',
    });
  });
});
