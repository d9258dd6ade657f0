/**
 * Traditional Chinese read as Simplified, Taiwan's words as the mainland says them (資料庫 ->
 * 数据库, 程式碼 -> 代码, 迴圈 -> 循环), so that a rule written in either meets its twin in the other:
 * OpenCC's conversion (opencc-js), for comparisons only. A memory's text is never rewritten
 * with it; findings quote what the memory says. Only text with a Traditional character is
 * converted (most memory is English or Simplified: a scan of its characters passes it over).
 * `simplified` converts words (for comparing), `simplifiedHan` characters in place (for rules
 * that read positions back from the original).
 */
import { Converter, Locale } from 'opencc-js/t2cn';
import { TextMemo } from './text-memo.js';

const memo = new TextMemo<string>(4_000_000);
let convert: ((text: string) => string) | null = null;
/** Any character OpenCC turns into another (`one`), and all of them (`every`, for replacing). */
let traditional: { one: RegExp; every: RegExp } | null = null;

function hasTraditional(text: string): boolean {
  traditional ??= traditionalPatterns();
  return traditional.one.test(text);
}

/** The text with Traditional characters and Taiwan's words in Simplified; other text as it is. */
export function simplified(text: string): string {
  if (!hasTraditional(text)) return text;
  return memo.get(text, (t) => (convert ??= Converter({ from: 'twp', to: 'cn' }))(t));
}

/**
 * `text` with each Traditional character in its Simplified form, one character for one, so the
 * result has the same length and positions in it are positions in `text` (the switch, scope and
 * value rules read a match back from the original). OpenCC's conversion of each character alone;
 * a character whose conversion is not exactly one character stays as written. Words that change
 * length (資料庫 -> 数据库) are left to `simplified`.
 */
export function simplifiedHan(text: string): string {
  if (!hasTraditional(text)) return text;
  return text.replace(traditional!.every, simplifiedCharacter);
}

const byCharacter = new Map<string, string>();

function simplifiedCharacter(ch: string): string {
  const known = byCharacter.get(ch);
  if (known !== undefined) return known;
  const converted = (convert ??= Converter({ from: 'twp', to: 'cn' }))(ch);
  const to = converted.length === ch.length ? converted : ch;
  byCharacter.set(ch, to);
  return to;
}

function traditionalPatterns(): { one: RegExp; every: RegExp } {
  const set = [...traditionalCharacters()].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('');
  return { one: new RegExp(`[${set}]`, 'u'), every: new RegExp(`[${set}]`, 'gu') };
}

/** The characters OpenCC's dictionaries turn into another: the sources of its one-character entries. */
function traditionalCharacters(): Set<string> {
  const out = new Set<string>();
  for (const group of [...(Locale.from.twp ?? []), ...(Locale.to.cn ?? [])]) {
    for (const dict of group) {
      if (typeof dict !== 'string') continue;
      for (const entry of dict.split('|')) {
        const [from, to] = entry.split(' ');
        if (from && to && from !== to && [...from].length === 1) out.add(from);
      }
    }
  }
  return out;
}
