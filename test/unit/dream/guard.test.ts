import { describe, expect, it } from 'vitest';
import { guardPlan, writeProblem } from '../../../electron/core/dream/guard.js';
import type { Plan, PlanChange } from '../../../electron/core/dream/plan.js';

function plan(over: Partial<Plan> & { before: Record<string, string> }): Plan {
  const { before, ...rest } = over;
  return {
    memoryDir: '/m',
    memoryDirId: 'm',
    depth: 'rem',
    plannedAt: 0,
    changes: [],
    findings: [],
    problems: [],
    basis: {},
    writes: [],
    memoryBefore: new Map(Object.entries(before)),
    readOnly: new Set(),
    counts: { memoriesBefore: Object.keys(before).length, memoriesAfter: 0, indexEntriesBefore: 0, indexEntriesLost: 0, indexTokensBefore: 0, indexTokensAfter: 0, memoryTokensBefore: 0, memoryTokensAfter: 0 },
    ...rest,
  };
}

const change = (fates: PlanChange['fates']): PlanChange => ({ kind: 'fact-superseded', files: ['a.md'], reason: 'r', diffs: [], fates, count: 1 });
const mems = { 'a.md': 'We use npm.\nDeploys are on Fridays.\n', 'b.md': 'B one.\n', 'c.md': 'C one.\n', 'd.md': 'D one.\n' };

describe('guardPlan', () => {
  it('passes a plan whose every removed sentence has a fate', () => {
    const p = plan({ before: mems, writes: [{ file: 'a.md', after: 'Deploys are on Fridays.\n' }], changes: [change([{ file: 'a.md', sentence: 'We use npm.', to: null, why: 'superseded' }])] });
    expect(guardPlan(p)).toEqual({ ok: true, refusals: [], lostFacts: [], lostSpecifics: [] });
  });

  it('refuses a plan that drops a sentence without saying where it went', () => {
    const p = plan({ before: mems, writes: [{ file: 'a.md', after: 'Deploys are on Fridays.\n' }] });
    const v = guardPlan(p);
    expect(v.ok).toBe(false);
    expect(v.lostFacts).toEqual([{ file: 'a.md', sentence: 'We use npm.' }]);
    expect(v.refusals[0]).toMatch(/1 sentence of memory would disappear.*We use npm/);
  });

  it('accepts a sentence that moved to another file (still present somewhere)', () => {
    const p = plan({ before: mems, writes: [{ file: 'b.md', after: 'B one.\nWe use npm.\n' }, { file: 'a.md', after: 'Deploys are on Fridays.\n' }] });
    expect(guardPlan(p).ok).toBe(true);
  });

  it('refuses removing more than a quarter of the memories, and a quarter of the index entries', () => {
    const gone = plan({ before: mems, writes: [{ file: 'b.md', after: null }, { file: 'c.md', after: null }], changes: [change([{ file: 'b.md', sentence: 'B one.', to: null, why: 'x' }, { file: 'c.md', sentence: 'C one.', to: null, why: 'x' }])] });
    expect(guardPlan(gone).refusals).toEqual(['it would remove 2 of 4 memories (50 %, more than 25 %)']);
    const one = plan({ before: mems, writes: [{ file: 'b.md', after: null }], changes: [change([{ file: 'b.md', sentence: 'B one.', to: null, why: 'x' }])] });
    expect(guardPlan(one).ok).toBe(true);
    const entries = plan({ before: mems });
    entries.counts.indexEntriesBefore = 8;
    entries.counts.indexEntriesLost = 3;
    expect(guardPlan(entries).refusals).toEqual(['it would remove 3 of 8 index entries (38 %, more than 25 %)']);
  });

  it('refuses writes outside the memory dir, to hidden files, logs and unreadable files', () => {
    const ro = new Set(['logs/2026/11/2026-11-20.md', 'broken.md']);
    expect(writeProblem('../x.md', ro)).toMatch(/\.\./);
    expect(writeProblem('/etc/passwd.md', ro)).toMatch(/absolute/);
    expect(writeProblem('.consolidate-lock', ro)).toMatch(/hidden/);
    expect(writeProblem('notes.txt', ro)).toMatch(/not a Markdown/);
    expect(writeProblem('logs/2026/11/2026-11-20.md', ro)).toMatch(/raw log/);
    expect(writeProblem('broken.md', ro)).toMatch(/raw log, session note or unreadable/);
    expect(writeProblem('team/x.md', ro)).toBeNull();
    const p = plan({ before: mems, writes: [{ file: '../escape.md', after: 'x' }] });
    expect(guardPlan(p).refusals[0]).toMatch(/^\.\.\/escape\.md: /);
  });
});
