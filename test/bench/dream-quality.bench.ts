/**
 * Dream quality: seeded English and Chinese memory dirs with planted defects and traps
 * (test/bench/corpus), a dry-run plan of each, scored against the ground truth.
 * Prints per defect kind precision and recall, fact retention, false merges, wrong date
 * conversions and index compliance, and whether each target is met. Then the hand-written
 * cases (test/bench/corpus/cases-*.ts), one category of the dream-quality issue each, in sets:
 * TUNING and TUNING 2 (the rules were developed against them; TUNING 2 was written from the
 * categories HELD-OUT 6 missed, before the rules that fixed them), HELD-OUT 1 to 4 (each written
 * before the rule changes that followed it; their misses were then looked at and fixed by general
 * rules) and HELD-OUT 5 (written with HELD-OUT 4, run only with --final; after its first run two
 * of its misses were fixed, so it is no longer untuned), HELD-OUT 6 (written fresh from the
 * issue's categories after the HELD-OUT 5 fixes, run only with --final6; after its first run its
 * misses were fixed by general rules, so it is no longer untuned) and HELD-OUT 7 (written fresh, in other domains and writing styles, before any fix of
 * the round that followed HELD-OUT 6; run only with --final7; after two rounds its misses were fixed
 * by general rules written against TUNING 3, so it is no longer untuned) and HELD-OUT 8 (written
 * fresh, in yet other domains and writing styles, before the round that follows HELD-OUT 7's
 * fixes; run only with --final8; after that round it was tuned against, with TUNING 4) and HELD-OUT 9
 * (written fresh, in other domains and writing styles again, while HELD-OUT 8 became a tuning set;
 * run only with --final9; after that round it was tuned against, with TUNING 5) and HELD-OUT 10 (written
 * fresh again while HELD-OUT 9 became a tuning set; run only with --final10; after that round it was tuned against)
 * and HELD-OUT 11 (written fresh again while HELD-OUT 10 became a tuning set; run only with --final11; tuned against from the round that followed, with TUNING 7) and HELD-OUT 12 (written fresh again while HELD-OUT 11 became a tuning set; run only with --final12; from 00:10 UTC of that round the fixers' validation set, by its figures only) and HELD-OUT 13 (that round's test set, written then; run only with --final13); both tuned against from the round that followed, with TUNING 8, while HELD-OUT 14 (its test set, written then; run only with --final14) was written; HELD-OUT 14 was tuned against from the round that followed, with TUNING 9, while HELD-OUT 15 (that round's test set, written then; run only with --final15) was written; HELD-OUT 15 was tuned against from the round that followed, with TUNING 10, while HELD-OUT 16 (that round's test set, written then in three parts; run only with --final16) was written; HELD-OUT 16 was tuned against from the round that followed, while HELD-OUT 17 (that round's test set, written then in three parts; run only with --final17) was written; HELD-OUT 17 was tuned against from the round that followed, with TUNING 12, while HELD-OUT 18 (that round's test set, written then in three parts; run only with --final18 by the lead alone) was written; HELD-OUT 18 was tuned against from the round that followed, with TUNING 13, while HELD-OUT 19 (that round's test set, written then in three parts; run only with --final19 by the lead alone; never tuned against) was written; HELD-OUT 19's facts and files parts were tuned against from the round that followed (its independent part that round's validation set, by its figures only), while HELD-OUT 20 (that round's test set, written then in three parts; run only with --final20 by the lead alone; never tuned against) was written.
 *
 *   node --import tsx test/bench/dream-quality.bench.ts [--cases] [--final] [--final6] [--final7] [--final8] [--final9] [--final10] [--final11] [--final12] [--final13] [--final14] [--final15] [--final16] [--final17] [--final18] [--final19] [--final20]
 *   (--cases: only the cases; --final, --final6 ... --final20: also the HELD-OUT 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 set)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { guardPlan } from '../../electron/core/dream/guard.js';
import { planDream } from '../../electron/core/dream/plan-dream.js';
import { BENCH_NOW, buildCorpus, type CorpusSpec } from './corpus/build.js';
import { runCases, type QualityCase } from './corpus/cases.js';
import { HELDOUT_2_CASES } from './corpus/cases-heldout-2.js';
import { HELDOUT_3_CASES } from './corpus/cases-heldout-3.js';
import { HELDOUT_4_CASES } from './corpus/cases-heldout-4.js';
import { HELDOUT_5_CASES } from './corpus/cases-heldout-5.js';
import { HELDOUT_6_CASES } from './corpus/cases-heldout-6.js';
import { HELDOUT_7_CASES } from './corpus/cases-heldout-7.js';
import { HELDOUT_8_CASES } from './corpus/cases-heldout-8.js';
import { HELDOUT_9_CASES } from './corpus/cases-heldout-9.js';
import { HELDOUT_10_CASES } from './corpus/cases-heldout-10.js';
import { HELDOUT_11_CASES } from './corpus/cases-heldout-11.js';
import { HELDOUT_12_CASES } from './corpus/cases-heldout-12.js';
import { HELDOUT_13_CASES } from './corpus/cases-heldout-13.js';
import { HELDOUT_14_CASES } from './corpus/cases-heldout-14.js';
import { HELDOUT_15_CASES } from './corpus/cases-heldout-15.js';
import { HELDOUT_16_CASES } from './corpus/cases-heldout-16.js';
import { HELDOUT_17_CASES } from './corpus/cases-heldout-17.js';
import { HELDOUT_18_CASES } from './corpus/cases-heldout-18.js';
import { HELDOUT_19_CASES } from './corpus/cases-heldout-19.js';
import { HELDOUT_20_CASES } from './corpus/cases-heldout-20.js';
import { HELDOUT_CASES } from './corpus/cases-heldout.js';
import { TUNING_CASES } from './corpus/cases-tuning.js';
import { TUNING_2_CASES } from './corpus/cases-tuning-2.js';
import { TUNING_3_CASES } from './corpus/cases-tuning-3.js';
import { TUNING_4_CASES } from './corpus/cases-tuning-4.js';
import { TUNING_5_CASES } from './corpus/cases-tuning-5.js';
import { TUNING_6_CASES } from './corpus/cases-tuning-6.js';
import { TUNING_7_CASES } from './corpus/cases-tuning-7.js';
import { TUNING_8_CASES } from './corpus/cases-tuning-8.js';
import { TUNING_9_CASES } from './corpus/cases-tuning-9.js';
import { TUNING_10_CASES } from './corpus/cases-tuning-10.js';
import { TUNING_11_CASES } from './corpus/cases-tuning-11.js';
import { TUNING_12_CASES } from './corpus/cases-tuning-12.js';
import { TUNING_13_CASES } from './corpus/cases-tuning-13.js';
import { finalState, scorePlan, type Score } from './corpus/score.js';

const BASE: Omit<CorpusSpec, 'seed' | 'lang' | 'topics'> = {
  exactDuplicates: 4,
  nearDuplicates: 4,
  dates: 20,
  entryDates: 4,
  dateTraps: 10,
  mergeTraps: 6,
  stalePointers: 6,
  supersessions: 5,
  logSupersessions: 3,
  requests: 3,
  nonRequests: 3,
  longLines: 6,
  unindexed: 8,
  malformed: 2,
};

export const CORPORA: Array<{ label: string; spec: CorpusSpec }> = [
  { label: 'en-1', spec: { ...BASE, seed: 1, lang: 'en', topics: 120 } },
  { label: 'en-2', spec: { ...BASE, seed: 2, lang: 'en', topics: 120 } },
  { label: 'zh-1', spec: { ...BASE, seed: 3, lang: 'zh', topics: 120 } },
  { label: 'zh-2', spec: { ...BASE, seed: 4, lang: 'zh', topics: 120 } },
  { label: 'en-big', spec: { ...BASE, seed: 5, lang: 'en', topics: 330 } },
];

export interface QualityResult {
  perCorpus: Array<{ label: string; score: Score }>;
  table: string;
  targetsMet: boolean;
  misses: string[];
}

export async function runQualityBench(corpora = CORPORA, depth: 'light' | 'rem' | 'deep' = 'rem'): Promise<QualityResult> {
  const perCorpus: QualityResult['perCorpus'] = [];
  for (const { label, spec } of corpora) {
    const root = await mkdtemp(join(tmpdir(), 'ad-bench-'));
    try {
      const truth = await buildCorpus(root, spec);
      const dir = { id: `bench-${label}`, path: truth.memoryDir, kind: 'claude-code' as const, transcriptDir: truth.transcriptDir, projectRoot: null, label };
      const before = await readAll(truth.memoryDir);
      const plan = await planDream(dir, { depth, clock: () => BENCH_NOW.getTime(), gather: { sinceMs: 0 } });
      const after = await finalState(truth.memoryDir, plan);
      perCorpus.push({ label, score: scorePlan(truth, before, after, plan, guardPlan(plan).ok) });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  return summarise(perCorpus);
}

function summarise(perCorpus: QualityResult['perCorpus']): QualityResult {
  const kinds = Object.keys(perCorpus[0]!.score.kinds) as Array<keyof Score['kinds']>;
  const rows: string[] = ['kind                 planted  found  wrong  precision  recall'];
  const misses: string[] = [];
  for (const k of kinds) {
    const planted = sum(perCorpus.map((c) => c.score.kinds[k].planted));
    const found = sum(perCorpus.map((c) => c.score.kinds[k].found));
    const wrong = sum(perCorpus.map((c) => c.score.kinds[k].wrong));
    const precision = found + wrong === 0 ? 1 : found / (found + wrong);
    const recall = planted === 0 ? 1 : found / planted;
    rows.push(`${k.padEnd(20)} ${String(planted).padStart(7)} ${String(found).padStart(6)} ${String(wrong).padStart(6)} ${pct(precision).padStart(10)} ${pct(recall).padStart(7)}`);
    if (['dates', 'duplicates', 'stale pointers', 'supersessions'].includes(k) && recall < 0.95) misses.push(`${k} recall ${pct(recall)} < 95 %`);
  }
  const kept = sum(perCorpus.map((c) => c.score.retention.kept));
  const total = sum(perCorpus.map((c) => c.score.retention.total));
  const falseMerges = perCorpus.flatMap((c) => c.score.falseMerges.map((m) => `${c.label}: ${m}`));
  const wrongDates = perCorpus.flatMap((c) => [...c.score.wrongDates, ...c.score.trapsChanged].map((m) => `${c.label}: ${m}`));
  const indexOk = perCorpus.filter((c) => c.score.index.ok).length;
  rows.push('');
  rows.push(`fact retention       ${kept}/${total} (${pct(kept / Math.max(1, total))})`);
  rows.push(`false merges         ${falseMerges.length}`);
  rows.push(`wrong date changes   ${wrongDates.length}`);
  rows.push(`false supersessions  ${sum(perCorpus.map((c) => c.score.falseSupersessions.length))}`);
  rows.push(`index compliance     ${indexOk}/${perCorpus.length} corpora (${pct(indexOk / perCorpus.length)})`);
  rows.push(`malformed untouched  ${perCorpus.every((c) => c.score.malformedTouched.length === 0) ? 'yes' : 'NO'}`);
  rows.push(`guard passes         ${perCorpus.filter((c) => c.score.guardOk).length}/${perCorpus.length}`);
  if (kept < total) misses.push(`fact retention ${pct(kept / total)} < 100 %`);
  if (falseMerges.length) misses.push(`${falseMerges.length} false merges`);
  if (wrongDates.length) misses.push(`${wrongDates.length} wrong date conversions`);
  if (indexOk < perCorpus.length) misses.push('index compliance < 100 %');
  const details: string[] = [];
  for (const c of perCorpus) {
    for (const l of c.score.retention.lost.slice(0, 5)) details.push(`  ${c.label} lost: ${l}`);
    for (const p of c.score.index.problems) details.push(`  ${c.label} index: ${p}`);
  }
  for (const m of [...falseMerges, ...wrongDates].slice(0, 20)) details.push(`  ${m}`);
  const table = [...rows, ...(details.length ? ['', 'details:', ...details] : []), '', misses.length ? `TARGETS NOT MET: ${misses.join('; ')}` : 'all targets met'].join('\n');
  return { perCorpus, table, targetsMet: misses.length === 0, misses };
}

async function readAll(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (rel: string): Promise<void> => {
    for (const e of await readdir(rel ? join(dir, rel) : dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(r);
      else if (r.endsWith('.md')) out.set(r, await readFile(join(dir, r), 'utf8'));
    }
  };
  await walk('');
  return out;
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

type CaseSet = readonly [label: string, cases: readonly QualityCase[]];

/** The held-out sets run only when their flag is given. */
export const FINAL_SETS: Readonly<Record<'--final' | '--final6' | '--final7' | '--final8' | '--final9' | '--final10' | '--final11' | '--final12' | '--final13' | '--final14' | '--final15' | '--final16' | '--final17' | '--final18' | '--final19' | '--final20', CaseSet>> = {
  '--final': ['HELD-OUT 5 set (written with HELD-OUT 4; untouched first run: recall 90.5 %, precision 86.7 %, 1 harmful, 1 silent; two of its misses then fixed by general rules)', HELDOUT_5_CASES],
  '--final6': ['HELD-OUT 6 set (written fresh from the issue after the HELD-OUT 5 fixes; untouched first run: recall 81.1 %, precision 95.5 %, 0 harmful, 4 silent; its misses then fixed by general rules written against TUNING 2, and one expectation corrected: "two weeks ago" is a week, not a day)', HELDOUT_6_CASES],
  '--final7': ['HELD-OUT 7 set (written fresh before the round that followed HELD-OUT 6; untouched first run: recall 73.6 %, precision 80.5 %, 3 harmful, 4 silent; after the round it was 75.5 / 82.5 / 3 / 3; its misses then fixed by general rules written against TUNING 3, and one expectation corrected as in HELD-OUT 6: "a fortnight ago" is a week, not a day)', HELDOUT_7_CASES],
  '--final8': ['HELD-OUT 8 set (written fresh before the round that follows HELD-OUT 7\'s fixes, run only with --final8; untouched first run: recall 62.0 %, precision 86.5 %, 1 harmful, 4 silent; recall by category: dates-en 71 %, dates-zh 75 %, supersession 64 %, contradiction 50 %, paraphrase 0 %, claude-md 38 %, merge 100 %, captures 88 %, index 100 %, hooks 33 %; after that round 63.4 / 86.3 / 1 / 3; tuned against from the round that followed, with TUNING 4)', HELDOUT_8_CASES],
  '--final9': ['HELD-OUT 9 set (written fresh from the issue while HELD-OUT 8 became a tuning set, run only with --final9; untouched first run: recall 71.8 %, precision 71.4 %, 5 harmful, 3 silent; recall by category: dates-en 100 %, dates-zh 80 %, supersession 73 %, contradiction 43 %, paraphrase 50 %, claude-md 100 %, merge 67 %, captures 67 %, index 100 %, hooks 17 %; after that round 79.5 / 76.9 / 5 / 3; tuned against from the round that followed, with TUNING 5)', HELDOUT_9_CASES],
  '--final10': ['HELD-OUT 10 set (written fresh from the issue while HELD-OUT 9 became a tuning set, run only with --final10; untouched first run: recall 86.9 %, precision 67.1 %, 8 harmful, 3 silent; recall by category: dates-en 100 %, dates-zh 100 %, supersession 77 %, contradiction 86 %, paraphrase 100 %, claude-md 89 %, merge 67 %, captures 78 %, index 100 %, hooks 67 %; after that round 90.5 / 86.9 / 4 / 3; tuned against from the round that followed)', HELDOUT_10_CASES],
  '--final11': ['HELD-OUT 11 set (written fresh from the issue while HELD-OUT 10 became a tuning set, run only with --final11; untouched first run: recall 84.6 %, precision 81.1 %, 4 harmful, 1 silent; recall by category: dates-en 100 %, dates-zh 82 %, supersession 92 %, contradiction 89 %, paraphrase 63 %, claude-md 100 %, merge 88 %, captures 89 %, index 100 %, hooks 29 %; after that round 85.7 / 87.1 / 2 / 1; tuned against from the round that followed, with TUNING 7)', HELDOUT_11_CASES],
  '--final12': ['HELD-OUT 12 set (written fresh from the issue while HELD-OUT 11 became a tuning set, run only with --final12, from 00:10 UTC of that round the fixers\' validation set, read by its figures only (never its cases), so no longer untuned; untouched first run (at 3098044, with both parts): recall 58.3 %, precision 74.7 %, 4 harmful, 3 silent; recall by category: dates-en 91 %, dates-zh 92 %, supersession 77 %, contradiction 36 %, paraphrase 9 %, claude-md 22 %, merge 67 %, captures 56 %, index 100 %, hooks 22 %; at the end of that round 63.1 / 83.8 / 1 / 3; tuned against from the round that followed, with HELD-OUT 13 and TUNING 8)', HELDOUT_12_CASES],
  '--final13': ['HELD-OUT 13 set (the round\'s test set: written fresh from the issue after HELD-OUT 12 became the validation set, run only with --final13, by the lead, never tuned against; untouched first run (at 3098044, with both parts): recall 63.1 %, precision 76.1 %, 4 harmful, 2 silent; recall by category: dates-en 92 %, dates-zh 92 %, supersession 83 %, contradiction 18 %, paraphrase 36 %, claude-md 22 %, merge 89 %, captures 89 %, index 100 %, hooks 0 %; at the end of that round 67.0 / 78.4 / 3 / 2; tuned against from the round that followed, with HELD-OUT 12 and TUNING 8)', HELDOUT_13_CASES],
  '--final14': ['HELD-OUT 14 set (the round\'s test set: written fresh from the issue while HELD-OUT 12 and 13 became tuning sets, run only with --final14, by the lead, never tuned against; untouched first run (the rules as at 4fe755e, the round\'s base, with both parts): recall 68.6 %, precision 86.3 %, 1 harmful, 3 silent; recall by category: dates-en 75 %, dates-zh 92 %, supersession 80 %, contradiction 42 %, paraphrase 18 %, claude-md 67 %, merge 92 %, captures 100 %, index 100 %, hooks 0 %; at the end of that round 68.6 / 87.2 / 1 / 3; tuned against from the round that followed, with TUNING 9, at whose end it read 90.9 / 99.0 / 0 / 0)', HELDOUT_14_CASES],
  '--final15': ['HELD-OUT 15 set (the round\'s test set: written fresh from the issue while HELD-OUT 14 became a tuning set, run only with --final15, by the lead, never tuned against; untouched first run (the rules as at 2d8bd8a, the round\'s base, with both parts, scored as corrected that round: a finding names a memory by its detail or by the file it is raised on): recall 53.2 %, precision 70.5 %, 10 harmful, 8 silent (51.6 % recall as first scored, by the detail alone); recall by category: dates-en 77 %, dates-zh 92 %, supersession 43 %, contradiction 42 %, paraphrase 23 %, claude-md 17 %, merge 100 %, captures 46 %, index 100 %, hooks 0 %; at the end of that round 59.5 / 75.2 / 9 / 7: dates-en 85 %, dates-zh 100 %, supersession 50 %, contradiction 42 %, paraphrase 23 %, claude-md 17 %, merge 100 %, captures 62 %, index 100 %, hooks 23 %; tuned against from the round that followed, with TUNING 10)', HELDOUT_15_CASES],
  '--final16': ['HELD-OUT 16 set (the round\'s test set: written fresh from the issue while HELD-OUT 15 became a tuning set, in three parts (facts, files, and an independent part over every category whose writer saw no other set), run only with --final16, by the lead, never tuned against; untouched first run (the rules as at c4b8e17, the round\'s base): recall 64.5 %, precision 79.2 %, 17 harmful, 3 silent (facts 63.1 / 85.2 / 3 / 2, files 71.9 / 75.8 / 9 / 0, independent 59.4 / 80.6 / 5 / 1); recall by category: dates-en 67 %, dates-zh 86 %, supersession 85 %, contradiction 29 %, paraphrase 42 %, claude-md 47 %, merge 71 %, captures 89 %, index 100 %, hooks 33 %; at the end of that round 66.7 / 80.2 / 15 / 3: dates-en 67 %, dates-zh 86 %, supersession 85 %, contradiction 29 %, paraphrase 42 %, claude-md 59 %, merge 71 %, captures 100 %, index 100 %, hooks 33 %; tuned against from the round that followed, at whose end 90.3 / 98.5 / 1 / 0: dates-en 94 %, dates-zh 100 %, supersession 100 %, contradiction 62 %, paraphrase 63 %, claude-md 88 %, merge 100 %, captures 100 %, index 100 %, hooks 100 %)', HELDOUT_16_CASES],
  '--final17': ['HELD-OUT 17 set (the round\'s test set: written fresh from the issue while HELD-OUT 16 became a tuning set, in three parts (facts, files, and an independent part over every category whose writer saw no other set), run only with --final17, by the lead, never tuned against; untouched first run (the rules as at 3d81b81, unchanged since the set was begun): recall 63.6 %, precision 80.6 %, 10 harmful, 7 silent; recall by category: dates-en 83 %, dates-zh 100 %, supersession 61 %, contradiction 33 %, paraphrase 12 %, claude-md 40 %, merge 53 %, captures 94 %, index 100 %, hooks 60 %; by part: facts 56.3 / 89.3 / 0 / 5, files 74.5 / 81.5 / 6 / 0, independent 62.0 / 73.8 / 4 / 2; at the end of that round (the rules as at 28655eb): 65.5 / 80.6 / 10 / 6: dates-en 83 %, dates-zh 100 %, supersession 67 %, contradiction 39 %, paraphrase 12 %, claude-md 47 %, merge 53 %, captures 94 %, index 100 %, hooks 60 %; by part: facts 57.8 / 92.6 / 0 / 4, files 76.5 / 80.0 / 6 / 0, independent 64.0 / 73.8 / 4 / 2. That round\'s fixers saw, by a slip of the lead, a list of the set\'s not-right case ids (and a few quoted harmful texts, no case) in a base-figures file, and report tuning nothing to them; tuned against from the round that followed, with TUNING 12, at whose end 78.2 / 95.1 / 0 / 1: dates-en 89 %, dates-zh 100 % (0 harmful), supersession 94 %, contradiction 44 %, paraphrase 12 %, claude-md 60 %, merge 87 %, captures 100 % (0 harmful), index 100 %, hooks 100 % (0 harmful))', HELDOUT_17_CASES],
  '--final18': ['HELD-OUT 18 set (the round\'s test set: written fresh from the issue while HELD-OUT 17 became a tuning set, in three parts (facts, files, and an independent part over every category whose writer saw no other set), run only with --final18, by the lead alone (its figures and not-right cases kept out of every file the round\'s fixers read), never tuned against; untouched first run (at f56ba88, the rules as at ce8f00b, the round\'s base): recall 65.6 %, precision 83.6 %, 9 harmful, 5 silent; recall by category: dates-en 63 %, dates-zh 80 %, supersession 75 %, contradiction 58 %, paraphrase 16 %, claude-md 13 %, merge 94 %, captures 83 %, index 100 %, hooks 68 %; by part: facts 49.2 / 72.0 / 0 / 4, files 70.9 / 80.0 / 6 / 0, independent 75.7 / 93.9 / 3 / 1; at the end of that round (the rules as at eec4afb): 67.7 / 85.8 / 6 / 4: supersession 80 %, hooks 84 %, every other category as at the start; by part: facts 50.8 / 75.0 / 0 / 3, files 76.4 / 83.6 / 3 / 0, independent 75.7 / 93.9 / 3 / 1; tuned against in the round that followed, with TUNING 13: at its end (the rules as at 9e810b3) 78.0 / 93.5 / 0 / 0)', HELDOUT_18_CASES],
  '--final19': ['HELD-OUT 19 set (the round\'s test set: written fresh from the issue while HELD-OUT 18 became a tuning set, in three parts (facts, files, and an independent part over every category whose writer saw no other set), run only with --final19, by the lead alone (its figures and not-right cases kept out of every file the round\'s fixers read), never tuned against in that round; untouched first run (at 6b689a1, the rules as at a55d1b4, the round\'s base): recall 65.7 %, precision 84.7 %, 9 harmful, 5 silent; recall by category: dates-en 82 %, dates-zh 89 %, supersession 74 %, contradiction 11 %, paraphrase 22 %, claude-md 31 %, merge 65 %, captures 88 %, index 100 %, hooks 94 %; by part: facts 56.9 / 85.2 / 2 / 2, files 77.4 / 88.9 / 3 / 0, independent 64.1 / 80.0 / 4 / 3; at the end of that round (the rules as at 9e810b3): the same, case for case: none of that round\'s rule changes reached a case of it; from the round that followed, its facts and files parts are tuning sets and its independent part the fixers\' validation set, seen by its figures only; at the end of that round (the rules as at 94f3f2b): 77.7 / 93.0 / 3 / 3; facts 75.9 / 100 / 0 / 0, files 94.3 / 100 / 0 / 0, independent (the validation part) 65.6 / 82.0 / 3 / 3)', HELDOUT_19_CASES],
  '--final20': ['HELD-OUT 20 set (the round\'s test set: written fresh from the issue while HELD-OUT 19\'s facts and files parts became tuning sets, in three parts (facts, files, and an independent part over every category whose writer saw no other set), each in domains given to no other writer; run only with --final20, by the lead alone (its figures and not-right cases kept out of every file the round\'s fixers read), never tuned against; untouched first run (at cc004a2, the rules as at 9e810b3, the round\'s base): recall 63.8 %, precision 85.3 %, 4 harmful, 3 silent; recall by category: dates-en 93 %, dates-zh 100 %, supersession 80 %, contradiction 0 %, paraphrase 7 %, claude-md 27 %, merge 60 %, captures 86 %, index 100 %, hooks 87 %; by part: facts 52.0 / 82.6 / 1 / 3, files 71.4 / 86.7 / 1 / 0, independent 68.0 / 85.4 / 2 / 0; at the round\'s end (the rules as at 94f3f2b): 64.4 / 85.3 / 4 / 2: one silent supersession found, every other case as at the start)', HELDOUT_20_CASES],
};
export type FinalFlag = keyof typeof FINAL_SETS;

/** All case sets, plus the held-out sets of `finals`; targets: harmful 0, silent explicit supersessions 0, recall >= 90 %, precision >= 95 %. */
export async function runCaseSets(finals: readonly FinalFlag[] = []): Promise<{ text: string; targetsMet: boolean }> {
  const parts: string[] = [];
  let met = true;
  const sets: CaseSet[] = [
    ['TUNING set (rules developed against it)', TUNING_CASES],
    ['TUNING 2 set (written after the HELD-OUT 6 run from the categories it missed, before the rules that followed)', TUNING_2_CASES],
    ['TUNING 3 set (written after the HELD-OUT 7 run from the categories it missed, before the rules that followed)', TUNING_3_CASES],
    ['TUNING 4 set (written after the HELD-OUT 8 run from the categories it missed, before the rules that followed)', TUNING_4_CASES],
    ['TUNING 5 set (written after the HELD-OUT 9 run from the categories it missed, before the rules that followed)', TUNING_5_CASES],
    ['TUNING 6 set (written after the HELD-OUT 10 run from the categories it missed, before the rules that followed)', TUNING_6_CASES],
    ['TUNING 7 set (written after the HELD-OUT 11 run from the categories it missed, before the rules that followed)', TUNING_7_CASES],
    ['TUNING 8 set (four parts, each written by the fixer of its categories before that fixer\'s rule changes)', TUNING_8_CASES],
    ['TUNING 9 set (five parts, each written by the fixer of its categories before that fixer\'s rule changes)', TUNING_9_CASES],
    ['TUNING 10 set (four parts, each written by the fixer of its categories before that fixer\'s rule changes)', TUNING_10_CASES],
    ['TUNING 11 set (seven parts, each written by the fixer of its categories before that fixer\'s rule changes)', TUNING_11_CASES],
    ['TUNING 12 set (four parts, each written by the fixer of its categories before that fixer\'s rule changes; at the round\'s base 59.3 / 63.9 / 10 / 2, at its end 94.4 / 100 / 0 / 0)', TUNING_12_CASES],
    ['TUNING 13 set (four parts, each written by the fixer of its categories before that fixer\'s rule changes; at the round\'s base 52.7 / 44.4 / 6 / 1, at its end 76.4 / 88.9 / 0 / 0)', TUNING_13_CASES],
    ['HELD-OUT set (looked at once, after its figures were first reported)', HELDOUT_CASES],
    ['HELD-OUT 2 set (its misses were looked at and fixed by general rules)', HELDOUT_2_CASES],
    ['HELD-OUT 3 set (its misses were looked at and fixed by general rules)', HELDOUT_3_CASES],
    ['HELD-OUT 4 set (written from the categories before the HELD-OUT 3 fixes; its misses were then fixed by general rules)', HELDOUT_4_CASES],
    ...finals.map((f) => FINAL_SETS[f]),
  ];
  for (const [label, cases] of sets) {
    if (cases.length === 0) continue;
    const s = await runCases(`${label}: ${cases.length} cases`, cases);
    const misses: string[] = [];
    if (s.harmful > 0) misses.push(`${s.harmful} harmful`);
    if (s.silent > 0) misses.push(`${s.silent} silent explicit supersessions`);
    if (s.recall < 0.9) misses.push(`recall ${pct(s.recall)} < 90 %`);
    if (s.precision < 0.95) misses.push(`precision ${pct(s.precision)} < 95 %`);
    if (misses.length) met = false;
    parts.push(`${s.table}\n\nrecall ${pct(s.recall)}, precision ${pct(s.precision)}, harmful ${s.harmful}, silent explicit supersessions ${s.silent}: ${misses.length ? `TARGETS NOT MET: ${misses.join('; ')}` : 'targets met'}`);
  }
  return { text: parts.join('\n\n'), targetsMet: met };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const onlyCases = process.argv.includes('--cases');
  let ok = true;
  if (!onlyCases) {
    const r = await runQualityBench();
    process.stdout.write(`dream quality (${r.perCorpus.length} corpora: ${r.perCorpus.map((c) => c.label).join(', ')})\n\n${r.table}\n\n`);
    ok = r.targetsMet;
  }
  const finals = (Object.keys(FINAL_SETS) as FinalFlag[]).filter((f) => process.argv.includes(f));
  const c = await runCaseSets(finals);
  process.stdout.write(`dream quality cases\n\n${c.text}\n`);
  process.exitCode = ok && c.targetsMet ? 0 : 1;
}
