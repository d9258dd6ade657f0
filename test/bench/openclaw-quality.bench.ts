/**
 * OpenClaw dream quality: seeded OpenClaw workspaces (MEMORY.md + memory/ daily logs) with
 * planted defects and traps (test/bench/corpus/openclaw.ts), a dry-run plan of each, scored
 * against the ground truth. Prints recall and precision per kind for the tuned phrasings and
 * for a held-out set (other phrasings, Chinese) never tuned on, and checks that the plan
 * writes nothing but MEMORY.md.
 *
 *   npm run bench openclaw
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { guardPlan } from '../../electron/core/dream/guard.js';
import { planDream } from '../../electron/core/dream/plan-dream.js';
import { parseMemoryItems } from '../../electron/core/memdir/openclaw-memory-md.js';
import { buildOpenClawCorpus, type OpenClawSpec, type OpenClawTruth } from './corpus/openclaw.js';
import { buildFreshOpenClawCorpus } from './corpus/openclaw-fresh.js';

const BASE = { filler: 40, repeats: 5, clear: 6, unclear: 4, requests: 5, traps: 8 };
type SetName = 'tuned' | 'held-out' | 'held-out-2';
/** `held-out-2` (corpus/openclaw-fresh.ts) was written before the rules were last changed and is never tuned on. */
export const OPENCLAW_CORPORA: Array<{ label: string; set: SetName; build: (root: string) => Promise<OpenClawTruth> }> = [
  ...([
    ['tuned-1', { ...BASE, seed: 11, set: 'tuned' }],
    ['tuned-2', { ...BASE, seed: 12, set: 'tuned' }],
    ['held-out-1', { ...BASE, seed: 21, set: 'held-out' }],
    ['held-out-2', { ...BASE, seed: 22, set: 'held-out' }],
  ] as Array<[string, OpenClawSpec]>).map(([label, spec]) => ({ label, set: spec.set as SetName, build: (root: string) => buildOpenClawCorpus(root, spec) })),
  { label: 'fresh-1', set: 'held-out-2', build: (root) => buildFreshOpenClawCorpus(root, 31) },
  { label: 'fresh-2', set: 'held-out-2', build: (root) => buildFreshOpenClawCorpus(root, 32) },
];

type Kind = 'repeats removed' | 'clear changes updated' | 'unclear changes flagged' | 'requests captured';
interface Tally { planted: number; found: number; wrong: number }

/** Clear changes not applied: flagged (a finding names the bullet and the log line) or silent. */
interface Unapplied { flagged: number; silent: number }

async function score(truth: OpenClawTruth): Promise<{ kinds: Record<Kind, Tally>; unapplied: Unapplied; untouchedBroken: string[]; writesOutside: string[]; falseFlags: number; guardOk: boolean }> {
  const dir = { id: 'bench-openclaw', path: truth.workspace, kind: 'openclaw-workspace' as const, transcriptDir: null, projectRoot: null, label: 'bench' };
  const plan = await planDream(dir, { clock: () => Date.parse('2026-11-30T12:00:00Z') });
  const after = plan.writes.find((w) => w.file === 'MEMORY.md')?.after ?? null;
  const text = after ?? plan.memoryBefore.get('MEMORY.md') ?? '';
  const items = parseMemoryItems(text).map((i) => i.content);
  const count = (s: string) => items.filter((c) => c === s).length;
  const kinds: Record<Kind, Tally> = {
    'repeats removed': { planted: truth.repeats.length, found: truth.repeats.filter((r) => count(r) === 1).length, wrong: 0 },
    'clear changes updated': { planted: truth.clearChanges.length, found: 0, wrong: 0 },
    'unclear changes flagged': { planted: truth.unclearChanges.length, found: 0, wrong: 0 },
    'requests captured': { planted: truth.requests.length, found: 0, wrong: 0 },
  };
  const flagged = plan.findings.filter((f) => f.kind === 'log-changes-fact').map((f) => f.detail);
  const unapplied: Unapplied = { flagged: 0, silent: 0 };
  for (const c of truth.clearChanges) {
    const expected = c.bullet.replace(c.oldValue, c.newValue);
    if (count(expected) === 1 && count(c.bullet) === 0) kinds['clear changes updated'].found++;
    else if (flagged.some((d) => d.includes(c.bullet.slice(0, 20)) && /memory\/\d{4}-\d{2}-\d{2}[^ ]*\.md line \d+/.test(d))) unapplied.flagged++;
    else unapplied.silent++;
  }
  const updates = plan.changes.filter((c) => c.kind === 'fact-superseded').length;
  kinds['clear changes updated'].wrong = Math.max(0, updates - kinds['clear changes updated'].found);
  for (const b of truth.unclearChanges) {
    if (count(b) === 1 && flagged.some((d) => d.includes(b.slice(0, 20)))) kinds['unclear changes flagged'].found++;
  }
  kinds['unclear changes flagged'].wrong = truth.unclearChanges.filter((b) => count(b) === 0).length;
  const added = plan.changes.filter((c) => c.kind === 'signal-captured').reduce((n, c) => n + c.count, 0);
  const norm = (s: string) => s.toLowerCase().replace(/[.。]\s*\(\d{4}-\d{2}-\d{2}\)$/, '').replace(/[.。]$/, '');
  for (const r of truth.requests) if (items.some((c) => norm(c) === norm(r))) kinds['requests captured'].found++;
  kinds['requests captured'].wrong = Math.max(0, added - kinds['requests captured'].found);
  const untouchedBroken = truth.untouchable.filter((b) => count(b) !== 1);
  const about = [...truth.unclearChanges, ...truth.clearChanges.map((c) => c.bullet)];
  const falseFlags = flagged.filter((d) => !about.some((b) => d.includes(b.slice(0, 20)))).length;
  const writesOutside = plan.writes.map((w) => w.file).filter((f) => f !== 'MEMORY.md');
  return { kinds, unapplied, untouchedBroken, writesOutside, falseFlags, guardOk: guardPlan(plan).ok };
}

export async function runOpenClawBench(corpora = OPENCLAW_CORPORA): Promise<{ table: string; ok: boolean }> {
  const rows: string[] = [];
  let ok = true;
  for (const set of ['tuned', 'held-out', 'held-out-2'] as const) {
    const totals = new Map<Kind, Tally>();
    const broken: string[] = [];
    let outside = 0;
    let guards = 0;
    let falseFlags = 0;
    const unapplied: Unapplied = { flagged: 0, silent: 0 };
    const mine = corpora.filter((c) => c.set === set);
    for (const { build } of mine) {
      const root = await mkdtemp(join(tmpdir(), 'ad-oc-bench-'));
      try {
        const s = await score(await build(root));
        for (const [k, t] of Object.entries(s.kinds) as Array<[Kind, Tally]>) {
          const acc = totals.get(k) ?? { planted: 0, found: 0, wrong: 0 };
          totals.set(k, { planted: acc.planted + t.planted, found: acc.found + t.found, wrong: acc.wrong + t.wrong });
        }
        broken.push(...s.untouchedBroken);
        outside += s.writesOutside.length;
        falseFlags += s.falseFlags;
        unapplied.flagged += s.unapplied.flagged;
        unapplied.silent += s.unapplied.silent;
        if (s.guardOk) guards++;
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    }
    rows.push(`${set} (${mine.length} workspaces)`, 'kind                       planted  found  wrong  precision  recall');
    for (const [k, t] of totals) {
      const precision = t.found + t.wrong === 0 ? 1 : t.found / (t.found + t.wrong);
      const recall = t.planted === 0 ? 1 : t.found / t.planted;
      rows.push(`${k.padEnd(26)} ${String(t.planted).padStart(7)} ${String(t.found).padStart(6)} ${String(t.wrong).padStart(6)} ${pct(precision).padStart(10)} ${pct(recall).padStart(7)}`);
      if (precision < 1) ok = false; // a wrong edit is worse than a missed one
    }
    rows.push(`clear changes not applied: ${unapplied.flagged} flagged (a finding names the log line and the memory), ${unapplied.silent} silent`);
    rows.push(`flags on traps: ${falseFlags}; untouchable memories changed: ${broken.length}; writes outside MEMORY.md: ${outside}; guard passes: ${guards}/${mine.length}`, '');
    if (broken.length || outside) ok = false;
  }
  return { table: rows.join('\n'), ok };
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await runOpenClawBench();
  process.stdout.write(`OpenClaw dream quality\n\n${r.table}\n${r.ok ? 'precision 100 %, nothing outside MEMORY.md written' : 'TARGETS NOT MET'}\n`);
  process.exitCode = r.ok ? 0 : 1;
}
