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
  /** Trigram key (three UTF-16 code units) → ascending positions of the texts holding it. */
  postings: Map<number, Int32Array>;
}

/** Terms the index answers: what the database's lower() and JavaScript's fold alike. */
export const INDEXED_TERM = /^[\x20-\x7e]{3,}$/;

const keyAt = (text: string, i: number) =>
  text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2);

/** Builds the index of a period's `rows`, given in rank order. */
export function buildNameIndex(rows: readonly { id: number; text: string }[]): PeriodNames {
  const lists = new Map<number, number[]>();
  const texts = rows.map((r) => r.text);
  texts.forEach((text, position) => {
    for (let i = 0; i + 3 <= text.length; i++) {
      const key = keyAt(text, i);
      const list = lists.get(key);
      if (!list) lists.set(key, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const postings = new Map<number, Int32Array>();
  for (const [key, list] of lists) postings.set(key, Int32Array.from(list));
  return { ids: Int32Array.from(rows, (r) => r.id), texts, postings };
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
  let rarest: Int32Array | undefined;
  for (let i = 0; i + 3 <= needle.length; i++) {
    const list = index.postings.get(keyAt(needle, i));
    if (!list) return { total: 0, page: [] };
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const page: IndexedMatches['page'] = [];
  let total = 0;
  for (const position of rarest!) {
    if (position < skip || !index.texts[position]!.includes(needle)) continue;
    if (total >= offset && page.length < limit)
      page.push({ id: index.ids[position]!, rank: position + 1 });
    total++;
  }
  return { total, page };
}
