import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createSlots } from '../slots/factories';
import { createHunt } from './factories';

const URL = '/api/admin/engagement/bonus-hunts';

describe.each(testDialects())('Admin › Bonus hunts › players (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let linked: { id: number };
  let slotId: number;
  let sessionId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const mod = await createMember(t.db, { role: 'moderator', username: 'mod' });
    staff = headersOf(await t.login(mod));
    linked = await createMember(t.db, { username: 'linked', kick_username: 'LinkedSpins' });
    const [slot] = await createSlots(t.db, [{ name: 'Thunder Llama', provider: 'Llama Works' }]);
    slotId = slot!.id;
    const at = new Date().toISOString();
    sessionId = (
      await t.db
        .insertInto('slot_call_sessions')
        .values({ title: 'Friday calls', status: 'open', opened_by: mod.id, opened_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

  const queueCall = async (kick: string, userId: number | null) =>
    (
      await t.db
        .insertInto('slot_calls')
        .values({
          session_id: sessionId,
          kick_user_id: `k-${kick}`,
          kick_username: kick,
          user_id: userId,
          slot_id: slotId,
          requested: 'llama',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const publicGames = async () =>
    (await t.app.inject('/api/r/bonus-hunts')).json().latest_bonus_hunt.games as {
      id: number;
      assigned_user: { username: string } | null;
      assigned_kick_username: string | null;
    }[];

  it('assigns a member, a typed Kick name (its linked member when there is one), and unassigns', async () => {
    const hunt = await createHunt(t.db, { slots: 2 });
    const [g1, g2] = hunt.games;
    const live: unknown[] = [];
    t.app.live.bus.subscribe([`hunt:${hunt.id}`], (m) => live.push(m.payload));
    const patch = (gameId: number, player: object | null) =>
      call('PATCH', `${URL}/${hunt.id}/games/${gameId}`, { player });

    const member = await patch(g1!.id, { source: 'member', user_id: linked.id });
    expect(member.statusCode).toBe(200);
    expect(member.json().data.games[0]).toMatchObject({
      user_id: linked.id,
      assigned_user: { username: 'linked', kick_username: 'LinkedSpins' },
      assigned_kick_username: null,
    });
    expect(live).toContainEqual({ type: 'games', hunt_id: hunt.id });

    const typed = await patch(g2!.id, { source: 'kick', kick_username: 'just_a_viewer' });
    expect(typed.json().data.games[1]).toMatchObject({
      user_id: null,
      assigned_user: null,
      assigned_kick_username: 'just_a_viewer',
    });
    // A typed name that a member linked is that member.
    const known = await patch(g2!.id, { source: 'kick', kick_username: 'linkedspins' });
    expect(known.json().data.games[1]).toMatchObject({
      user_id: linked.id,
      assigned_kick_username: null,
    });
    expect((await publicGames()).map((g) => g.assigned_user?.username)).toEqual([
      'linked',
      'linked',
    ]);

    const cleared = await patch(g1!.id, null);
    expect(cleared.json().data.games[0]).toMatchObject({
      user_id: null,
      assigned_user: null,
      assigned_kick_username: null,
    });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(hunt.id))
      .execute();
    expect(audits.filter((a) => a.action === 'hunt.player_assign')).toHaveLength(4);
  });

  it('refuses bad players with a message per field', async () => {
    const hunt = await createHunt(t.db, { slots: 1 });
    const url = `${URL}/${hunt.id}/games/${hunt.games[0]!.id}`;
    const cases: [object, string][] = [
      [{ source: 'kick', kick_username: 'a b' }, 'player.kick_username'],
      [{ source: 'member', user_id: 'x' }, 'player.user_id'],
      [{ source: 'someone' }, 'player.source'],
    ];
    for (const [player, field] of cases) {
      const res = await call('PATCH', url, { player });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const unknown = await call('PATCH', url, { player: { source: 'member', user_id: 999999 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ user_id: ['No such member'] });
    const noCall = await call('PATCH', url, { player: { source: 'call', slot_call_id: 999999 } });
    expect(noCall.statusCode).toBe(422);
    expect(noCall.json().errors).toEqual({ slot_call_id: ['No such call'] });
    const otherHunt = await call('PATCH', `${URL}/999999/games/${hunt.games[0]!.id}`, {
      player: null,
    });
    expect(otherHunt.statusCode).toBe(404);
  });

  it('taking a !call assigns its caller (member or Kick name) and marks the call played, once', async () => {
    const hunt = await createHunt(t.db, { slots: 1 });
    const memberCall = await queueCall('LinkedSpins', linked.id);
    const viewerCall = await queueCall('drifter', null);

    // Onto an existing slot.
    const url = `${URL}/${hunt.id}/games/${hunt.games[0]!.id}`;
    const taken = await call('PATCH', url, {
      player: { source: 'call', slot_call_id: memberCall },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.games[0]).toMatchObject({ user_id: linked.id });
    const again = await call('PATCH', url, {
      player: { source: 'call', slot_call_id: memberCall },
    });
    expect(again.statusCode).toBe(409);

    // As a new slot: the call's slot, played by its caller.
    const added = await call('POST', `${URL}/${hunt.id}/games`, {
      slot_call_id: viewerCall,
      bet: 2,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.games[1]).toMatchObject({
      slot_name: 'Thunder Llama',
      slot_provider: 'Llama Works',
      user_id: null,
      assigned_user: null,
      assigned_kick_username: 'drifter',
    });
    const statuses = await t.db
      .selectFrom('slot_calls')
      .select(['id', 'status'])
      .where('id', 'in', [memberCall, viewerCall])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['played', 'played']);
    const twice = await call('POST', `${URL}/${hunt.id}/games`, {
      slot_call_id: viewerCall,
      bet: 2,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await call('GET', `${URL}/${hunt.id}`)).json().data.games.map((g: { id: number }) => g.id),
    ).toHaveLength(2);
  });

  it('takes a call once when two staff take it at the same moment', async () => {
    const hunt = await createHunt(t.db, { slots: 0 });
    const id = await queueCall('racer', null);
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', `${URL}/${hunt.id}/games`, { slot_call_id: id, bet: 1 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const games = await t.db
      .selectFrom('bonus_hunt_games')
      .select('id')
      .where('hunt_id', '=', hunt.id)
      .execute();
    expect(games).toHaveLength(1);
  });
});
