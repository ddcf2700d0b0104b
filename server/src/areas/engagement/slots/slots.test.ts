import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { parseCsv } from './csv';
import { createSlots } from './factories';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, CRLF, a BOM and blank lines', () => {
    const rows = parseCsv(
      '\uFEFFname,provider\r\n"Big, ""Bad"" Wolf",Acme\n\nLine\n"two\nlines",X',
    );
    expect(rows).toEqual([
      { line: 1, fields: ['name', 'provider'] },
      { line: 2, fields: ['Big, "Bad" Wolf', 'Acme'] },
      { line: 4, fields: ['Line'] },
      { line: 5, fields: ['two\nlines', 'X'] },
    ]);
  });
});

describe.each(testDialects())('slots (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await createSlots(t.db, [
      'Book of Llama',
      'Llama',
      'Llamarama Deluxe',
      'Big Llama Bonanza',
      { name: '100% Wild', provider: 'Percent Co', image: '/media/demo/slots/wild.svg' },
      'Honey Heist',
      ...Array.from({ length: 30 }, (_, i) => `Wild Llama ${i + 1}`),
    ]);
    staff = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    member = headersOf(await t.login(await createMember(t.db, {})));
  });
  afterAll(() => t.close());

  const search = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/r/slots/search?query=${encodeURIComponent(query)}` });

  it('answers the exact name first, then names starting with the text, capped at a page', async () => {
    const res = await search('LLAMA');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('Llama');
    expect(names[1]).toBe('Llamarama Deluxe');
    expect(names).toHaveLength(20);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'Llama',
      image: null,
      provider: 'Test Games',
    });
  });

  it('answers nothing under 2 characters and takes % literally', async () => {
    expect((await search('L')).json()).toEqual({ success: true, data: [] });
    expect((await search(' ')).json().data).toEqual([]);
    const pct = (await search('100%')).json().data;
    expect(pct).toEqual([
      {
        id: expect.any(Number),
        name: '100% Wild',
        provider: 'Percent Co',
        image: '/media/demo/slots/wild.svg',
      },
    ]);
    expect((await search('%%')).json().data).toEqual([]);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  it('lets staff add and edit slots, refusing duplicates whatever their case', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots',
      headers: staff,
      payload: { name: 'Frozen Yeti', provider: 'Coldplay Games', image: 'https://x.test/y.png' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots',
      headers: staff,
      payload: { name: 'frozen YETI' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['A slot with this name already exists']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/engagement/slots/${id}`,
      headers: staff,
      payload: { name: 'Frozen Yeti 2', provider: '', image: '' },
    });
    expect(edited.json().data).toEqual({ id, name: 'Frozen Yeti 2', provider: null, image: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots',
      headers: staff,
      payload: { name: '', image: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'name']);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots',
      headers: member,
      payload: { name: 'Nope' },
    });
    expect(forbidden.statusCode).toBe(403);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'slot')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['slot.create', 'slot.update']);
  });

  it('imports a CSV: updates known names, adds new ones, reports bad rows', async () => {
    const csv = [
      'Image URL,Name,Provider',
      'https://img.test/h.png,honey heist,Sweet Games',
      ',Brand New Slot,Newco',
      'ftp://bad,Bad Image,X',
      ',,Nameless',
      ',Brand New Slot,Newco Again',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots/import',
      headers: staff,
      payload: { csv },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, created: 1, updated: 1 });
    expect(
      res
        .json()
        .skipped.map((s: { line: number }) => s.line)
        .sort(),
    ).toEqual([3, 4, 5]);
    const honey = await t.db
      .selectFrom('slots')
      .selectAll()
      .where('provider', '=', 'Sweet Games')
      .executeTakeFirstOrThrow();
    // The CSV's spelling wins: an import can fix a name's case.
    expect(honey).toMatchObject({ name: 'honey heist', image: 'https://img.test/h.png' });
    const fresh = await t.db
      .selectFrom('slots')
      .selectAll()
      .where('name', '=', 'Brand New Slot')
      .executeTakeFirstOrThrow();
    expect(fresh.provider).toBe('Newco Again');
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/admin/engagement/slots/import',
      headers: staff,
      payload: { csv: 'foo,bar\n1,2' },
    });
    expect(noHeader.statusCode).toBe(422);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/engagement/slots?search=wild%20llama&page=2',
      headers: staff,
    });
    expect(list.json()).toMatchObject({ current_page: 2, last_page: 2, total: 30 });
    expect(list.json().data).toHaveLength(5);
  });
});

describe.each(testDialects())('slots under a base path (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { basePath: '/lobby' } });
  });
  afterAll(() => t.close());

  it('stores a site image without the base path the edit form shows it with', async () => {
    const [slot] = await createSlots(t.db, [
      { name: 'Based Llama', provider: 'Llama Works', image: '/media/demo/slots/based.svg' },
    ]);
    const staff = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    const shown = (
      await t.app.inject({ url: '/lobby/api/r/slots/search?query=Based%20Llama' })
    ).json().data[0];
    expect(shown.image).toBe('/lobby/media/demo/slots/based.svg');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/lobby/api/admin/engagement/slots/${slot!.id}`,
      headers: staff,
      payload: { name: 'Based Llama', provider: 'Llama Works', image: shown.image },
    });
    expect(edited.json().data.image).toBe('/lobby/media/demo/slots/based.svg');
    const row = await t.db
      .selectFrom('slots')
      .select('image')
      .where('id', '=', slot!.id)
      .executeTakeFirstOrThrow();
    expect(row.image).toBe('/media/demo/slots/based.svg');
  });
});
