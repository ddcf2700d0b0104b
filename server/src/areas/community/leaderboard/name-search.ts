/**
 * A period's names in memory, for the name search: each entry's lower-cased text (display name,
 * char(31), username, lower-cased by the database as its own search does) in rank order, and the
 * positions of every trigram. A search of 3+ printable ASCII characters reads the positions of
 * its rarest trigram and tests only those names, so it costs what that trigram's names cost,
 * not the period's size: the count, the page and each row's rank (its position + 1) come out of
 * one pass, and the database is asked only for the page's rows. Kept in the read cache, dropped
 * by every write of the period's entries like the cached standings.
 */
export interface PeriodNames {
  ids: Int32Array;
  texts: string[];
  /** Bucket b's positions are postings[starts[b]..starts[b + 1]], ascending. */
  starts: Int32Array;
  postings: Int32Array;
  bits: number;
}

/** Terms the index answers: what the database's lower() and JavaScript's fold alike. */
export const INDEXED_TERM = /^[\x20-\x7e]{3,}$/;

/**
 * The bucket of the trigram at `i`: its three characters (7 bits each) hashed to `bits` bits.
 * Trigrams sharing a bucket only add candidates, which the full test of each name sorts out.
 */
function bucketAt(text: string, i: number, bits: number): number {
  const key =
    ((text.charCodeAt(i) & 127) << 14) |
    ((text.charCodeAt(i + 1) & 127) << 7) |
    (text.charCodeAt(i + 2) & 127);
  return Math.imul(key, 0x9e3779b1) >>> (32 - bits);
}

/** Builds the index of a period's `rows`, given in rank order: two passes, flat arrays. */
export function buildNameIndex(rows: readonly { id: number; text: string }[]): PeriodNames {
  const texts = rows.map((r) => r.text);
  const bits = Math.min(20, Math.max(10, Math.ceil(Math.log2(rows.length * 4 + 1))));
  const size = 2 ** bits;
  const last = new Int32Array(size).fill(-1);
  const starts = new Int32Array(size + 1);
  // Each name once per bucket, however often the trigram comes back in it.
  const each = (visit: (bucket: number, position: number) => void) => {
    for (let position = 0; position < texts.length; position++) {
      const text = texts[position]!;
      for (let i = 0; i + 3 <= text.length; i++) {
        const bucket = bucketAt(text, i, bits);
        if (last[bucket] === position) continue;
        last[bucket] = position;
        visit(bucket, position);
      }
    }
  };
  each((bucket) => starts[bucket + 1]!++);
  for (let b = 0; b < size; b++) starts[b + 1]! += starts[b]!;
  const postings = new Int32Array(starts[size]!);
  const fill = starts.slice(0, size);
  last.fill(-1);
  each((bucket, position) => (postings[fill[bucket]!++] = position));
  return { ids: Int32Array.from(rows, (r) => r.id), texts, starts, postings, bits };
}

export interface IndexedMatches {
  /** How many entries after the podium match. */
  total: number;
  /** The page's entries: id and overall rank. */
  page: { id: number; rank: number }[];
}

/**
 * The entries after the first `skip` (the podium) whose text contains `term` (INDEXED_TERM),
 * counted, and the page of them from `offset`.
 */
export function searchNameIndex(
  index: PeriodNames,
  term: string,
  { skip, offset, limit }: { skip: number; offset: number; limit: number },
): IndexedMatches {
  const needle = term.toLowerCase();
  // No trigram (a term under 3 characters): nothing to look up.
  let [from, to] = [0, needle.length >= 3 ? Infinity : 0];
  for (let i = 0; i + 3 <= needle.length; i++) {
    const bucket = bucketAt(needle, i, index.bits);
    const [a, b] = [index.starts[bucket]!, index.starts[bucket + 1]!];
    if (a === b) return { total: 0, page: [] };
    if (b - a < to - from) [from, to] = [a, b];
  }
  const page: IndexedMatches['page'] = [];
  let total = 0;
  for (let k = from; k < to; k++) {
    const position = index.postings[k]!;
    if (position < skip || !index.texts[position]!.includes(needle)) continue;
    if (total >= offset && page.length < limit)
      page.push({ id: index.ids[position]!, rank: position + 1 });
    total++;
  }
  return { total, page };
}
