import { isMap, parseDocument, type Document } from 'yaml';
import { quotedScalar } from './frontmatter-quoted.js';
import { MEMORY_TYPES, type FrontmatterGeneration, type MemoryFile, type MemoryType } from './types.js';

export type ParseMemoryFileResult = { ok: true; file: MemoryFile } | { ok: false; reason: string; line?: number; column?: number };

/** Where the parts of a file lie (offsets in UTF-16 units of the text). */
export interface FrontmatterSplit {
  /** '\uFEFF' or ''. */
  bom: string;
  hasFrontmatter: boolean;
  /** The YAML between the `---` lines: text.slice(yamlStart, yamlEnd). */
  yamlStart: number;
  yamlEnd: number;
  bodyOffset: number;
  /** The line ending used by the opening `---` (or by the file, without frontmatter). */
  eol: '\n' | '\r\n';
  /** 1-based file line of the first YAML line. */
  yamlFirstLine: number;
}

export type SplitResult = { ok: true; split: FrontmatterSplit } | { ok: false; reason: string; line: number };

const OPEN_RE = /^---[ \t]*(\r?\n)/;
const CLOSE_RE = /^---[ \t]*(?:\r?\n|$)/gm;

/** Find the frontmatter block by its `---` lines (own split: no library touches the body). */
export function splitFrontmatter(text: string): SplitResult {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const start = bom.length;
  const open = OPEN_RE.exec(text.slice(start, start + 64));
  const fileEol = /\r\n/.test(text.slice(0, 4096)) ? '\r\n' : '\n';
  if (!open) {
    const none: FrontmatterSplit = { bom, hasFrontmatter: false, yamlStart: start, yamlEnd: start, bodyOffset: start, eol: fileEol, yamlFirstLine: 1 };
    return { ok: true, split: none };
  }
  const yamlStart = start + open[0].length;
  CLOSE_RE.lastIndex = yamlStart;
  const close = CLOSE_RE.exec(text);
  if (!close) return { ok: false, reason: 'frontmatter starts with --- on line 1 but has no closing --- line', line: 1 };
  return {
    ok: true,
    split: {
      bom,
      hasFrontmatter: true,
      yamlStart,
      yamlEnd: close.index,
      bodyOffset: close.index + close[0].length,
      eol: open[1] === '\r\n' ? '\r\n' : '\n',
      yamlFirstLine: 2,
    },
  };
}

export type YamlResult = { ok: true; doc: Document } | { ok: false; reason: string; line?: number; column?: number };

/** Parse the frontmatter YAML (comments and quoting kept; dates stay strings). */
export function parseFrontmatterYaml(text: string, split: FrontmatterSplit): YamlResult {
  const yamlText = text.slice(split.yamlStart, split.yamlEnd);
  const doc = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  const err = doc.errors[0];
  if (err) {
    const pos = err.linePos?.[0];
    const first = err.message.split('\n')[0] ?? err.message;
    const reason = `malformed YAML frontmatter: ${first.replace(/ at line \d+, column \d+:?$/, '')}`;
    if (!pos) return { ok: false, reason };
    return { ok: false, reason, line: pos.line + split.yamlFirstLine - 1, column: pos.col };
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    return { ok: false, reason: 'frontmatter is not a list of "key: value" lines', line: split.yamlFirstLine };
  }
  return { ok: true, doc };
}

/** A key YAML reads as the same string; not one it reads as null or a boolean, nor one JavaScript treats specially. */
const SIMPLE_KEY = /^(?!(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$)[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * A plain value YAML reads as exactly the string written: it starts with a letter (or any
 * character beyond ASCII but spaces and BOMs), holds no tab, control character, line separator,
 * ": " or " #", and does not end in a space or ":". Values that could be null, booleans or
 * numbers (null, true, 12, .5, ~ ...) never start with a letter other than n, t, f, N, T, F and
 * are refused by the word check.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must refuse
const SIMPLE_VALUE = /^(?!(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$)(?:[A-Za-z]|[^\x00-\x7f\s\u0085\u2028\u2029\ufeff])[^\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]*$/;

/**
 * A day or a moment written the ISO way (2026-10-07, 2026-10-07T12:00:00.000Z): YAML 1.2 reads it
 * as the string written (its core schema has no timestamps, and it is no number).
 */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A simple frontmatter value: a map of `key: value` lines one indent in (metadata:\n  type: project), or a string. */
export type SimpleValue = string | Record<string, string>;

/**
 * The frontmatter as YAML reads it, without the YAML parser, when every line is `key: value`
 * with a simple key and a simple value, a one-line quoted one (frontmatter-quoted.ts) or an ISO
 * day or time, or `key:` over such lines, all indented alike (the newer generation's
 * `metadata:`): almost every memory file's, several times faster for thousands of files. Null for
 * anything else (lists, deeper nesting, comments, blank lines, CRLF, repeated keys), which the
 * YAML parser reads.
 */
export function simpleFrontmatter(yaml: string): Record<string, SimpleValue> | null {
  if (yaml === '') return null;
  const out: Record<string, SimpleValue> = {};
  const lines = yaml.endsWith('\n') ? yaml.slice(0, -1).split('\n') : yaml.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const mapKey = line.endsWith(':') ? line.slice(0, -1) : null;
    if (mapKey !== null) {
      if (!SIMPLE_KEY.test(mapKey) || Object.hasOwn(out, mapKey)) return null;
      const indent = /^ +/.exec(lines[i + 1] ?? '')?.[0];
      if (indent === undefined) return null; // nothing under it: YAML reads null
      const inner: Record<string, string> = {};
      for (; i + 1 < lines.length && lines[i + 1]!.startsWith(indent); i += 1) if (!simpleLine(lines[i + 1]!.slice(indent.length), inner)) return null;
      out[mapKey] = inner;
    } else if (!simpleLine(line, out)) return null;
  }
  return out;
}

/** Reads one `key: value` line into `out`; false where YAML may read it otherwise. */
function simpleLine(line: string, out: Record<string, SimpleValue>): boolean {
  const colon = line.indexOf(': ');
  if (colon <= 0) return false;
  const key = line.slice(0, colon);
  const value = line.slice(colon + 2);
  if (!SIMPLE_KEY.test(key) || Object.hasOwn(out, key)) return false;
  if (value.startsWith('"') || value.startsWith("'")) {
    const quoted = quotedScalar(value);
    if (quoted === null) return false;
    out[key] = quoted;
    return true;
  }
  if (ISO_TIME.test(value)) {
    out[key] = value;
    return true;
  }
  if (!SIMPLE_VALUE.test(value)) return false;
  if (value.includes(': ') || value.includes(' #') || value.endsWith(' ') || value.endsWith(':')) return false;
  out[key] = value;
  return true;
}

/** Read a memory file: frontmatter (both generations) and body. Never throws. */
export function parseMemoryFile(text: string): ParseMemoryFileResult {
  const s = splitFrontmatter(text);
  if (!s.ok) return { ok: false, reason: s.reason, line: s.line };
  const { split } = s;
  const body = text.slice(split.bodyOffset);
  const links = wikiLinks(body);
  if (!split.hasFrontmatter) {
    return { ok: true, file: { hasFrontmatter: false, generation: 'none', pinned: false, body, bodyOffset: split.bodyOffset, links } };
  }
  let data: Record<string, unknown> | null = simpleFrontmatter(text.slice(split.yamlStart, split.yamlEnd));
  if (!data) {
    const y = parseFrontmatterYaml(text, split);
    if (!y.ok) return y;
    try {
      data = (y.doc.toJS({ maxAliasCount: 100 }) ?? {}) as Record<string, unknown>;
    } catch (e) {
      return { ok: false, reason: `malformed YAML frontmatter: ${(e as Error).message}`, line: split.yamlFirstLine };
    }
  }
  const metadata = isRecord(data.metadata) ? data.metadata : undefined;
  const generation: FrontmatterGeneration = metadata || 'modified' in data ? 'newer' : 'older';
  const rawType = scalarText(metadata?.type) ?? scalarText(data.type);
  const type = rawType === undefined ? undefined : asMemoryType(rawType);
  const file: MemoryFile = {
    hasFrontmatter: true,
    generation,
    pinned: metadata?.pinned === true || data.pinned === true,
    body,
    bodyOffset: split.bodyOffset,
    links,
  };
  const name = scalarText(data.name);
  const description = scalarText(data.description);
  const modified = scalarText(data.modified);
  const date = scalarText(data.date);
  if (name !== undefined) file.name = name;
  if (description !== undefined) file.description = description;
  if (type) file.type = type;
  else if (rawType !== undefined) file.unknownType = rawType;
  if (modified !== undefined) file.modified = modified;
  if (date !== undefined) file.date = date;
  return { ok: true, file };
}

export function asMemoryType(raw: string): MemoryType | undefined {
  const t = raw.trim().toLowerCase();
  return (MEMORY_TYPES as readonly string[]).includes(t) ? (t as MemoryType) : undefined;
}

/** `[[name]]` links (also `[[name|label]]`, `[[name#part]]`), skipping code. */
export function wikiLinks(body: string): string[] {
  // Most notes have none: one look instead of a pass per line.
  if (!body.includes('[[')) return [];
  const seen = new Set<string>();
  let inFence: string | null = null;
  for (const line of body.split('\n')) {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence?.[1]) {
      const mark = fence[1];
      if (inFence === null) inFence = mark[0]!.repeat(mark.length);
      else if (mark[0] === inFence[0] && mark.length >= inFence.length) inFence = null;
      continue;
    }
    if (inFence !== null) continue;
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '');
    for (const m of prose.matchAll(/\[\[([^[\]|#\n]+)(?:[|#][^[\]\n]*)?\]\]/g)) {
      const name = m[1]!.trim();
      if (name) seen.add(name);
    }
  }
  return [...seen];
}

function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
