/**
 * Word segmentation with the same boundaries as `Intl.Segmenter` (granularity 'word'), fast.
 *
 * On this V8 the Segmenter is superlinear in string length (1.3 MB/s on 1 KB strings, 0.05 MB/s
 * on 100 KB), so a text is cut where a word boundary is certain whatever the context: after
 * each `\n` (UAX #29 WB3a), and at runs of ASCII spaces or tabs next to ASCII characters. Pure
 * ASCII pieces are segmented by the UAX #29 rules for ASCII (below); only pieces holding other
 * characters (CJK, accents, curly quotes) go through the Segmenter, and those are short.
 * `test/unit/dream-text/segments.test.ts` checks equality with the Segmenter on a varied corpus.
 */

// One segmenter for the process: constructing one costs far more than using it.
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Called for each segment in order: [start, end) and whether it is a word (letters, digits). */
export type SegmentVisitor = (start: number, end: number, wordLike: boolean) => void;

/** ASCII character classes of UAX #29 that matter here. */
const LETTER = 1;
const DIGIT = 2;
const UNDERSCORE = 4;
const MID_LETTER = 8; // . ' :   join letters (WB6-7)
const MID_NUM = 16; // . ' , ;   join digits (WB11-12)
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c += 1) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z]/.test(ch)) ASCII_CLASS[c] = LETTER;
  else if (/[0-9]/.test(ch)) ASCII_CLASS[c] = DIGIT;
  else if (ch === '_') ASCII_CLASS[c] = UNDERSCORE;
  else if (ch === '.' || ch === "'") ASCII_CLASS[c] = MID_LETTER | MID_NUM;
  else if (ch === ':') ASCII_CLASS[c] = MID_LETTER;
  else if (ch === ',' || ch === ';') ASCII_CLASS[c] = MID_NUM;
}
const WORD_CHAR = LETTER | DIGIT | UNDERSCORE;
const cls = (text: string, i: number, end: number): number => (i < end ? (ASCII_CLASS[text.charCodeAt(i)] ?? 0) : 0);

/**
 * UAX #29 on ASCII: letters, digits and `_` join (WB5, WB8-10, WB13); `.` `'` `:` join letters
 * (WB6-7); `.` `,` `;` `'` join digits (WB11-12); CR LF is one segment (WB3); a run of spaces is
 * one segment (WB3d; a tab is not a space there); anything else is a segment of its own.
 * ICU calls a lone `_` punctuation but a run of them (`__`) a word.
 */
function asciiSegments(text: string, from: number, to: number, visit: SegmentVisitor): void {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    let j = i + 1;
    if (ASCII_CLASS[c]! & WORD_CHAR) {
      while (j < to) {
        const k = cls(text, j, to);
        if (k & WORD_CHAR) {
          j += 1;
          continue;
        }
        const before = cls(text, j - 1, to);
        const after = cls(text, j + 1, to);
        if (((k & MID_LETTER) !== 0 && before === LETTER && after === LETTER) || ((k & MID_NUM) !== 0 && before === DIGIT && after === DIGIT)) {
          j += 2;
          continue;
        }
        break;
      }
      visit(i, j, !(j === i + 1 && c === 0x5f));
    } else {
      if (c === 0x20) while (j < to && text.charCodeAt(j) === 0x20) j += 1;
      else if (c === 0x0d && j < to && text.charCodeAt(j) === 0x0a) j += 1;
      visit(i, j, false);
    }
    i = j;
  }
}

function icuSegments(text: string, from: number, to: number, visit: SegmentVisitor): void {
  const piece = text.slice(from, to);
  let prev = -1;
  let prevWord = false;
  for (const seg of wordSegmenter.segment(piece)) {
    if (prev >= 0) visit(from + prev, from + seg.index, prevWord);
    prev = seg.index;
    prevWord = seg.isWordLike === true;
  }
  if (prev >= 0) visit(from + prev, to, prevWord);
}

const isSpaceOrTab = (c: number): boolean => c === 0x20 || c === 0x09;

/** CJK full stop, enumeration comma, full-width ! and ?: never inside a word. */
const CJK_STOPS = new Set([0x3002, 0x3001, 0xff01, 0xff1f]);
/** Full-width comma, colon, semicolon: they join letters or digits (WB6-7, WB11-12), never ideographs. */
const CJK_MIDS = new Set([0xff0c, 0xff1a, 0xff1b]);
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A cut between i-1 and i is certain when both are ASCII and exactly one is a space or a tab
 * (no rule joins a space to a non-space, and a tab joins nothing), or after CJK punctuation
 * followed by an ideograph (or ASCII, after a full stop), so long Chinese lines reach ICU a
 * sentence at a time.
 */
function certainCut(text: string, i: number): boolean {
  const a = text.charCodeAt(i - 1);
  const b = text.charCodeAt(i);
  if (a < 0x80 && b < 0x80) return isSpaceOrTab(a) !== isSpaceOrTab(b);
  if (CJK_STOPS.has(a)) return b < 0x80 || HAN_OR_KANA.test(text[i] ?? '');
  return CJK_MIDS.has(a) && HAN_OR_KANA.test(text[i] ?? '');
}

const NON_ASCII = /[^\p{ASCII}]/gu;

/** Position of the first non-ASCII character at or after `from`, or text.length. */
function nextNonAscii(text: string, from: number): number {
  NON_ASCII.lastIndex = from;
  return NON_ASCII.exec(text)?.index ?? text.length;
}

/**
 * Every segment of `text` in order, as `Intl.Segmenter('en', { granularity: 'word' })` gives
 * them. Lines are cut after each `\n`; within a line, ASCII stretches take the fast path and
 * each stretch holding other characters (widened to certain cuts) goes through ICU.
 */
export function forEachSegment(text: string, visit: SegmentVisitor): void {
  let other = nextNonAscii(text, 0);
  let from = 0;
  while (from < text.length) {
    const nl = text.indexOf('\n', from);
    const to = nl < 0 ? text.length : nl + 1;
    let at = from;
    while (other < to) {
      let start = other;
      while (start > at && !certainCut(text, start)) start -= 1;
      let end = other + 1;
      while (end < to && !certainCut(text, end)) end += 1;
      if (start > at) asciiSegments(text, at, start, visit);
      icuSegments(text, start, end, visit);
      at = end;
      other = nextNonAscii(text, end);
    }
    if (at < to) asciiSegments(text, at, to, visit);
    from = to;
  }
}
