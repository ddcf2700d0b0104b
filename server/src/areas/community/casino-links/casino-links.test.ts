import type { AdminCasinoLinksResponse, CasinoLinksResponse } from '@lobby/contract-community';
import { setSettings } from '../../../core/settings/factories';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { createLeaderboard, createPlatform } from '../leaderboard/factories';
import { wageredBy } from '../leaderboard/wagers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Part = {
  name: string;
  value?: string;
  file?: { filename: string; type: string; bytes: Buffer };
};

function multipart(parts: Part[]) {
  const boundary = '----lobby-casino-test';
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
    } else
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDialects())('casino links (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-20T12:00:00.000Z');
  let platformId: number;
  let boardEntry: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
    const p = await createPlatform(t.db, { name: 'Lumen' });
    platformId = p.id;
    const board = await createLeaderboard(t.db, {
      platformId,
      period_start: '2026-11-16T00:00:00.000Z',
      period_end: '2026-11-23T00:00:00.000Z',
      entries: [{ username: 'BigWhale', wagered: 12_345_67 }],
    });
    boardEntry = board.entries[0]!.username;
  });
  afterAll(() => t.close());

  const submit = (s: SessionHeaders, parts: Part[]) => {
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/r/casino-links',
      headers: { ...headersOf(s), 'content-type': contentType },
      payload,
    });
  };
  const evidence = { filename: 'proof.png', type: 'image/png', bytes: PNG };

  it('a pending name earns nothing; a verified one does; two members cannot hold one name', async () => {
    const alice = await t.login(await createMember(t.db));
    const bob = await t.login(await createMember(t.db));
    const mod = await t.login(await createMember(t.db, { role: 'moderator' }));

    const res = await submit(alice, [
      { name: 'platform_id', value: String(platformId) },
      { name: 'username', value: ' bigwhale ' },
      { name: 'evidence', file: evidence },
    ]);
    expect(res.statusCode).toBe(200);
    const link = res.json().data;
    expect(link).toMatchObject({ username: 'bigwhale', status: 'pending', reason: null });
    expect(link.evidence_url).toBe(`/api/r/casino-links/${link.id}/evidence`);
    expect(await wageredBy(t.db, alice.userId!, platformId)).toBe(0);

    // Bob cannot claim the same name, in any spelling.
    const dup = await submit(bob, [
      { name: 'platform_id', value: String(platformId) },
      { name: 'username', value: boardEntry.toUpperCase() },
      { name: 'evidence', file: evidence },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.username).toEqual([
      'This casino username is already linked to another member.',
    ]);

    // The owner sees their evidence; another member does not.
    const own = await t.app.inject({ url: link.evidence_url, headers: headersOf(alice) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(
      (await t.app.inject({ url: link.evidence_url, headers: headersOf(bob) })).statusCode,
    ).toBe(404);

    // The queue: members are refused, moderators see the pending name.
    expect(
      (await t.app.inject({ url: '/api/admin/community/casino-links', headers: headersOf(bob) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/community/casino-links' })).statusCode).toBe(401);
    const queue = await t.app.inject({
      url: '/api/admin/community/casino-links',
      headers: headersOf(mod),
    });
    const q = queue.json() as AdminCasinoLinksResponse;
    expect(q.data.counts.pending).toBe(1);
    expect(q.data.links[0]).toMatchObject({ id: link.id, member: { id: alice.userId } });

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/community/casino-links/${link.id}/approve`,
      headers: headersOf(mod),
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({
      status: 'verified',
      reviewed_by: { id: mod.userId },
    });
    expect(await wageredBy(t.db, alice.userId!, platformId)).toBe(12_345_67);
    const upw = await t.db
      .selectFrom('user_platform_wagers')
      .selectAll()
      .where('user_id', '=', alice.userId!)
      .executeTakeFirstOrThrow();
    expect(Number(upw.total_wagered)).toBe(12_345_67);

    const auditRow = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'casino_link.approve')
      .executeTakeFirstOrThrow();
    expect(auditRow).toMatchObject({ actor_id: mod.userId, entity_id: String(link.id) });
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', alice.userId!)
      .executeTakeFirstOrThrow();
    expect(note.type).toBe('casino_link_verified');

    // Settings lists it as verified.
    const mine = (
      await t.app.inject({ url: '/api/r/casino-links', headers: headersOf(alice) })
    ).json() as CasinoLinksResponse;
    expect(mine.data.links.map((l) => [l.username, l.status])).toEqual([['bigwhale', 'verified']]);
    expect(mine.data.platforms.map((p) => p.id)).toContain(platformId);

    // Deleting the name drops the wagers at once.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/r/casino-links/${link.id}`,
      headers: headersOf(alice),
    });
    expect(del.statusCode).toBe(200);
    expect(await wageredBy(t.db, alice.userId!, platformId)).toBe(0);
  });

  it('rejects with a reason (audited, notified) and checks the evidence by its bytes', async () => {
    const carol = await t.login(await createMember(t.db));
    const mod = await t.login(await createMember(t.db, { role: 'moderator' }));
    const fake = await submit(carol, [
      { name: 'platform_id', value: String(platformId) },
      { name: 'username', value: 'someone' },
      { name: 'evidence', file: { ...evidence, bytes: Buffer.from('<svg></svg>') } },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors.evidence[0]).toMatch(/PNG, JPEG, WebP or GIF/);
    const missing = await submit(carol, [
      { name: 'platform_id', value: '0' },
      { name: 'username', value: '' },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['platform_id', 'username']);

    const ok = await submit(carol, [
      { name: 'platform_id', value: String(platformId) },
      { name: 'username', value: 'someone' },
      { name: 'evidence', file: evidence },
    ]);
    const id = ok.json().data.id;
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/community/casino-links/${id}/reject`,
      headers: headersOf(mod),
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/community/casino-links/${id}/reject`,
      headers: headersOf(mod),
      payload: { reason: 'The screenshot does not show our code.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'The screenshot does not show our code.',
    });
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', carol.userId!)
      .executeTakeFirstOrThrow();
    expect(note.message).toContain('The screenshot does not show our code.');
  });

  it("the settings' casino fields are the names linked on the platforms in order", async () => {
    await setSettings(t.db, {
      crypto1_enabled: '1',
      crypto1_label: 'Lumen username',
      crypto2_enabled: '1',
      crypto2_label: 'Forge username',
      crypto3_enabled: '0',
    });
    const forge = await createPlatform(t.db, { name: 'Forge', sort_order: 1000 });
    await createPlatform(t.db, { name: 'Vault', sort_order: 1001 });
    await createPlatform(t.db, { name: 'Closed', sort_order: 999, active: 0 });
    const dave = await t.login(await createMember(t.db));
    const mod = await t.login(await createMember(t.db, { role: 'moderator' }));

    const mine = (
      await t.app.inject({ url: '/api/r/casino-links', headers: headersOf(dave) })
    ).json() as CasinoLinksResponse;
    expect(mine.data.platforms.map((p) => [p.name, p.field, p.label])).toEqual([
      ['Lumen', 'crypto', 'Lumen username'],
      ['Forge', 'crypto2', 'Forge username'],
      ['Vault', null, 'Vault username'],
    ]);

    const profile = async () =>
      (await t.app.inject({ url: `/api/r/user/${dave.userId}` })).json().data;
    expect(await profile()).toMatchObject({ crypto: null, crypto2: null, crypto3: null });
    const sent = await submit(dave, [
      { name: 'platform_id', value: String(forge.id) },
      { name: 'username', value: 'ForgeDave' },
      { name: 'evidence', file: evidence },
    ]);
    expect(sent.statusCode).toBe(200);
    // Waiting for review, the name is the member's field; rejected, it is not.
    expect(await profile()).toMatchObject({ crypto: null, crypto2: 'ForgeDave', crypto3: null });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/community/casino-links/${sent.json().data.id}/reject`,
      headers: headersOf(mod),
      payload: { reason: 'Wrong casino.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await profile()).crypto2).toBeNull();
  });
});
