import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { MAX_CAPTURES } from '../../../electron/core/dream/capture.js';
import { type DreamDirs, indexed, makeDirs, newerMemory, olderMemory, writeFiles } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const padding = {
  'p1.md': olderMemory('p1', 'user', 'The user edits in Neovim.\n'),
  'p2.md': olderMemory('p2', 'user', 'The user works from Lisbon.\n'),
  'p3.md': olderMemory('p3', 'reference', 'Dashboards live in the Grafana folder Latency.\n'),
  'p4.md': olderMemory('p4', 'reference', 'An account means a billing tenant.\n'),
  'p5.md': olderMemory('p5', 'feedback', 'Show the code change first.\n'),
  'p6.md': olderMemory('p6', 'feedback', 'Name each test file after its module.\n'),
};


describe('CLAUDE.md: by subject and polarity', () => {
  it('a memory saying the subject the other way round conflicts; one adding a clause or examples repeats', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, { 'CLAUDE.md': '# Rules\n\n- Never log full card numbers.\n- Use pnpm for installs.\n- Never push to main.\n- 不要在日志里打印用户手机号。\n' });
    await writeFiles(d.memory, indexed({
      ...padding,
      'cards.md': olderMemory('cards', 'feedback', 'It is fine to log full card numbers in debug builds.\n'),
      'pnpm.md': olderMemory('pnpm', 'feedback', 'Use pnpm for installs, for example pnpm add and pnpm install --frozen-lockfile.\n'),
      'main.md': olderMemory('main', 'feedback', 'Never push to main; open a pull request and ask Lee for review.\n'),
      'phone.md': olderMemory('phone', 'feedback', '排查问题时可以在日志里打印用户手机号。\n'),
    }));
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const files = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => f.file).sort();
    expect(files('claude-md-conflict')).toEqual(['cards.md', 'phone.md']);
    expect(files('in-claude-md')).toEqual(['main.md', 'pnpm.md']);
    expect(p.writes).toEqual([]);
  });

  it('reads the stance of the main clause, not the negators inside it; a consistent memory on another subject is quiet', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, { 'CLAUDE.md': '# Rules\n\n- Never add a dependency without asking first.\n- All tests must pass before you commit.\n- 所有数据库查询必须走ORM。\n- Never edit generated files under src/gen by hand.\n' });
    await writeFiles(d.memory, indexed({
      ...padding,
      'deps.md': olderMemory('deps', 'feedback', 'Adding new dependencies without asking is fine.\n'),
      'wip.md': olderMemory('wip', 'feedback', 'Committing with failing tests is OK on feature branches.\n'),
      'sql.md': olderMemory('sql', 'feedback', '报表查询可以不走ORM，直接写原生SQL。\n'),
      'regen.md': olderMemory('regen', 'feedback', 'To change the API types, edit openapi.yaml and run make gen.\n'),
      'ask.md': olderMemory('ask', 'feedback', 'Ask before adding a dependency, and never add one without asking first.\n'),
    }));
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const files = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => f.file).sort();
    expect(files('claude-md-conflict')).toEqual(['deps.md', 'sql.md', 'wip.md']);
    expect(files('in-claude-md')).toEqual(['ask.md']);
  });
});

describe('CLAUDE.md: a permission against a prohibition, whatever the verb form', () => {
  it('committing/commit and 没问题 meet their rule; another subject and a repeat with a consistent clause are quiet', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, { 'CLAUDE.md': '# Rules\n\n- Never commit .env files.\n- Never stop the staging cluster.\n- 不要把密钥写进代码。\n- Never drop tables in production.\n' });
    await writeFiles(d.memory, indexed({
      ...padding,
      'env.md': olderMemory('env', 'feedback', 'Committing the .env file is fine for local demos.\n'),
      'stop.md': olderMemory('stop', 'feedback', 'Stopping the staging cluster over the weekend is fine.\n'),
      'keys.md': olderMemory('keys', 'feedback', '测试环境把密钥写进代码没问题。\n'),
      'lock.md': olderMemory('lock', 'feedback', 'Committing the lockfile is fine.\n'),
      'drop.md': olderMemory('drop', 'feedback', 'Never drop tables in production; dropping them in a local database is fine.\n'),
    }));
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const files = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => f.file).sort();
    expect(files('claude-md-conflict')).toEqual(['env.md', 'keys.md', 'stop.md']);
    expect(files('in-claude-md')).toEqual(['drop.md']);
  });
});

describe('CLAUDE.md: a subject told by qualifier, prefix and stance', () => {
  it('a negative prefix (unsigned, unencrypted) and a negated permission (不做…也没问题) conflict; another environment or kind is quiet; a repeat in the passive is a repeat', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, { 'CLAUDE.md': '# Rules\n\n- Always sign release tags.\n- Database backups must always be encrypted.\n- 所有接口都必须做鉴权。\n- Never run load tests against production.\n- Do not add runtime dependencies without approval.\n- 禁止在生产环境打开调试日志。\n- Never expose internal error messages to API clients.\n' });
    await writeFiles(d.memory, indexed({
      ...padding,
      'tags.md': olderMemory('tags', 'feedback', 'Unsigned release tags are acceptable for nightly builds.\n'),
      'signed.md': olderMemory('signed', 'feedback', 'Unsigned release tags are not acceptable, even for nightly builds.\n'),
      'backups.md': olderMemory('backups', 'feedback', 'Unencrypted database backups are OK for the dev environment.\n'),
      'auth.md': olderMemory('auth', 'feedback', '内部接口不做鉴权也没问题。\n'),
      'load.md': olderMemory('load', 'feedback', 'Running load tests against staging is fine.\n'),
      'devdeps.md': olderMemory('devdeps', 'feedback', 'Adding dev dependencies without approval is fine.\n'),
      'debug.md': olderMemory('debug', 'feedback', '测试环境可以打开调试日志。\n'),
      'errors.md': olderMemory('errors', 'feedback', 'Internal error messages must not be exposed to API clients; return a generic message with a request id.\n'),
    }));
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const files = (kind: string) => p.findings.filter((f) => f.kind === kind).map((f) => f.file).sort();
    expect(files('claude-md-conflict')).toEqual(['auth.md', 'backups.md', 'tags.md']);
    expect(files('in-claude-md')).toEqual(['errors.md', 'signed.md']);
    expect(p.writes).toEqual([]);
  });
});

describe('CLAUDE.md in Traditional Chinese', () => {
  it('is read as Simplified: a waived requirement conflicts, another environment is quiet, a repeat repeats; findings quote the memory as written', async () => {
    const project = join(d.root, 'project');
    await writeFiles(project, { 'CLAUDE.md': '# 規範\n\n- 合併前必須跑完整合測試。\n- 禁止在正式環境開啟除錯日誌。\n- 程式碼註解用英文寫。\n' });
    await writeFiles(d.memory, indexed({
      ...padding,
      'hotfix.md': olderMemory('hotfix', 'feedback', '緊急修復合併前不跑整合測試也沒問題。\n'),
      'debug.md': olderMemory('debug', 'feedback', '測試環境可以開啟除錯日誌。\n'),
      'comments.md': olderMemory('comments', 'feedback', '程式碼註解用英文寫，包括函式說明。\n'),
    }));
    const p = await planOf(d.memory, { gather: { sinceMs: 0, projectRoot: project } });
    const of = (kind: string) => p.findings.filter((f) => f.kind === kind);
    expect(of('claude-md-conflict').map((f) => f.file)).toEqual(['hotfix.md']);
    expect(of('claude-md-conflict')[0]!.detail).toContain('"緊急修復合併前不跑整合測試也沒問題。"');
    expect(of('in-claude-md').map((f) => f.file)).toEqual(['comments.md']);
  });
});

describe('merges', () => {
  it('keeps the name that is not a copy, and a near-identical sentence once, in its longer form', async () => {
    await writeFiles(d.memory, { ...padding, 'deploy-rules.md': olderMemory('deploy-rules', 'feedback', 'Deploys of the ledger go out on Tuesdays.\nEvery deploy needs a rollback plan.\n') }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, {
      'deploy-rules_copy.md': newerMemory('deploy-rules_copy', 'feedback', 'Deploys of the ledger go out on Tuesdays.\nEvery deploy needs a rollback plan.\n', '2026-11-20T12:00:00Z'),
      'checks.md': olderMemory('checks', 'feedback', 'Always run make check before pushing to the ledger repo.\nThe ledger repo deploys from main.\n'),
      'checks-again.md': newerMemory('checks-again', 'feedback', 'Always run make check before pushing to the ledger repo, since CI runs the same check.\nThe ledger repo deploys from main.\n', '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'deploy-rules_copy.md')).toBeNull();
    expect(written(p, 'deploy-rules.md')).toBeUndefined();
    const gone = ['checks.md', 'checks-again.md'].filter((f) => written(p, f) === null);
    expect(gone).toHaveLength(1);
    const kept = gone[0] === 'checks.md' ? 'checks-again.md' : 'checks.md';
    const merged = written(p, kept) ?? (await readFile(join(d.memory, kept), 'utf8'));
    expect(merged.match(/Always run make check before pushing to the ledger repo/g)).toHaveLength(1);
    expect(merged).toContain('Always run make check before pushing to the ledger repo, since CI runs the same check.\nThe ledger repo deploys from main.\n');
    expect(guardPlan(p).ok).toBe(true);
  });

  it('never keeps a copy by its Chinese, numbered or index-title name', async () => {
    const body = '支付回调必须校验签名。\n支付流水保存五年。\n';
    await writeFiles(d.memory, { ...padding, 'payment-rules.md': olderMemory('payment-rules', 'feedback', body), 'deploy (2).md': olderMemory('deploy (2)', 'project', 'Deploys go out at 14:00.\n') }, new Date(2026, 8, 1, 12).getTime());
    await writeFiles(d.memory, {
      'payment-rules 副本.md': newerMemory('payment-rules 副本', 'feedback', body, '2026-11-20T12:00:00Z'),
      'deploy.md': olderMemory('deploy', 'project', 'Deploys go out at 14:00.\n'),
      'ledger.md': newerMemory('ledger', 'reference', 'The ledger closes at 18:00.\n', '2026-11-20T12:00:00Z'),
      'ledger-notes.md': olderMemory('ledger-notes', 'reference', 'The ledger closes at 18:00.\n'),
      'MEMORY.md': '- [Ledger (copy)](ledger.md) — ledger\n- [Ledger](ledger-notes.md) — ledger\n',
    });
    const p = await planOf(d.memory);
    expect(written(p, 'payment-rules 副本.md')).toBeNull();
    expect(written(p, 'payment-rules.md')).toBeUndefined();
    expect(written(p, 'deploy (2).md')).toBeNull();
    expect(written(p, 'ledger.md')).toBeNull();
    expect(written(p, 'ledger-notes.md')).toBeUndefined();
  });

  it('flags paraphrased duplicates it does not merge', async () => {
    await writeFiles(d.memory, indexed({
      ...padding,
      'tests-before-merge.md': olderMemory('tests-before-merge', 'feedback', 'Run the full test suite before merging a pull request.\n'),
      'pr-tests.md': olderMemory('pr-tests', 'feedback', 'Before a pull request is merged, the full test suite must pass.\n'),
      'lint.md': olderMemory('lint', 'feedback', 'Run the linter before committing to the ledger repo.\n'),
      'format.md': olderMemory('format', 'feedback', 'Run the formatter before committing to the ledger repo.\n'),
    }));
    const p = await planOf(d.memory);
    const dups = p.findings.filter((f) => f.kind === 'possible-duplicate');
    expect(dups).toHaveLength(1);
    expect(dups[0]!.detail).toMatch(/tests-before-merge\.md|pr-tests\.md/);
    expect(dups[0]!.detail).toMatch(/pr-tests\.md/);
    expect(p.writes).toEqual([]);
  });
});

describe('captured requests are conservative', () => {
  it('saves a bounded number per dream, lists the rest, skips word salad, types facts as project', async () => {
    const transcripts = `${d.root}/transcripts`;
    const line = (text: string) => JSON.stringify({ type: 'user', sessionId: '11111111-2222-4333-8444-555555555555', timestamp: '2026-11-20T10:00:00Z', message: { role: 'user', content: text } });
    const names = ['billing', 'ledger', 'search', 'gateway', 'notifier', 'catalog', 'exporter', 'mailer'];
    await writeFiles(transcripts, {
      '11111111-2222-4333-8444-555555555555.jsonl': [...names.map((s, i) => line(`Remember that the ${s} service owner is engineer number ${i + 10}.`)), line('记住 那个 qwe 不要 的 的 123 记住 不要 啊 zzz'), line('From now on, run the linter without the --fix flag.')].join('\n'),
    });
    await writeFiles(d.memory, padding);
    const p = await planOf(d.memory, {}, { transcriptDir: transcripts });
    const created = p.writes.filter((w) => w.after !== null && !w.file.startsWith('MEMORY') && !(w.file in padding));
    expect(created).toHaveLength(MAX_CAPTURES);
    expect(p.findings.filter((f) => f.kind === 'request-not-captured')).toHaveLength(names.length + 1 - MAX_CAPTURES);
    expect(created.some((w) => /qwe|zzz/.test(w.after!))).toBe(false);
    const billing = created.find((w) => w.after!.includes('billing service owner'))!;
    expect(billing.after).toContain('type: project');
    expect(billing.after).not.toContain('How to apply');
    expect(created.every((w) => !/-$|-[a-z]$/.test(w.file.replace(/\.md$/, '')))).toBe(true);
  });
});
