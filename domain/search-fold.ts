/**
 * Accent folding for search, the same on both sides: "Sao Lourenco" finds "São Lourenço" and "kyōto" finds
 * "Kyoto". PGlite has no `unaccent` extension, so the database folds with a plain SQL function, fold_search(),
 * whose character table is generated from THIS module (see `foldSearchSqlFunction`) and installed by a
 * migration; the server folds the words typed in the search box with `foldSearchText`. A test runs both over
 * every character of the table on each engine, so the index and the query can never fold differently.
 *
 * Folding is lower-casing plus dropping diacritics (NFD, combining marks removed) for the Latin and Greek
 * blocks, plus the letters NFD does not decompose (ø, ł, đ, ß, æ, œ, þ …). Other scripts are left as they are.
 */

/** Unicode blocks folded: Latin-1 Supplement, Latin Extended-A/B, Greek and Coptic, Latin Extended Additional. */
const foldedBlocks: [number, number][] = [
  [0x00c0, 0x024f],
  [0x0370, 0x03ff],
  [0x1e00, 0x1eff],
];

/** Combining diacritical marks: removed wherever they stand (text typed or stored decomposed). */
const combiningMarks: [number, number] = [0x0300, 0x036f];

/** Letters that are letters of their own in Unicode (no decomposition) but that people type without the stroke. */
const specialLetters: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  ı: "i",
  ħ: "h",
  Ħ: "h",
  ŧ: "t",
  Ŧ: "t",
  ŀ: "l",
  Ŀ: "l",
  ĸ: "k",
};

const stripMarks = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");

function buildTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const [from, to] of foldedBlocks) {
    for (let code = from; code <= to; code++) {
      const ch = String.fromCodePoint(code);
      const folded = specialLetters[ch] ?? stripMarks(ch.toLowerCase());
      // Only real changes to letters; unassigned code points and symbols (× ÷ ʹ) fold to themselves.
      if (folded !== ch && folded.length > 0 && /^\p{L}+$/u.test(folded)) table.set(ch, folded);
    }
  }
  return table;
}

/** Character → folded text, for every character that folds. */
export const foldTable: ReadonlyMap<string, string> = buildTable();

const isCombiningMark = (code: number) => code >= combiningMarks[0] && code <= combiningMarks[1];

/** Folds a text for search: what the database's fold_search() does, character by character. */
export function foldSearchText(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (isCombiningMark(code)) continue;
    out += foldTable.get(ch) ?? ch;
  }
  return out;
}

const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The `create or replace function fold_search(text)` statement for a migration: replace() for the letters that
 * fold to two letters, then one translate() for the single-letter folds and the combining marks (characters of
 * translate's `from` past the end of `to` are deleted). IMMUTABLE, so generated columns may use it.
 */
export function foldSearchSqlFunction(): string {
  let from = "";
  let to = "";
  const multi: [string, string][] = [];
  for (const [ch, folded] of foldTable) {
    if (folded.length === 1) {
      from += ch;
      to += folded;
    } else multi.push([ch, folded]);
  }
  for (let code = combiningMarks[0]; code <= combiningMarks[1]; code++) from += String.fromCodePoint(code);
  let body = "$1";
  for (const [ch, folded] of multi) body = `replace(${body}, ${sqlString(ch)}, ${sqlString(folded)})`;
  body = `translate(${body}, ${sqlString(from)}, ${sqlString(to)})`;
  return `CREATE OR REPLACE FUNCTION fold_search(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$ SELECT ${body} $fold$;`;
}
