import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DreamReports, isDreamId, makeDreamId, type StoredDreamReport } from '../../../electron/core/dream/reports.js';
import { summarize } from '../../../electron/core/dream/summary.js';
import type { PlanChange } from '../../../electron/core/dream/plan.js';
import { makeDirs, NOW, type DreamDirs } from './fixtures.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

function report(dreamId: string, extra: Partial<StoredDreamReport> = {}): StoredDreamReport {
  return {
    dreamId,
    memoryDir: '/m',
    memoryDirId: 'm-1',
    startedAt: '2026-11-25T12:00:00.000Z',
    finishedAt: '2026-11-25T12:00:01.000Z',
    outcome: 'applied',
    summary: 'Fixed 1 date',
    snapshotId: '20261125T120000Z-000abc',
    depth: 'rem',
    undoneBy: null,
    changes: [{ kind: 'date-absolutized', files: ['a.md'], reason: 'r', diffs: [{ file: 'a.md', before: 'x', after: 'y' }] }],
    findings: [],
    skipped: [],
    ...extra,
  };
}

describe('DreamReports', () => {
  it('saves reports atomically, lists them newest first, and marks one undone', async () => {
    const reports = new DreamReports(d.state);
    const a = makeDreamId(NOW, 1);
    const b = makeDreamId(NOW + 1000, 2);
    expect(isDreamId(a)).toBe(true);
    await reports.save(report(a));
    await reports.save(report(b, { memoryDirId: 'other' }));
    expect((await reports.list()).map((r) => r.dreamId)).toEqual([b, a]);
    expect((await reports.list('m-1')).map((r) => r.dreamId)).toEqual([a]);
    expect((await reports.get(a)).changes[0]?.diffs?.[0]?.after).toBe('y');
    await reports.markUndone(a, 'snap-1');
    expect((await reports.get(a)).undoneBy).toBe('snap-1');
    expect((await reports.list()).find((r) => r.dreamId === a)?.undoneBy).toBe('snap-1');
    expect(JSON.parse(await readFile(join(d.state, 'dreams', 'history.json'), 'utf8')).dreams).toHaveLength(2);
  });

  it('rebuilds the history from the reports when history.json is damaged; rejects ids that are not dream ids', async () => {
    const reports = new DreamReports(d.state);
    const a = makeDreamId(NOW, 7);
    await reports.save(report(a));
    await writeFile(join(d.state, 'dreams', 'history.json'), '{not json');
    expect((await reports.list()).map((r) => r.dreamId)).toEqual([a]);
    await expect(reports.get('../../etc/passwd')).rejects.toThrow(/No dream/);
    await expect(reports.get(makeDreamId(NOW, 9))).rejects.toThrow(/No dream/);
  });
});

describe('summarize', () => {
  const c = (kind: PlanChange['kind'], count: number): PlanChange => ({ kind, files: [], reason: '', diffs: [], fates: [], count });
  it('says what a dream did in one line', () => {
    expect(summarize([c('date-absolutized', 1), c('duplicates-merged', 2), c('date-absolutized', 4), c('pointer-removed', 2)])).toBe('Merged 2, fixed 5 dates, removed 2 stale pointers');
    expect(summarize([])).toBe('Nothing to change');
  });
});
