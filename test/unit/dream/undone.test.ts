import { describe, expect, it } from 'vitest';
import type { Plan, PlanChange } from '../../../electron/core/dream/plan.js';
import { withoutUndone, type UndoneChange } from '../../../electron/core/dream/undone.js';

const change = (kind: PlanChange['kind'], files: string[]): PlanChange => ({ kind, files, reason: `${kind} in ${files.join(', ')}`, diffs: [], fates: [], count: 1 });

function plan(changes: PlanChange[], basis: Record<string, string | null>): Plan {
  const files = [...new Set(changes.flatMap((c) => c.files))];
  return {
    memoryDir: '/m',
    memoryDirId: 'm',
    depth: 'rem',
    plannedAt: 0,
    changes,
    findings: [],
    problems: [],
    basis,
    writes: files.map((file) => ({ file, after: `new ${file}` })),
    memoryBefore: new Map(),
    readOnly: new Set(),
    counts: { memoriesBefore: 0, memoriesAfter: 0, indexEntriesBefore: 0, indexEntriesLost: 0, indexTokensBefore: 0, indexTokensAfter: 0, memoryTokensBefore: 0, memoryTokensAfter: 0 },
  };
}

const undone = (kind: string, files: string[], basis: Record<string, string | null>): UndoneChange => ({ kind, files, basis, dreamId: 'd1', undoneAt: '2026-11-30 18:00' });

describe('undo sticks', () => {
  const p = plan(
    [change('date-absolutized', ['a.md']), change('duplicates-merged', ['b.md', 'c.md']), change('pointer-removed', ['MEMORY.md']), change('index-entry-shortened', ['MEMORY.md']), change('date-absolutized', ['d.md'])],
    { 'a.md': 'ha', 'b.md': 'hb', 'c.md': 'hc', 'MEMORY.md': 'hm', 'd.md': 'hd' },
  );

  it('drops a change the person undid while its files hash the same, with a finding in words', () => {
    const out = withoutUndone(p, [undone('date-absolutized', ['a.md'], { 'a.md': 'ha' }), undone('duplicates-merged', ['c.md', 'b.md'], { 'b.md': 'hb', 'c.md': 'hc' })]);
    expect(out.changes.map((c) => c.files.join('+'))).toEqual(['MEMORY.md', 'MEMORY.md', 'd.md']);
    expect(out.writes.map((w) => w.file)).toEqual(['MEMORY.md', 'd.md']);
    expect(out.findings.map((f) => f.kind)).toEqual(['kept-undone', 'kept-undone']);
    expect(out.findings[0]!.detail).toMatch(/^Not done again: you undid this change \(dream d1, undone 2026-11-30 18:00\); it stays undone while a.md is unchanged\./);
  });

  it('makes the change again once a file was edited since the undo', () => {
    const out = withoutUndone(p, [undone('date-absolutized', ['a.md'], { 'a.md': 'older' })]);
    expect(out).toBe(p);
  });

  it('also holds back every change that shares a file with an undone one (a file’s text is composed of all of them)', () => {
    const out = withoutUndone(p, [undone('pointer-removed', ['MEMORY.md'], { 'MEMORY.md': 'hm' })]);
    expect(out.changes.map((c) => c.kind)).toEqual(['date-absolutized', 'duplicates-merged', 'date-absolutized']);
    expect(out.writes.some((w) => w.file === 'MEMORY.md')).toBe(false);
  });
});
