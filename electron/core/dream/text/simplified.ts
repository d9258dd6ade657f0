/**
 * Traditional Chinese read as Simplified, Taiwan's words as the mainland says them (資料庫 ->
 * 数据库, 程式碼 -> 代码, 迴圈 -> 循环), so that a rule written in either meets its twin in the other:
 * OpenCC's conversion (opencc-js), for comparisons only. A memory's text is never rewritten
 * with it; findings quote what the memory says. Only text with a Traditional character is
 * converted (most memory is English or Simplified: a scan of its characters passes it over).
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
