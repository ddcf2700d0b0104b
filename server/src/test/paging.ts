import type { TestApp } from './app';

interface Row {
  id: number;
}

/**
 * Checks a paged list endpoint against itself: `per_page=2` pages are slices of the whole list
 * (per_page=100), in the same stable order, with the paging envelope; page 2 holds rows 3–4; a
 * page past the end is empty; bad paging (0, 101, "1e3", page 0) is a 400 naming the field.
 * The list must hold at least `min` (3) rows. Returns the whole list's ids.
 */
export async function expectPagedList(
  t: TestApp,
  cookie: string,
  url: string,
  { min = 3, idOf = (r: Row) => r.id }: { min?: number; idOf?: (r: Row) => number | string } = {},
): Promise<(number | string)[]> {
  const sep = url.includes('?') ? '&' : '?';
  const get = (q: string) => t.app.inject({ url: `${url}${sep}${q}`, headers: { cookie } });

  const whole = await get('per_page=100');
  expect(whole.statusCode).toBe(200);
  const all = whole.json() as { data: Row[]; total: number; per_page: number };
  expect(all.total).toBeGreaterThanOrEqual(min);
  expect(all.total).toBeLessThanOrEqual(100);
  expect(all.data).toHaveLength(all.total);
  const ids = all.data.map(idOf);
  expect(new Set(ids).size).toBe(ids.length);

  // Without paging params: page 1 of 25.
  const first = (await get('')).json();
  expect(first).toMatchObject({ current_page: 1, per_page: 25, total: all.total });
  expect(first.data.map(idOf)).toEqual(ids.slice(0, 25));

  const two = await get('page=2&per_page=2');
  expect(two.statusCode).toBe(200);
  const body = two.json();
  expect(body).toMatchObject({
    success: true,
    current_page: 2,
    per_page: 2,
    total: all.total,
    last_page: Math.ceil(all.total / 2),
  });
  expect(body.data.map(idOf)).toEqual(ids.slice(2, 4));

  const past = (await get(`page=${Math.ceil(all.total / 2) + 1}&per_page=2`)).json();
  expect(past.data).toEqual([]);
  expect(past.total).toBe(all.total);

  for (const bad of ['per_page=0', 'per_page=101', 'per_page=1e3', 'page=0', 'page=1.5']) {
    const res = await get(bad);
    expect([bad, res.statusCode]).toEqual([bad, 400]);
    expect(Object.keys(res.json().errors ?? {})).toEqual([bad.split('=')[0]]);
  }
  return ids;
}
