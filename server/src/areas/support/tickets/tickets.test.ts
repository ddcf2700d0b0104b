import fs from 'node:fs';
import path from 'node:path';
import {
  TICKET_MESSAGES,
  TICKET_REPLIES_RATE_MESSAGE,
  TICKETS_RATE_MESSAGE,
} from '@lobby/contract-support';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { TINY_PNG, multipartBody } from '../../../test/multipart';
import type { MultipartPart } from '../../../test/multipart';
import { TICKET_ATTACHMENTS_FOLDER } from './attachments';
import { createTicketRow } from './factories';
import { purgeClosedTicketFiles } from './jobs';
import { addReply } from './service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const TEXT = Buffer.from('Steps:\n1. open the page\n2. press the button\n');

const fields = (over: Record<string, string> = {}): MultipartPart[] =>
  Object.entries({
    title: 'Tip has not arrived',
    category: 'payment',
    priority: 'high',
    description: 'I redeemed the tip two days ago and nothing arrived.',
    ...over,
  }).map(([name, value]) => ({ name, value }));

const file = (name: string, bytes: Buffer, type = 'application/octet-stream'): MultipartPart => ({
  name: 'attachments',
  file: { filename: name, type, bytes },
});

describe.each(testDialects())('support tickets (%s)', (dialect) => {
  let t: TestApp;
  let member: SessionHeaders;
  let other: SessionHeaders;
  let staff: SessionHeaders;
  let memberId: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    memberId = (await createMember(t.db, { username: 'spinwizard' })).id;
    await createMember(t.db, { username: 'lucky_lou' });
    await createMember(t.db, { username: 'mod', role: 'moderator' });
    member = await t.login('spinwizard');
    other = await t.login('lucky_lou');
    staff = await t.login('mod');
  });
  afterAll(() => t.close());

  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, TICKET_ATTACHMENTS_FOLDER);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const create = (s: SessionHeaders, parts: MultipartPart[]) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/r/tickets',
      headers: { ...headersOf(s), ...body.headers },
      payload: body.payload,
    });
  };
  const reply = (s: SessionHeaders, id: number, message: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/r/tickets/${id}/reply`,
      headers: headersOf(s),
      payload: { message },
    });

  it('asks a visitor to log in on every ticket route', async () => {
    const id = await createTicketRow(t.db, { userId: memberId });
    const anon = headersOf(await t.anonymous());
    for (const [method, url] of [
      ['GET', '/api/r/tickets'],
      ['POST', '/api/r/tickets'],
      ['GET', `/api/r/tickets/${id}`],
      ['POST', `/api/r/tickets/${id}/reply`],
      ['GET', `/api/r/tickets/${id}/attachments/1`],
    ] as const)
      expect(
        (
          await t.app.inject({
            method,
            url,
            headers: anon,
            payload: method === 'POST' ? {} : undefined,
          })
        ).statusCode,
      ).toBe(401);
  });

  it('validates the form with the page messages, per field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ title: 'abcd' }, 'title', TICKET_MESSAGES.titleMin],
      [{ title: 'x'.repeat(201) }, 'title', TICKET_MESSAGES.titleMax],
      [{ title: '   ' }, 'title', TICKET_MESSAGES.titleRequired],
      [{ description: 'x'.repeat(19) }, 'description', TICKET_MESSAGES.descriptionMin],
      [{ description: 'x'.repeat(10_001) }, 'description', TICKET_MESSAGES.descriptionMax],
      [{ category: '' }, 'category', TICKET_MESSAGES.category],
      [{ category: 'refund' }, 'category', TICKET_MESSAGES.category],
      [{ priority: 'asap' }, 'priority', TICKET_MESSAGES.priority],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(member, fields(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(
      await t.db.selectFrom('tickets').select('id').where('title', '=', 'abcd').execute(),
    ).toEqual([]);
  });

  it('refuses files by their bytes, their count and their size, leaving nothing on disk', async () => {
    const before = storedFiles().length;
    const exe = await create(other, [...fields(), file('invoice.pdf', EXE, 'application/pdf')]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors.attachments[0]).toMatch(/^invoice\.pdf is not an accepted file type/);

    const six = await create(other, [
      ...fields(),
      ...Array.from({ length: 6 }, (_, i) => file(`shot${i}.png`, TINY_PNG, 'image/png')),
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json().errors.attachments).toEqual(['Maximum 5 files allowed']);

    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    const large = await create(other, [
      ...fields(),
      file('a.txt', big, 'text/plain'),
      file('b.txt', big, 'text/plain'),
      file('ok.txt', TEXT, 'text/plain'),
    ]);
    expect(large.statusCode).toBe(400);
    expect(large.json().errors.attachments).toEqual([
      'a.txt is too large (max 10MB), b.txt is too large (max 10MB)',
    ]);
    // A good file next to a bad one: nothing stored.
    const mixed = await create(other, [
      ...fields(),
      file('ok.png', TINY_PNG, 'image/png'),
      file('run.docx', EXE),
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
    expect(
      await t.db
        .selectFrom('tickets')
        .innerJoin('users', 'users.id', 'tickets.user_id')
        .select('tickets.id')
        .where('users.username', '=', 'lucky_lou')
        .execute(),
    ).toEqual([]);
  });

  it('opens a ticket with files; only its owner and staff read them', async () => {
    const res = await create(member, [
      ...fields(),
      file('screen shot.png', TINY_PNG, 'image/png'),
      file('receipt.pdf', PDF, 'application/pdf'),
      file('steps.txt', TEXT, 'text/plain'),
    ]);
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      title: 'Tip has not arrived',
      category: 'payment',
      category_label: 'Payment/Billing',
      priority: 'high',
      priority_label: 'High',
      status: 'open',
      status_label: 'Open',
      replies: [],
      replies_count: 0,
      last_reply_at: null,
      user: { username: 'spinwizard' },
    });
    expect(ticket.attachments.map((a: { name: string }) => a.name)).toEqual([
      'screen shot.png',
      'receipt.pdf',
      'steps.txt',
    ]);
    const [png, pdf, txt] = ticket.attachments as { url: string }[];

    const own = await t.app.inject({ url: pdf!.url, headers: headersOf(member) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="receipt.pdf"/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const image = await t.app.inject({ url: png!.url, headers: headersOf(member) });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const text = await t.app.inject({ url: txt!.url, headers: headersOf(staff) });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-disposition']).toMatch(/^attachment;/);

    // Another member: every ticket route answers 404, as for a ticket that does not exist.
    for (const req of [
      { method: 'GET' as const, url: `/api/r/tickets/${ticket.id}` },
      {
        method: 'POST' as const,
        url: `/api/r/tickets/${ticket.id}/reply`,
        payload: { message: 'hi' },
      },
      { method: 'GET' as const, url: pdf!.url },
      { method: 'GET' as const, url: `/api/r/tickets/999999` },
    ]) {
      const r = await t.app.inject({ ...req, headers: headersOf(other) });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Ticket not found');
    }
    expect(
      (await t.app.inject({ url: '/api/r/tickets/abc', headers: headersOf(member) })).statusCode,
    ).toBe(400);

    const mine = (await t.app.inject({ url: '/api/r/tickets', headers: headersOf(member) })).json();
    expect(mine.data.map((x: { id: number }) => x.id)).toContain(ticket.id);
    const theirs = (
      await t.app.inject({ url: '/api/r/tickets', headers: headersOf(other) })
    ).json();
    expect(theirs.data).toEqual([]);
  });

  it('saves a download under what the file really is, never the name it was sent with', async () => {
    const s = await t.login(await createMember(t.db));
    const html = Buffer.from('<html><script>alert(1)</script></html>\n');
    const res = await create(s, [
      ...fields(),
      file('page.html', html, 'text/html'),
      file('invoice.exe', PDF, 'application/x-msdownload'),
    ]);
    expect(res.statusCode).toBe(201);
    const [page, invoice] = res.json().data.attachments as { name: string; url: string }[];
    expect([page!.name, invoice!.name]).toEqual(['page.html', 'invoice.exe']);
    const text = await t.app.inject({ url: page!.url, headers: headersOf(s) });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="page.txt"/);
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const pdf = await t.app.inject({ url: invoice!.url, headers: headersOf(s) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
  });

  it('takes replies: not blank, not on a closed ticket; waiting goes back to open', async () => {
    const id = await createTicketRow(t.db, { userId: memberId, status: 'waiting' });
    for (const message of ['', '   ', null]) {
      const r = await reply(member, id, message);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.message).toBeDefined();
    }
    const ok = await reply(member, id, '  Still broken for me.  ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      message: 'Still broken for me.',
      is_staff: false,
      user: { username: 'spinwizard' },
    });
    const detail = (
      await t.app.inject({ url: `/api/r/tickets/${id}`, headers: headersOf(member) })
    ).json().data;
    expect(detail.status).toBe('open');
    expect(detail.replies_count).toBe(1);
    expect(detail.last_reply_at).toBe(detail.replies[0].created_at);

    const closed = await createTicketRow(t.db, { userId: memberId, status: 'closed' });
    const refused = await reply(member, closed, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TICKET_MESSAGES.closed);
  });

  it('a staff reply notifies the member and keeps the status', async () => {
    const id = await createTicketRow(t.db, { userId: memberId, status: 'in_progress' });
    const staffId = staff.userId!;
    await addReply(t.db, id, { id: staffId, staff: true }, 'We are on it.', new Date());
    const detail = (
      await t.app.inject({ url: `/api/r/tickets/${id}`, headers: headersOf(member) })
    ).json().data;
    expect(detail.status).toBe('in_progress');
    expect(detail.replies.at(-1)).toMatchObject({ is_staff: true, user: { username: 'mod' } });
    const notes = (
      await t.app.inject({ url: '/api/notifications', headers: headersOf(member) })
    ).json();
    expect(
      notes.some((n: { data: { title: string } }) => n.data.title === 'New reply from support'),
    ).toBe(true);
  });

  it('concurrent replies to a waiting ticket all land and reopen it once', async () => {
    const id = await createTicketRow(t.db, { userId: memberId, status: 'waiting' });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => reply(member, id, `Reply number ${i}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const detail = (
      await t.app.inject({ url: `/api/r/tickets/${id}`, headers: headersOf(member) })
    ).json().data;
    expect(detail.replies).toHaveLength(5);
    expect(detail.status).toBe('open');
  });

  it('removes the files of tickets closed for 90 days, and only those', async () => {
    await createMember(t.db, { username: 'keeper' });
    const keeper = await t.login('keeper');
    const made = async () =>
      (await create(keeper, [...fields(), file('log.txt', TEXT, 'text/plain')])).json().data
        .id as number;
    const old = await made();
    const recent = await made();
    const now = new Date();
    const longAgo = new Date(now.getTime() - 91 * 86_400_000).toISOString();
    await t.db
      .updateTable('tickets')
      .set({ status: 'closed', updated_at: longAgo })
      .where('id', '=', old)
      .execute();
    await t.db
      .updateTable('tickets')
      .set({ status: 'resolved', updated_at: longAgo })
      .where('id', '=', recent)
      .execute();
    const before = storedFiles().length;
    // As the job runs it (Admin › Jobs shows its summary), then straight.
    expect(await t.app.scheduler.runNow('support.closed-ticket-files')).toMatchObject({
      outcome: 'ok',
      summary: 'Removed 1 attachment',
    });
    expect(storedFiles().length).toBe(before - 1);
    expect(await purgeClosedTicketFiles(t.db, t.app.storage, now)).toBe(0);
    expect(await t.app.scheduler.runNow('support.closed-ticket-files')).toMatchObject({
      summary: 'No attachment to remove',
    });
    const rows = await t.db
      .selectFrom('ticket_attachments')
      .select('ticket_id')
      .where('ticket_id', 'in', [old, recent])
      .execute();
    expect(rows.map((r) => Number(r.ticket_id))).toEqual([recent]);
  });

  it('opens at most 5 tickets an hour even when the requests race', async () => {
    await createMember(t.db, { username: 'racer' });
    const racer = await t.login('racer');
    const codes = (await Promise.all(Array.from({ length: 8 }, () => create(racer, fields())))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });

  it('limits tickets to 5 and replies to 30 an hour per member', async () => {
    await createMember(t.db, { username: 'busy_bee' });
    const busy = await t.login('busy_bee');
    for (let i = 0; i < 5; i++) expect((await create(busy, fields())).statusCode).toBe(201);
    const sixth = await create(busy, fields());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(TICKETS_RATE_MESSAGE);
    // Another member is not affected.
    await createMember(t.db, { username: 'calm_cat' });
    const calm = await t.login('calm_cat');
    expect((await create(calm, fields())).statusCode).toBe(201);

    const id = await createTicketRow(t.db, { userId: busy.userId! });
    for (let i = 0; i < 30; i++) expect((await reply(busy, id, `r${i}`)).statusCode).toBe(200);
    const over = await reply(busy, id, 'one more');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(TICKET_REPLIES_RATE_MESSAGE);
  });
});
