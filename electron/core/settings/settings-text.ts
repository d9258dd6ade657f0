import { readFile } from 'node:fs/promises';
import { AutodreamError, errnoCode } from '../errors.js';
import { JsonSyntaxError, parseJsonSpans, type JsonMember, type JsonNode } from './json-spans.js';

/**
 * Settings files are user-edited JSON. These helpers read one with errors that point at a
 * line and column, and change one top-level key by splicing only that key's text, so every
 * other byte (order, indentation, CRLF, unicode, a BOM) stays as the person left it.
 */

export type JsonObjectNode = Extract<JsonNode, { kind: 'object' }>;

export interface ParsedSettings {
  /** null when the file is empty or whitespace only. */
  root: JsonObjectNode | null;
  values: Record<string, unknown>;
}

const BOM = '\uFEFF';

export function parseSettingsText(file: string, text: string): ParsedSettings {
  const from = text.startsWith(BOM) ? 1 : 0;
  if (text.slice(from).trim() === '') return { root: null, values: {} };
  let root: JsonNode;
  try {
    root = parseJsonSpans(text, from);
  } catch (e) {
    if (e instanceof JsonSyntaxError) {
      throw new AutodreamError('malformed-file', `Not valid JSON: ${e.message}.`, {
        file,
        line: e.line,
        column: e.column,
        hint: 'Fix it by hand; autodream will not change this file until it parses.',
        cause: e,
      });
    }
    throw e;
  }
  if (root.kind !== 'object') {
    throw new AutodreamError('malformed-file', 'The settings must be a JSON object ({ ... }).', {
      file,
      line: 1,
      column: 1,
      hint: 'Fix it by hand; autodream will not change this file until it holds an object.',
    });
  }
  return { root, values: JSON.parse(text.slice(from)) as Record<string, unknown> };
}

/** Indentation of the line `offset` sits on, or null when text precedes it on that line. */
function lineIndent(text: string, offset: number): string | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : null;
}

function formatValue(value: unknown, indent: string, unit: string, eol: string): string {
  const json = JSON.stringify(value, null, typeof value === 'object' && value !== null ? unit : undefined);
  if (json === undefined) throw new AutodreamError('bad-input', 'That value cannot be written as JSON.');
  return json.replace(/\n/g, eol + indent);
}

function lastMember(root: JsonObjectNode, key: string): JsonMember | undefined {
  return root.members.filter((m) => m.key === key).pop();
}

/**
 * `text` with top-level `key` set to `value` (or removed when `value` is undefined). An existing
 * key keeps its place and only its value text changes; a new key goes last, indented like its
 * neighbours. Throws AutodreamError for text that does not parse.
 */
export function setTopLevelKey(file: string, text: string, key: string, value: unknown): string {
  const { root } = parseSettingsText(file, text);
  const bom = text.startsWith(BOM) ? BOM : '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (root === null) {
    if (value === undefined) return text;
    return `${bom}{${eol}  ${JSON.stringify(key)}: ${formatValue(value, '  ', '  ', eol)}${eol}}${eol}`;
  }
  if (value === undefined) return removeKey(file, text, root, key);

  const first = root.members[0];
  const unit = (first && lineIndent(text, first.keyStart)) || '  ';
  const existing = lastMember(root, key);
  if (existing) {
    const indent = lineIndent(text, existing.keyStart) ?? '';
    return text.slice(0, existing.value.start) + formatValue(value, indent, unit, eol) + text.slice(existing.value.end);
  }

  const keyText = JSON.stringify(key);
  const last = root.members[root.members.length - 1];
  if (!last) {
    const braceIndent = lineIndent(text, root.start) ?? '';
    const indent = braceIndent + unit;
    const inner = `${eol}${indent}${keyText}: ${formatValue(value, indent, unit, eol)}${eol}${braceIndent}`;
    return text.slice(0, root.start + 1) + inner + text.slice(root.end - 1);
  }
  const between = text.slice(last.keyEnd, last.value.start);
  const sep = between.includes('\n') ? ': ' : between;
  const indent = lineIndent(text, last.keyStart);
  const addition =
    indent === null
      ? `, ${keyText}${sep}${formatValue(value, '', unit, eol)}`
      : `,${eol}${indent}${keyText}${sep}${formatValue(value, indent, unit, eol)}`;
  return text.slice(0, last.value.end) + addition + text.slice(last.value.end);
}

function removeKey(file: string, text: string, root: JsonObjectNode, key: string): string {
  let current = text;
  let node: JsonObjectNode | null = root;
  for (;;) {
    if (node === null) return current;
    const idx = node.members.findLastIndex((m) => m.key === key);
    if (idx < 0) return current;
    const m = node.members[idx]!;
    const prev = node.members[idx - 1];
    const next = node.members[idx + 1];
    if (prev) current = current.slice(0, prev.value.end) + current.slice(m.value.end);
    else if (next) current = current.slice(0, m.keyStart) + current.slice(next.keyStart);
    else current = current.slice(0, node.start + 1) + current.slice(node.end - 1);
    node = parseSettingsText(file, current).root;
  }
}

/** A settings file's text, or null when there is none; any other failure names the file. */
export async function readSettingsFile(file: string, what: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = errnoCode(e);
    if (code === 'ENOENT') return null;
    throw new AutodreamError('unreadable', `Cannot read ${what} (${code ?? String(e)}).`, { file, cause: e });
  }
}
