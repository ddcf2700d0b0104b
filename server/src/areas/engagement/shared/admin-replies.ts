import type { FastifyReply } from 'fastify';

/** A CSV download (the admin exports of entries and tickets). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}

/** What a disqualify-and-redraw says, for giveaways and wager raffles alike. */
export function redrawnMessage(r: { position: number; userId: number | null }, detail = '') {
  return r.userId == null
    ? `Place ${r.position} disqualified; nobody was left to draw.`
    : `Place ${r.position} disqualified and drawn again${detail}.`;
}

/** A cell of an export: quoted where it needs it, a spreadsheet formula neutralised. */
const csvCell = (v: string | number) => {
  const s = String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The text of a CSV export: the header line, then a line a row. */
export const csvText = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((l) => l.map(csvCell).join(',')).join('\n') + '\n';
