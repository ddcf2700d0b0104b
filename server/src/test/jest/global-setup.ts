import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureWorkerDatabases } from './pg-databases';
import {
  PG_STRATEGY_ENV,
  PG_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
  databaseUrl,
  dropCopy,
} from './templates';

// A run's PostgreSQL template is named after the host and the jest process, so a run can drop
// the templates its host's runs left when they ended without their teardown (process gone).
const PREFIX = `lobby_test_tpl_${createHash('sha1').update(os.hostname()).digest('hex').slice(0, 8)}_`;

/**
 * Before the workers start (they inherit the environment set here): a PostgreSQL database for
 * each (see pg-databases.ts), and the migrated templates the test apps copy (templates.ts).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.LOBBY_TEST_PG_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-template-'));
  const file = path.join(dir, 'lobby.sqlite');
  let template: string | null = null;
  let strategy = '';
  if (url) {
    await ensureWorkerDatabases(url, Math.max(1, globalConfig.maxWorkers));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const found = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [PREFIX],
      );
      for (const { datname } of found.rows)
        if (!isRunning(Number(datname.slice(PREFIX.length)))) await dropCopy(admin, datname);
      template = `${PREFIX}${process.pid}`;
      await dropCopy(admin, template);
      await admin.query(`create database ${template}`);
      // FILE_COPY (PostgreSQL 15+) copies the files: a fifth less work than WAL-logging each page.
      const version = await admin.query<{ v: string }>(
        `select current_setting('server_version_num') as v`,
      );
      if (Number(version.rows[0]?.v) >= 150000) strategy = 'file_copy';
    } finally {
      await admin.end();
    }
  }
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=lobby-source',
      path.join(__dirname, 'make-templates.ts'),
      file,
      ...(url && template ? [databaseUrl(url, template)] : []),
    ],
    { stdio: 'inherit' },
  );
  process.env[SQLITE_TEMPLATE_ENV] = file;
  if (template) {
    process.env[PG_TEMPLATE_ENV] = template;
    process.env[PG_STRATEGY_ENV] = strategy;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
