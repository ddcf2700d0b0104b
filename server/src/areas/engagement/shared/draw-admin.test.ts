import { createHash } from 'node:crypto';
import { limitSettingKey } from '../../../core/admin/duties';
import { changePoints } from '../../../core/ledger/points';
import { setSettings } from '../../../core/settings/factories';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createPlatform } from '../../community/testing';
import { createGiveaway } from '../giveaways/factories';
import { setWagerTotal } from '../wager-raffles/factories';
import { recomputeRaffleTickets } from '../wager-raffles/tickets';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
// The smallest valid PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDialects())('Admin › Giveaways and Wager raffles (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    // These tests are about the forms; the moderators' prize limits have core/admin/duties.test.ts.
    await setSettings(t.db, { [limitSettingKey('prize_cash')]: '100000' });
    const mod = await createMember(t.db, { role: 'moderator' });
    staff = headersOf(await t.login(mod));
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: staff,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const giveawayBody = (over: Record<string, unknown> = {}) => ({
    title: 'Admin Giveaway',
    description: 'Made in the admin panel.',
    image: null,
    prize_type: 'points',
    prize_value: 2500,
    prize_description: null,
    number_of_winners: 2,
    end_datetime: inHours(24),
    is_accepting_entries: true,
    allow_passwordless_entry: true,
    allow_points_entry: true,
    points_per_entry: 50,
    max_points_entries: 5,
    password: 'stream',
    ...over,
  });

  it('keeps visitors and members out', async () => {
    const member = await createMember(t.db);
    const asMember = headersOf(await t.login(member));
    const anon = headersOf(await t.anonymous());
    for (const url of ['/api/admin/engagement/giveaways', '/api/admin/engagement/wager-raffles']) {
      expect((await t.app.inject({ url, headers: anon })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: asMember })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: staff })).statusCode).toBe(200);
    }
  });

  it('creates a giveaway with a committed seed, audited, and validates every field', async () => {
    const res = await send('POST', '/api/admin/engagement/giveaways', giveawayBody());
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const row = await t.db
      .selectFrom('giveaways')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.commitment).toBe(sha256(row.draw_seed!));
    expect(row.password_hash).toBe(sha256('stream'));
    const pub = (await t.app.inject(`/api/r/giveaways/${id}`)).json().data;
    expect(pub).toMatchObject({
      title: 'Admin Giveaway',
      status: 'active',
      allow_password_entry: true,
      points_per_entry: 50,
    });
    expect(pub.draw.seed).toBeNull();
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'giveaway.create')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(log.after_json).not.toContain(row.draw_seed!);
    expect(log.after_json).not.toContain(row.password_hash!);

    const bad = await send(
      'POST',
      '/api/admin/engagement/giveaways',
      giveawayBody({
        title: ' ',
        prize_type: 'lottery',
        prize_value: -1,
        number_of_winners: 0.5,
        end_datetime: 'soon',
        points_per_entry: -5,
        image: 'https://evil.example/x.png',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      [
        'end_datetime',
        'image',
        'number_of_winners',
        'points_per_entry',
        'prize_type',
        'prize_value',
        'title',
      ].sort(),
    );
    const noMethod = await send(
      'POST',
      '/api/admin/engagement/giveaways',
      giveawayBody({ allow_passwordless_entry: false, allow_points_entry: false, password: null }),
    );
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors.allow_passwordless_entry).toBeDefined();
  });

  it('edits until drawn, draws now once, exports entries and redraws a disqualified winner', async () => {
    const g = await createGiveaway(t.db, { endAt: inHours(5), numberOfWinners: 1 });
    const edited = await send(
      'PUT',
      `/api/admin/engagement/giveaways/${g.id}`,
      giveawayBody({ title: 'Renamed', number_of_winners: 1, password: undefined }),
    );
    expect(edited.statusCode).toBe(200);
    const people = [];
    for (let i = 0; i < 3; i++) {
      const m = await createMember(t.db, {
        username: i === 0 ? `=cmd_${dialect}` : `entrant_${dialect}_${i}`,
      });
      people.push(m);
      await changePoints(t.db, { userId: m.id, delta: 100, reason: 'opening_balance' });
      const s = await t.login(m);
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/r/giveaways/${g.id}/enter`,
        headers: headersOf(s),
        payload: { entry_type: 'passwordless', kick_username: `kick${i}` },
      });
      expect(r.statusCode).toBe(200);
    }
    const csv = await send('GET', `/api/admin/engagement/giveaways/${g.id}/entries.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'entry_id,created_at,user_id,username,kick_username,entry_type,entries,points_spent',
    );
    expect(lines).toHaveLength(4);
    // A cell that starts like a formula is neutralised.
    expect(lines[1]).toContain(`,'=cmd_${dialect},`);

    const drawn = await send('POST', `/api/admin/engagement/giveaways/${g.id}/draw`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().message).toBe('Drawn: 1 winner.');
    expect((await send('POST', `/api/admin/engagement/giveaways/${g.id}/draw`)).statusCode).toBe(
      409,
    );
    const noEdit = await send('PUT', `/api/admin/engagement/giveaways/${g.id}`, giveawayBody());
    expect(noEdit.statusCode).toBe(422);

    const noReason = await send('POST', `/api/admin/engagement/giveaways/${g.id}/disqualify`, {
      position: 1,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const dq = await send('POST', `/api/admin/engagement/giveaways/${g.id}/disqualify`, {
      position: 1,
      reason: 'Multiple accounts',
    });
    expect(dq.statusCode).toBe(200);
    const pub = (await t.app.inject(`/api/r/giveaways/${g.id}`)).json().data;
    expect(pub.disqualified).toHaveLength(1);
    expect(pub.winners).toHaveLength(1);
    expect(pub.winners[0].user.id).not.toBe(pub.disqualified[0].user.id);
    const actions = (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'giveaway')
        .where('entity_id', '=', String(g.id))
        .orderBy('id')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['giveaway.update', 'giveaway.draw', 'giveaway.redraw']);
  });

  it('uploads an image checked by its bytes and serves it publicly', async () => {
    const boundary = '----lobbytest';
    const body = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/engagement/images',
        headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body('x.png', bytes),
      });
    const ok = await upload(PNG);
    expect(ok.statusCode).toBe(201);
    const image = ok.json().image as string;
    expect(image).toMatch(/^\/media\/uploads\/engagement\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject(image);
    expect(served.statusCode).toBe(200);
    const fake = await upload(Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors.image).toEqual(['Upload a PNG, JPEG, WebP or GIF image.']);
    const created = await send(
      'POST',
      '/api/admin/engagement/giveaways',
      giveawayBody({ image, title: 'With Image' }),
    );
    expect(created.statusCode).toBe(201);
  });

  it('creates, edits and draws a wager raffle, with tickets and their CSV', async () => {
    const p = await createPlatform(t.db, { name: `Delta ${dialect}` });
    const casino = await t.db
      .insertInto('casinos')
      .values({
        name: 'Delta Casino',
        image: null,
        platform_type: 'delta',
        platform_id: p.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (over: Record<string, unknown> = {}) => ({
      name: 'Admin Raffle',
      description: '',
      start_date: inHours(-1),
      end_date: inHours(48),
      dollars_per_ticket: 50,
      auto_draw: true,
      casino_ids: [casino.id],
      prizes: [
        { prize_type: 'cash', prize_value: 250, description: null, image_url: null },
        { prize_type: 'custom', prize_value: 0, description: 'Hoodie', image_url: null },
      ],
      ...over,
    });
    const bad = await send(
      'POST',
      '/api/admin/engagement/wager-raffles',
      body({
        end_date: inHours(-2),
        dollars_per_ticket: 0,
        casino_ids: [],
        prizes: [{ prize_type: 'custom', prize_value: 0, description: null, image_url: null }],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['casino_ids', 'dollars_per_ticket', 'end_date', 'prizes.0.description'].sort(),
    );
    const unknownCasino = await send(
      'POST',
      '/api/admin/engagement/wager-raffles',
      body({ casino_ids: [999999] }),
    );
    expect(unknownCasino.statusCode).toBe(422);

    const res = await send('POST', '/api/admin/engagement/wager-raffles', body());
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const pub = (await t.app.inject(`/api/r/wager-raffles/${id}`)).json().data;
    expect(pub).toMatchObject({ name: 'Admin Raffle', status: 'active', dollars_per_ticket: 50 });
    expect(pub.prizes.map((x: { prize_value: number }) => x.prize_value)).toEqual([250, 0]);

    // Started: the window, casinos and price stay; the prizes may change.
    expect(
      (await send('POST', `/api/admin/engagement/wager-raffles/${id}/recompute`)).statusCode,
    ).toBe(200);
    const moved = await send(
      'PUT',
      `/api/admin/engagement/wager-raffles/${id}`,
      body({ dollars_per_ticket: 10 }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.dollars_per_ticket).toBeDefined();
    const start = (
      await t.db
        .selectFrom('wager_raffles')
        .select('start_date')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).start_date;
    const renamed = await send(
      'PUT',
      `/api/admin/engagement/wager-raffles/${id}`,
      body({ name: 'Renamed Raffle', start_date: start }),
    );
    expect(renamed.statusCode).toBe(200);

    const a = await createMember(t.db, { username: `raffler_a_${dialect}` });
    const b = await createMember(t.db, { username: `raffler_b_${dialect}` });
    await setWagerTotal(t.db, a.id, p.id, 500_00);
    await setWagerTotal(t.db, b.id, p.id, 120_00);
    await recomputeRaffleTickets(t.db, id, new Date());
    const tickets = (await send('GET', `/api/admin/engagement/wager-raffles/${id}/tickets`)).json()
      .data;
    expect(
      tickets.map((x: { user: { username: string }; ticket_count: number }) => [
        x.user.username,
        x.ticket_count,
      ]),
    ).toEqual([
      [`raffler_a_${dialect}`, 10],
      [`raffler_b_${dialect}`, 2],
    ]);
    const csv = (await send('GET', `/api/admin/engagement/wager-raffles/${id}/tickets.csv`)).body;
    expect(csv.split('\n')[1]).toBe(`${a.id},raffler_a_${dialect},Delta ${dialect},500.00,10,1,10`);

    expect((await send('POST', `/api/admin/engagement/wager-raffles/${id}/draw`)).statusCode).toBe(
      422,
    );
    await t.db
      .updateTable('wager_raffles')
      .set({ end_date: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    // Made since lobby-draw-v2: it waits for its drand round (draws/wager-raffles.test.ts).
    const waiting = await send('POST', `/api/admin/engagement/wager-raffles/${id}/draw`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/^Waiting for public randomness: drand round \d+/);
    // The rest is the v1 flow of a raffle made before v2.
    await t.db.deleteFrom('engagement_draws').where('kind', '=', 'wager_raffle').execute();
    const drawn = await send('POST', `/api/admin/engagement/wager-raffles/${id}/draw`);
    expect(drawn.statusCode).toBe(200);
    const detail = (await t.app.inject(`/api/r/wager-raffles/${id}`)).json().data;
    expect(detail.winners).toHaveLength(2);
    const oldForm = await send(
      'POST',
      `/api/admin/engagement/wager-raffles/${id}/prizes/${detail.prizes[0].id}/disqualify`,
      { reason: 'Chargeback' },
    );
    expect(oldForm.statusCode).toBe(410);
    expect(oldForm.json().message).toMatch(/Disqualify by place/);
    const noPlace = await send('POST', `/api/admin/engagement/wager-raffles/${id}/disqualify`, {
      position: 9,
      reason: 'Chargeback',
    });
    expect(noPlace.statusCode).toBe(404);
    const dq = await send('POST', `/api/admin/engagement/wager-raffles/${id}/disqualify`, {
      position: 1,
      reason: 'Chargeback',
    });
    expect(dq.statusCode).toBe(200);
    // Two members, both already placed: nobody is left for the first prize.
    expect(dq.json().message).toBe('Place 1 disqualified; nobody was left to draw.');
    const after = (await t.app.inject(`/api/r/wager-raffles/${id}`)).json().data;
    expect(after.prizes[0].winner).toBeNull();
    expect(after.disqualified).toHaveLength(1);
  });
});
