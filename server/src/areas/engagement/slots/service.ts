import type { Kysely } from 'kysely';
import {
  SLOT_SEARCH_MIN_CHARS,
  SLOT_SEARCH_PAGE,
  slotInputSchema,
} from '@lobby/contract-engagement';
import type {
  AdminSlotsResponse,
  Slot,
  SlotImportResponse,
  SlotInput,
} from '@lobby/contract-engagement';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import type { Database, Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db/errors';
import { notFound, unprocessable } from '../../../core/http/errors';
import { issuesToErrors } from '../../../core/http/validation';
import { mediaUrl } from '../../../core/uploads/media';
import { parseCsv } from './csv';
import {
  countSlots,
  findSlotById,
  findSlotByName,
  listSlots,
  searchSlots as searchRows,
} from './repository';

export const ADMIN_SLOTS_PER_PAGE = 25;
export const MAX_IMPORT_ROWS = 5000;

type SlotRow = { id: number; name: string; image: string | null; provider: string | null };

export const toSlot = (basePath: string, r: SlotRow): Slot => ({
  id: r.id,
  name: r.name,
  image: mediaUrl(basePath, r.image),
  provider: r.provider,
});

/** The catalogue search: nothing under 2 characters, at most a page, exact name first. */
export async function searchSlots(db: Db, basePath: string, query: string): Promise<Slot[]> {
  const text = query.trim();
  if (text.length < SLOT_SEARCH_MIN_CHARS) return [];
  return (await searchRows(db, text, SLOT_SEARCH_PAGE)).map((r) => toSlot(basePath, r));
}

export async function adminListSlots(
  db: Db,
  basePath: string,
  search: string,
  page: number,
): Promise<AdminSlotsResponse> {
  const total = await countSlots(db, search);
  const rows = await listSlots(db, search, ADMIN_SLOTS_PER_PAGE, (page - 1) * ADMIN_SLOTS_PER_PAGE);
  return {
    success: true,
    data: rows.map((r) => ({ ...toSlot(basePath, r), created_at: r.created_at })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ADMIN_SLOTS_PER_PAGE)),
    per_page: ADMIN_SLOTS_PER_PAGE,
    total,
  };
}

const duplicate = () =>
  unprocessable('A slot with this name already exists', {
    name: ['A slot with this name already exists'],
  });

/** Creates (id null) or edits a slot; names are unique whatever their case. */
export async function saveSlot(
  db: Kysely<Database>,
  basePath: string,
  actorId: number,
  id: number | null,
  input: SlotInput,
  now: Date,
): Promise<Slot> {
  try {
    // The form sends back the URL it was shown: a site path under the base path is stored
    // without it (mediaUrl adds it again when answering).
    if (basePath && input.image?.startsWith(`${basePath}/media/`))
      input = { ...input, image: input.image.slice(basePath.length) };
    return await withTransaction(db, async (trx) => {
      const same = await findSlotByName(trx, input.name);
      if (same && same.id !== id) throw duplicate();
      if (id == null) {
        const row = await trx
          .insertInto('slots')
          .values({ ...input, created_at: now.toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, {
          actorId,
          area: 'engagement',
          action: 'slot.create',
          entity: 'slot',
          entityId: row.id,
          after: input,
          at: now,
        });
        return toSlot(basePath, row);
      }
      const before = await findSlotById(trx, id);
      if (!before) throw notFound('Slot not found');
      const row = await trx
        .updateTable('slots')
        .set(input)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actorId,
        area: 'engagement',
        action: 'slot.update',
        entity: 'slot',
        entityId: id,
        before: { name: before.name, provider: before.provider, image: before.image },
        after: input,
        at: now,
      });
      return toSlot(basePath, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

const HEADERS: Record<string, keyof SlotInput> = {
  name: 'name',
  slot: 'name',
  slot_name: 'name',
  provider: 'provider',
  producer: 'provider',
  developer: 'provider',
  image: 'image',
  image_url: 'image',
  thumbnail: 'image',
  logo: 'image',
};

/**
 * Imports a catalogue from CSV (a header naming name, provider and image columns, in any
 * order): a name already in the catalogue (any case) is updated, a new one added, a bad row
 * skipped with its reason. One transaction: all of it or nothing.
 */
export async function importSlots(
  db: Kysely<Database>,
  actorId: number,
  csv: string,
  now: Date,
): Promise<SlotImportResponse> {
  const rows = parseCsv(csv);
  const [header, ...body] = rows;
  if (!header) throw unprocessable('The CSV is empty', { csv: ['The CSV is empty'] });
  const columns = header.fields.map(
    (h) =>
      HEADERS[
        h
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      ],
  );
  if (!columns.includes('name')) {
    throw unprocessable('The CSV needs a "name" column', {
      csv: ['The first line must name the columns: name, provider, image'],
    });
  }
  if (body.length > MAX_IMPORT_ROWS) {
    throw unprocessable(`At most ${MAX_IMPORT_ROWS} slots per import`, {
      csv: [`At most ${MAX_IMPORT_ROWS} slots per import`],
    });
  }
  const skipped: SlotImportResponse['skipped'] = [];
  const wanted = new Map<string, { line: number; input: SlotInput }>();
  for (const row of body) {
    const record: Record<string, string> = {};
    columns.forEach((key, i) => {
      if (key && row.fields[i] !== undefined) record[key] = row.fields[i];
    });
    const parsed = slotInputSchema.safeParse(record);
    if (!parsed.success) {
      const errors = issuesToErrors(parsed.error.issues);
      skipped.push({ line: row.line, reason: Object.values(errors).flat().join('; ') });
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    const earlier = wanted.get(key);
    if (earlier) skipped.push({ line: earlier.line, reason: `Repeated on line ${row.line}` });
    wanted.set(key, { line: row.line, input: parsed.data });
  }
  let created = 0;
  let updated = 0;
  await withTransaction(db, async (trx) => {
    for (const { input } of wanted.values()) {
      const existing = await findSlotByName(trx, input.name);
      if (existing) {
        await trx.updateTable('slots').set(input).where('id', '=', existing.id).execute();
        updated += 1;
      } else {
        await trx
          .insertInto('slots')
          .values({ ...input, created_at: now.toISOString() })
          .execute();
        created += 1;
      }
    }
    await audit(trx, {
      actorId,
      area: 'engagement',
      action: 'slot.import',
      entity: 'slot',
      after: { created, updated, skipped: skipped.length },
      at: now,
    });
  });
  return { success: true, created, updated, skipped };
}
