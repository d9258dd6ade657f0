import { forEachSegment } from '../dream/text/segments.js';

/**
 * Words for search in English and Chinese alike (MiniSearch's default tokenizer finds no
 * Chinese): Intl.Segmenter's word boundaries, through the fast ASCII path of segments.ts.
 */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  forEachSegment(text, (start, end, word) => {
    if (word) out.push(text.slice(start, end).toLowerCase());
  });
  return out;
}
