import { isUtf8 } from 'node:buffer';
import { sep } from 'node:path';
import { classify, type Candidate } from '../memdir/inventory.js';
import { peekBytesSync } from '../memdir/safe-read.js';
import type { MemoryDir } from '../memdir/types.js';
import { readSearchFile, searchDocOf, type SearchFile } from './search-docs.js';
import { mayMatchBytes, probeOf, type Probe } from './search-probe.js';
import { forEachSegment } from '../dream/text/segments.js';
import { searchTokens } from './search-tokens.js';
import { snippet } from './snippet.js';

/**
 * Search by reading the files, for while a dir's index is not ready (a first search, a cold
 * daemon loading a big kept index): it finds exactly what the index finds, at about the speed
 * of grep. A file is first checked for pieces of the query's words in any case (search-probe.ts),
 * which most files fail on their bytes; only a file that has them is decoded and parsed, and only its lines that have them are cut
 * into words and compared as the index compares (the same word, a word it begins, or one within
 * the index's edit distance). Scores are BM25 over what was read, close to the index's order.
 */

/** Fuzzy matches within 0.15 of a word's length, at most 6 edits: the index's search options (search.ts) use these too. */
export const FUZZY = 0.15;
export const MAX_FUZZY = 6;
/** The weight of a word the query word begins and of a near word, as the index weighs them. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
export const TITLE_BOOST = 2;

interface QueryTerm {
  term: string;
  maxDistance: number;
  /**
   * Lowercased parts of the word, one of which any match contains: a word within k edits of
   * it keeps at least one of k + 1 disjoint parts whole (a word it begins contains it all).
   * Each is looked for from its rarest letter on (probeOf).
   */
  pieces: Probe[];
}

export interface ScanQuery {
  terms: QueryTerm[];
}

export function scanQuery(query: string): ScanQuery {
  const terms = searchTokens(query).map((term) => {
    const maxDistance = Math.min(MAX_FUZZY, Math.round(term.length * FUZZY));
    return { term, maxDistance, pieces: piecesOf(term, maxDistance + 1).map(probeOf) };
  });
  return { terms };
}

function piecesOf(term: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(term.slice(Math.floor((i * term.length) / n), Math.floor(((i + 1) * term.length) / n)));
  return out.filter(Boolean);
}

/** One read buffer for the scans (files are read one at a time; what is kept is decoded). */
const buffer = Buffer.allocUnsafe(256 * 1024);

/** What a scan of a dir found, with what BM25 needs of the files read (how many, their total length). */
export interface Scanned {
  matches: ScanMatch[];
  filesRead: number;
  length: number;
}

/**
 * Read every file of the dir (the walk's `candidates`) and keep those matching the query.
 * Most files fail the cheap test on their bytes and are never checked, decoded or stat'ed; a
 * plain file that passes is checked (binary, UTF-8) on the same bytes, not read again.
 * `pause` gives the event loop back now and then (a promise to wait for), else returns null.
 */
export async function scanFiles(dir: MemoryDir, candidates: Candidate[], q: ScanQuery, pause: () => Promise<void> | null): Promise<Scanned> {
  const pieces = q.terms.map((t) => t.pieces);
  const matches: ScanMatch[] = [];
  let read = 0;
  let length = 0;
  for (const c of candidates) {
    const place = classify(c.relPath, dir.kind);
    if (place.kind === 'index') continue;
    const bytes = c.viaLink ? null : peekBytesSync(dir.path + sep + c.relPath, buffer);
    let file: ScanFile | null = null;
    if (bytes) {
      read += 1;
      length += bytes.length;
      if (!mayMatchBytes(bytes, place.kind === 'log' ? place.date : c.relPath, pieces)) {
        const paused = pause();
        if (paused) await paused;
        continue;
      }
      // The checks of readSearchFile on the bytes in hand (the peek read the whole file, a plain one the walk found).
      if (bytes.indexOf(0) < 0 && isUtf8(bytes)) file = { relPath: c.relPath, place, text: bytes.toString('utf8') };
    } else {
      // A symlink, or a file too big to peek: read with every check (size, symlinks), as the index reads it.
      file = await readSearchFile(dir, c);
      if (file) {
        read += 1;
        length += file.text.length;
      }
    }
    const m = file && matchFile(file, q, bytes !== null);
    if (m) matches.push(m);
    const paused = pause();
    if (paused) await paused;
  }
  return { matches, filesRead: read, length };
}

/** What matchFile needs of a file. */
export type ScanFile = Pick<SearchFile, 'relPath' | 'place' | 'text'>;

/** One file that matches every word of the query. */
export interface ScanMatch {
  relPath: string;
  /** Per query word: the weighted count of its matches, in the title and in the text. */
  tf: Array<{ title: number; text: number }>;
  /** The words of the file that matched (for the snippet). */
  terms: string[];
  length: number;
}

/**
 * Whether the file matches every word of the query, and how. The cheap test comes first (unless
 * `tested`, on the bytes): the lowercased file (and its path, the title of a file without a
 * name) must hold a piece of each word; frontmatter with escapes or doubled quotes is parsed
 * anyway, as its value may differ.
 */
export function matchFile(file: ScanFile, q: ScanQuery, tested = false): ScanMatch | null {
  if (q.terms.length === 0) return null;
  if (!tested) {
    const lower = file.text.toLowerCase();
    const titleLower = (file.place.kind === 'log' ? file.place.date : file.relPath).toLowerCase();
    const mayHave = (t: QueryTerm) => t.pieces.some((p) => lower.includes(p.text) || titleLower.includes(p.text));
    if (!q.terms.every(mayHave) && !quotedFrontmatter(file.text)) return null;
  }
  const doc = searchDocOf(file.relPath, file.place, file.text);
  if (!doc) return null;
  const tf = q.terms.map(() => ({ title: 0, text: 0 }));
  const terms = new Set<string>();
  const hit = q.terms.map(() => false);
  const count = (field: 'title' | 'text', word: string, w: number, i: number) => {
    tf[i]![field] += w;
    terms.add(word);
  };
  // A word on many lines of a note (a common word) is counted on its first DENSE_LINES lines of the text, the rest
  // estimated from how far those reached: whether the file matches is exact all the same, only its score is near.
  const lines = q.terms.map(() => 0);
  const stopAt = q.terms.map(() => -1);
  let counting = q.terms.length;
  const visit = (text: string, field: 'title' | 'text') => {
    for (let from = 0, offset = 0; from <= text.length && counting > 0; from = offset) {
      const nl = text.indexOf('\n', from);
      offset = nl < 0 ? text.length + 1 : nl + 1;
      const line = text.slice(from, offset - 1);
      const low = line.toLowerCase();
      let any = false;
      for (let i = 0; i < q.terms.length; i++) any = (hit[i] = stopAt[i]! < 0 && q.terms[i]!.pieces.some((p) => low.includes(p.text))) || any;
      if (!any) continue;
      const before = field === 'text' ? tf.map((x) => x.text) : null;
      if (NON_ASCII.test(line)) {
        // Cut as the index cuts (each word lowercased after cutting: lowercasing first may change the cuts beyond ASCII).
        for (const word of searchTokens(line)) {
          for (let i = 0; i < q.terms.length; i++) {
            const w = hit[i] ? weightOf(word, 0, word.length, q.terms[i]!) : 0;
            if (w > 0) count(field, word, w, i);
          }
        }
      } else {
        // Plain ASCII: the lowercased line cuts the same; words are compared in place, only those that match are copied.
        forEachSegment(low, (start, end, isWord) => {
          if (!isWord) return;
          for (let i = 0; i < q.terms.length; i++) {
            const w = hit[i] ? weightOf(low, start, end, q.terms[i]!) : 0;
            if (w > 0) count(field, low.slice(start, end), w, i);
          }
        });
      }
      if (!before) continue;
      for (let i = 0; i < q.terms.length; i++) {
        if (tf[i]!.text > before[i]! && ++lines[i]! === DENSE_LINES) {
          stopAt[i] = offset;
          counting -= 1;
        }
      }
    }
  };
  visit(doc.title, 'title');
  visit(doc.text, 'text');
  for (let i = 0; i < q.terms.length; i++) if (stopAt[i]! > 0 && stopAt[i]! < doc.text.length) tf[i]!.text *= doc.text.length / stopAt[i]!;
  if (!tf.every((x) => x.title > 0 || x.text > 0)) return null;
  return { relPath: file.relPath, tf, terms: [...terms], length: doc.text.length };
}

/** Lines of the text a word is counted on before the rest of its count is estimated (see matchFile). */
const DENSE_LINES = 8;

// eslint-disable-next-line no-control-regex -- anything beyond ASCII
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Frontmatter whose values may not appear as written (escapes, '' for '). Cheap, and on the
 * safe side: without a closing --- line the whole file counts as frontmatter.
 */
function quotedFrontmatter(text: string): boolean {
  const open = text.startsWith('---') ? 3 : text.startsWith('\uFEFF---') ? 4 : -1;
  if (open < 0) return false;
  const close = text.indexOf('\n---', open);
  const yaml = close < 0 ? text : text.slice(open, close);
  return yaml.includes('\\') || yaml.includes("''");
}

/**
 * How the word `text.slice(start, end)` (lowercased) matches a word of the query, weighted as the
 * index weighs it (0: not). Compared in place: most words of a line match nothing.
 */
function weightOf(text: string, start: number, end: number, t: QueryTerm): number {
  const length = end - start;
  if (length >= t.term.length && text.startsWith(t.term, start)) {
    return length === t.term.length ? 1 : (PREFIX_WEIGHT * length) / (length + 0.3 * (length - t.term.length));
  }
  if (t.maxDistance === 0 || Math.abs(length - t.term.length) > t.maxDistance) return 0;
  // A word within the distance holds one of the pieces whole.
  if (!t.pieces.some((p) => { const at = text.indexOf(p.text, start); return at >= 0 && at + p.text.length <= end; })) return 0;
  const d = editDistance(text.slice(start, end), t.term, t.maxDistance);
  return d <= t.maxDistance ? (FUZZY_WEIGHT * length) / (length + d) : 0;
}

/** Levenshtein distance, or max + 1 as soon as it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** BM25 over the files read (how many had each word, their average length), the title counting double. */
export function scoreMatches(matches: ScanMatch[], filesRead: number, averageLength: number): Array<{ match: ScanMatch; score: number }> {
  const k1 = 1.2;
  const b = 0.7;
  const n = Math.max(filesRead, matches.length);
  // Every match holds every word (AND): how many files had each is how many matched.
  const idf = Math.log(1 + (n - matches.length + 0.5) / (matches.length + 0.5));
  return matches.map((match) => {
    const norm = 1 - b + (b * match.length) / Math.max(1, averageLength);
    let score = 0;
    for (const { title, text } of match.tf) {
      const tf = TITLE_BOOST * title + text;
      score += (idf * tf * (k1 + 1)) / (tf + k1 * norm);
    }
    return { match, score };
  });
}

/**
 * Runs the scan once over two small made-up notes (quoted frontmatter the fast path reads, and
 * frontmatter only the YAML parser reads; the tokenizer, the snippet): the daemon calls it as it
 * starts, so a person's first search does not also pay for compiling that code (tens of milliseconds).
 */
export function warmScan(): void {
  const body = '# Warm\n\nThe **warm-up** reads [a note](x.md) once.\n';
  for (const frontmatter of ['name: "Warm: a note"\ndescription: "how the warm-up reads a \\"note\\""\ntype: project', 'name: Warm\nmetadata:\n  type: project # nested']) {
    const text = `---\n${frontmatter}\n---\n${body}`;
    const file: ScanFile = { relPath: 'warm.md', place: classify('warm.md', 'claude-code'), text };
    const m = matchFile(file, scanQuery('warm notes'));
    const doc = searchDocOf(file.relPath, file.place, text);
    if (m && doc) snippet(doc.text, m.terms);
  }
}
