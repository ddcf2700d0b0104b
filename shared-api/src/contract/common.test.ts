import { z } from 'zod';
import { adminPayoutSettingsSchema } from './admin-payouts';
import {
  CONTROL_CHARACTER_MESSAGE,
  MAX_ID,
  idParamSchema,
  multiLineText,
  pageQuerySchema,
  singleLineText,
  strictNumber,
  toStrictNumber,
} from './common';
import { friendRequestSchema } from './friends';

describe('strict numbers', () => {
  it('takes JSON numbers and plain decimal strings only', () => {
    expect(toStrictNumber(12)).toBe(12);
    expect(toStrictNumber('12')).toBe(12);
    expect(toStrictNumber(' 7 ')).toBe(7);
    expect(toStrictNumber('-3.5')).toBe(-3.5);
    expect(toStrictNumber('.5')).toBe(0.5);
    for (const odd of [[51], '0x33', true, '1e3', '', ' ', 'Infinity', '12abc', null, {}])
      expect(toStrictNumber(odd)).toBe(odd);
    const n = strictNumber(z.number({ message: 'Must be a number' }));
    expect(n.safeParse('2.25').data).toBe(2.25);
    for (const odd of [[51], '0x33', true, '1e3', '', 'NaN', NaN, Infinity])
      expect({ odd, ok: n.safeParse(odd).success }).toEqual({ odd, ok: false });
  });

  it('refuses ids outside the database integer range and non-numbers', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamSchema.parse({ id: MAX_ID })).toEqual({ id: MAX_ID });
    for (const id of ['3000000000', MAX_ID + 1, '0x33', '1e3', [51], true, '0', '-1', '1.5'])
      expect({ id, ok: idParamSchema.safeParse({ id }).success }).toEqual({ id, ok: false });
    expect(friendRequestSchema.safeParse({ user_id: [51] }).success).toBe(false);
    expect(friendRequestSchema.safeParse({ user_id: 3_000_000_000 }).success).toBe(false);
    expect(friendRequestSchema.parse({ user_id: 5 })).toEqual({ user_id: 5 });
  });

  it('pages: a plain number, default 1', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(pageQuerySchema.safeParse({ page: '1e3' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: ['2'] }).success).toBe(false);
  });
});

describe('text', () => {
  const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));

  it('one-line fields refuse every C0 control character, NUL first', () => {
    const name = singleLineText().trim().max(20);
    expect(name.parse('  Spin Wizard é ✓ ')).toBe('Spin Wizard é ✓');
    for (const c of controls) {
      const result = name.safeParse(`a${c}b`);
      expect({ c: c.charCodeAt(0), ok: result.success }).toEqual({ c: c.charCodeAt(0), ok: false });
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(
      singleLineText({ message: 'Name is required' }).safeParse(5).error?.issues[0]?.message,
    ).toBe('Name is required');
  });

  it('multi-line fields take tab, LF and CR and refuse the other controls', () => {
    const text = multiLineText();
    expect(text.parse('line 1\r\n\tline 2\n')).toBe('line 1\r\n\tline 2\n');
    for (const c of controls.filter((c) => !'\t\n\r'.includes(c)))
      expect({ c: c.charCodeAt(0), ok: text.safeParse(`a${c}b`).success }).toEqual({
        c: c.charCodeAt(0),
        ok: false,
      });
  });

  it('ids inside bodies go through the same range', () => {
    const ok = (prize_platform_id: unknown) =>
      adminPayoutSettingsSchema.safeParse({ prize_platform_id }).success;
    expect([ok(MAX_ID), ok(null), ok(MAX_ID + 1), ok(0), ok('1e3')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
