import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CLAIM_IMAGE_MAX_BYTES, CLAIM_SUBMITTED_MESSAGE } from '@lobby/contract-community';
import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { findUserById } from '../../../core/users/repository';
import type { TestApp } from '../../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import { CLAIM_PENDING, CLAIM_REVIEWED, EVIDENCE_FOLDER } from './claims';
import { createChallenge } from './factories';
import { CHALLENGE_NOT_STARTED, CHALLENGE_OVER, CHALLENGE_WON } from './service';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; bytes: Buffer };
}

function multipart(parts: Part[]) {
  const boundary = '----lobby-claim-test';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`,
        ),
        p.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const image = (bytes: Buffer, filename = 'win.png', type = 'image/png'): Part => ({
  name: 'evidence_images[]',
  file: { filename, type, bytes },
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('challenges and claims (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00.000Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  const evidenceFiles = () => {
    const dir = path.join(t.config.uploadsDir, EVIDENCE_FOLDER);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const member = async (role: 'member' | 'moderator' | 'admin' = 'member') => {
    const m = await createMember(t.db, { role });
    return { m, s: headersOf(await t.login(m.username)) };
  };
  const running = (fields: Parameters<typeof createChallenge>[1] = {}) =>
    createChallenge(t.db, { start_date: at(-DAY), end_date: at(6 * DAY), ...fields });
  const claim = (headers: Record<string, string>, id: number | string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/r/challenges/${id}/claim`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const admin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/admin/community${url}`, headers, payload });

  it('lists challenges with their derived status, claims count and winner', async () => {
    const winner = await createMember(t.db, { username: `winner_${dialect}` });
    const active = await running({ slot_name: 'Active One' });
    const upcoming = await createChallenge(t.db, {
      slot_name: 'Later One',
      start_date: at(2 * DAY),
      end_date: at(9 * DAY),
    });
    const ended = await createChallenge(t.db, {
      slot_name: 'Old One',
      start_date: at(-9 * DAY),
      end_date: at(-2 * DAY),
    });
    const won = await running({ slot_name: 'Won One', claimedBy: winner.id, claimedAt: at(-HOUR) });

    const res = await t.app.inject('/api/r/challenges');
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(active.id)).toMatchObject({
      status: 'active',
      is_active: true,
      is_expired: false,
      multiplier: 500,
      min_bet: 0.4,
      prize: 100,
      prize_type: 'cash',
      claims_count: 0,
      time_remaining: 6 * 24 * 3600,
      claimer: null,
    });
    expect(byId.get(upcoming.id)).toMatchObject({
      status: 'upcoming',
      is_active: false,
      is_expired: false,
    });
    expect(byId.get(ended.id)).toMatchObject({
      status: 'completed',
      is_expired: true,
      time_remaining: 0,
    });
    expect(byId.get(won.id)).toMatchObject({
      status: 'completed',
      claimed_by: winner.id,
      claimer: expect.objectContaining({ id: winner.id, username: `winner_${dialect}` }),
    });

    const one = await t.app.inject(`/api/r/challenges/${active.id}`);
    expect(one.json()).toEqual({ success: true, data: byId.get(active.id) });
    expect((await t.app.inject('/api/r/challenges/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/r/challenges/abc')).statusCode).toBe(400);
  });

  it('takes a claim with two images, shows it to the member, serves evidence to claimant and staff only', async () => {
    const c = await running();
    const { m, s } = await member();
    const before = evidenceFiles().length;
    const res = await claim(s, c.id, [
      { name: 'description', value: '  Hit 612x on a 0.40 spin  ' },
      image(PNG),
      image(GIF, 'second.gif', 'image/gif'),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: CLAIM_SUBMITTED_MESSAGE,
      data: {
        challenge_id: c.id,
        description: 'Hit 612x on a 0.40 spin',
        status: 'pending',
        reason: null,
      },
    });
    expect(body.data.evidence_images).toHaveLength(2);
    expect(evidenceFiles().length).toBe(before + 2);

    const mine = (await t.app.inject({ url: '/api/r/challenges/my-claims', headers: s })).json();
    expect(mine.data.map((x: { id: number }) => x.id)).toContain(body.data.id);
    expect((await t.app.inject(`/api/r/challenges/${c.id}`)).json().data.claims_count).toBe(1);

    const url = body.data.evidence_images[1] as string;
    const own = await t.app.inject({ url, headers: s });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/gif');
    // The GIF as re-encoded (core/uploads/pipeline.ts), never the bytes sent.
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'gif' });
    expect(own.rawPayload.equals(GIF)).toBe(false);
    const staff = await member('moderator');
    expect((await t.app.inject({ url, headers: staff.s })).statusCode).toBe(200);
    const other = await member();
    expect((await t.app.inject({ url, headers: other.s })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(m.id).toBeGreaterThan(0);
  });

  it('refuses bad claims with a message per field and leaves no file on disk', async () => {
    const c = await running();
    const { s } = await member();
    const before = evidenceFiles().length;

    const none = await claim(s, c.id, [image(PNG)]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ description: ['Describe your win.'] });
    const spaces = await claim(s, c.id, [{ name: 'description', value: '    ' }, image(PNG)]);
    expect(spaces.json().errors).toEqual({ description: ['Describe your win.'] });

    const six = await claim(s, c.id, [
      { name: 'description', value: 'six' },
      ...Array.from({ length: 6 }, () => image(PNG)),
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json().errors).toEqual({ evidence_images: ['Attach at most 5 images.'] });

    const big = Buffer.concat([PNG, Buffer.alloc(CLAIM_IMAGE_MAX_BYTES + 1024 * 1024)]);
    const large = await claim(s, c.id, [{ name: 'description', value: 'big' }, image(big)]);
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toEqual({ evidence_images: ['Image 1 is larger than 10 MB.'] });

    const pdf = await claim(s, c.id, [
      { name: 'description', value: 'pdf' },
      image(PDF, 'fake.png'),
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors).toEqual({
      evidence_images: ['Image 1 is not a PNG, JPEG, WebP or GIF image.'],
    });

    const missing = await claim(s, 999999, [{ name: 'description', value: 'x' }, image(PNG)]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Challenge not found');

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/r/challenges/${c.id}/claim`,
      headers: s,
      payload: { description: 'json' },
    });
    expect(json.statusCode).toBe(400);

    const visitor = await claim(headersOf(await t.anonymous()), c.id, [
      { name: 'description', value: 'x' },
      image(PNG),
    ]);
    expect(visitor.statusCode).toBe(401);

    expect(evidenceFiles().length).toBe(before);
  });

  it('allows one pending claim per member, refuses ended, upcoming and won challenges', async () => {
    const c = await running();
    const { s } = await member();
    const before = evidenceFiles().length;
    const form = [{ name: 'description', value: 'mine' }, image(PNG)];
    // Concurrent duplicates: exactly one pending claim.
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => claim(s, c.id, form).then((r) => r.statusCode)),
    );
    expect(codes.filter((x) => x === 201)).toHaveLength(1);
    expect(codes.filter((x) => x === 409)).toHaveLength(4);
    expect(evidenceFiles().length).toBe(before + 1);
    const again = await claim(s, c.id, form);
    expect(again.json()).toEqual({ success: false, message: CLAIM_PENDING });

    const ended = await createChallenge(t.db, { start_date: at(-9 * DAY), end_date: at(-DAY) });
    expect((await claim(s, ended.id, form)).json().message).toBe(CHALLENGE_OVER);
    const later = await createChallenge(t.db, { start_date: at(DAY), end_date: at(3 * DAY) });
    expect((await claim(s, later.id, form)).json().message).toBe(CHALLENGE_NOT_STARTED);
    const winner = await createMember(t.db);
    const won = await running({ claimedBy: winner.id });
    const res = await claim(s, won.id, form);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CHALLENGE_WON);
    expect(evidenceFiles().length).toBe(before + 1);
  });

  it('guards the admin API: visitor 401, member 403', async () => {
    const { s } = await member();
    expect((await admin('GET', '/challenges', {})).statusCode).toBe(401);
    expect((await admin('GET', '/challenges', s)).statusCode).toBe(403);
    expect((await admin('GET', '/challenges/claims', s)).statusCode).toBe(403);
  });

  it('lets a moderator create, edit, schedule and end a challenge early (audited)', async () => {
    const { m, s } = await member('moderator');
    const input = {
      slot_name: 'Sugar Rush',
      slot_image: 'https://cdn.example/sugar.png',
      multiplier: 1000,
      min_bet: 0.2,
      prize: 5000,
      prize_type: 'points',
      start_date: at(HOUR),
      end_date: at(7 * DAY),
    };
    const bad = await admin('POST', '/challenges', s, {
      ...input,
      end_date: at(-DAY),
      multiplier: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['end_date', 'multiplier']);

    const created = await admin('POST', '/challenges', s, input);
    expect(created.statusCode).toBe(201);
    const c = created.json().data;
    expect(c).toMatchObject({
      slot_name: 'Sugar Rush',
      status: 'upcoming',
      prize: 5000,
      prize_type: 'points',
      enabled: true,
    });

    const edited = await admin('PUT', `/challenges/${c.id}`, s, {
      ...input,
      start_date: at(-HOUR),
      prize: 4000,
    });
    expect(edited.json().data).toMatchObject({ status: 'active', prize: 4000 });

    const ended = await admin('POST', `/challenges/${c.id}/end`, s);
    expect(ended.json().data).toMatchObject({ status: 'completed', end_date: now.toISOString() });
    expect((await admin('POST', `/challenges/${c.id}/end`, s)).statusCode).toBe(409);

    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'challenge.create',
      'challenge.update',
      'challenge.end',
    ]);
    expect((await admin('DELETE', `/challenges/${c.id}`, s)).statusCode).toBe(204);
    expect((await admin('PUT', `/challenges/${c.id}`, s, input)).statusCode).toBe(404);
  });

  it('approving two claims of one challenge at once gives exactly one winner; points via the ledger; notified; achievement', async () => {
    const c = await running({ prize: 2500, prize_type: 'points' });
    const a = await member();
    const b = await member();
    const { s: mod } = await member('moderator');
    const ca = (await claim(a.s, c.id, [{ name: 'description', value: 'a' }, image(PNG)])).json()
      .data;
    const cb = (await claim(b.s, c.id, [{ name: 'description', value: 'b' }, image(PNG)])).json()
      .data;

    const queue = (await admin('GET', '/challenges/claims', mod)).json().data;
    expect(queue.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([ca.id, cb.id]));

    const [ra, rb] = await Promise.all([
      admin('POST', `/challenges/claims/${ca.id}/approve`, mod),
      admin('POST', `/challenges/claims/${cb.id}/approve`, mod),
    ]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winnerClaim = ra.statusCode === 200 ? ca : cb;
    const winner = ra.statusCode === 200 ? a : b;
    const loser = ra.statusCode === 200 ? b : a;

    const pub = (await t.app.inject(`/api/r/challenges/${c.id}`)).json().data;
    expect(pub).toMatchObject({ claimed_by: winner.m.id, status: 'completed' });
    expect(pub.claimer.username).toBe(winner.m.username);

    const user = await findUserById(t.db, winner.m.id);
    // The prize plus the 'Challenge Champion' achievement (and the tier it reaches).
    expect(Number(user!.points)).toBeGreaterThanOrEqual(2500);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .select(['reason', 'delta'])
      .where('user_id', '=', winner.m.id)
      .orderBy('id')
      .execute();
    expect(ledger[0]).toEqual({ reason: 'challenge_prize', delta: 2500 });
    expect(ledger.map((l) => l.reason)).toContain('achievement');
    expect(await findLedgerMismatches(t.db)).toEqual([]);

    const notes = (await t.app.inject({ url: '/api/notifications', headers: winner.s })).json();
    expect(notes.map((n: { data: { title: string } }) => n.data.title)).toEqual(
      expect.arrayContaining([
        'Challenge claim approved',
        'Achievement unlocked: Challenge Champion',
      ]),
    );
    const achievements = await t.db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as ach', 'ach.id', 'ua.achievement_id')
      .select('ach.key')
      .where('ua.user_id', '=', winner.m.id)
      .execute();
    expect(achievements.map((x) => x.key)).toContain('challenge_champion');

    // The other claim can no longer be approved; rejecting it notifies with the reason.
    const loserClaim = winnerClaim === ca ? cb : ca;
    const rej = await admin('POST', `/challenges/claims/${loserClaim.id}/reject`, mod, {
      reason: 'Someone else was first.',
    });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().data).toMatchObject({
      status: 'rejected',
      reason: 'Someone else was first.',
    });
    const mine = (
      await t.app.inject({ url: '/api/r/challenges/my-claims', headers: loser.s })
    ).json();
    expect(mine.data[0]).toMatchObject({ status: 'rejected', reason: 'Someone else was first.' });
    expect(
      (
        await admin('POST', `/challenges/claims/${loserClaim.id}/reject`, mod, { reason: 'x' })
      ).json().message,
    ).toBe(CLAIM_REVIEWED);
  });

  it('rejects with a reason (required), after which the member may claim again', async () => {
    const c = await running();
    const { s } = await member();
    const { s: mod } = await member('moderator');
    const first = (await claim(s, c.id, [{ name: 'description', value: 'one' }, image(PNG)])).json()
      .data;
    const noReason = await admin('POST', `/challenges/claims/${first.id}/reject`, mod, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: ['Give a reason.'] });
    const ok = await admin('POST', `/challenges/claims/${first.id}/reject`, mod, {
      reason: 'Blurry',
    });
    expect(ok.statusCode).toBe(200);
    const notes = (await t.app.inject({ url: '/api/notifications', headers: s })).json();
    expect(notes[0].data).toMatchObject({ title: 'Challenge claim rejected' });
    expect(notes[0].data.message).toContain('Blurry');
    expect(
      (await claim(s, c.id, [{ name: 'description', value: 'two' }, image(PNG)])).statusCode,
    ).toBe(201);
    expect((await admin('POST', '/challenges/claims/999999/approve', mod)).statusCode).toBe(404);
  });
});
