import { isOpeningTalk, withoutGluedOpening } from './salutations.js';
import { isClosingTalk, isName, withoutRunOnClosing } from './sign-offs.js';

/**
 * The talk a hook opens and closes with, cut by position: a long index hook pasted from a chat,
 * an email or a notice opens with a salutation or a lead-in (salutations.ts) and closes with a
 * sign-off or a signature (sign-offs.ts). Such pieces say nothing of the memory's subject. They
 * are cut only at the edges, piece by piece until a piece says something, never inside brackets,
 * and never where a piece holds a digit or a quotation (a greeting quoted as a script's words is a
 * value: 'Kind regards, the Harbour Lodge team').
 */

/** Where a hook is cut into pieces: stops, commas, colons, semicolons, bullets, bars and spaced dashes. */
const PIECE_SPLIT = /([,，、;；:：!！?？。～]+\s*|(?<!\b(?:Dr|Mr|Ms|Mrs|St|Prof|e\.g|i\.e|etc|vs|approx|no|nr|[A-Za-z]))\.+(?=\s|$)\s*|\s+(?:[•·|—–-]|--|::|\/\/|=>|->|→)\s+|——|\s*[｜¦]\s*)/u;

/**
 * The hook without the talk it opens and closes with. Pieces are dropped from each edge while they
 * are talk (the opening's reading at the start, the closing's at the end, or `isAside`, the reading
 * of asides anywhere); then markers glued to the first words and a sign-off run on after the last
 * are cut. Nothing is cut where no words would be left.
 */
export function withoutEdgeTalk(hook: string, isAside: (piece: string) => boolean = () => false): string {
  const parts = piecesOf(hook);
  // parts alternate pieces and separators: pieces at even indexes.
  let start = 0;
  let end = parts.length - 1;
  while (start < end) {
    const piece = parts[start]!;
    if (piece.trim() === '' || isOpeningTalk(piece)) {
      start += 2;
      continue;
    }
    // Markers or a tag glued to the first words ("lol ok so 🙈 clocks r in the grey cupboard", 〔窯務小叮嚀〕素燒到 800 度) go before the piece is read.
    parts[start] = withoutGluedOpening(piece);
    if (!isAside(parts[start]!)) break;
    start += 2;
  }
  // A name is read as a signature only right after a sign-off.
  let afterName = false;
  while (end > start) {
    const piece = parts[end]!;
    // What follows a colon or an equals sign is the value of what precedes it ("Sign-off for letters: Yours sincerely").
    const valued = /[:：=]/u.test(parts[end - 1] ?? '');
    if (piece.trim() === '' || (!valued && isClosingTalk(piece)) || isAside(piece)) {
      end -= 2;
      afterName = false;
      continue;
    }
    if (!afterName && isName(piece) && end - 2 >= start && isClosingTalk(parts[end - 2]!)) {
      end -= 2;
      afterName = true;
      continue;
    }
    break;
  }
  if (start > end) return hook;
  const body = withoutGluedOpening(parts.slice(start, end + 1).join(''));
  const closed = withoutRunOnClosing(body);
  // The separator the cut left at the end ("… ten years,"); a sentence's stop after the last piece kept stays.
  let out = closed.replace(/[\s,，、;；:：—–-]+$/u, '');
  const stop = /^(?:[!！?？]+|[.。])/u.exec((parts[end + 1] ?? '').trim());
  if (stop && closed === body) out += stop[0];
  out = out.trim();
  // Nothing cut but the hook's own last stop: the hook as it is.
  if (out === hook.trim() || out === hook.trim().replace(/[.。!！]+$/u, '').trim()) return hook;
  return /[\p{L}\p{N}]/u.test(out) ? out : hook;
}

const OPEN_BRACKETS = '([{（【〔「『';
const CLOSE_BRACKETS = ')]}）】〕」』';

/** The hook cut into pieces and the separators between them (alternating), never inside brackets or quotes. */
function piecesOf(hook: string): string[] {
  // Separators inside brackets are masked for the split and put back after it.
  let depth = 0;
  let masked = '';
  const hidden: string[] = [];
  for (const ch of hook) {
    if (OPEN_BRACKETS.includes(ch)) depth += 1;
    else if (CLOSE_BRACKETS.includes(ch) && depth > 0) depth -= 1;
    if (depth > 0 && /[,，、;；:：!！?？。～.•·|—–-]/u.test(ch)) {
      hidden.push(ch);
      masked += '\uE000';
    } else masked += ch;
  }
  let k = 0;
  return masked.split(PIECE_SPLIT).map((part) => part.replace(/\uE000/gu, () => hidden[k++] ?? ''));
}

