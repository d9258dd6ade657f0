import { posix } from 'node:path';
import type { Finding, MemoryMap } from '../api/contract.js';
import { entryTarget, isOverflowIndex } from '../dream/overflow.js';
import { parseMemoryFile } from '../memdir/frontmatter.js';
import { indexLimitsFor, indexLoad, parseIndex } from '../memdir/index-file.js';
import { classify } from '../memdir/inventory.js';

/**
 * One memory dir as a graph, from its files' texts alone (the dir now, or a snapshot of it):
 * memories and index files as nodes; `[[links]]`, index entries, merges and supersessions
 * from dream history, and findings about a pair of files as edges. Pure: the map service
 * reads the texts, the transcripts and the history.
 */

export type MapNode = MemoryMap['nodes'][number];
export type MapEdge = MemoryMap['edges'][number];

/** A change from dream history that ties files together (merged, superseded). */
export interface HistoryTie {
  kind: string;
  files: string[];
  reason: string;
}

export interface GraphInput {
  /** Every Markdown file of the dir: relative path -> text. */
  texts: ReadonlyMap<string, string>;
  /** Files that exist but could not be read as text (binary, too big, a link leading out). */
  unreadable?: ReadonlySet<string>;
  openclaw: boolean;
  /** How often transcripts read each file. */
  reads: ReadonlyMap<string, number>;
  history: readonly HistoryTie[];
  findings: readonly Finding[];
}

const PAIR_FINDINGS = new Set(['possible-duplicate', 'contradiction', 'duplicate', 'near-duplicate']);

export function buildGraph(input: GraphInput): Pick<MemoryMap, 'nodes' | 'edges'> {
  const nodes = new Map<string, MapNode>();
  const edges: MapEdge[] = [];
  const indexFiles: string[] = [];
  const byName = new Map<string, string>();
  const links: Array<[string, string[]]> = [];

  for (const [file, text] of [...input.texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const place = classify(file, input.openclaw ? 'openclaw' : 'claude-code');
    if (place.kind === 'log') continue;
    if (place.kind === 'index' || isOverflowIndex(file)) {
      indexFiles.push(file);
      nodes.set(file, { id: file, label: file, type: 'index', reads: input.reads.get(file) ?? 0, rings: [] });
      continue;
    }
    const parsed = parseMemoryFile(text);
    const stem = posix.basename(file).replace(/\.md$/i, '');
    const fm = parsed.ok ? parsed.file : null;
    const name = fm?.name?.trim() || stem;
    const type = place.team ? 'team' : fm?.type ?? fm?.unknownType ?? folderType(file) ?? 'other';
    nodes.set(file, { id: file, label: name, type, reads: input.reads.get(file) ?? 0, rings: parsed.ok ? ['unindexed'] : ['unindexed', 'unreadable'] });
    if (!byName.has(name)) byName.set(name, file);
    if (!byName.has(stem)) byName.set(stem, file);
    if (fm) links.push([file, fm.links]);
  }

  for (const file of input.unreadable ?? []) {
    if (!nodes.has(file)) nodes.set(file, { id: file, label: posix.basename(file).replace(/\.md$/i, ''), type: 'other', reads: input.reads.get(file) ?? 0, rings: ['unindexed', 'unreadable'] });
  }

  for (const indexFile of indexFiles) {
    for (const line of parseIndex(input.texts.get(indexFile) ?? '')) {
      if (line.kind !== 'entry') continue;
      const target = entryTarget(indexFile, line.file);
      if (target === null || target === indexFile) continue;
      let node = nodes.get(target);
      if (!node) {
        // A pointer at a file that is not there: a ghost node, ringed as stale.
        node = { id: target, label: line.title || target, type: 'missing', reads: 0, rings: ['stale'] };
        nodes.set(target, node);
      }
      edges.push({ source: indexFile, target, kind: 'index', detail: line.title });
      node.rings = node.rings.filter((r) => r !== 'unindexed');
    }
  }
  // Indexed, but only past Claude Code's cut of MEMORY.md or in an overflow index: never loaded up front.
  const loaded = loadedTargets(input.texts, input.openclaw);
  const indexed = new Set(edges.map((e) => e.target));
  for (const n of nodes.values()) if (n.type !== 'missing' && n.type !== 'index' && indexed.has(n.id) && !loaded.has(n.id)) n.rings.push('overflow');

  for (const [file, names] of links) {
    for (const name of names) {
      const target = byName.get(name);
      if (target && target !== file) edges.push({ source: file, target, kind: 'link', detail: `[[${name}]]` });
    }
  }

  for (const tie of input.history) {
    const kind = tie.kind === 'duplicates-merged' ? 'merge' : tie.kind === 'fact-superseded' ? 'supersede' : null;
    if (!kind) continue;
    // A change lists the files it wrote; its reason names the rest ("... merged into deploy.md").
    const named = [...new Set([...tie.files, ...mdPaths(tie.reason)])];
    const files = named.filter((f) => nodes.get(f)?.type !== 'index' && classify(f, input.openclaw ? 'openclaw' : 'claude-code').kind === 'memory' && !isOverflowIndex(f));
    // A memory a merge folded into another is gone from the dir: it stays on the map as a hollow node.
    for (const f of files) if (!nodes.has(f) && kind === 'merge') nodes.set(f, { id: f, label: posix.basename(f).replace(/\.md$/i, ''), type: 'merged', reads: 0, rings: [] });
    const present = files.filter((f) => nodes.has(f));
    // The survivor (still a memory of the dir) is the centre of the tie.
    const first = present.find((f) => nodes.get(f)!.type !== 'merged') ?? present[0];
    if (!first) continue;
    const rest = present.filter((f) => f !== first);
    for (const other of rest) edges.push({ source: first, target: other, kind, detail: tie.reason });
  }

  for (const f of input.findings) {
    if (!PAIR_FINDINGS.has(f.kind) || !nodes.has(f.file)) continue;
    for (const other of otherFiles(f, nodes)) edges.push({ source: f.file, target: other, kind: f.kind === 'contradiction' ? 'contradiction' : 'possible-duplicate', detail: f.detail });
  }

  return { nodes: [...nodes.values()], edges: dedupe(edges) };
}

/** The other files a finding names: its `files`, when it has them, else `*.md` paths in its words. */
function otherFiles(f: Finding & { files?: unknown }, nodes: ReadonlyMap<string, MapNode>): string[] {
  const listed = Array.isArray(f.files) ? f.files.filter((x): x is string => typeof x === 'string') : [];
  const named = listed.length ? listed : mdPaths(f.detail);
  return [...new Set(named)].filter((x) => x !== f.file && nodes.has(x));
}

/** Memories with an entry in the part of MEMORY.md (or team/MEMORY.md) Claude Code loads. */
function loadedTargets(texts: ReadonlyMap<string, string>, openclaw: boolean): Set<string> {
  const out = new Set<string>();
  for (const indexFile of ['MEMORY.md', 'team/MEMORY.md']) {
    const text = texts.get(indexFile);
    if (text === undefined) continue;
    const lost = new Set(indexLoad(text, indexLimitsFor(openclaw ? 'openclaw' : 'claude-code')).lostEntries.map((l) => l.lineNo));
    for (const line of parseIndex(text)) {
      if (line.kind !== 'entry' || lost.has(line.lineNo)) continue;
      const t = entryTarget(indexFile, line.file);
      if (t) out.add(t);
    }
  }
  return out;
}

/** `*.md` paths named in a sentence. */
function mdPaths(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{N}_./-]+\.md\b/gu)].map((m) => m[0]);
}

function folderType(file: string): string | null {
  const top = file.split('/')[0];
  return top === 'user' || top === 'project' || top === 'reference' || top === 'feedback' ? top : null;
}

function dedupe(edges: MapEdge[]): MapEdge[] {
  const seen = new Set<string>();
  return edges.filter((e) => {
    const key = `${e.kind}\0${e.source}\0${e.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
