/**
 * Chat spellings, a closed class, as the words they spell: "b4" before, "u" you, "plz" please,
 * "thx" thanks, "chk" check, "l8r" later, "2day" today, "w/o" without, "w/" with, "ppl" people,
 * "thru" through. Read before a text is weighed (a digit of chat-speak is no value: "pls read b4
 * testing") or compared ("b4 opening" / "before opening"). A capital with a digit is a code or a
 * name (bay B4, the W8 form), not chat.
 */
import { wordTable } from './word-table.js';

const CHAT_SPELLINGS: Readonly<Record<string, string>> = wordTable({
  b4: 'before', u: 'you', ur: 'your', ya: 'you', pls: 'please', plz: 'please', thx: 'thanks', thnx: 'thanks', ty: 'thanks', tysm: 'thanks',
  chk: 'check', l8r: 'later', gr8: 'great', '2day': 'today', '2moro': 'tomorrow', '2nite': 'tonight', w8: 'wait', cuz: 'because', coz: 'because',
  ppl: 'people', thru: 'through', 'w/o': 'without', 'w/': 'with',
});

const escaped = Object.keys(CHAT_SPELLINGS)
  .sort((x, y) => y.length - x.length)
  .map((k) => k.replace(/[/]/g, '\\/'));
const CHAT_WORD = new RegExp(`(?<![\\p{L}\\p{N}'’./-])(?:${escaped.join('|')})(?![\\p{L}\\p{N}'’/-])`, 'giu');

/** A text with its chat spellings written out as words. */
export function spelledOut(text: string): string {
  return text.replace(CHAT_WORD, (w) => (/\d/.test(w) && /\p{Lu}/u.test(w) ? w : (CHAT_SPELLINGS[w.toLowerCase()] ?? w)));
}
