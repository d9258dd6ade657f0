/**
 * Prune and index: the new MEMORY.md from the memories that exist and the lines it has now.
 * Stale pointers go, every memory gets a pointer, entry lines stay short, and the whole
 * index stays inside what Claude Code loads (200 lines, 25,000 UTF-16 units). When more
 * memories exist than fit, the least important move to per-type overflow index files
 * linked from MEMORY.md, so every memory stays reachable and nothing is silently cut.
 */
import type { MemoryType } from '../../memdir/types.js';
import { decodeLinkTarget, encodeLinkTarget } from '../../memdir/link-target.js';
import { shortHook } from './hook-clauses.js';
import { wordBoundaries } from './tokens.js';
import { wordTable } from './word-table.js';

export interface IndexMemory {
  /** Path relative to the index's folder, as linked: `feedback_testing.md`. */
  file: string;
  /** From frontmatter name/description. */
  title: string;
  /** One-line hook (frontmatter description). */
  hook: string;
  type?: MemoryType | undefined;
  pinned: boolean;
  modifiedMs: number;
  readCount: number;
  /** Lives under team/ (indexed by team/MEMORY.md, not the personal one). */
  team?: boolean;
}

export type IndexLine =
  | { kind: 'entry'; title: string; file: string; hook: string; raw: string }
  | { kind: 'other'; raw: string };

export interface IndexLimits {
  /** Claude Code loads the first 200 lines. */
  maxLines: number;
  /** ... and then at most 25,000 UTF-16 units (string.length). */
  maxChars: number;
  /** Every entry line is shorter than this. */
  entryLineUnder: number;
}

export const DEFAULT_INDEX_LIMITS: IndexLimits = { maxLines: 200, maxChars: 25_000, entryLineUnder: 150 };

export interface IndexLayoutInput {
  memories: readonly IndexMemory[];
  lines: readonly IndexLine[];
  /** Files that exist, relative like `IndexMemory.file`. */
  existingFiles: ReadonlySet<string> | readonly string[];
  /** Overflow-named files that are autodream's own (carry its marker); default: every one that exists. Others are memories. */
  ownOverflowFiles?: ReadonlySet<string>;
  /** Which index this is: 'personal' (default) skips team memories, 'team' only indexes them. */
  scope?: 'personal' | 'team';
  limits?: Partial<IndexLimits>;
  /** Entries of these types are never demoted (while MEMORY.md still loads lines that are not entries). */
  keepTypes?: readonly MemoryType[];
}

export type IndexChangeKind = 'pointer-removed' | 'pointer-added' | 'index-entry-shortened' | 'index-demoted';

export interface IndexChange {
  kind: IndexChangeKind;
  file: string;
  reason: string;
}

export interface IndexLayout {
  /** The new MEMORY.md, ending with a newline. */
  indexText: string;
  /** Overflow index files to write (each a valid memory file with frontmatter). */
  overflowFiles: { file: string; text: string }[];
  /** Overflow index files that exist but are no longer needed. */
  staleOverflowFiles: string[];
  changes: IndexChange[];
  /** False only when lines that are not entries alone exceed the limits (never deleted). */
  fits: boolean;
}

export type OverflowKey = MemoryType | 'other';
const OVERFLOW_PREFIX = 'MEMORY-overflow-';
const OVERFLOW_KEYS: readonly OverflowKey[] = ['feedback', 'user', 'project', 'reference', 'other'];

/** `MEMORY-overflow-feedback.md`: upper case, so it cannot be a kebab/snake-case topic slug. */
export function overflowFileName(key: OverflowKey): string {
  return `${OVERFLOW_PREFIX}${key}.md`;
}

export function isOverflowFile(file: string): boolean {
  return OVERFLOW_KEYS.some((k) => overflowFileName(k) === file);
}

const TYPE_WEIGHT: Readonly<Record<string, number>> = wordTable({ feedback: 3, user: 3, project: 2, reference: 1 });

interface Item {
  raw: string;
  entry?: { file: string; title: string; hook: string; memory: IndexMemory | undefined; added: boolean };
}

export function layoutIndex(input: IndexLayoutInput): IndexLayout {
  const limits = { ...DEFAULT_INDEX_LIMITS, ...input.limits };
  const existing = new Set(input.existingFiles);
  const team = input.scope === 'team';
  const own = (f: string): boolean => isOverflowFile(f) && (input.ownOverflowFiles?.has(f) ?? true);
  const memories = new Map<string, IndexMemory>();
  for (const m of input.memories) if (Boolean(m.team) === team && !own(m.file)) memories.set(normaliseFile(m.file), m);
  const changes: IndexChange[] = [];
  let items: Item[] = [];
  const indexed = new Set<string>();

  for (const line of input.lines) {
    if (line.kind === 'other' || /^[a-z][a-z0-9+.-]*:/i.test(line.file)) {
      items.push({ raw: line.raw });
      continue;
    }
    const file = normaliseFile(line.file);
    if (own(file)) continue; // ours: rebuilt below when still needed
    if (!existing.has(file)) {
      changes.push({ kind: 'pointer-removed', file, reason: `MEMORY.md pointed to ${file}, which does not exist` });
      continue;
    }
    if (indexed.has(file)) {
      changes.push({ kind: 'pointer-removed', file, reason: `second pointer to ${file} in MEMORY.md` });
      continue;
    }
    indexed.add(file);
    let raw = line.raw;
    if (raw.length >= limits.entryLineUnder) {
      raw = renderEntry(line.title, encodeLinkTarget(file), line.hook, limits.entryLineUnder);
      changes.push({ kind: 'index-entry-shortened', file, reason: `entry for ${file} was ${line.raw.length} characters; shortened to ${raw.length} (the detail stays in the file)` });
    }
    items.push({ raw, entry: { file, title: line.title, hook: line.hook, memory: memories.get(file), added: false } });
  }

  const missing = [...memories.entries()].filter(([file]) => !indexed.has(file) && existing.has(file)).map(([, m]) => m);
  const places = new EntryPlaces(items);
  for (const m of missing.sort(byImportance)) {
    const file = normaliseFile(m.file);
    const title = m.title.trim() || file.replace(/\.md$/i, '');
    const item: Item = { raw: renderEntry(title, encodeLinkTarget(file), m.hook, limits.entryLineUnder), entry: { file, title, hook: m.hook, memory: m, added: true } };
    const at = places.insertionPoint(m.type, items.length);
    items.splice(at, 0, item);
    places.inserted(at, m.type);
  }

  // Demote the least important entries until the index fits.
  const overflow = new Map<OverflowKey, Item[]>();
  let lineCount = items.length;
  let chars = items.reduce((n, it) => n + it.raw.length + 1, 0);
  const fitsNow = (): boolean => lineCount <= limits.maxLines && chars <= limits.maxChars;
  const why = lineCount > limits.maxLines
    ? `MEMORY.md would have ${lineCount} lines (Claude Code loads ${limits.maxLines})`
    : `MEMORY.md would have ${chars.toLocaleString('en-US')} characters (Claude Code loads ${limits.maxChars.toLocaleString('en-US')})`;
  const keep = new Set<string>(input.keepTypes ?? []);
  const demotable = items.filter((it) => it.entry && !keep.has(it.entry.memory?.type ?? '')).sort((a, b) => byImportance(b.entry?.memory, a.entry?.memory));
  const linkLines = new Set<OverflowKey>();
  // Victims leave `items` in one pass afterwards (one splice each would be quadratic in entries).
  const demoted = new Set<Item>();
  for (let next = 0; !fitsNow() && next < demotable.length; next += 1) {
    const victim = demotable[next];
    if (!victim?.entry) break;
    const key: OverflowKey = victim.entry.memory?.type ?? 'other';
    demoted.add(victim);
    lineCount -= 1;
    chars -= victim.raw.length + 1;
    if (!linkLines.has(key)) {
      const link = overflowLink(key, memories.size + input.lines.length, limits.entryLineUnder); // widest count
      linkLines.add(key);
      lineCount += 1;
      chars += link.length + 1;
    }
    const list = overflow.get(key) ?? [];
    list.push(victim);
    overflow.set(key, list);
  }
  if (demoted.size > 0) items = items.filter((it) => !demoted.has(it));

  const overflowFiles: { file: string; text: string }[] = [];
  for (const key of OVERFLOW_KEYS) {
    const list = overflow.get(key);
    if (!list) continue;
    const file = overflowFileName(key);
    list.sort((a, b) => byImportance(a.entry?.memory, b.entry?.memory));
    overflowFiles.push({ file, text: overflowText(key, list.map((it) => it.raw)) });
    items.push({ raw: overflowLink(key, list.length, limits.entryLineUnder) });
    for (const it of list) {
      if (!it.entry) continue;
      changes.push({
        kind: 'index-demoted',
        file: it.entry.file,
        reason: it.entry.added ? `indexed in ${file} instead of MEMORY.md: ${why}` : `moved from MEMORY.md to ${file}: ${why}`,
      });
    }
  }
  for (const it of items) if (it.entry?.added) changes.push({ kind: 'pointer-added', file: it.entry.file, reason: `${it.entry.file} was not in MEMORY.md` });

  const indexText = items.length > 0 ? `${items.map((it) => it.raw).join('\n')}\n` : '';
  const written = new Set(overflowFiles.map((f) => f.file));
  const staleOverflowFiles = [...existing].filter((f) => own(f) && !written.has(f)).sort();
  const total = indexText.split('\n').length - 1;
  return { indexText, overflowFiles, staleOverflowFiles, changes, fits: total <= limits.maxLines && indexText.length <= limits.maxChars };
}

/** Most important first: pinned, then type (feedback, user > project > reference), newer, more read, name. */
function byImportance(a: IndexMemory | undefined, b: IndexMemory | undefined): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return (
    Number(b.pinned) - Number(a.pinned) ||
    (TYPE_WEIGHT[b.type ?? ''] ?? 0) - (TYPE_WEIGHT[a.type ?? ''] ?? 0) ||
    b.modifiedMs - a.modifiedMs ||
    b.readCount - a.readCount ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)
  );
}

/**
 * Where the last entry (and the last entry of each type) is, kept up to date as entries go in:
 * a new entry goes after the last of its type, else after the last entry, else at the end.
 * (Scanning the index for each new entry would be quadratic in entries.)
 */
class EntryPlaces {
  private lastEntry = -1;
  private readonly lastOfType = new Map<MemoryType, number>();

  constructor(items: readonly Item[]) {
    items.forEach((it, i) => {
      if (!it.entry) return;
      this.lastEntry = i;
      const type = it.entry.memory?.type;
      if (type !== undefined) this.lastOfType.set(type, i);
    });
  }

  insertionPoint(type: MemoryType | undefined, end: number): number {
    const same = type === undefined ? undefined : this.lastOfType.get(type);
    if (same !== undefined) return same + 1;
    return this.lastEntry >= 0 ? this.lastEntry + 1 : end;
  }

  /** An entry of `type` went in at `at`: what was there or after moved one down. */
  inserted(at: number, type: MemoryType | undefined): void {
    for (const [t, i] of this.lastOfType) if (i >= at) this.lastOfType.set(t, i + 1);
    this.lastEntry = Math.max(this.lastEntry >= at ? this.lastEntry + 1 : this.lastEntry, at);
    if (type !== undefined) this.lastOfType.set(type, Math.max(this.lastOfType.get(type) ?? -1, at));
  }
}

/** The file a link names, as a path: `<a b.md>` and `a%20b.md` are both `a b.md`. */
function normaliseFile(file: string): string {
  return decodeLinkTarget(file.trim().replace(/^<(.*)>$/, '$1').replace(/^\.\//, ''));
}

/** `- [Title](file.md) — hook` (`file` is the link target as written, see link-target.ts), shorter than `under` characters (hook, then title, cut at a word). */
export function renderEntry(title: string, file: string, hook: string, under = DEFAULT_INDEX_LIMITS.entryLineUnder): string {
  const t = escapeTitle(oneLine(title) || file.replace(/\.md$/i, ''));
  const target = /[\s()<>]/.test(file) ? `<${file}>` : file;
  const h = oneLine(hook);
  const head = `- [${t}](${target})`;
  if (h === '') return head.length < under ? head : `- [${shorten(t, under - 1 - (head.length - t.length))}](${target})`;
  const full = `${head} — ${h}`;
  if (full.length < under) return full;
  // Too long: the hook keeps its label and first fact clause (the rest is in the topic file).
  const kept = shortHook(h);
  const short = kept ?? h;
  if (`${head} — ${short}`.length < under) return `${head} — ${short}`;
  const room = under - 1 - head.length - 3;
  if (room >= 12) return `${head} — ${shorten(short, room)}`;
  const titleRoom = under - 1 - (head.length - t.length);
  return titleRoom >= 8 ? `- [${shorten(t, titleRoom)}](${target})` : head;
}

/** Cut after the last comma, else at the last word boundary, that leaves room for '…' (CJK included); never splits a surrogate pair. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '…';
  const limit = max - 1;
  // After a comma when one ends at least half of what fits: the part kept reads whole.
  const comma = Math.max(...[...text.slice(0, limit).matchAll(/[,，、;；]/gu)].map((m) => m.index ?? 0), 0);
  if (comma >= limit / 2) return `${text.slice(0, comma).replace(/[\s,;:、，；：—–-]+$/u, '')}…`;
  const bounds = wordBoundaries(text).filter((b) => b <= limit && b > 0);
  let cut = bounds[bounds.length - 1] ?? 0;
  if (cut < limit / 2) cut = /[\uDC00-\uDFFF]/.test(text[limit] ?? '') ? limit - 1 : limit;
  const kept = text.slice(0, cut).replace(/[\s,;:、，；：—–-]+$/u, '');
  return `${kept}…`;
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function escapeTitle(s: string): string {
  return s.replace(/([[\]])/g, '\\$1');
}

const KEY_WORDS: Record<OverflowKey, string> = { feedback: 'feedback', user: 'user', project: 'project', reference: 'reference', other: 'other' };

export function overflowLink(key: OverflowKey, count: number, under: number): string {
  return renderEntry(`More ${KEY_WORDS[key]} memories (${count})`, overflowFileName(key), `the ${KEY_WORDS[key]} memories that do not fit in this index`, under);
}

export function overflowText(key: OverflowKey, entries: string[]): string {
  const word = KEY_WORDS[key];
  return [
    '---',
    `name: memory-overflow-${key}`,
    `description: Index of more ${word} memories (MEMORY.md is full and links here)`,
    'type: reference',
    'autodream: overflow-index',
    '---',
    '',
    `# More ${word} memories`,
    '',
    `MEMORY.md is full; these ${word} memories are indexed here instead (autodream keeps this file).`,
    '',
    ...entries,
    '',
  ].join('\n');
}

/** Parse MEMORY.md text into lines (a small helper; memdir has the full reader). */
export function parseIndexLines(text: string): IndexLine[] {
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((raw) => {
    const m = /^\s*[-*+]\s+\[((?:\\.|[^\]\\])*)\]\((<[^>]*>|[^)\s]+)\)\s*(?:(?:—|–|-{1,2}|:)\s*(.*))?$/.exec(raw);
    if (!m?.[1] || !m[2]) return { kind: 'other', raw };
    return { kind: 'entry', title: m[1].replace(/\\([[\]])/g, '$1'), file: m[2].replace(/^<|>$/g, ''), hook: (m[3] ?? '').trim(), raw };
  });
}
