import type { AdminOverlayInput, OverlayKind } from '@lobby/shared-api/contract';
import { defaultOverlaySettings } from '@lobby/shared-api/contract';
import { createMember } from '../../../core/users/factories';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import { createGiveaway, createHunt, createTournament } from '../testing';

describe.each(testDialects())('Engagement overlay data (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;
  let moderator: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await t.login(await createMember(t.db, { role: 'admin' }));
    moderator = await t.login(await createMember(t.db, { role: 'moderator' }));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of [
      'overlay_keys',
      'bonus_hunt_games',
      'bonus_hunts',
      'tournament_matches',
      'tournaments',
      'giveaway_winners',
      'giveaway_entries',
      'giveaways',
    ] as const)
      await t.db.deleteFrom(table).execute();
  });

  async function keyFor<K extends OverlayKind>(
    kind: K,
    settings: Partial<AdminOverlayInput['settings']> = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/overlays',
      headers: headersOf(admin),
      payload: { kind, name: kind, settings: { ...defaultOverlaySettings(kind), ...settings } },
    });
    expect(res.statusCode).toBe(200);
    return res.json().key as string;
  }

  const get = (kind: OverlayKind, key: string) => t.app.inject(`/api/overlay/${kind}?key=${key}`);

  describe('/api/overlay/hunt', () => {
    it('says there is no hunt when none exists', async () => {
      const res = await get('hunt', await keyFor('hunt'));
      expect(res.json()).toMatchObject({ data: { hunt: null }, channels: ['hunts'] });
    });

    it('shows the newest hunt: opened/total, winnings, break-even, best, the bonus being opened', async () => {
      await createHunt(t.db, { name: 'Old', open: false, createdAt: '2026-01-01T00:00:00.000Z' });
      const hunt = await createHunt(t.db, {
        name: 'Friday hunt',
        startBalance: 1000_00,
        slots: [
          { name: 'Gates', bet: 2_00, win: 150_00 }, // 75x
          { name: 'Sugar', bet: 4_00, win: 400_00 }, // 100x (best)
          { name: 'Wanted', bet: 5_00 },
          { name: 'Dog House', bet: 5_00 },
        ],
      });
      const res = await get('hunt', await keyFor('hunt'));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.channels).toEqual(['hunts', `hunt:${hunt.id}`]);
      expect(body.data.hunt).toMatchObject({
        id: hunt.id,
        name: 'Friday hunt',
        phase: 'opening',
        start_balance: 1000,
        bonuses_total: 4,
        bonuses_opened: 2,
        winnings: 550,
        // (1000 - 550) / (5 + 5)
        break_even_x: 45,
        best: { slot_name: 'Sugar', multiplier: 100 },
        current: { position: 3, slot_name: 'Wanted', bet: 5, win: null },
      });
      expect(body.data.hunt.bonuses).toHaveLength(4);
    });

    it('follows the staff recording a win in the admin: the data changes and the channel hears it', async () => {
      const hunt = await createHunt(t.db, {
        slots: [
          { name: 'A', bet: 1_00 },
          { name: 'B', bet: 1_00 },
        ],
      });
      const key = await keyFor('hunt');
      expect((await get('hunt', key)).json().data.hunt.phase).toBe('collecting');
      const heard: unknown[] = [];
      const off = t.app.live.bus.subscribe([`hunt:${hunt.id}`], (m) => heard.push(m.payload));
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/engagement/bonus-hunts/${hunt.id}/games/${hunt.games[0]!.id}`,
        headers: headersOf(moderator),
        payload: { win: 250 },
      });
      off();
      expect(res.statusCode).toBe(200);
      expect(heard.length).toBeGreaterThan(0);
      const after = (await get('hunt', key)).json().data.hunt;
      expect(after).toMatchObject({
        phase: 'opening',
        bonuses_opened: 1,
        winnings: 250,
        best: { slot_name: 'A', multiplier: 250 },
        current: { slot_name: 'B' },
      });
    });

    it('a finished hunt shows its result and no bonus being opened', async () => {
      await createHunt(t.db, {
        open: false,
        endBalance: 900_00,
        slots: [{ name: 'A', bet: 1_00, win: 900_00 }],
      });
      const hunt = (await get('hunt', await keyFor('hunt'))).json().data.hunt;
      expect(hunt).toMatchObject({ phase: 'finished', end_balance: 900, current: null });
    });
  });

  describe('/api/overlay/bracket', () => {
    it('says there is no tournament when none exists', async () => {
      const res = await get('bracket', await keyFor('bracket'));
      expect(res.json()).toMatchObject({ data: { tournament: null }, channels: ['tournaments'] });
    });

    it('shows the newest active tournament by round, the live match highlighted', async () => {
      const t1 = await createTournament(t.db, { name: 'Showdown', matches: 2 });
      await t.db
        .updateTable('tournament_matches')
        .set({ winner_name: 'A1', slot1_multiplier: 12_50, slot2_multiplier: 3_00 })
        .where('id', '=', t1.matches[0]!.id)
        .execute();
      const res = await get('bracket', await keyFor('bracket'));
      const body = res.json();
      expect(body.channels).toEqual(['tournaments', `tournament:${t1.id}`]);
      expect(body.data.tournament).toMatchObject({
        id: t1.id,
        name: 'Showdown',
        live_match_id: t1.matches[1]!.id,
        champion: null,
      });
      expect(body.data.tournament.rounds[0][0]).toMatchObject({
        slot1_name: 'A1',
        slot1_multiplier: 12.5,
        winner_name: 'A1',
      });
    });

    it('shows the tournament its settings fix, and none when that one is gone', async () => {
      const fixed = await createTournament(t.db, { name: 'Fixed' });
      await createTournament(t.db, { name: 'Newer' });
      const key = await keyFor('bracket', { tournament_id: fixed.id });
      expect((await get('bracket', key)).json().data.tournament.name).toBe('Fixed');
      await t.db.deleteFrom('tournament_matches').execute();
      await t.db.deleteFrom('tournaments').where('id', '=', fixed.id).execute();
      expect((await get('bracket', key)).json().data.tournament).toBeNull();
    });
  });

  describe('/api/overlay/giveaway', () => {
    it('says there is no giveaway when none exists', async () => {
      const res = await get('giveaway', await keyFor('giveaway'));
      expect(res.json()).toMatchObject({ data: { giveaway: null }, channels: ['giveaways'] });
    });

    it('shows an open giveaway with its entry count and no winners yet', async () => {
      const g = await createGiveaway(t.db, {
        title: 'Weekend $100',
        endAt: '2099-01-01T00:00:00.000Z',
      });
      const body = (await get('giveaway', await keyFor('giveaway'))).json();
      expect(body.channels).toEqual(['giveaways', `giveaway:${g.id}`]);
      expect(body.data.giveaway).toMatchObject({
        id: g.id,
        title: 'Weekend $100',
        prize: '$100.00',
        status: 'open',
        winners: [],
        seed: null,
        drawn_at: null,
      });
    });

    it('follows the stream: a draw of the last minutes first, else the open one ending soonest', async () => {
      const key = await keyFor('giveaway');
      const later = await createGiveaway(t.db, {
        title: 'Later',
        endAt: '2099-02-01T00:00:00.000Z',
      });
      const sooner = await createGiveaway(t.db, {
        title: 'Sooner',
        endAt: '2099-01-01T00:00:00.000Z',
      });
      await createGiveaway(t.db, { title: 'Old draw', drawnAt: '2026-01-01T00:00:00.000Z' });
      expect((await get('giveaway', key)).json().data.giveaway.id).toBe(sooner.id);
      await t.db
        .updateTable('giveaways')
        .set({ drawn_at: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', later.id)
        .execute();
      expect((await get('giveaway', key)).json().data.giveaway).toMatchObject({
        id: later.id,
        status: 'drawn',
      });
    });

    it('after the verifiable draw: the winners by Kick name among the entrants, the seed revealed', async () => {
      const winner = await createMember(t.db, { username: 'lucky' });
      const g = await createGiveaway(t.db, {
        title: 'Drawn',
        drawnAt: '2026-11-20T00:00:00.000Z',
        winners: [winner.id],
      });
      const body = (await get('giveaway', await keyFor('giveaway'))).json();
      const data = body.data.giveaway;
      expect(data.id).toBe(g.id);
      expect(data.status).toBe('drawn');
      expect(data.winners).toEqual([{ position: 1, name: `kick${winner.id}` }]);
      expect(data.entrants).toContain(`kick${winner.id}`);
      expect(data.seed).toEqual(expect.any(String));
      expect(data.commitment).toEqual(expect.any(String));
    });
  });

  it('answers a key of another kind, or a revoked one, with 404 and no data', async () => {
    await createHunt(t.db, { name: 'Secret hunt' });
    const bracketKey = await keyFor('bracket');
    const wrongKind = await get('hunt', bracketKey);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.body).not.toContain('Secret hunt');
    const huntKey = await keyFor('hunt');
    const [row] = await t.db
      .selectFrom('overlay_keys')
      .select('id')
      .where('kind', '=', 'hunt')
      .execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/overlays/${row!.id}/revoke`,
      headers: headersOf(admin),
    });
    const revoked = await get('hunt', huntKey);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ success: false, message: 'Not found' });
    expect(revoked.headers['set-cookie']).toBeUndefined();
  });
});
