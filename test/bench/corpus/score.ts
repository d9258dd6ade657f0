import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plan } from '../../../electron/core/dream/plan.js';
import type { Truth } from './build.js';

/**
 * Score a plan against a corpus' ground truth, on the memory dir as the plan would leave it.
 * Counts, per defect kind, what was fixed (true positives), what was missed, what was changed
 * that should not have been, plus fact retention, false merges, wrong dates and index health.
 */

export interface KindScore {
  planted: number;
  found: number;
  /** Changes of this kind that match nothing planted. */
  wrong: number;
}

export interface Score {
  kinds: Record<'dates' | 'duplicates' | 'stale pointers' | 'supersessions' | 'captured requests', KindScore>;
  retention: { kept: number; total: number; lost: string[] };
  falseMerges: string[];
  wrongDates: string[];
  trapsChanged: string[];
  falseSupersessions: string[];
  index: { ok: boolean; problems: string[] };
  malformedTouched: string[];
  guardOk: boolean;
}

export async function finalState(memoryDir: string, plan: Plan): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (rel: string): Promise<void> => {
    for (const e of await readdir(rel ? join(memoryDir, rel) : memoryDir, { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else if (r.endsWith('.md')) out.set(r, await readFile(join(memoryDir, r), 'utf8'));
    }
  };
  await walk('');
  for (const w of plan.writes) {
    if (w.after === null) out.delete(w.file);
    else out.set(w.file, w.after);
  }
  return out;
}

export function norm(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\*\*|`/g, '').replace(/\s+/g, ' ').replace(/[\s.。!！;；,，:：]+$/u, '').trim();
}

export function scorePlan(truth: Truth, before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>, plan: Plan, guardOk: boolean): Score {
  const isIndex = (f: string): boolean => f === 'MEMORY.md' || /^MEMORY-overflow-/.test(f);
  const memoryTexts = [...after.entries()].filter(([f]) => !isIndex(f) && !f.startsWith('logs/'));
  const normalized = memoryTexts.map(([f, t]) => [f, norm(t)] as const);
  const inMemory = (s: string): boolean => normalized.some(([, t]) => t.includes(norm(s)));

  // Dates: the sentence now holds the expected absolute value instead of the phrase.
  const wrongDates: string[] = [];
  let datesFound = 0;
  for (const d of truth.dates) {
    const [pre, post] = d.marker.split('\u0000') as [string, string];
    const re = new RegExp(`${esc(pre)}(.{1,40}?)${esc(post)}`, 'i');
    const hit = memoryTexts.map(([, t]) => re.exec(t)).find((m) => m !== null);
    if (!hit) {
      wrongDates.push(`${d.file}: sentence "${d.marker.replace('\u0000', d.phrase)}" not found afterwards`);
      continue;
    }
    const middle = hit[1]!;
    if (middle.includes(d.value) && !middle.toLowerCase().includes(d.phrase.toLowerCase())) datesFound += 1;
    else if (middle.toLowerCase() !== d.phrase.toLowerCase()) wrongDates.push(`${d.file}: '${d.phrase}' became '${middle}', expected ${d.value}`);
  }
  const trapsChanged = truth.dateTraps.filter((t) => !(after.get(t.file) ?? '').includes(t.text)).map((t) => `${t.file}: ${t.text}`);
  const dateChanges = plan.changes.filter((c) => c.kind === 'date-absolutized').length;

  // Duplicates: one file of each group left, holding every sentence of both.
  let dupFound = 0;
  for (const g of truth.dupGroups) {
    const left = g.filter((f) => after.has(f));
    const sentences = g.flatMap((f) => factLines(before.get(f) ?? ''));
    if (left.length === 1 && sentences.every((s) => norm(after.get(left[0]!)!).includes(norm(s)))) dupFound += 1;
  }
  const merges = plan.changes.filter((c) => c.kind === 'duplicates-merged');
  const falseMerges = merges.filter((c) => !truth.dupGroups.some((g) => c.files.every((f) => g.includes(f)))).map((c) => c.files.join(' + '));
  for (const [a, b] of truth.mergeTraps) if (!after.has(a) || !after.has(b)) falseMerges.push(`trap ${a} + ${b}`);

  // Stale pointers gone; no pointer to a kept memory lost.
  const indexTargets = new Set<string>();
  for (const [f, t] of after) if (isIndex(f)) for (const m of t.matchAll(/\]\(<?([^)>]+)>?\)/g)) indexTargets.add(decodeURI(m[1]!));
  const staleFound = truth.stale.filter((s) => !indexTargets.has(s)).length;
  const lostPointers = [...(before.get('MEMORY.md') ?? '').matchAll(/\]\(<?([^)>]+)>?\)/g)].map((m) => m[1]!).filter((t) => after.has(t) && !indexTargets.has(t));

  // Supersessions: the older statement gone, the newer one in memory; traps kept.
  let supFound = 0;
  for (const s of truth.supersessions) if (!inMemory(s.older) && inMemory(s.newer)) supFound += 1;
  const falseSupersessions = truth.supersedeTraps.filter((t) => !inMemory(t));
  const supChanges = plan.changes.filter((c) => c.kind === 'fact-superseded').length;

  // Captured requests: a new memory naming the subject and the key words.
  const created = [...after.keys()].filter((f) => !before.has(f) && !isIndex(f));
  let reqFound = 0;
  for (const r of truth.requests) if (created.some((f) => after.get(f)!.includes(r.marker) && after.get(f)!.includes(r.key))) reqFound += 1;
  const reqWrong = created.filter((f) => !truth.requests.some((r) => after.get(f)!.includes(r.marker))).length;

  // Fact retention.
  const lost = truth.facts.filter((f) => !inMemory(f));

  return {
    kinds: {
      dates: { planted: truth.dates.length, found: datesFound, wrong: Math.max(0, dateChanges - datesFound) + trapsChanged.length },
      duplicates: { planted: truth.dupGroups.length, found: dupFound, wrong: falseMerges.length },
      'stale pointers': { planted: truth.stale.length, found: staleFound, wrong: lostPointers.length },
      supersessions: { planted: truth.supersessions.length, found: supFound, wrong: Math.max(0, supChanges - supFound) + falseSupersessions.length },
      'captured requests': { planted: truth.requests.length, found: reqFound, wrong: reqWrong },
    },
    retention: { kept: truth.facts.length - lost.length, total: truth.facts.length, lost },
    falseMerges,
    wrongDates,
    trapsChanged,
    falseSupersessions,
    index: indexHealth(after, truth),
    malformedTouched: truth.malformed.filter((f) => plan.writes.some((w) => w.file === f)),
    guardOk,
  };
}

/** MEMORY.md within Claude Code's limits, short entries, no stale pointer, every memory reachable. */
export function indexHealth(after: ReadonlyMap<string, string>, truth: Truth): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const index = after.get('MEMORY.md') ?? '';
  const lines = index.trim().split('\n');
  if (lines.length > 200) problems.push(`MEMORY.md has ${lines.length} lines`);
  if (index.trim().length > 25_000) problems.push(`MEMORY.md has ${index.trim().length} characters`);
  const long = lines.filter((l) => /^\s*[-*]\s+\[/.test(l) && l.length >= 150);
  if (long.length) problems.push(`${long.length} entry lines of 150+ characters`);
  const reachable = new Set<string>();
  const targets = (t: string): string[] => [...t.matchAll(/\]\(<?([^)>]+)>?\)/g)].map((m) => decodeURI(m[1]!));
  for (const t of targets(index)) {
    reachable.add(t);
    if (/^MEMORY-overflow-/.test(t)) for (const u of targets(after.get(t) ?? '')) reachable.add(u);
  }
  for (const t of reachable) if (!after.has(t)) problems.push(`pointer to missing ${t}`);
  const malformed = new Set(truth.malformed);
  const unreachable = [...after.keys()].filter((f) => f !== 'MEMORY.md' && !/^MEMORY-overflow-/.test(f) && !f.startsWith('logs/') && !malformed.has(f) && !reachable.has(f));
  if (unreachable.length) problems.push(`${unreachable.length} memories not reachable from MEMORY.md (${unreachable.slice(0, 3).join(', ')})`);
  return { ok: problems.length === 0, problems };
}

function factLines(text: string): string[] {
  const body = text.replace(/^---[\s\S]*?\n---\n/, '');
  return body.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('```'));
}

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
