import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { withDiffs } from '../../../electron/core/dream/run.js';
import { makeDirs, newerMemory, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { kinds, planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

describe('dates', () => {
  it('makes relative dates absolute against frontmatter modified, an entry date, else the mtime', async () => {
    await writeFiles(d.memory, { 'a.md': newerMemory('a', 'project', 'We rotated the keys yesterday.\n', '2026-11-20T12:00:00Z') });
    await writeFiles(d.memory, { 'b.md': olderMemory('b', 'project', 'The outage started 3 days ago.\n\n### Incident\nWe rolled back yesterday.\n**Date:** 2026-10-02\n') }, new Date(2026, 10, 10, 12).getTime());
    await writeFiles(d.memory, { 'c.md': olderMemory('c', 'project', '上周我们把日志平台迁移到了新集群。\n') }, new Date(2026, 10, 20, 12).getTime());
    const p = await planOf(d.memory);
    expect(written(p, 'a.md')).toContain('We rotated the keys on 2026-11-19.');
    expect(written(p, 'b.md')).toContain('The outage started on 2026-11-07.');
    expect(written(p, 'b.md')).toContain('We rolled back on 2026-10-01.');
    expect(written(p, 'c.md')).toContain('2026-11-09至2026-11-15我们把日志平台迁移到了新集群。');
    const reasons = p.changes.filter((c) => c.kind === 'date-absolutized').map((c) => c.reason);
    expect(reasons).toContain("'yesterday' in a.md written 2026-11-20 -> 2026-11-19");
    expect(guardPlan(p).ok).toBe(true);
  });

  it('never touches code, quotes, recurring rules, team memory or a word that only starts like a date', async () => {
    const body = [
      'Always check the logs from yesterday before standup.',
      'Run `report --since yesterday` for details.',
      'The API says "retry tomorrow" when throttled.',
      '> We fixed it yesterday, said the lead.',
      '',
      '```',
      'git log --since "last week"',
      '```',
      '',
      '上周日志平台的告警太多了。',
      'Cassandra 11.',
      'Last week we rotated the credentials.',
      '',
    ].join('\n');
    await writeFiles(d.memory, { 'a.md': olderMemory('a', 'project', body), 'team/t.md': olderMemory('t', 'project', 'We shipped it yesterday.\n') }, new Date(2026, 10, 20, 12).getTime());
    const p = await planOf(d.memory);
    const after = written(p, 'a.md')!;
    for (const line of body.split('\n').slice(0, 9)) expect(after).toContain(line);
    expect(after).toContain('2026-11-09至2026-11-15日志平台的告警太多了。');
    expect(after).toContain('In the week of 2026-11-09 we rotated the credentials.');
    expect(written(p, 'team/t.md')).toBeUndefined();
  });

  it('leaves a table header and short label cells alone but dates a sentence in a row; a code name stays', async () => {
    const body = [
      'The checkout rewrite is code-named Tomorrow.',
      '',
      '| Orders shipped yesterday by the north depot | 今日 | Count |',
      '|---|---|---|',
      '| boxes | tomorrow | 5 |',
      '| note | the depot closed early yesterday after a power cut | 1 |',
      '',
    ].join('\n');
    await writeFiles(d.memory, { 'depot.md': olderMemory('depot', 'project', body) }, new Date(2026, 10, 20, 12).getTime());
    const p = await planOf(d.memory);
    const after = written(p, 'depot.md')!;
    for (const line of body.split('\n').slice(0, 5)) expect(after).toContain(line);
    expect(after).toContain('| note | the depot closed early on 2026-11-19 after a power cut | 1 |');
    expect(p.changes.filter((c) => c.kind === 'date-absolutized')).toHaveLength(1);
  });
});

describe('duplicates', () => {
  it('merges exact and near duplicates into the survivor, keeping every distinct sentence and its frontmatter', async () => {
    const rule = 'Always run make check before pushing.\n\n**Why:** CI is slow.\n';
    await writeFiles(d.memory, {
      'check.md': newerMemory('check', 'feedback', rule, '2026-11-01T12:00:00Z', 'Run make check'),
      'check-copy.md': olderMemory('check-copy', 'feedback', rule),
      'check-more.md': olderMemory('check-more', 'feedback', 'Always run make check before pushing. This matters most during releases.\n\n**Why:** CI is slow.\n'),
      'other-1.md': olderMemory('other-1', 'project', 'The billing service runs on Nomad.\n'),
      'other-2.md': olderMemory('other-2', 'project', 'The auth service runs on ECS.\n'),
      'other-3.md': olderMemory('other-3', 'project', 'The search service runs on Fly.\n'),
      'other-4.md': olderMemory('other-4', 'project', 'The mailer service runs on Heroku.\n'),
      'other-5.md': olderMemory('other-5', 'project', 'The ledger service runs on Kubernetes.\n'),
      'MEMORY.md': '- [Check](check.md) — run make check\n- [Copy](check-copy.md) — the same\n',
    });
    const p = await planOf(d.memory);
    // The exact copy first, then the memory that says all of it and more.
    const merges = p.changes.filter((c) => c.kind === 'duplicates-merged');
    expect(merges.map((c) => [...c.files].sort())).toEqual([['check-copy.md'], ['check-more.md', 'check.md']]);
    expect(written(p, 'check-copy.md')).toBeNull();
    expect(written(p, 'check-more.md')).toBeNull();
    const merged = written(p, 'check.md')!;
    expect(merged.startsWith('---\nname: check\ndescription: Run make check\nmetadata:\n  type: feedback\n')).toBe(true);
    expect(merged).toContain('This matters most during releases.');
    expect(written(p, 'MEMORY.md')).not.toContain('check-copy.md');
    expect(guardPlan(p).ok).toBe(true);
  });

  it('never merges similar but different rules, team with personal, or near duplicates in a light dream', async () => {
    await writeFiles(d.memory, {
      'lint.md': olderMemory('lint', 'feedback', 'Run the linter before committing to the web repo.\n'),
      'fmt.md': olderMemory('fmt', 'feedback', 'Run the formatter before committing to the web repo.\n'),
      'zh-a.md': olderMemory('zh-a', 'feedback', '修改搜索服务客户端之前先看接口文档。\n'),
      'zh-b.md': olderMemory('zh-b', 'feedback', '修改搜索服务服务端之前先看接口文档。\n'),
      'team/rule.md': olderMemory('rule', 'feedback', 'Squash merge every pull request.\n'),
      'rule.md': olderMemory('rule', 'feedback', 'Squash merge every pull request.\n'),
      'near-a.md': olderMemory('near-a', 'project', 'The billing service runs on Nomad.\nIt has two replicas.\n'),
      'near-b.md': olderMemory('near-b', 'project', 'The billing service runs on Nomad.\nIt has two replicas.\nThis matters most during releases.\n'),
    });
    expect(kinds(await planOf(d.memory, { depth: 'light' })).filter((k) => k === 'duplicates-merged')).toEqual([]);
    const rem = await planOf(d.memory);
    const merged = rem.changes.filter((c) => c.kind === 'duplicates-merged');
    // near-b says all near-a says and more: it survives unchanged, near-a goes.
    expect(merged.map((c) => [...c.files].sort())).toEqual([['near-a.md']]);
    expect(merged[0]!.reason).toMatch(/^near-a\.md repeats near-b\.md/);
  });

  it('merges exact duplicates inside team/ only', async () => {
    await writeFiles(d.memory, {
      'team/a.md': olderMemory('a', 'feedback', 'Squash merge every pull request.\n'),
      'team/b.md': olderMemory('b', 'feedback', 'Squash merge every pull request.\n'),
      'team/c.md': olderMemory('c', 'feedback', 'Squash merge every pull request. This matters most during releases.\n'),
      'team/d.md': olderMemory('d', 'feedback', 'Tag releases.\n'),
      'team/e.md': olderMemory('e', 'feedback', 'Review docs.\n'),
      'team/MEMORY.md': '- [A](a.md) — squash\n- [B](b.md) — squash\n',
    });
    const p = await planOf(d.memory, { depth: 'light' });
    const merges = p.changes.filter((c) => c.kind === 'duplicates-merged');
    expect(merges).toHaveLength(1);
    expect(written(p, 'team/c.md')).toBeUndefined();
    expect(written(p, 'team/MEMORY.md')).toBe('- [A](a.md) — squash\n');
  });
});

describe('superseded facts', () => {
  it('removes the older statement, and the file when nothing is left', async () => {
    await writeFiles(d.memory, { 'old.md': olderMemory('old', 'project', 'The web repo uses npm for installs.\nIt builds with Vite.\n'), 'older.md': olderMemory('older', 'project', 'Deploys of billing happen on Fridays.\n') }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, {
      'new.md': newerMemory('new', 'project', 'We switched from npm to bun for installs in the web repo.\nDeploys of billing no longer happen on Fridays.\n', '2026-11-20T12:00:00Z'),
      'x1.md': olderMemory('x1', 'project', 'The auth repo uses npm for installs.\n'),
      'x2.md': olderMemory('x2', 'user', 'The user is an SRE.\n'),
      'x3.md': olderMemory('x3', 'user', 'The user likes tables.\n'),
      'x4.md': olderMemory('x4', 'user', 'The user works in Berlin.\n'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'old.md')).toBe(olderMemory('old', 'project', 'It builds with Vite.\n'));
    expect(written(p, 'older.md')).toBeNull();
    expect(written(p, 'x1.md')).toBeUndefined();
    const reasons = p.changes.filter((c) => c.kind === 'fact-superseded').map((c) => c.reason);
    expect(reasons.some((r) => r.includes("'The web repo uses npm for installs.' (old.md, 2026-09-01) is superseded by"))).toBe(true);
    // Heuristic changes ask for review; dates and word-for-word fixes are mechanical.
    expect(p.changes.filter((c) => c.kind === 'fact-superseded').every((c) => c.confidence === 'review')).toBe(true);
    expect(withDiffs(p, false).filter((c) => c.kind === 'fact-superseded').map((c) => [c.by ?? 'rules', c.confidence])).toEqual([['rules', 'review'], ['rules', 'review']]);
    expect(guardPlan(p).ok).toBe(true);
  });

  it('rewrites only the superseded part of an older statement that says more, and flags what it cannot rewrite', async () => {
    await writeFiles(d.memory, {
      'pay.md': olderMemory('pay', 'project', 'Payments run on Heroku and deploys need approval from Dana.\n'),
      'db.md': olderMemory('db', 'project', 'The main database runs Postgres 14.\n'),
      'bk.md': olderMemory('bk', 'project', 'Nightly backups go to S3 in us-east-2 and are kept for 30 days.\n'),
    }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, { 'moves.md': newerMemory('moves', 'project', 'Payments moved from Heroku to Fly.io.\nWe upgraded the main database to Postgres 16.\nNightly backups moved from S3 to Backblaze B2.\n', '2026-11-20T12:00:00Z') });
    const p = await planOf(d.memory);
    expect(written(p, 'pay.md')).toBe(olderMemory('pay', 'project', 'Payments run on Fly.io (Heroku until 2026-11-20) and deploys need approval from Dana.\n'));
    expect(written(p, 'db.md')).toBeUndefined();
    expect(written(p, 'bk.md')).toBeUndefined();
    const finding = (kind: string, file: string): string | undefined => p.findings.find((f) => f.kind === kind && f.file === file)?.detail;
    expect(finding('contradiction', 'db.md')).toMatch(/The main database runs Postgres 14.*We upgraded the main database to Postgres 16/);
    expect(finding('outdated', 'bk.md')).toMatch(/Nightly backups go to S3.*Nightly backups moved from S3 to Backblaze B2/);
    expect(guardPlan(p).ok).toBe(true);
  });

  it('flags an announced change the finer rules leave (a labelled line, a change verb with no from), never silently and never as an edit', async () => {
    await writeFiles(d.memory, {
      'build.md': olderMemory('build', 'feedback', 'Build the Android client with the `gradle assemble` task.\n'),
      'sensors.md': olderMemory('sensors', 'project', 'Greenhouse sensors report over LoRaWAN every 5 minutes, and readings older than 90 days are archived.\n'),
      'x2.md': olderMemory('x2', 'user', 'The user is an SRE.\n'),
      'x3.md': olderMemory('x3', 'user', 'The user likes tables.\n'),
      'x4.md': olderMemory('x4', 'user', 'The user works in Berlin.\n'),
    }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, {
      'changes.md': newerMemory('changes', 'project', '**Deprecated:** `gradle assemble`. Build the Android client with `./build.sh android` instead.\n\nWe migrated the greenhouse sensors off LoRaWAN onto NB-IoT.\n', '2026-11-20T12:00:00Z'),
      // **Why:** explains a rule: never read as a statement of its own
      'why.md': newerMemory('why', 'feedback', 'Keep notes short.\n\n**Why:** the user no longer works in Berlin.\n', '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'build.md')).toBeUndefined();
    expect(written(p, 'sensors.md')).toBeUndefined();
    const outdated = (file: string): string | undefined => p.findings.find((f) => f.kind === 'outdated' && f.file === file)?.detail;
    expect(outdated('build.md')).toMatch(/gradle assemble.*build\.sh android/s);
    expect(outdated('sensors.md')).toMatch(/LoRaWAN every 5 minutes.*off LoRaWAN onto NB-IoT/);
    expect(p.findings.some((f) => f.detail.includes('no longer works in Berlin'))).toBe(false);
  });

  it('puts a newer statement from a daily log in place of the older one (logs are never rewritten)', async () => {
    await writeFiles(d.memory, { 'logs.md': olderMemory('logs', 'project', 'Logs of billing are shipped to Splunk.\nRetention is 30 days.\n') }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, { 'logs/2026/11/2026-11-20.md': '- Logs of billing are now shipped to Datadog.\n', 'a.md': olderMemory('a', 'user', 'The user is an SRE.\n') });
    const p = await planOf(d.memory);
    expect(written(p, 'logs.md')).toContain('Logs of billing are now shipped to Datadog.\nRetention is 30 days.');
    expect(written(p, 'logs/2026/11/2026-11-20.md')).toBeUndefined();
  });
});

describe('captured requests', () => {
  it('turns explicit requests in transcripts into typed memories with their source, once', async () => {
    const transcripts = `${d.root}/transcripts`;
    const line = (text: string, ts: string) => JSON.stringify({ type: 'user', sessionId: '11111111-2222-4333-8444-555555555555', timestamp: ts, message: { role: 'user', content: text } });
    await writeFiles(transcripts, {
      '11111111-2222-4333-8444-555555555555.jsonl': [
        line('From now on, always tag releases with the ticket number.', '2026-11-20T10:00:00Z'),
        line('以后都用pnpm安装依赖。', '2026-11-21T10:00:00Z'),
        line('Do you remember how we fixed the build?', '2026-11-21T11:00:00Z'),
        line('Remember: never edit generated clients by hand.', '2026-11-22T10:00:00Z'),
        line("Don't do that again.", '2026-11-22T11:00:00Z'),
        '{broken json',
      ].join('\n'),
    });
    await writeFiles(d.memory, { 'gen.md': olderMemory('gen', 'feedback', 'Never edit generated clients by hand.\n') });
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const created = p.writes.filter((w) => w.after !== null && !w.file.startsWith('MEMORY') && w.file !== 'gen.md');
    expect(created.map((w) => w.file).sort()).toEqual(['always-tag-releases-with-the-ticket-number.md', '用-pnpm-安装依赖.md']);
    const tag = created.find((w) => w.file.startsWith('always'))!.after!;
    expect(tag).toMatch(/^---\nname: always-tag-releases-with-the-ticket-number\ndescription: Always tag releases with the ticket number\nmetadata:\n {2}type: feedback\nmodified: 2026-11-25T12:00:00.000Z\n---\n/);
    expect(tag).toContain('**Why:** You asked for this explicitly on 2026-11-20 (session 11111111-2222-4333-8444-555555555555)');
    expect(tag).toContain('**How to apply:**');
    expect(p.findings.some((f) => f.kind === 'vague-request')).toBe(true);
    expect(written(p, 'MEMORY.md')).toContain('(always-tag-releases-with-the-ticket-number.md)');
    expect(await planOf(d.memory, { depth: 'light' }, { transcriptDir: transcripts }).then((x) => kinds(x).includes('signal-captured'))).toBe(false);
  });
});
