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

const HAN = /\p{Script=Han}/u;
const memo = new TextMemo<string>(4_000_000);
let convert: ((text: string) => string) | null = null;
let traditional: Set<string> | null = null;

/** The text with Traditional characters and Taiwan's words in Simplified; other text as it is. */
export function simplified(text: string): string {
  if (!HAN.test(text)) return text;
  traditional ??= traditionalCharacters();
  let any = false;
  for (const ch of text) {
    if (traditional.has(ch)) {
      any = true;
      break;
    }
  }
  if (!any) return text;
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
  if (!HAN.test(text)) return text;
  traditional ??= traditionalCharacters();
  let out: string | null = null;
  let i = 0;
  for (const ch of text) {
    if (traditional.has(ch)) {
      const to = simplifiedCharacter(ch);
      if (to !== ch) out = (out ?? text.slice(0, i)) + to;
      else if (out !== null) out += ch;
    } else if (out !== null) out += ch;
    i += ch.length;
  }
  return out ?? text;
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
