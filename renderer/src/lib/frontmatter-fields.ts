import { ENTRY_MAX_CHARS } from '../../../electron/core/memdir/index-file.js';

/**
 * The three frontmatter fields the editor's form shows (name, description, type), read from and
 * written into the file's text line by line, so the text stays the one source of truth: other
 * keys, comments and the body are never touched. The engine checks the whole file on save.
 */

export type FieldName = 'name' | 'description' | 'type';
export type Fields = Record<FieldName, string>;

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

/** Where the frontmatter's YAML lies in the text, or null when there is none (or it is not closed). */
function block(text: string): { start: number; end: number } | null {
  const open = OPEN.exec(text);
  if (!open) return null;
  const close = /^---[ \t]*(?:\r?\n|$)/m;
  const rest = text.slice(open[0].length);
  const m = close.exec(rest);
  if (!m) return null;
  return { start: open[0].length, end: open[0].length + m.index };
}

/** `type` sits at the top (older files) or under `metadata:` (newer ones); name and description at the top. */
function lineRe(field: FieldName): RegExp {
  return field === 'type' ? /^([ \t]*)type:[ \t]*(.*)$/m : new RegExp(`^()${field}:[ \\t]*(.*)$`, 'm');
}

function unquote(v: string): string {
  const s = v.replace(/\s+#.*$/, '').trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) {
    try {
      return JSON.parse(s) as string;
    } catch {
      return s.slice(1, -1);
    }
  }
  if (s.startsWith("'") && s.endsWith("'") && s.length >= 2) return s.slice(1, -1).replace(/''/g, "'");
  return s;
}

/** A value as one YAML scalar on one line: plain when that reads back the same, else double-quoted. */
export function yamlScalar(v: string): string {
  const plain = v !== '' && !/^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(v) && !/:\s|\s#|\s$|[\n\r\t]/.test(v) && !/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d._]*(e[-+]?\d+)?)$/i.test(v);
  return plain ? v : JSON.stringify(v);
}

export function hasFrontmatter(text: string): boolean {
  return block(text) !== null;
}

export function readFields(text: string): Fields {
  const b = block(text);
  const yaml = b ? text.slice(b.start, b.end) : '';
  const get = (f: FieldName) => {
    const m = lineRe(f).exec(yaml);
    return m ? unquote(m[2] ?? '') : '';
  };
  return { name: get('name'), description: get('description'), type: get('type') };
}

/** The text with one field set (the line replaced, or added before the closing `---`). */
export function writeField(text: string, field: FieldName, value: string): string {
  const b = block(text);
  const line = `${field}: ${yamlScalar(value)}`;
  if (!b) {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    return `---${eol}${line}${eol}---${eol}${text}`;
  }
  const yaml = text.slice(b.start, b.end);
  const re = lineRe(field);
  const m = re.exec(yaml);
  const eol = yaml.includes('\r\n') ? '\r\n' : '\n';
  const next = m ? yaml.slice(0, m.index) + `${m[1] ?? ''}${field}: ${yamlScalar(value)}` + yaml.slice(m.index + m[0].length) : `${yaml}${yaml === '' || yaml.endsWith('\n') ? '' : eol}${line}${eol}`;
  return text.slice(0, b.start) + next + text.slice(b.end);
}

/** MEMORY.md against what Claude Code loads: lines as `wc -l` counts them, UTF-16 characters, long entries. */
export interface IndexLimits {
  lines: number;
  chars: number;
  longEntries: Array<{ line: number; length: number }>;
}

export { ENTRY_MAX_CHARS, INDEX_MAX_LINES, INDEX_MAX_UNITS as INDEX_MAX_CHARS } from '../../../electron/core/memdir/index-file.js';

export function indexLimits(text: string): IndexLimits {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  const longEntries = text.split('\n').flatMap((l, i) => {
    const raw = l.replace(/\r$/, '');
    return /^\s*[-*]\s+\[/.test(raw) && raw.length > ENTRY_MAX_CHARS ? [{ line: i + 1, length: raw.length }] : [];
  });
  return { lines, chars: text.length, longEntries };
}
