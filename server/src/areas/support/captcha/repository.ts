import type { Db } from '../../../core/db';

export async function insertCaptcha(
  db: Db,
  v: { id: string; answer: string; expires_at: string; created_at: string },
) {
  await db.insertInto('captchas').values(v).execute();
}

/** Consumes a captcha in one statement (whatever the answer will be); returns what was stored. */
export async function takeCaptcha(db: Db, id: string) {
  return db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
}

export async function pruneCaptchas(db: Db, nowIso: string) {
  await db.deleteFrom('captchas').where('expires_at', '<=', nowIso).execute();
}
