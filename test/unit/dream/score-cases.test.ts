import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../electron/core/api/contract.js';
import type { Plan, PlanChange } from '../../../electron/core/dream/plan.js';
import { HELDOUT_2_CASES } from '../../bench/corpus/cases-heldout-2.js';
import { HELDOUT_3_CASES } from '../../bench/corpus/cases-heldout-3.js';
import { HELDOUT_4_CASES } from '../../bench/corpus/cases-heldout-4.js';
import { HELDOUT_5_CASES } from '../../bench/corpus/cases-heldout-5.js';
import { HELDOUT_6_CASES } from '../../bench/corpus/cases-heldout-6.js';
import { HELDOUT_7_CASES } from '../../bench/corpus/cases-heldout-7.js';
import { HELDOUT_8_CASES } from '../../bench/corpus/cases-heldout-8.js';
import { HELDOUT_9_CASES } from '../../bench/corpus/cases-heldout-9.js';
import { HELDOUT_10_CASES } from '../../bench/corpus/cases-heldout-10.js';
import { HELDOUT_11_CASES } from '../../bench/corpus/cases-heldout-11.js';
import { HELDOUT_12_CASES } from '../../bench/corpus/cases-heldout-12.js';
import { HELDOUT_13_CASES } from '../../bench/corpus/cases-heldout-13.js';
import { HELDOUT_12_FACTS_CASES } from '../../bench/corpus/cases-heldout-12-facts.js';
import { HELDOUT_12_FILES_CASES } from '../../bench/corpus/cases-heldout-12-files.js';
import { HELDOUT_13_FACTS_CASES } from '../../bench/corpus/cases-heldout-13-facts.js';
import { HELDOUT_13_FILES_CASES } from '../../bench/corpus/cases-heldout-13-files.js';
import { HELDOUT_14_CASES } from '../../bench/corpus/cases-heldout-14.js';
import { HELDOUT_14_FACTS_CASES } from '../../bench/corpus/cases-heldout-14-facts.js';
import { HELDOUT_14_FILES_CASES } from '../../bench/corpus/cases-heldout-14-files.js';
import { HELDOUT_15_CASES } from '../../bench/corpus/cases-heldout-15.js';
import { HELDOUT_15_FACTS_CASES } from '../../bench/corpus/cases-heldout-15-facts.js';
import { HELDOUT_15_FILES_CASES } from '../../bench/corpus/cases-heldout-15-files.js';
import { HELDOUT_16_CASES } from '../../bench/corpus/cases-heldout-16.js';
import { HELDOUT_16_FACTS_CASES } from '../../bench/corpus/cases-heldout-16-facts.js';
import { HELDOUT_16_FILES_CASES } from '../../bench/corpus/cases-heldout-16-files.js';
import { HELDOUT_16_FRESH_CASES } from '../../bench/corpus/cases-heldout-16-fresh.js';
import { HELDOUT_17_CASES } from '../../bench/corpus/cases-heldout-17.js';
import { HELDOUT_17_FACTS_CASES } from '../../bench/corpus/cases-heldout-17-facts.js';
import { HELDOUT_17_FILES_CASES } from '../../bench/corpus/cases-heldout-17-files.js';
import { HELDOUT_17_FRESH_CASES } from '../../bench/corpus/cases-heldout-17-fresh.js';
import { HELDOUT_18_CASES } from '../../bench/corpus/cases-heldout-18.js';
import { HELDOUT_18_FACTS_CASES } from '../../bench/corpus/cases-heldout-18-facts.js';
import { HELDOUT_18_FILES_CASES } from '../../bench/corpus/cases-heldout-18-files.js';
import { HELDOUT_18_FRESH_CASES } from '../../bench/corpus/cases-heldout-18-fresh.js';
import { HELDOUT_19_CASES } from '../../bench/corpus/cases-heldout-19.js';
import { HELDOUT_19_FACTS_CASES } from '../../bench/corpus/cases-heldout-19-facts.js';
import { HELDOUT_19_FILES_CASES } from '../../bench/corpus/cases-heldout-19-files.js';
import { HELDOUT_19_FRESH_CASES } from '../../bench/corpus/cases-heldout-19-fresh.js';
import { HELDOUT_20_CASES } from '../../bench/corpus/cases-heldout-20.js';
import { HELDOUT_20_FACTS_CASES } from '../../bench/corpus/cases-heldout-20-facts.js';
import { HELDOUT_20_FILES_CASES } from '../../bench/corpus/cases-heldout-20-files.js';
import { HELDOUT_20_FRESH_CASES } from '../../bench/corpus/cases-heldout-20-fresh.js';
import { HELDOUT_CASES } from '../../bench/corpus/cases-heldout.js';
import { TUNING_CASES } from '../../bench/corpus/cases-tuning.js';
import { TUNING_2_CASES } from '../../bench/corpus/cases-tuning-2.js';
import { TUNING_3_CASES } from '../../bench/corpus/cases-tuning-3.js';
import { TUNING_4_CASES } from '../../bench/corpus/cases-tuning-4.js';
import { TUNING_5_CASES } from '../../bench/corpus/cases-tuning-5.js';
import { TUNING_6_CASES } from '../../bench/corpus/cases-tuning-6.js';
import { TUNING_7_CASES } from '../../bench/corpus/cases-tuning-7.js';
import { TUNING_8_CASES } from '../../bench/corpus/cases-tuning-8.js';
import { TUNING_9_CASES } from '../../bench/corpus/cases-tuning-9.js';
import { TUNING_10_CASES } from '../../bench/corpus/cases-tuning-10.js';
import { TUNING_11_CASES } from '../../bench/corpus/cases-tuning-11.js';
import { TUNING_12_CASES } from '../../bench/corpus/cases-tuning-12.js';
import { TUNING_13_CASES } from '../../bench/corpus/cases-tuning-13.js';
import { CATEGORIES, planCase, scoreCase, summariseCases, type CaseMemory, type PlannedCase, type QualityCase } from '../../bench/corpus/cases.js';

/**
 * The quality benchmark's own scorer: each case is planned for real (a real memory dir, the
 * real dream planner), then the plan is altered the way a wrong rule would alter it, and the
 * score must count what went wrong.
 */

const mem = (file: string, body: string, modified = '2026-11-20'): CaseMemory => ({ file, body, modified, type: 'project' });

const TRAP: QualityCase = {
  id: 'scorer-trap',
  category: 'dates-en',
  lang: 'en',
  trap: true,
  memories: [mem('shipping.md', 'Orders placed today ship within two business days.')],
  keep: ['Orders placed today ship within two business days.'],
  quiet: ['contradiction'],
};

const SUPERSESSION: QualityCase = {
  id: 'scorer-supersession',
  category: 'supersession',
  lang: 'en',
  explicit: true,
  memories: [mem('ci.md', 'CI runs on Travis.', '2026-05-01'), mem('ci-new.md', 'CI moved from Travis to Buildkite.', '2026-11-10')],
  fixed: { absent: ['CI runs on Travis.'], contains: ['Buildkite'] },
  flag: { kinds: ['outdated'], mentions: ['Travis', 'Buildkite'] },
};

/**
 * The plan with one more change writing `file` (null: deleting it), saying where the file's
 * sentence went (so the plan's guard has nothing to refuse), and the files as it leaves them.
 */
function withWrite(p: PlannedCase, file: string, text: string | null, kind: PlanChange['kind'] = 'date-absolutized'): { plan: Plan; after: Map<string, string> } {
  const before = p.after.get(file) ?? null;
  const sentence = (before ?? '').replace(/^---[\s\S]*?\n---\n/, '').trim();
  const fates = before === null ? [] : [{ file, sentence, to: text === null ? null : file, why: 'altered by the test' }];
  const change: PlanChange = { kind, files: [file], reason: 'altered by the test', diffs: [{ file, before, after: text }], fates, count: 1 };
  const plan: Plan = { ...p.plan, changes: [...p.plan.changes, change], writes: [...p.plan.writes.filter((w) => w.file !== file), { file, after: text }] };
  const after = new Map(p.after);
  if (text === null) after.delete(file);
  else after.set(file, text);
  return { plan, after };
}

const withFinding = (plan: Plan, f: Finding): Plan => ({ ...plan, findings: [...plan.findings, f] });

describe('quality case scorer', () => {
  it('a trap the plan leaves alone is right, with no outputs counted against precision', async () => {
    const p = await planCase(TRAP);
    const r = scoreCase(TRAP, p.plan, p.after, p.before);
    expect(r.harmful).toEqual([]);
    expect(r.changes).toBe(0);
    const s = summariseCases('t', [r]);
    expect([s.harmful, s.precision, s.recall]).toEqual([0, 1, 1]);
  });

  it('an edit that alters a text the case keeps is harmful and counts against precision', async () => {
    const p = await planCase(TRAP);
    const text = p.after.get('shipping.md')!.replace('placed today', 'placed on 2026-11-20');
    const { plan, after } = withWrite(p, 'shipping.md', text);
    const r = scoreCase(TRAP, plan, after, p.before);
    expect(r.harmful).toEqual(['changed: "Orders placed today ship within two business days."']);
    const s = summariseCases('t', [r]);
    expect(s.harmful).toBe(1);
    expect(s.precision).toBe(0);
    expect(s.table).toContain('scorer-trap HARMFUL');
  });

  it('a finding of a kind the trap must not raise is noisy and counts against precision', async () => {
    const p = await planCase(TRAP);
    const plan = withFinding(p.plan, { kind: 'contradiction', file: 'shipping.md', detail: 'made up by the test' });
    const r = scoreCase(TRAP, plan, p.after, p.before);
    expect(r.noisy).toHaveLength(1);
    expect(r.harmful).toEqual([]);
    const s = summariseCases('t', [r]);
    expect(s.precision).toBe(0);
    expect(s.table).toContain('scorer-trap NOISY');
  });

  it('removing a memory the case does not name as superseded or a duplicate is harmful', async () => {
    const p = await planCase(TRAP);
    const { plan, after } = withWrite(p, 'shipping.md', null, 'duplicates-merged');
    const r = scoreCase(TRAP, plan, after, p.before);
    expect(r.harmful.some((h) => h.startsWith('removed shipping.md'))).toBe(true);
  });

  it('an explicit supersession neither fixed nor flagged is silent; a flag naming both, or the fix, counts as found', async () => {
    const p = await planCase(SUPERSESSION);
    // The plan as the engine makes it, stripped of whatever it did about the case.
    const bare: Plan = { ...p.plan, changes: [], writes: [], findings: [] };
    const untouched = new Map(p.initial);
    const silent = scoreCase(SUPERSESSION, bare, untouched, p.before);
    expect([silent.silent, silent.fixed, silent.flagged]).toEqual([true, false, false]);
    expect(summariseCases('t', [silent]).recall).toBe(0);

    const flagged = scoreCase(SUPERSESSION, withFinding(bare, { kind: 'outdated', file: 'ci.md', detail: "'CI runs on Travis.' (ci.md) may be outdated: 'CI moved from Travis to Buildkite.'" }), untouched, p.before);
    expect([flagged.silent, flagged.flagged]).toEqual([false, true]);
    // A finding of another kind, or one naming only one side, does not count.
    const half = scoreCase(SUPERSESSION, withFinding(bare, { kind: 'outdated', file: 'ci.md', detail: 'CI runs on Travis.' }), untouched, p.before);
    expect(half.silent).toBe(true);

    const rewritten = untouched.get('ci.md')!.replace('CI runs on Travis.', 'CI runs on Buildkite (Travis until 2026-11-10).');
    const fixedPlan = withWrite({ ...p, plan: bare, after: untouched }, 'ci.md', rewritten, 'fact-superseded');
    fixedPlan.plan.changes[0]!.supersedes = ['CI runs on Travis.'];
    const fixed = scoreCase(SUPERSESSION, fixedPlan.plan, fixedPlan.after, p.before);
    expect([fixed.fixed, fixed.silent, fixed.harmful]).toEqual([true, false, []]);
    expect(summariseCases('t', [fixed]).precision).toBe(1);
  });

  it('every case set is well formed: unique ids, a check for each defect, texts a trap keeps present before the dream', () => {
    const sets = { TUNING_CASES, TUNING_2_CASES, TUNING_3_CASES, TUNING_4_CASES, TUNING_5_CASES, TUNING_6_CASES, TUNING_7_CASES, TUNING_8_CASES, TUNING_9_CASES, TUNING_10_CASES, TUNING_11_CASES, TUNING_12_CASES, TUNING_13_CASES, HELDOUT_CASES, HELDOUT_2_CASES, HELDOUT_3_CASES, HELDOUT_4_CASES, HELDOUT_5_CASES, HELDOUT_6_CASES, HELDOUT_7_CASES, HELDOUT_8_CASES, HELDOUT_9_CASES, HELDOUT_10_CASES, HELDOUT_11_CASES, HELDOUT_12_CASES, HELDOUT_13_CASES, HELDOUT_14_CASES, HELDOUT_15_CASES, HELDOUT_16_CASES, HELDOUT_17_CASES, HELDOUT_18_CASES, HELDOUT_19_CASES, HELDOUT_20_CASES };
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const [name, cases] of Object.entries(sets)) {
      for (const c of cases) {
        const at = `${name} ${c.id}`;
        if (ids.has(c.id)) problems.push(`${at}: id used twice`);
        ids.add(c.id);
        if (!CATEGORIES.includes(c.category)) problems.push(`${at}: unknown category`);
        if (new Set(c.memories.map((m) => m.file)).size !== c.memories.length) problems.push(`${at}: a memory file twice`);
        if (c.trap && (c.fixed || c.flag || c.explicit)) problems.push(`${at}: a trap with a defect's checks`);
        if (!c.trap && !c.fixed && !c.flag) problems.push(`${at}: a defect with nothing to check`);
        if (c.trap && !c.keep?.length && !c.indexKeep?.length && c.maxCreated === undefined) problems.push(`${at}: a trap that keeps nothing`);
        if (c.explicit && c.category !== 'supersession') problems.push(`${at}: explicit outside supersession`);
        const written = [...c.memories.map((m) => m.body), `${(c.indexNotes ?? []).join('\n')}\n`];
        for (const k of c.keep ?? []) if (!written.some((t) => t.includes(k))) problems.push(`${at}: keeps "${k}", which no memory holds`);
      }
    }
    expect(problems).toEqual([]);
    // The untuned set covers every category of the issue, about a third of it traps.
    for (const cat of CATEGORIES) expect(HELDOUT_7_CASES.filter((c) => c.category === cat).length, cat).toBeGreaterThan(0);
    expect(HELDOUT_7_CASES.filter((c) => c.trap).length * 3).toBeGreaterThanOrEqual(HELDOUT_7_CASES.length);
    for (const cat of CATEGORIES) expect(HELDOUT_9_CASES.filter((c) => c.category === cat).length, cat).toBeGreaterThanOrEqual(6);
    expect(HELDOUT_9_CASES.filter((c) => c.trap).length * 4).toBeGreaterThanOrEqual(HELDOUT_9_CASES.length);
    // HELD-OUT 12's facts part: at least 12 cases in each of its categories, about a third of them traps.
    for (const cat of ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase'] as const) expect(HELDOUT_12_FACTS_CASES.filter((c) => c.category === cat).length, cat).toBeGreaterThanOrEqual(12);
    expect(HELDOUT_12_FACTS_CASES.filter((c) => c.trap).length * 4).toBeGreaterThanOrEqual(HELDOUT_12_FACTS_CASES.length);
    expect(HELDOUT_12_FACTS_CASES.filter((c) => c.trap).length * 2).toBeLessThanOrEqual(HELDOUT_12_FACTS_CASES.length);
    // HELD-OUT 13's facts part: each of its categories with at least 12 cases, about a third of each traps.
    for (const cat of ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase'] as const) {
      const cs = HELDOUT_13_FACTS_CASES.filter((c) => c.category === cat);
      expect(cs.length, cat).toBeGreaterThanOrEqual(12);
      expect(cs.filter((c) => c.trap).length * 4, cat).toBeGreaterThanOrEqual(cs.length);
      expect(cs.filter((c) => c.trap).length * 2, cat).toBeLessThanOrEqual(cs.length);
    }
    // HELD-OUT 12's files part: each of its categories with at least 12 cases, about a third of each traps.
    for (const cat of ['claude-md', 'merge', 'captures', 'index', 'hooks'] as const) {
      const cs = HELDOUT_12_FILES_CASES.filter((c) => c.category === cat);
      expect(cs.length, cat).toBeGreaterThanOrEqual(12);
      expect(cs.filter((c) => c.trap).length * 4, cat).toBeGreaterThanOrEqual(cs.length);
      expect(cs.filter((c) => c.trap).length * 2, cat).toBeLessThanOrEqual(cs.length);
    }
    // HELD-OUT 14 to 20, their facts and files parts: each category with at least 14 cases, a quarter to a half of each traps.
    for (const [part, cats] of [[HELDOUT_14_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_14_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_15_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_15_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_16_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_16_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_17_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_17_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_18_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_18_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_19_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_19_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']], [HELDOUT_20_FACTS_CASES, ['dates-en', 'dates-zh', 'supersession', 'contradiction', 'paraphrase']], [HELDOUT_20_FILES_CASES, ['claude-md', 'merge', 'captures', 'index', 'hooks']]] as const) {
      for (const cat of cats) {
        const cs = part.filter((c) => c.category === cat);
        expect(cs.length, cat).toBeGreaterThanOrEqual(14);
        expect(cs.filter((c) => c.trap).length * 4, cat).toBeGreaterThanOrEqual(cs.length);
        expect(cs.filter((c) => c.trap).length * 2, cat).toBeLessThanOrEqual(cs.length);
      }
    }
    // HELD-OUT 16's to 20's independent parts: every category with at least 7 cases, a quarter to a half of each traps.
    for (const cat of CATEGORIES) for (const part of [HELDOUT_16_FRESH_CASES, HELDOUT_17_FRESH_CASES, HELDOUT_18_FRESH_CASES, HELDOUT_19_FRESH_CASES, HELDOUT_20_FRESH_CASES]) {
      const cs = part.filter((c) => c.category === cat);
      expect(cs.length, cat).toBeGreaterThanOrEqual(7);
      expect(cs.filter((c) => c.trap).length * 4, cat).toBeGreaterThanOrEqual(cs.length);
      expect(cs.filter((c) => c.trap).length * 2, cat).toBeLessThanOrEqual(cs.length);
    }
    // HELD-OUT 13's files part: each of its categories with at least 12 cases, about a third of each traps.
    for (const cat of ['claude-md', 'merge', 'captures', 'index', 'hooks'] as const) {
      const cs = HELDOUT_13_FILES_CASES.filter((c) => c.category === cat);
      expect(cs.length, cat).toBeGreaterThanOrEqual(12);
      expect(cs.filter((c) => c.trap).length * 4, cat).toBeGreaterThanOrEqual(cs.length);
      expect(cs.filter((c) => c.trap).length * 2, cat).toBeLessThanOrEqual(cs.length);
    }
  });
});
