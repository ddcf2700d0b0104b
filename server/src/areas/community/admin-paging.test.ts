import { createMember } from '../../core/users/factories';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { expectPagedList } from '../../test/paging';
import { createChallenge } from './challenges/factories';

describe.each(testDialects())('community admin lists are paged (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let challengeId: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    cookie = (await t.login('mod')).cookie;
    challengeId = (await createChallenge(t.db)).id;
    const other = await createChallenge(t.db, { slot_name: 'Other Slot' });
    // Claims sent in the same instant (one per member): 3 pending and 1 rejected on the challenge,
    // 1 pending on another.
    const at = '2026-11-20T12:00:00.000Z';
    const claims = [
      ['pending', challengeId],
      ['pending', challengeId],
      ['rejected', challengeId],
      ['pending', challengeId],
      ['pending', other.id],
    ] as const;
    for (const [i, [status, id]] of claims.entries()) {
      const member = await createMember(t.db, { username: `claimer${i}` });
      await t.db
        .insertInto('challenge_claims')
        .values({
          challenge_id: id,
          user_id: member.id,
          description: 'I hit it',
          evidence_images: '[]',
          status,
          created_at: at,
          reviewed_at: null,
          reason: status === 'rejected' ? 'Blurry' : null,
          reviewed_by: null,
          awarded_prize: null,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('pages the pending queue oldest first (id breaks ties), per challenge too', async () => {
    const url = '/api/admin/community/challenges/claims';
    const pending = await expectPagedList(t, cookie, url);
    expect(pending).toHaveLength(4);
    expect(pending).toEqual([...pending].sort((a, b) => Number(a) - Number(b)));
    const all = await expectPagedList(t, cookie, `${url}?status=all`);
    expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
    const one = await expectPagedList(t, cookie, `${url}?challenge_id=${challengeId}`);
    expect(one).toEqual(pending.slice(0, 3));
    const bad = await t.app.inject({ url: `${url}?challenge_id=1e3`, headers: { cookie } });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ['challenge_id']]);
  });
});
