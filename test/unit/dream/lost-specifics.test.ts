import { describe, expect, it } from 'vitest';
import { bodyOf, guardPlan } from '../../../electron/core/dream/guard.js';
import { findLostSpecifics, specificsIn } from '../../../electron/core/dream/lost-specifics.js';
import type { Plan, PlanChange } from '../../../electron/core/dream/plan.js';

const fm = (body: string) => `---\nname: m\ndescription: d\ntype: project\n---\n${body}`;

/** A plan of model changes over `before` (memory files as read). */
function modelPlan(before: Record<string, string>, edits: Array<{ file: string; after: string | null; supersedes?: string[]; mergedInto?: string; by?: PlanChange['by'] }>): Plan {
  const changes: PlanChange[] = edits.map((e) => ({
    kind: e.after === null ? 'memory-deleted' : 'memory-rewritten',
    files: [e.file],
    reason: 'test',
    diffs: [{ file: e.file, before: before[e.file] ?? null, after: e.after }],
    // Sentences are accounted for (reworded or removed with a reason): only specifics are checked here.
    fates: [{ file: e.file, sentence: '(any)', to: e.after === null ? (e.mergedInto ?? null) : e.file, why: 'test' }],
    count: 1,
    by: e.by ?? 'model',
    ...(e.supersedes && { supersedes: e.supersedes }),
  }));
  return {
    memoryDir: '/m',
    memoryDirId: 'm',
    depth: 'rem',
    plannedAt: 0,
    changes,
    findings: [],
    problems: [],
    basis: {},
    writes: edits.map((e) => ({ file: e.file, after: e.after })),
    memoryBefore: new Map(Object.entries(before)),
    readOnly: new Set(),
    counts: { memoriesBefore: 10, memoriesAfter: 10, indexEntriesBefore: 0, indexEntriesLost: 0, indexTokensBefore: 0, indexTokensAfter: 0, memoryTokensBefore: 0, memoryTokensAfter: 0 },
  };
}

const lost = (p: Plan) => findLostSpecifics(p, bodyOf).map((l) => l.specific);

describe('specifics a model rewrite must keep', () => {
  it('finds numbers, versions, dates, names, paths, URLs, code spans and e-mail addresses', () => {
    const s = specificsIn('Deploys go through `make release` to https://ci.example.com/jobs/42 since 2026-11-18; ask ops@example.com, Priya owns config/deploy.yaml and Node 20.11.');
    for (const x of ['make release', 'https://ci.example.com/jobs/42', '2026-11-18', 'ops@example.com', 'priya', 'deploy.yaml', '20.11']) expect(s, x).toContain(x);
    expect(s).not.toContain('deploys'); // a sentence's first word is not a name
  });

  it('a reworded memory that still states every specific passes', () => {
    const before = { 'db.md': fm('Staging runs Postgres 14.2 on db-staging-2, owned by Priya.\n') };
    expect(lost(modelPlan(before, [{ file: 'db.md', after: fm('Priya owns staging: Postgres 14.2, host db-staging-2.\n') }]))).toEqual([]);
  });

  it('a dropped version, date, URL or name is lost unless named as superseded', () => {
    const before = { 'db.md': fm('Staging runs Postgres 14.2 since 2026-03-01, see https://wiki.example.com/db (ask Priya).\n') };
    const dropped = modelPlan(before, [{ file: 'db.md', after: fm('Staging runs Postgres.\n') }]);
    expect(lost(dropped).sort()).toEqual(['14.2', '2026-03-01', 'https://wiki.example.com/db', 'priya']);
    expect(guardPlan(dropped).refusals.join(' ')).toMatch(/4 specifics .* "14\.2" \(db\.md\)/);
    const superseded = modelPlan(before, [{ file: 'db.md', after: fm('Staging runs Postgres 16 (see https://wiki.example.com/db, ask Priya).\n'), supersedes: ['Staging runs Postgres 14.2 since 2026-03-01'] }]);
    expect(lost(superseded)).toEqual([]);
  });

  it('a number is not kept by a longer one that contains it', () => {
    const before = { 'a.md': fm('The cache holds 14 entries.\n') };
    expect(lost(modelPlan(before, [{ file: 'a.md', after: fm('The cache holds 140 entries since 2014.\n') }]))).toEqual(['14']);
  });

  it('a deleted memory keeps its specifics only if they live on elsewhere (or it was dropped with a reason)', () => {
    const before = { 'a.md': fm('Use port 8443 for the admin API.\n'), 'b.md': fm('Admin API notes.\n') };
    const merged = modelPlan(before, [{ file: 'b.md', after: fm('Admin API notes: it listens on port 8443.\n') }, { file: 'a.md', after: null, mergedInto: 'b.md' }]);
    expect(lost(merged)).toEqual([]);
    const mergedBadly = modelPlan(before, [{ file: 'a.md', after: null, mergedInto: 'b.md' }]);
    expect(lost(mergedBadly)).toEqual(['8443']);
    // Removed on purpose (no mergedInto): the change names its sentences as dropped, with its reason.
    const dropped = modelPlan(before, [{ file: 'a.md', after: null }]);
    dropped.changes[0]!.fates = [{ file: 'a.md', sentence: 'Use port 8443 for the admin API.', to: null, why: 'the admin API was retired' }];
    expect(lost(dropped)).toEqual([]);
  });

  it('applies to what the model was given: the builtin rules answer for their own edits', () => {
    const before = { 'a.md': fm('We shipped last Tuesday.\n') };
    expect(lost(modelPlan(before, [{ file: 'a.md', after: fm('We shipped on 2026-11-17.\n'), by: 'rules' }]))).toEqual([]);
  });
});
