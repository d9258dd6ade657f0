import { simplified } from './simplified.js';

/**
 * What the readings of a message's edges (salutations.ts, sign-offs.ts) share: a piece without the
 * emoji and brackets around it, whether it holds a value (never talk), whether it is decoration
 * alone, and whether its Han text is made wholly of the pieces of a closed list.
 */

/** Emoji, decoration and stray marks around the pieces ("👋", "★☆★", "=== NB ===", "🙏"). */
export const DECORATION = /^(?:[-\s\p{Extended_Pictographic}★☆✦✧◆◇■□●○▶►=*#~～_]|\uFE0F|\u200D)*$/u;

/** A piece that quotes or holds a value is never talk: a digit, quotation marks, code. */
export function holdsValue(piece: string): boolean {
  return /\p{N}|[“”「」『』"`]|(?:^|\s)'|'(?:\s|$)/u.test(piece);
}

/** A piece without the emoji, closing marks and wrapping brackets around it. */
export function clean(piece: string): string {
  return piece
    .trim()
    .replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+|[\p{Extended_Pictographic}\uFE0F\u200D\s!！.。~～]+$/gu, '')
    .replace(/^[([（【〔]\s*([^()[\]（）【】〔〕]*?)\s*[)\]）】〕]$/u, '$1')
    .trim();
}

/** Can this Han text be read wholly as pieces of the list (an opening's or a closing's), with a Latin role word after the readers ("各位 DJ")? */
export function composedOf(text: string, pieces: readonly string[], core: RegExp): boolean {
  const t = simplified(text).replace(/\s+/g, '');
  if (!/\p{Script=Han}/u.test(t) || !core.test(t)) return false;
  const chars = [...t.replace(/(?<=大家|各位|诸位|同仁)[A-Za-z]{1,4}/gu, '')];
  const reach = new Array<boolean>(chars.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < chars.length; i += 1) {
    if (!reach[i]) continue;
    const rest = chars.slice(i).join('');
    for (const w of pieces) if (rest.toLowerCase().startsWith(w)) reach[i + [...w].length] = true;
  }
  return reach[chars.length]!;
}
