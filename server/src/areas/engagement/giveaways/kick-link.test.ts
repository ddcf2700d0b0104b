import type { GiveawayDetail, GiveawayEntry } from '@lobby/contract-engagement';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createGiveaway } from './factories';

describe.each(testDialects())('giveaway entries by Kick identity (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const open = async (requireLink: boolean) => {
    const g = await createGiveaway(t.db, {
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      accepting: true,
      free: true,
    });
    await t.db
      .updateTable('giveaways')
      .set({ require_kick_link: requireLink ? 1 : 0 })
      .where('id', '=', g.id)
      .execute();
    return g.id;
  };
  const enter = async (id: number, headers: Record<string, string>, kick: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/r/giveaways/${id}/enter`,
      headers,
      payload: { entry_type: 'passwordless', kick_username: kick },
    });
  let n = 0;
  const linkedMember = async () => {
    n += 1;
    const m = await createMember(t.db, {
      kick_user_id: `k_${dialect}_${n}`,
      kick_username: `Linked_${dialect}_${n}`,
    });
    return { m, headers: headersOf(await t.login(m)) };
  };

  it('enters a linked member under their Kick account, whatever was typed, and marks typed names unverified', async () => {
    const id = await open(false);
    const linked = await linkedMember();
    const detail = (
      await t.app.inject({ url: `/api/r/giveaways/${id}`, headers: linked.headers })
    ).json().data as GiveawayDetail;
    expect(detail.viewer_kick_account).toBe(linked.m.kick_username);
    expect(detail.require_kick_link).toBe(false);
    expect((await enter(id, linked.headers, 'someone_else')).statusCode).toBe(200);
    const typed = await createMember(t.db, { kick_username: `typed_${dialect}` });
    const typedHeaders = headersOf(await t.login(typed));
    expect((await enter(id, typedHeaders, 'famous_streamer')).statusCode).toBe(200);

    const entries = (
      await t.app.inject(`/api/r/giveaways/${id}/entries`)
    ).json() as GiveawayEntry[];
    const byUser = new Map(entries.map((e) => [e.user.id, e]));
    expect(byUser.get(linked.m.id)).toMatchObject({
      kick_verified: true,
      user: { kick_username: linked.m.kick_username },
    });
    expect(byUser.get(typed.id)).toMatchObject({
      kick_verified: false,
      user: { kick_username: 'famous_streamer' },
    });
  });

  it('refuses a member without a linked Kick account when the giveaway requires one (403)', async () => {
    const id = await open(true);
    const unlinked = await createMember(t.db, { kick_username: `nolink_${dialect}` });
    const refused = await enter(id, headersOf(await t.login(unlinked)), `nolink_${dialect}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This raffle is for members with a linked Kick account: link yours in Settings, then enter.',
    );
    const linked = await linkedMember();
    expect((await enter(id, linked.headers, 'x')).statusCode).toBe(200);
    const page = (await t.app.inject(`/api/r/giveaways/${id}`)).json().data as GiveawayDetail;
    expect(page.require_kick_link).toBe(true);
    expect(page.viewer_kick_account).toBeNull();
  });
});
