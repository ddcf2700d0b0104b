import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createDatabase } from './index';

/** A table of this test only, outside the app's schema. */
interface Numbers {
  numbers: { n: number; label: string | null };
}

describe('SQLite statements prepared once (createDatabase)', () => {
  let dir: string;
  let destroy: () => Promise<void>;
  let db: Kysely<Numbers>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-statements-'));
    const handle = createDatabase({ databaseUrl: '', sqlitePath: path.join(dir, 'test.sqlite') });
    destroy = handle.destroy;
    db = handle.db as unknown as Kysely<Numbers>;
    await sql`create table numbers (n integer primary key, label text)`.execute(db);
    await db
      .insertInto('numbers')
      .values([1, 2, 3].map((n) => ({ n, label: null })))
      .execute();
  });
  afterEach(async () => {
    await destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same query again with new parameters and rows written since', async () => {
    const above = (n: number) =>
      db.selectFrom('numbers').select('n').where('n', '>', n).orderBy('n').execute();
    expect(await above(1)).toEqual([{ n: 2 }, { n: 3 }]);
    await db.insertInto('numbers').values({ n: 4, label: null }).execute();
    expect(await above(2)).toEqual([{ n: 3 }, { n: 4 }]);
  });

  it('reads a column a later schema change added through a statement kept from before', async () => {
    const everything = () => db.selectFrom('numbers').selectAll().where('n', '=', 1).execute();
    expect(await everything()).toEqual([{ n: 1, label: null }]);
    await sql`alter table numbers add column extra text default 'x'`.execute(db);
    expect(await everything()).toEqual([{ n: 1, label: null, extra: 'x' }]);
  });
});
