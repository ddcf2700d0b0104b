import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../../core/config';
import { createMember } from '../../../core/users/factories';
import { chatMessageBody, startFakeKick } from '../../../demo/fake-kick';
import type { FakeKick } from '../../../demo/fake-kick';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createGiveaway } from '../giveaways/factories';
import { createSlots } from '../slots/factories';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe.each(testDialects())('Kick chat commands (%s)', (dialect) => {
  let t: TestApp;
  let kick: FakeKick;
  let seq = 0;

  beforeAll(async () => {
    kick = await startFakeKick();
    t = await buildTestApp(dialect, {
      config: { kickApi: { ...loadConfig({}).kickApi, baseUrl: kick.url } },
    });
  });
  afterAll(async () => {
    await t.close();
    await kick.close();
  });

  /** A viewer's chat message delivered by Kick's (fake) signed webhook. */
  const say = async (sender: { id: string; username: string }, text: string) => {
    const body = chatMessageBody({ id: Number(sender.id), username: sender.username }, text);
    seq += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/kick',
      payload: body,
      headers: kick.webhookHeaders(body, { messageId: `${dialect}-${seq}-${randomUUID()}` }),
    });
    expect(res.statusCode).toBe(200);
  };

  const linked = async (kickId: string) =>
    createMember(t.db, { kick_user_id: kickId, kick_username: `kick_${kickId}` });

  const entriesOf = (giveawayId: number) =>
    t.db.selectFrom('giveaway_entries').selectAll().where('giveaway_id', '=', giveawayId).execute();

  describe('giveaway entry by keyword', () => {
    it('enters a linked member once however many identical messages arrive at once', async () => {
      const g = await createGiveaway(t.db, { endAt: inAnHour(), chatEntry: true });
      const m = await linked('7001');
      const sender = { id: '7001', username: 'Kick_7001' };
      await Promise.all(Array.from({ length: 15 }, () => say(sender, '!join')));
      const entries = await entriesOf(g.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        user_id: m.id,
        entry_type: 'passwordless',
        kick_username: 'kick_7001',
      });
      // The web entry afterwards is refused like a second free entry.
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/r/giveaways/${g.id}/enter`,
        headers: headersOf(await t.login(m)),
        payload: { entry_type: 'passwordless', kick_username: 'kick_7001' },
      });
      expect(res.statusCode).toBe(422);
      expect(await entriesOf(g.id)).toHaveLength(1);
    });

    it('uses the giveaway’s own keyword (any case) and ignores other words', async () => {
      const g = await createGiveaway(t.db, {
        endAt: inAnHour(),
        chatEntry: true,
        chatKeyword: 'lobby',
      });
      await linked('7002');
      await say({ id: '7002', username: 'v2' }, '!join');
      expect(await entriesOf(g.id)).toHaveLength(0);
      await say({ id: '7002', username: 'v2' }, 'LOBBY please');
      expect(await entriesOf(g.id)).toHaveLength(1);
    });

    it('enters nobody for unlinked accounts, giveaways without chat entry, closed or ended ones', async () => {
      const open = await createGiveaway(t.db, { endAt: inAnHour(), chatEntry: true });
      const webOnly = await createGiveaway(t.db, { endAt: inAnHour() });
      const closed = await createGiveaway(t.db, {
        endAt: inAnHour(),
        chatEntry: true,
        accepting: false,
      });
      const ended = await createGiveaway(t.db, {
        endAt: new Date(Date.now() - 60_000).toISOString(),
        chatEntry: true,
      });
      await say({ id: '7999', username: 'stranger' }, '!join');
      expect(await entriesOf(open.id)).toHaveLength(0);
      await linked('7003');
      await say({ id: '7003', username: 'v3' }, '!join');
      expect(await entriesOf(open.id)).toHaveLength(1);
      for (const g of [webOnly, closed, ended]) expect(await entriesOf(g.id)).toHaveLength(0);
    });
  });

  describe('!call <slot>', () => {
    let admin: Record<string, string>;
    let slots: { id: number; name: string }[];

    beforeAll(async () => {
      admin = headersOf(await t.login(await createMember(t.db, { role: 'admin' })));
      slots = await createSlots(t.db, [
        'Gates of Olympus',
        'Gates of Olympus 1000',
        'Sweet Bonanza',
        'Wanted Dead or a Wild',
      ]);
    });

    const queue = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/engagement/slot-calls',
          headers: admin,
        })
      ).json();

    it('queues nothing without an open session; one request per viewer; blacklist; unknown slots', async () => {
      await say({ id: '8001', username: 'early' }, '!call Sweet Bonanza');
      expect((await queue()).session).toBeNull();

      const open = await t.app.inject({
        method: 'POST',
        url: '/api/admin/engagement/slot-calls/sessions',
        headers: admin,
        payload: { title: 'Bonus buys' },
      });
      expect(open.statusCode).toBe(201);
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/admin/engagement/slot-calls/sessions',
        headers: admin,
        payload: { title: 'Another' },
      });
      expect(second.statusCode).toBe(409);

      await Promise.all([
        say({ id: '8002', username: 'Alice' }, '!call sweet bonanza'),
        say({ id: '8002', username: 'Alice' }, '!call Wanted'),
      ]);
      await say({ id: '8003', username: 'Bob' }, '!CALL gates of olympus');
      await say({ id: '8004', username: 'Carol' }, '!call gates'); // ambiguous
      await say({ id: '8005', username: 'Dave' }, '!call Book of Nothing'); // not in the catalogue
      await say({ id: '8006', username: 'Eve' }, '!call'); // no slot
      let q = await queue();
      expect(q.session).toMatchObject({ title: 'Bonus buys', status: 'open' });
      expect(q.data).toHaveLength(2);
      expect(
        q.data.find((c: { kick_username: string }) => c.kick_username === 'Alice'),
      ).toBeTruthy();
      expect(
        q.data.find((c: { kick_username: string }) => c.kick_username === 'Bob').slot.name,
      ).toBe('Gates of Olympus');

      // Blacklist a viewer and a slot: their calls are refused from then on.
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/engagement/slot-calls/blacklist',
        headers: admin,
        payload: { kind: 'viewer', kick_username: '<script>' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.kick_username).toBeDefined();
      for (const payload of [
        { kind: 'viewer', kick_username: 'Frank', reason: 'spam' },
        { kind: 'slot', slot_id: slots[3]!.id },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/engagement/slot-calls/blacklist',
          headers: admin,
          payload,
        });
        expect(res.statusCode).toBe(201);
      }
      await say({ id: '8007', username: 'frank' }, '!call Sweet Bonanza');
      await say({ id: '8008', username: 'Grace' }, '!call Wanted Dead or a Wild');
      q = await queue();
      expect(q.data).toHaveLength(2);
      expect(q.blacklist).toHaveLength(2);

      // Mark played, then close the session; later calls are not queued.
      const call = q.data[0];
      const played = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/engagement/slot-calls/calls/${call.id}`,
        headers: admin,
        payload: { status: 'played' },
      });
      expect(played.statusCode).toBe(200);
      const close = await t.app.inject({
        method: 'POST',
        url: `/api/admin/engagement/slot-calls/sessions/${q.session.id}/close`,
        headers: admin,
      });
      expect(close.statusCode).toBe(200);
      await say({ id: '8009', username: 'Heidi' }, '!call Sweet Bonanza');
      q = await queue();
      expect(q.session.status).toBe('closed');
      expect(q.data).toHaveLength(2);
      expect(q.data[0].status).toBe('played');
    });

    it('is staff only', async () => {
      const member = headersOf(await t.login(await createMember(t.db)));
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/engagement/slot-calls',
        headers: member,
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
