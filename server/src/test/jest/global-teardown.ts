import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PG_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV, dropCopy } from './templates';

/** Removes the templates global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[SQLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const url = process.env.LOBBY_TEST_PG_URL;
  const template = process.env[PG_TEMPLATE_ENV];
  if (!url || !template) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropCopy(admin, template);
  } finally {
    await admin.end();
  }
}
