import { pastHuntsQuerySchema, predictBonusHuntSchema } from './bonus-hunt';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('predictBonusHuntSchema', () => {
  it('accepts amounts as numbers or numeric text with at most two decimals', () => {
    expect(
      predictBonusHuntSchema.parse({
        end_balance: '2500.50',
        highest_multiplier: 250.25,
        highest_multiplier_game: '  Thunder Llama ',
      }),
    ).toEqual({
      end_balance: 2500.5,
      highest_multiplier: 250.25,
      highest_multiplier_game: 'Thunder Llama',
    });
  });

  it('answers one clear message per invalid field', () => {
    expect(
      messages(predictBonusHuntSchema.safeParse({ end_balance: 'abc', highest_multiplier: -2 })),
    ).toEqual({
      end_balance: 'End balance must be a number',
      highest_multiplier: 'Highest multiplier must be greater than 0',
      highest_multiplier_game: 'Choose a slot',
    });
    expect(
      messages(
        predictBonusHuntSchema.safeParse({
          end_balance: 1.234,
          highest_multiplier: 100_000_001,
          highest_multiplier_game: 'x'.repeat(121),
        }),
      ),
    ).toEqual({
      end_balance: 'End balance allows at most 2 decimals',
      highest_multiplier: 'Highest multiplier is too large',
      highest_multiplier_game: 'Slot name is too long',
    });
  });
});

describe('pastHuntsQuerySchema', () => {
  it('pages from 1', () => {
    expect(pastHuntsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pastHuntsQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(messages(pastHuntsQuerySchema.safeParse({ page: 0 }))).toEqual({
      page: 'Page must be at least 1',
    });
  });
});
