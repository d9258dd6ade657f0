import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.js';
import { writeAt } from '../../helpers/config-home.js';
import { startModelServer, type ModelServer } from '../../helpers/model-server.js';

const KEY = 'sk-ant-api03-CLIKEY-never-printed-91d2';
const DAY = 86_400_000;
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const memory = (name: string, type: string, body: string) => `---\nname: ${name}\ndescription: about ${name}\ntype: ${type}\n---\n${body}`;

describe('autodream dream --engine agent (the real CLI against the scripted provider)', () => {
  let root: string;
  let mem: string;
  let args: string[];
  const env = () => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.anthropicUrl, OPENAI_API_KEY: '' });

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ad-agent-cli-'));
    mem = join(root, 'memory');
    args = ['--state-dir', join(root, 'state'), '--config-dir', join(root, 'claude')];
    const old = Date.now() - 3 * DAY;
    const files: Record<string, string> = { 'staging.md': memory('staging', 'project', 'Staging runs Postgres 14 on db-staging-2.\n'), 'staging-upgrade.md': memory('staging-upgrade', 'project', 'Staging was upgraded to Postgres 16 on 2026-11-18.\n') };
    for (let i = 0; i < 6; i += 1) files[`topic-${i}.md`] = memory(`topic-${i}`, 'project', `Service ${i} publishes to queue q${i}.\n`);
    files['MEMORY.md'] = Object.keys(files).map((f) => `- [${f}](${f}) — about ${f}`).join('\n') + '\n';
    for (const [f, t] of Object.entries(files)) await writeAt(join(mem, f), t, old);
    server.requests.length = 0;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const settle = () => [
    {
      toolCalls: [
        { name: 'write_memory', input: { file: 'staging.md', content: memory('staging', 'project', 'Staging runs Postgres 16 on db-staging-2 (upgraded 2026-11-18).\n'), reason: 'staging-upgrade.md says it moved to 16', supersedes: ['Staging runs Postgres 14 on db-staging-2.'] } },
        { name: 'delete_memory', input: { file: 'staging-upgrade.md', reason: 'folded into staging.md', mergedInto: 'staging.md' } },
      ],
    },
    { toolCalls: [{ name: 'finish', input: { summary: 'Settled the staging Postgres version.' } }] },
  ];

  // Six CLI processes one after another: give a loaded machine time.
  it('dry run, then a real run marked for review, status with today\'s tokens; the key in no output and no state file', { timeout: 120_000 }, async () => {
    const outputs: string[] = [];
    server.script(settle());
    const dry = await runCli([...args, 'dream', '--memory-dir', mem, '--engine', 'agent', '--dry-run'], { env: env() });
    outputs.push(dry.stdout, dry.stderr);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/\[model, review\] memory-rewritten: staging-upgrade\.md says it moved to 16 \(claude-sonnet-4-6 via anthropic\)/);
    expect(dry.stdout).toMatch(/sent: [\d,]+ bytes of memory text \(orientation \d+/);
    expect(await readFile(join(mem, 'staging.md'), 'utf8')).toContain('Postgres 14');

    // The engine from the settings (no flag), as the scheduler and the window run it.
    expect((await runCli([...args, 'settings', 'set', 'engine', 'agent'])).code).toBe(0);
    server.script(settle());
    const run = await runCli([...args, '--json', 'dream', '--memory-dir', mem], { env: env() });
    outputs.push(run.stdout, run.stderr);
    expect(run.code).toBe(0);
    const out = run.json<{ outcome: string; engine: string; changes: Array<{ by?: string; confidence?: string }>; agent: { tokens: { total: number } } }>();
    expect(out).toMatchObject({ outcome: 'applied', engine: 'agent' });
    expect(out.changes.filter((c) => c.by === 'model' && c.confidence === 'review')).toHaveLength(2);
    expect(await readFile(join(mem, 'staging.md'), 'utf8')).toContain('Postgres 16');
    await expect(stat(join(mem, 'staging-upgrade.md'))).rejects.toThrow();

    const status = await runCli([...args, 'status', '--memory-dir', mem], { env: env() });
    outputs.push(status.stdout, status.stderr);
    expect(status.stdout).toMatch(/model today: [\d,]+ of 2,000,000 tokens, \$0\.\d\d, 4 calls/);
    const json = await runCli([...args, '--json', 'status', '--memory-dir', mem]);
    expect(json.json<{ modelUsage: { calls: number; tokens: number } }>().modelUsage.calls).toBe(4);

    // A wrong key: exit 1, the env var named, the key nowhere.
    server.script([{ status: 401, message: `invalid x-api-key ${KEY}` }]);
    const bad = await runCli([...args, 'dream', '--memory-dir', mem], { env: env() });
    outputs.push(bad.stdout, bad.stderr);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/ANTHROPIC_API_KEY.*\(auth\)/);

    const stateFiles: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const e of await readdir(dir, { withFileTypes: true })) {
        if (e.isDirectory()) await walk(join(dir, e.name));
        else stateFiles.push((await readFile(join(dir, e.name))).toString('latin1'));
      }
    };
    await walk(join(root, 'state'));
    expect(stateFiles.length).toBeGreaterThan(3);
    for (const text of [...outputs, ...stateFiles]) expect(text).not.toContain('CLIKEY');
  });

  it('a rewrite that loses a version number exits 4 and writes nothing; no key exits 1 naming the env var', { timeout: 120_000 }, async () => {
    server.script([
      { toolCalls: [{ name: 'write_memory', input: { file: 'staging.md', content: memory('staging', 'project', 'Staging runs Postgres on db-staging-2.\n'), reason: 'shorter' } }] },
      { toolCalls: [{ name: 'finish', input: {} }] },
    ]);
    const r = await runCli([...args, 'dream', '--memory-dir', mem, '--engine', 'agent'], { env: env() });
    expect(r.code).toBe(4);
    expect(r.stdout).toMatch(/"14" \(staging\.md\)/);
    expect(await readFile(join(mem, 'staging.md'), 'utf8')).toContain('Postgres 14');
    const none = await runCli([...args, 'dream', '--memory-dir', mem, '--engine', 'agent'], { env: { ANTHROPIC_API_KEY: '', ANTHROPIC_BASE_URL: server.anthropicUrl } });
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(/No Anthropic API key: set ANTHROPIC_API_KEY/);
    const usage = await runCli([...args, 'dream', '--memory-dir', mem, '--engine', 'gpt']);
    expect(usage.code).toBe(2);
  });
});
