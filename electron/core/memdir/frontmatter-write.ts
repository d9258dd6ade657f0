import { isMap, isScalar, Scalar, stringify, YAMLMap, type Document, type Pair } from 'yaml';
import { AutodreamError } from '../errors.js';
import { parseFrontmatterYaml, parseMemoryFile, splitFrontmatter, type FrontmatterSplit } from './frontmatter-parse.js';
import type { MemoryType } from './types.js';

/** Fields a dream may set; `null` removes the key, `undefined` leaves it alone. */
export interface FrontmatterPatch {
  name?: string | null;
  description?: string | null;
  type?: MemoryType | null;
  pinned?: boolean | null;
  modified?: string | null;
  date?: string | null;
}

type Value = string | boolean | null;
type KeyPath = [string] | [string, string];

/**
 * Set frontmatter fields with the smallest possible edit: only the touched values change;
 * unknown keys, comments, quoting style and the body stay byte-for-byte. The type goes where
 * the file's generation keeps it (`metadata.type` in the newer one, `type` in the older).
 * Throws AutodreamError('malformed-file') for a file it cannot parse: it never rewrites those.
 */
export function setFrontmatterFields(text: string, patch: FrontmatterPatch): string {
  const { split, doc } = parsedOrThrow(text);
  const edits = planEdits(patch, doc, split.hasFrontmatter);
  if (edits.length === 0) return text;
  if (!split.hasFrontmatter) return split.bom + newFrontmatter(edits, split.eol) + text.slice(split.bomLength);
  let yamlText = text.slice(split.yamlStart, split.yamlEnd);
  for (const [path, value] of edits) yamlText = editYaml(yamlText, path, value, split.eol);
  const out = text.slice(0, split.yamlStart) + yamlText + text.slice(split.yamlEnd);
  if (!parseMemoryFile(out).ok) throw new AutodreamError('internal', 'editing the frontmatter produced unreadable YAML; nothing was written');
  return out;
}

/** Replace the body after the frontmatter; the frontmatter bytes stay untouched. */
export function replaceBody(text: string, newBody: string): string {
  const { split } = parsedOrThrow(text);
  return text.slice(0, split.bodyOffset) + newBody;
}

function parsedOrThrow(text: string): { split: FrontmatterSplit & { bomLength: number }; doc: Document | null } {
  const s = splitFrontmatter(text);
  if (!s.ok) throw new AutodreamError('malformed-file', s.reason, { line: s.line, hint: 'Fix the frontmatter by hand; autodream leaves this file unchanged.' });
  const split = { ...s.split, bomLength: s.split.bom.length };
  if (!split.hasFrontmatter) return { split, doc: null };
  const y = parseFrontmatterYaml(text, split);
  if (!y.ok) {
    throw new AutodreamError('malformed-file', y.reason, {
      ...(y.line !== undefined && { line: y.line }),
      ...(y.column !== undefined && { column: y.column }),
      hint: 'Fix the frontmatter by hand; autodream leaves this file unchanged.',
    });
  }
  return { split, doc: y.doc };
}

function planEdits(patch: FrontmatterPatch, doc: Document | null, hasFrontmatter: boolean): Array<[KeyPath, Value]> {
  const edits: Array<[KeyPath, Value]> = [];
  const root = doc?.contents && isMap(doc.contents) ? doc.contents : null;
  const metadata = root?.get('metadata');
  const newer = isMap(metadata) || root?.has('modified') === true;
  for (const key of ['name', 'description', 'modified', 'date'] as const) {
    const v = patch[key];
    if (v !== undefined) edits.push([[key], v]);
  }
  if (patch.type !== undefined) {
    const inMeta = isMap(metadata) && metadata.has('type');
    const atTop = root?.has('type') === true;
    if (inMeta || (newer && !atTop)) edits.push([['metadata', 'type'], patch.type]);
    if (atTop || (!newer && !inMeta)) edits.push([['type'], patch.type]);
  }
  if (patch.pinned !== undefined) edits.push([['metadata', 'pinned'], patch.pinned]);
  // Removing a key that is not there is no change (and must not create a frontmatter).
  return edits.filter(([path, v]) => v !== null || (hasFrontmatter && hasPath(root, path)));
}

function hasPath(root: YAMLMap | null, path: KeyPath): boolean {
  if (!root) return false;
  if (path.length === 1) return root.has(path[0]);
  const inner = root.get(path[0]);
  return isMap(inner) && inner.has(path[1]);
}

function newFrontmatter(edits: Array<[KeyPath, Value]>, eol: string): string {
  const top = edits.filter(([p, v]) => p.length === 1 && v !== null);
  const meta = edits.filter(([p, v]) => p.length === 2 && v !== null);
  const lines = ['---', ...top.map(([p, v]) => `${p[0]}: ${scalarText(v as string | boolean)}`)];
  if (meta.length) lines.push('metadata:', ...meta.map(([p, v]) => `  ${p[1]}: ${scalarText(v as string | boolean)}`));
  lines.push('---');
  return lines.join(eol) + eol;
}

/** One edit on the YAML text: a splice where the shape allows it, else a re-stringify. */
function editYaml(yamlText: string, path: KeyPath, value: Value, eol: string): string {
  const doc = parseFrontmatterYaml(yamlText, { bom: '', hasFrontmatter: true, yamlStart: 0, yamlEnd: yamlText.length, bodyOffset: 0, eol: '\n', yamlFirstLine: 1 });
  if (!doc.ok) throw new AutodreamError('internal', `frontmatter edit failed: ${doc.reason}`);
  const root = doc.doc.contents;
  // Only comments (or nothing): the new key goes at the end, as in an empty block map.
  const empty = root === null ? new YAMLMap() : null;
  const spliced = empty ? spliceEdit(yamlText, empty, path, value, eol) : isMap(root) && !root.flow ? spliceEdit(yamlText, root, path, value, eol) : null;
  if (spliced !== null) return spliced;
  if (value === null) doc.doc.deleteIn(path);
  else doc.doc.setIn(path, value);
  const out = doc.doc.toString({ lineWidth: 0 });
  return eol === '\r\n' ? out.replace(/\r?\n/g, '\r\n') : out;
}

function spliceEdit(src: string, root: YAMLMap, path: KeyPath, value: Value, eol: string): string | null {
  if (path.length === 1) return spliceInMap(src, root, path[0], value, eol, '', src.length);
  const outer = findPair(root, path[0]);
  if (!outer) {
    if (value === null) return src;
    const lead = src === '' || src.endsWith('\n') ? '' : eol;
    return `${src}${lead}${path[0]}:${eol}  ${path[1]}: ${scalarText(value)}${eol}`;
  }
  const inner = outer.value;
  if (!isMap(inner) || inner.flow || inner.items.length === 0) return null;
  if (value === null && inner.items.length === 1 && findPair(inner, path[1])) return spliceInMap(src, root, path[0], null, eol, '', src.length);
  const firstKey = inner.items[0]!.key as Scalar;
  const indent = src.slice(lineStart(src, firstKey.range![0]), firstKey.range![0]);
  if (!/^[ ]+$/.test(indent)) return null;
  return spliceInMap(src, inner, path[1], value, eol, indent, pairEnd(src, inner.items[inner.items.length - 1]!));
}

/** Replace, delete or insert `key` in a block map whose items sit at `indent`; insert at `insertAt`. */
function spliceInMap(src: string, map: YAMLMap, key: string, value: Value, eol: string, indent: string, insertAt: number): string | null {
  const pair = findPair(map, key);
  if (!pair) {
    if (value === null) return src;
    const lead = insertAt === 0 || src[insertAt - 1] === '\n' ? '' : eol;
    return src.slice(0, insertAt) + `${lead}${indent}${key}: ${scalarText(value)}${eol}` + src.slice(insertAt);
  }
  const k = pair.key as Scalar;
  const from = lineStart(src, k.range![0]);
  if (src.slice(from, k.range![0]).trim() !== '') return null;
  if (value === null) return src.slice(0, from) + src.slice(pairEnd(src, pair));
  const v = pair.value;
  if (!isScalar(v) || !v.range) return null;
  const [start, end] = v.range;
  const region = src.slice(start, end);
  const keep = region.length - region.trimEnd().length;
  const keepType = v.type === 'QUOTE_DOUBLE' || v.type === 'QUOTE_SINGLE' || v.type === 'PLAIN' ? v.type : undefined;
  const text = scalarText(value, keepType);
  if (start === end) return src.slice(0, start) + (src[start - 1] === ':' ? ' ' : '') + text + src.slice(start);
  return src.slice(0, start) + text + src.slice(end - keep);
}

function findPair(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && String(p.key.value) === key) as Pair | undefined;
}

/** Offset just past a pair's last line (its value, comment and line ending). */
function pairEnd(src: string, pair: Pair): number {
  const k = pair.key as Scalar;
  const v = pair.value as { range?: [number, number, number] } | null;
  let end = Math.max(k.range?.[2] ?? 0, v?.range?.[2] ?? 0);
  if (end > 0 && src[end - 1] === '\n') return end;
  const nl = src.indexOf('\n', end);
  end = nl === -1 ? src.length : nl + 1;
  return end;
}

function lineStart(src: string, at: number): number {
  return src.lastIndexOf('\n', at - 1) + 1;
}

/** One YAML scalar on one line, keeping the old quoting style when it still reads back the same. */
function scalarText(value: string | boolean, type?: Scalar.Type): string {
  const node = new Scalar(value);
  if (typeof value === 'string' && value.includes('\n')) node.type = 'QUOTE_DOUBLE';
  else if (type) node.type = type;
  return stringify(node, { lineWidth: 0 }).replace(/\n$/, '');
}
