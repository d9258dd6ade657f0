import { mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openModelPass } from '../../../electron/core/dream/agent/setup.js';
import { DreamReports } from '../../../electron/core/dream/reports.js';
import { runDream, type RunDreamOptions } from '../../../electron/core/dream/run.js';
import { undoDream } from '../../../electron/core/dream/undo.js';
import { DEFAULT_RETRY } from '../../../electron/core/models/retry.js';
import { UsageLedger } from '../../../electron/core/models/usage-ledger.js';
import { appSettingsSchema } from '../../../electron/core/settings/app-settings-schema.js';
import { SnapshotStore } from '../../../electron/core/snapshots/index.js';
import { startModelServer, type ModelServer, type ScriptStep } from '../../helpers/model-server.js';
import { clock, makeDirs, memoryDirOf, olderMemory, treeBytes, writeFiles, type DreamDirs } from '../../unit/dream/fixtures.js';

const KEY = 'sk-ant-api03-TESTKEY-do-not-leak-7f3a9c';
let server: ModelServer;
let d: DreamDirs;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  d = await makeDirs();
  server.requests.length = 0;
});
afterEach(() => d.cleanup());

const TESTING_DB = olderMemory('testing-db', 'feedback', 'Integration tests must hit the real Postgres container.\n**Why:** mocked tests passed while the migration broke prod on 2026-10-02.\n', 'How integration tests treat the database');
const STAGING = olderMemory('staging', 'project', 'Staging runs Postgres 14 on db-staging-2.\n', 'What staging runs');

async function seed(): Promise<void> {
  const files: Record<string, string> = {
    'testing-db.md': TESTING_DB,
    'no-mocks.md': olderMemory('no-mocks', 'feedback', "Don't mock the database in tests.\n", 'Database mocking'),
    'staging.md': STAGING,
    'staging-upgrade.md': olderMemory('staging-upgrade', 'project', 'Staging was upgraded to Postgres 16 on 2026-11-18.\n', 'Staging upgrade'),
  };
  for (let i = 0; i < 6; i += 1) files[`topic-${i}.md`] = olderMemory(`topic-${i}`, 'project', `Service ${i} publishes to queue q${i * 7} every ${i + 2} minutes.\n`, `Service ${i}`);
  files['MEMORY.md'] = Object.keys(files).map((f) => `- [${f.replace('.md', '')}](${f}) — about ${f.replace('.md', '')}`).join('\n') + '\n';
  await writeFiles(d.memory, files, '2026-11-20T10:00:00Z');
}

type Provider = 'anthropic' | 'openai';

async function options(provider: Provider, settings: Record<string, unknown> = {}, extra: Partial<RunDreamOptions> = {}, stream = true): Promise<RunDreamOptions> {
  const s = appSettingsSchema.parse({ engine: 'agent', 'agent.provider': provider, 'agent.model': provider === 'anthropic' ? 'claude-sonnet-4-6' : 'gpt-4.1', 'agent.baseUrl': provider === 'anthropic' ? server.anthropicUrl : server.openaiUrl, ...settings });
  const agent = await openModelPass({ settings: s, stateDir: d.state, env: provider === 'anthropic' ? { ANTHROPIC_API_KEY: KEY } : { OPENAI_API_KEY: KEY }, clock, tuning: { timeoutMs: 1500, stream, retry: { ...DEFAULT_RETRY, baseDelayMs: 10, maxWaitMs: 3000 }, maxTurns: 6 } });
  return {
    dir: memoryDirOf(d.memory),
    stateDir: d.state,
    store: new SnapshotStore(join(d.state, 'snapshots'), { clock }),
    clock,
    lock: { lockDir: d.locks },
    gather: { sessions: [], sinceMs: 0, projectRoot: null },
    agent,
    ...extra,
  };
}

const GOOD: ScriptStep[] = [
  { text: 'Reading the candidates.', toolCalls: [{ name: 'read_memory', input: { file: 'testing-db.md' } }, { name: 'read_memory', input: { file: 'no-mocks.md' } }] },
  {
    toolCalls: [
      { name: 'write_memory', input: { file: 'testing-db.md', content: TESTING_DB.replace('Integration tests must hit the real Postgres container.', 'Integration tests must hit the real Postgres container; never mock the database.'), reason: 'no-mocks.md says the same rule in other words' } },
      { name: 'delete_memory', input: { file: 'no-mocks.md', reason: 'same rule as testing-db.md', mergedInto: 'testing-db.md' } },
      { name: 'write_memory', input: { file: 'staging.md', content: STAGING.replace('Staging runs Postgres 14 on db-staging-2.', 'Staging runs Postgres 16 on db-staging-2 (upgraded on 2026-11-18).'), reason: 'staging-upgrade.md (2026-11-18) says staging moved to Postgres 16', supersedes: ['Staging runs Postgres 14 on db-staging-2.'] } },
      { name: 'delete_memory', input: { file: 'staging-upgrade.md', reason: 'folded into staging.md', mergedInto: 'staging.md' } },
    ],
  },
  { toolCalls: [{ name: 'finish', input: { summary: 'Merged the database-testing rule and settled the staging Postgres version.' } }] },
];

/** Every file under the state dir, as text. */
async function stateTexts(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push((await readFile(p)).toString('latin1'));
    }
  };
  await walk(root);
  return out;
}

describe('agent engine: a model dreams inside the same safety net', () => {
  for (const [provider, stream] of [['anthropic', true], ['openai', false]] as const) {
    it(`a good consolidation (${provider}${stream ? ', streaming' : ''}) applies, is marked for review, and undoes byte for byte`, async () => {
      await seed();
      const before = await treeBytes(d.memory);
      const noMocksBytes = (await stat(join(d.memory, 'no-mocks.md'))).size;
      server.script(GOOD);
      const r = await runDream(await options(provider, {}, {}, stream));
      expect(r.error).toBeUndefined();
      expect(r.outcome).toBe('applied');
      expect(r.engine).toBe('agent');
      const model = r.changes.filter((c) => c.by === 'model');
      expect(model.map((c) => c.kind).sort()).toEqual(['memory-deleted', 'memory-deleted', 'memory-rewritten', 'memory-rewritten']);
      for (const c of model) {
        expect(c.confidence).toBe('review');
        expect(c.model).toEqual({ provider, model: provider === 'anthropic' ? 'claude-sonnet-4-6' : 'gpt-4.1' });
      }
      expect(await readFile(join(d.memory, 'staging.md'), 'utf8')).toContain('Postgres 16 on db-staging-2');
      await expect(stat(join(d.memory, 'no-mocks.md'))).rejects.toThrow();
      const index = await readFile(join(d.memory, 'MEMORY.md'), 'utf8');
      expect(index).not.toContain('no-mocks.md');
      expect(index).toContain('(testing-db.md)');
      // The report: who, what was sent, how much it cost.
      const report = await new DreamReports(d.state).get(r.dreamId!);
      expect(report.engine).toBe('agent');
      expect(report.changes.filter((c) => c.by === 'model')).toHaveLength(4);
      expect(report.agent).toMatchObject({ provider, turns: 3, finished: true, refusals: [] });
      expect(report.agent!.tokens.total).toBeGreaterThan(0);
      expect(report.agent!.sent.map((s) => s.source)).toEqual(expect.arrayContaining(['orientation', 'testing-db.md', 'no-mocks.md']));
      expect(report.agent!.sent.find((s) => s.source === 'no-mocks.md')!.bytes).toBe(noMocksBytes);
      // The orientation named the candidate pair that differs in a number.
      expect(server.requests[0]!.raw).toContain('staging');
      const undone = await undoDream({ dreamId: r.dreamId!, stateDir: d.state, store: new SnapshotStore(join(d.state, 'snapshots'), { clock }), lock: { lockDir: d.locks } });
      expect(undone.restored.length).toBeGreaterThan(0);
      const after = await treeBytes(d.memory);
      // The lock stays, as Claude Code leaves it (its mtime is lastConsolidatedAt); every memory byte is back.
      delete after['.consolidate-lock'];
      expect(after).toEqual(before);
    });
  }

  it('dry run shows the model changes and writes nothing', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    server.script(GOOD);
    const r = await runDream(await options('anthropic', {}, { dryRun: true }));
    expect(r.outcome).toBe('dry-run');
    expect(r.changes.filter((c) => c.by === 'model')).toHaveLength(4);
    expect(r.changes.find((c) => c.kind === 'memory-rewritten')!.diffs!.length).toBe(1);
    expect(await treeBytes(d.memory)).toEqual(before);
    expect(await readdir(d.state).catch(() => [])).not.toContain('dreams');
  });

  it('every sandbox escape is refused, shown to the model, listed in the report; nothing outside changes', async () => {
    await seed();
    const outside = join(d.root, 'outside.md');
    await writeFile(outside, 'outside the memory dir\n');
    await mkdir(join(d.root, 'elsewhere'));
    await symlink(outside, join(d.memory, 'link.md'));
    await symlink(join(d.root, 'elsewhere'), join(d.memory, 'linkdir'));
    await writeFiles(d.memory, { 'logs/2026/11/2026-11-20.md': 'We shipped.\n', 'team/shared.md': olderMemory('shared', 'project', 'Team rule.\n') }, '2026-11-20T10:00:00Z');
    const good = olderMemory('x', 'project', 'Body.\n');
    const escapes: Array<[string, Record<string, unknown>]> = [
      ['write_memory', { file: '../outside.md', content: good, reason: 'escape by dots' }],
      ['write_memory', { file: outside, content: good, reason: 'escape by absolute path' }],
      ['write_memory', { file: 'link.md', content: good, reason: 'escape by a symlinked file' }],
      ['write_memory', { file: 'linkdir/new.md', content: good, reason: 'escape by a symlinked folder' }],
      ['write_memory', { file: 'logs/2026/11/2026-11-20.md', content: good, reason: 'rewrite a raw log' }],
      ['write_memory', { file: 'team/shared.md', content: good, reason: 'touch team memory' }],
      ['write_memory', { file: 'CLAUDE.md', content: good, reason: 'edit instructions' }],
      ['write_memory', { file: 'notes.txt', content: good, reason: 'not markdown' }],
      ['write_memory', { file: 'MEMORY.md', content: '- junk\n', reason: 'overwrite the index' }],
      ['write_memory', { file: 'bad.md', content: '---\nname: [unclosed\ntype: project\n---\nBody.\n', reason: 'invalid frontmatter' }],
      ['write_memory', { file: 'untyped.md', content: '---\nname: untyped\ndescription: d\n---\nBody.\n', reason: 'no type' }],
      ['delete_memory', { file: '../outside.md', reason: 'delete outside' }],
      ['read_memory', { file: '../outside.md' }],
    ];
    server.script([{ toolCalls: escapes.map(([name, input]) => ({ name, input })) }, { toolCalls: [{ name: 'finish', input: {} }] }]);
    const r = await runDream(await options('openai'));
    expect(['applied', 'no-changes']).toContain(r.outcome);
    expect(r.changes.filter((c) => c.by === 'model')).toEqual([]);
    const refusals = r.agent!.refusals;
    expect(refusals.map((x) => x.file)).toEqual(escapes.map(([, i]) => i.file));
    expect(refusals.find((x) => x.file === 'link.md')!.reason).toMatch(/symlink/);
    expect(refusals.find((x) => x.file === 'linkdir/new.md')!.reason).toMatch(/symlink/);
    expect(refusals.find((x) => x.file === 'logs/2026/11/2026-11-20.md')!.reason).toMatch(/raw daily log/);
    expect(refusals.find((x) => x.file === 'team/shared.md')!.reason).toMatch(/team memory/);
    expect(refusals.find((x) => x.file === 'CLAUDE.md')!.reason).toMatch(/never edits/);
    expect(refusals.find((x) => x.file === 'bad.md')!.reason).toMatch(/invalid frontmatter/);
    expect(refusals.find((x) => x.file === 'untyped.md')!.reason).toMatch(/valid type/);
    // The model saw each refusal as an error result.
    const second = JSON.parse(server.requests[1]!.raw) as { messages: Array<{ role: string; content: unknown }> };
    const toolMsgs = second.messages.filter((m) => m.role === 'tool');
    expect(toolMsgs).toHaveLength(escapes.length);
    expect(toolMsgs.every((m) => String(m.content).startsWith('Refused:'))).toBe(true);
    expect(await readFile(outside, 'utf8')).toBe('outside the memory dir\n');
    expect(await readdir(join(d.root, 'elsewhere'))).toEqual([]);
    expect(await readFile(join(d.memory, 'logs/2026/11/2026-11-20.md'), 'utf8')).toBe('We shipped.\n');
  });

  it('a model that deletes everything is refused by the guard, and nothing is written', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    const files = Object.keys(before).filter((f) => f !== 'MEMORY.md');
    server.script([{ toolCalls: files.map((file) => ({ name: 'delete_memory', input: { file, reason: 'tidy up' } })) }, { toolCalls: [{ name: 'finish', input: {} }] }]);
    const r = await runDream(await options('anthropic'));
    expect(r.outcome).toBe('refused');
    expect(r.summary).toMatch(/remove 10 of 10 memories/);
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('a rewrite that drops a version number without naming it superseded is refused', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    server.script([
      { toolCalls: [{ name: 'write_memory', input: { file: 'staging.md', content: STAGING.replace('Staging runs Postgres 14 on db-staging-2.', 'Staging runs Postgres on db-staging-2.'), reason: 'shorter' } }] },
      { toolCalls: [{ name: 'finish', input: {} }] },
    ]);
    const r = await runDream(await options('anthropic'));
    expect(r.outcome).toBe('refused');
    expect(r.summary).toMatch(/"14" \(staging\.md\)/);
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('the per-dream budget stops the pass: failed with reason budget, nothing written', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    server.script([{ toolCalls: [{ name: 'read_memory', input: { file: 'staging.md' } }], usage: { input: 3000, output: 200 } }], { repeatLast: true });
    const r = await runDream(await options('anthropic', { 'agent.maxTokensPerDream': 5000 }));
    expect(r.outcome).toBe('failed');
    expect(r.reason).toBe('budget');
    expect(r.error).toMatch(/agent\.maxTokensPerDream/);
    expect(server.requests).toHaveLength(1);
    expect(r.agent!.tokens.total).toBe(3200);
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('the per-day budget counts earlier dreams of the day (persisted in the state dir)', async () => {
    await seed();
    await new UsageLedger(d.state, clock).add({ inputTokens: 9000, outputTokens: 500, costUsd: null });
    server.script(GOOD);
    const r = await runDream(await options('anthropic', { 'agent.maxTokensPerDay': 10_000 }));
    expect(r.outcome).toBe('failed');
    expect(r.reason).toBe('budget');
    expect(r.error).toMatch(/agent\.maxTokensPerDay/);
    expect(server.requests).toHaveLength(0);
  });

  it('401: failed with reason auth, naming the env var, the key nowhere', async () => {
    await seed();
    server.script([{ status: 401, message: `invalid x-api-key: ${KEY}` }]);
    const r = await runDream(await options('anthropic'));
    expect(r).toMatchObject({ outcome: 'failed', reason: 'auth' });
    expect(r.error).toContain('ANTHROPIC_API_KEY');
    expect(JSON.stringify(r)).not.toContain('TESTKEY');
  });

  it('429 with retry-after waits and succeeds; 500s end as server failures; a silent provider times out', async () => {
    await seed();
    server.script([{ status: 429, headers: { 'retry-after': '0.1' } }, ...GOOD]);
    expect((await runDream(await options('openai', {}, { dryRun: true }))).outcome).toBe('dry-run');
    server.script([{ status: 500 }], { repeatLast: true });
    expect(await runDream(await options('openai'))).toMatchObject({ outcome: 'failed', reason: 'server' });
    server.script([{ hang: true }], { repeatLast: true });
    expect(await runDream(await options('anthropic'))).toMatchObject({ outcome: 'failed', reason: 'timeout' });
  });

  it('malformed tool arguments become an error result; a model that never finishes hits the turn limit', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    server.script([{ toolCalls: [{ name: 'read_memory', rawArguments: '{"file": ' }] }, { toolCalls: [{ name: 'finish', input: {} }] }]);
    const ok = await runDream(await options('openai', {}, { dryRun: true }));
    expect(ok.outcome).toBe('dry-run');
    expect(server.requests[1]!.raw).toContain('were not valid JSON');
    server.script([{ toolCalls: [{ name: 'list_memories', input: {} }] }], { repeatLast: true });
    const r = await runDream(await options('openai'));
    expect(r).toMatchObject({ outcome: 'failed', reason: 'turn-limit' });
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('cancel in flight aborts the request; nothing is written and no lock is left', async () => {
    await seed();
    const before = await treeBytes(d.memory);
    server.script([{ hang: true }]);
    const ac = new AbortController();
    const p = runDream(await options('anthropic', {}, { signal: ac.signal }));
    const end = Date.now() + 5000;
    while (server.requests.length === 0 && Date.now() < end) await new Promise((res) => setTimeout(res, 10));
    ac.abort();
    const r = await p;
    expect(r.outcome).toBe('cancelled');
    while (!server.requests[0]!.aborted && Date.now() < end) await new Promise((res) => setTimeout(res, 10));
    expect(server.requests[0]!.aborted).toBe(true);
    expect(await treeBytes(d.memory)).toEqual(before);
  });

  it('agent.sendTranscripts false keeps transcripts out of every request; true sends bounded snippets', async () => {
    await seed();
    const transcripts = join(d.root, 'transcripts');
    await mkdir(transcripts);
    const line = JSON.stringify({ type: 'user', sessionId: 's1', timestamp: '2026-11-24T10:00:00Z', message: { role: 'user', content: 'remember: the PAGER-ROTA lives in Opsgenie' } });
    await writeFile(join(transcripts, '0b1c2d3e-0000-4000-8000-000000000001.jsonl'), `${line}\n`);
    const search: ScriptStep[] = [{ toolCalls: [{ name: 'search_transcripts', input: { query: 'PAGER-ROTA' } }] }, { toolCalls: [{ name: 'finish', input: {} }] }];
    const dir = memoryDirOf(d.memory, 'claude-code', { transcriptDir: transcripts });
    server.script(search);
    const off = await runDream(await options('anthropic', { 'agent.sendTranscripts': false }, { dryRun: true, dir }));
    expect(off.agent!.transcriptsShared).toBe(false);
    expect(server.requests.some((q) => q.raw.includes('Opsgenie'))).toBe(false);
    expect(server.requests[1]!.raw).toContain('agent.sendTranscripts is false');
    server.requests.length = 0;
    server.script(search);
    const on = await runDream(await options('anthropic', {}, { dryRun: true, dir }));
    expect(server.requests[1]!.raw).toContain('Opsgenie');
    expect(on.agent!.sent.map((s) => s.source)).toContain('transcript:s1');
  });

  it('the key is in no file of the state dir and in no result', async () => {
    await seed();
    server.script(GOOD);
    const r = await runDream(await options('anthropic'));
    expect(r.outcome).toBe('applied');
    server.script([{ status: 401, message: `bad key ${KEY}` }]);
    const failed = await runDream(await options('anthropic'));
    expect(failed.reason).toBe('auth');
    const texts = await stateTexts(d.state);
    expect(texts.length).toBeGreaterThan(3);
    for (const t of [...texts, JSON.stringify(r), JSON.stringify(failed)]) expect(t).not.toContain('TESTKEY');
  });
});
