import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { AmountUnit } from './cents';
import { FeedError } from './errors';
import { usernameKey } from './normalise';
import { amountSchema, optionalAmountSchema, optionalTitleSchema, usernameSchema } from './rows';
import type { FeedRow } from './types';

/** Default upload limit of a wager CSV. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;

export interface ParseWagerCsvOptions {
  /** Refuse larger files; default 10 MB. */
  maxBytes?: number;
  /** How many valid rows the preview shows; default 20. */
  previewRows?: number;
  /** How many row errors are listed (all are counted); default 200. */
  maxErrors?: number;
  /** Amounts in currency units (default) or in cents. */
  amountUnit?: AmountUnit;
}

export interface CsvRowError {
  /** 1-based line number in the file (the line where the record starts). */
  line: number;
  message: string;
}

export interface CsvPreviewRow extends FeedRow {
  line: number;
}

export interface WagerCsvResult {
  /** Every valid row, in file order (not merged: see normaliseRows). */
  rows: FeedRow[];
  /** The first `maxErrors` problems, by line. */
  errors: CsvRowError[];
  /** How many problems in all. */
  errorCount: number;
  /** The first `previewRows` valid rows with their line numbers. */
  preview: CsvPreviewRow[];
  /** Data records read (valid or not), the header excluded. */
  totalRecords: number;
  /** Usernames that appear on more than one row (they will be summed when committed). */
  duplicateUsernames: number;
  /** The delimiter found on the header line. */
  delimiter: ',' | ';' | '\t';
}

type Column = 'username' | 'wagered' | 'weighted' | 'game';

const HEADER_ALIASES: Record<string, Column> = {
  username: 'username',
  user: 'username',
  user_name: 'username',
  name: 'username',
  player: 'username',
  wagered: 'wagered',
  wager: 'wagered',
  wagered_amount: 'wagered',
  weighted_wagered: 'weighted',
  weightedwagered: 'weighted',
  weighted: 'weighted',
  favorite_game: 'game',
  favourite_game: 'game',
  favorite_game_title: 'game',
  favoritegametitle: 'game',
};

const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Sizes for messages: the file's rounded up, the limit's as set (10 MB, 2.5 MB). */
const mbUp = (n: number) => `${(Math.ceil((n / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
const mbLimit = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;

function detectDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const counts = { ',': count(','), ';': count(';'), '\t': count('\t') } as const;
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/**
 * Reads a wager CSV for the upload → preview → commit flow. The first non-empty line is a
 * header naming the columns (any order, case-insensitive): `username` and `wagered` are
 * required, `weighted_wagered` and `favorite_game` optional, others ignored. Amounts are plain
 * decimals ("1234.56", no thousands separators) parsed exactly to cents. Accepts a UTF-8 BOM,
 * CRLF/LF/CR line ends, quoted fields ("" inside quotes), and `,` `;` or tab as delimiter
 * (Excel writes `;` in many locales).
 *
 * A file over `maxBytes`, not UTF-8, binary or without the required header throws a `too-large`
 * or `parse` FeedError with a message for the admin; a bad row never stops the rest: it is
 * reported by line and left out of `rows`.
 */
export function parseWagerCsv(
  input: Uint8Array | string,
  opts: ParseWagerCsvOptions = {},
): WagerCsvResult {
  const maxBytes = opts.maxBytes ?? CSV_MAX_BYTES;
  const previewRows = opts.previewRows ?? 20;
  const maxErrors = opts.maxErrors ?? 200;
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > maxBytes)
    throw new FeedError(
      'too-large',
      `The file is ${mbUp(size)}, over the ${mbLimit(maxBytes)} limit. Split it into smaller files.`,
    );

  let text: string;
  if (typeof input === 'string') text = input.replace(/^\uFEFF/, '');
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input); // drops a BOM
    } catch {
      throw new FeedError(
        'parse',
        'The file is not UTF-8 text. Export it as "CSV UTF-8" (a .xlsx workbook cannot be read).',
      );
    }
  }
  if (text.includes('\u0000'))
    throw new FeedError(
      'parse',
      'The file looks binary, not like CSV text. Export it as "CSV UTF-8".',
    );
  // One line end everywhere, so line numbers are right whatever wrote the file.
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new FeedError('parse', 'The file is empty.');

  const delimiter = detectDelimiter(text.replace(/^\n+/, ''));
  const errors: CsvRowError[] = [];
  let errorCount = 0;
  let unreadable = 0;
  const addError = (line: number, message: string) => {
    errorCount++;
    if (errors.length < maxErrors) errors.push({ line, message });
  };

  const records = parse(text, {
    delimiter,
    record_delimiter: '\n',
    info: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count_less: true,
    skip_records_with_error: true,
    on_skip: (err) => {
      const e = err as { lines?: number; code?: string; message?: string } | undefined;
      unreadable++;
      addError(e?.lines ?? 0, csvErrorMessage(e?.code, e?.message));
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];

  const startLine = (r: { record: string[]; info: { lines: number } }) =>
    r.info.lines - r.record.reduce((n, f) => n + (f.split('\n').length - 1), 0);

  const header = records[0];
  if (!header)
    throw new FeedError(
      'parse',
      'The file has no readable header line. The first line must name the columns: username,wagered',
    );
  const columns = new Map<Column, number>();
  header.record.forEach((name, i) => {
    const col = HEADER_ALIASES[headerKey(name)];
    if (col && !columns.has(col)) columns.set(col, i);
  });
  const missing = (['username', 'wagered'] as const).filter((c) => !columns.has(c));
  if (missing.length)
    throw new FeedError(
      'parse',
      `The first line must be a header with the columns username and wagered (optional: weighted_wagered, favorite_game). ` +
        `Missing: ${missing.join(', ')}; found: ${header.record.map((h) => `"${h}"`).join(', ') || 'nothing'}.`,
    );

  const unit = opts.amountUnit ?? 'units';
  const rowSchema = z.object({
    username: usernameSchema,
    wagered: amountSchema('wagered', unit),
    weighted: optionalAmountSchema('weighted_wagered', unit),
    game: optionalTitleSchema,
  });
  const pick = (rec: string[], col: Column) => {
    const i = columns.get(col);
    return i === undefined ? undefined : rec[i];
  };

  const rows: FeedRow[] = [];
  const preview: CsvPreviewRow[] = [];
  const seen = new Map<string, number>();
  for (let r = 1; r < records.length; r++) {
    const rec = records[r]!;
    const line = startLine(rec);
    const result = rowSchema.safeParse({
      username: pick(rec.record, 'username'),
      wagered: pick(rec.record, 'wagered'),
      weighted: pick(rec.record, 'weighted'),
      game: pick(rec.record, 'game'),
    });
    if (!result.success) {
      addError(line, result.error.issues.map((i) => i.message).join('; '));
      continue;
    }
    const v = result.data;
    const row: FeedRow = {
      username: v.username,
      wagered: v.wagered,
      ...(v.weighted !== undefined ? { weightedWagered: v.weighted } : {}),
      ...(v.game ? { favoriteGameTitle: v.game } : {}),
    };
    rows.push(row);
    const key = usernameKey(row.username);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (preview.length < previewRows) preview.push({ ...row, line });
  }
  errors.sort((a, b) => a.line - b.line);
  let duplicateUsernames = 0;
  for (const n of seen.values()) if (n > 1) duplicateUsernames++;
  return {
    rows,
    errors,
    errorCount,
    preview,
    totalRecords: records.length - 1 + unreadable,
    duplicateUsernames,
    delimiter,
  };
}

function csvErrorMessage(code: string | undefined, message: string | undefined): string {
  switch (code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return 'this row has more fields than the header (a name or amount with an unquoted comma? write 1234.56, not 1,234.56)';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quote opened on this row is never closed; the rest of the file could not be read';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return 'a quote in the middle of a field; put the whole field in quotes and double the inner quotes ("")';
    default:
      return message ?? 'this row could not be read';
  }
}
