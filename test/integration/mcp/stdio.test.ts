import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMemoryFile } from '../../../electron/core/memdir/frontmatter.js';
import { parseIndex } from '../../../electron/core/memdir/index-file.js';
import { localDay } from '../../../electron/core/clock.js';
import { runCli } from '../../helpers/cli.js';
import { cliEntry } from '../daemon/daemon-process.js';
import { buildMemoryFixture, readTree, type MemoryFixture } from '../daemon/memory-fixture.js';
import { call, connectStdio, type Dirs } from './mcp-child.js';

let root: string;
let dirs: Dirs;
let fx: MemoryFixture;
let client: Client;

const cliArgs = () => ['--config-dir', dirs.configDir, '--state-dir', dirs.stateDir];
const indexEntries = async () => parseIndex(await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8')).flatMap((l) => (l.kind === 'entry' ? [l.file] : []));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-mcp-'));
  dirs = { configDir: join(root, 'claude'), stateDir: join(root, 'state'), home: join(root, 'home') };
  await mkdir(dirs.home, { recursive: true });
  fx = await buildMemoryFixture(dirs.configDir, Date.now());
  ({ client } = await connectStdio(dirs, ['--memory-dir', fx.memoryDir]));
});

afterAll(async () => {
  await client?.close();
  await rm(root, { recursive: true, force: true });
});

describe('autodream mcp over stdio', () => {
  it('serves the six memory tools with the contract\'s arguments, each taking memoryDir', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, Object.keys((t.inputSchema.properties ?? {}) as object).sort()]));
    expect([...byName.keys()].sort()).toEqual(['memory_dream', 'memory_dream_status', 'memory_flush', 'memory_get', 'memory_search', 'memory_write']);
    expect(byName.get('memory_search')).toEqual(['memoryDir', 'query', 'topK', 'type']);
    expect(byName.get('memory_get')).toEqual(['file', 'memoryDir']);
    expect(byName.get('memory_write')).toEqual(['content', 'description', 'file', 'memoryDir', 'mode', 'type']);
    expect(byName.get('memory_flush')).toEqual(['content', 'force', 'memoryDir']);
    expect(byName.get('memory_dream')).toEqual(['dryRun', 'force', 'memoryDir']);
    expect(byName.get('memory_dream_status')).toEqual(['memoryDir']);
  });

  it('memory_write creates a topic file with frontmatter and its MEMORY.md line, recorded and undoable', async () => {
    const w = await call(client, 'memory_write', { file: 'project_release.md', content: 'Releases ship on Thursdays after the staging soak.', type: 'project', mode: 'replace', description: 'release train runs on Thursdays' });
    expect(w.isError, w.text).toBe(false);
    expect(w.text).toMatch(/created project_release\.md .* added to MEMORY\.md/);
    const text = await readFile(join(fx.memoryDir, 'project_release.md'), 'utf8');
    const parsed = parseMemoryFile(text);
    expect(parsed.ok && parsed.file).toMatchObject({ name: 'project_release', description: 'release train runs on Thursdays', type: 'project' });
    expect(text).toContain('Releases ship on Thursdays after the staging soak.\n');
    const index = await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8');
    expect(index).toContain('- [Project release](project_release.md) — release train runs on Thursdays\n');
    // The old entries stay byte for byte: the line was added, nothing else changed.
    expect(index.startsWith('- [User role](user_role.md) — senior backend engineer, prefers Go for services\n')).toBe(true);

    // get and search see it at once
    const g = await call(client, 'memory_get', { file: 'project_release.md' });
    expect(g.text).toBe(text);
    const s = await call(client, 'memory_search', { query: 'thursdays soak' });
    expect((s.data.hits as Array<{ file: string }>)[0]?.file).toBe('project_release.md');
    expect(s.data.mode).toBe('keyword');

    // history shows the agent's write; undo puts it back
    const writeId = w.data.writeId as string;
    const hist = await runCli([...cliArgs(), 'history', '--memory-dir', fx.memoryDir, '--json']);
    const record = hist.json<{ dreams: Array<{ dreamId: string; trigger?: string; summary: string }> }>().dreams.find((d) => d.dreamId === writeId);
    expect(record).toMatchObject({ trigger: 'agent-tool' });
    const report = JSON.parse(await readFile(join(dirs.stateDir, 'dreams', `${writeId}.json`), 'utf8')) as { changes: Array<{ by: string; files: string[] }>; snapshotId: string };
    expect(report.changes[0]).toMatchObject({ by: 'agent-tool', files: ['project_release.md', 'MEMORY.md'] });
    const undo = await runCli([...cliArgs(), 'undo', writeId]);
    expect(undo.code, undo.stderr).toBe(0);
    await expect(stat(join(fx.memoryDir, 'project_release.md'))).rejects.toThrow();
    expect(await indexEntries()).not.toContain('project_release.md');
  });

  it('append adds to the body and keeps the frontmatter; replace swaps the body; the line is not duplicated', async () => {
    await call(client, 'memory_write', { file: 'feedback_review.md', content: 'Keep PRs under 400 lines.', type: 'feedback', mode: 'replace', description: 'small pull requests' });
    const a = await call(client, 'memory_write', { file: 'feedback_review.md', content: 'Squash before merging.', type: 'feedback', mode: 'append' });
    expect(a.isError, a.text).toBe(false);
    const appended = await readFile(join(fx.memoryDir, 'feedback_review.md'), 'utf8');
    expect(appended).toMatch(/^---\nname: feedback_review\ndescription: small pull requests\ntype: feedback\n---\n\nKeep PRs under 400 lines\.\n\nSquash before merging\.\n$/);
    await call(client, 'memory_write', { file: 'feedback_review.md', content: 'Only squash merges.', type: 'feedback', mode: 'replace', description: 'merge style' });
    const replaced = await readFile(join(fx.memoryDir, 'feedback_review.md'), 'utf8');
    expect(replaced).toBe('---\nname: feedback_review\ndescription: merge style\ntype: feedback\n---\n\nOnly squash merges.\n');
    const entries = (await indexEntries()).filter((f) => f === 'feedback_review.md');
    expect(entries).toHaveLength(1);
    expect(await readFile(join(fx.memoryDir, 'MEMORY.md'), 'utf8')).toContain('(feedback_review.md) — merge style');
  });

  describe('refuses, with a clear error and nothing written', () => {
    const refusal = async (args: Record<string, unknown>, message: RegExp) => {
      const before = await readTree(fx.memoryDir);
      const reportsBefore = await readdir(join(dirs.stateDir, 'dreams')).catch(() => []);
      const r = await call(client, 'memory_write', { type: 'project', mode: 'replace', content: 'harmless note', ...args });
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(message);
      expect(r.text).toMatch(/Nothing was written/i);
      expect(await readTree(fx.memoryDir)).toEqual(before);
      expect(await readdir(join(dirs.stateDir, 'dreams')).catch(() => [])).toEqual(reportsBefore);
      return r;
    };
    it('a path with ..', () => refusal({ file: '../escape.md' }, /contains "\.\."/));
    it('an absolute path', () => refusal({ file: join(root, 'abs.md') }, /absolute path/));
    it('a symlink that leaves the dir', async () => {
      const outside = join(root, 'outside');
      await mkdir(outside, { recursive: true });
      await symlink(outside, join(fx.memoryDir, 'linked'));
      try {
        await refusal({ file: 'linked/evil.md' }, /outside|leaves|symlink/i);
        expect(await readdir(outside)).toEqual([]);
      } finally {
        await rm(join(fx.memoryDir, 'linked'));
      }
    });
    it('MEMORY.md as the target', () => refusal({ file: 'MEMORY.md' }, /memory index/));
    it('a raw log', () => refusal({ file: 'logs/2026/11/2026-11-30.md' }, /raw daily log/));
    it('team memory unless the setting allows it', async () => {
      await refusal({ file: 'team/conventions.md' }, /team memory.*agentWritesTeamMemory/);
      const set = await runCli([...cliArgs(), 'settings', 'set', 'agentWritesTeamMemory', 'true']);
      expect(set.code, set.stderr).toBe(0);
      try {
        const ok = await call(client, 'memory_write', { file: 'team/conventions.md', content: 'Tabs, not spaces.', type: 'project', mode: 'replace' });
        expect(ok.isError, ok.text).toBe(false);
        expect(await readFile(join(fx.memoryDir, 'team', 'MEMORY.md'), 'utf8')).toContain('(conventions.md)');
      } finally {
        await runCli([...cliArgs(), 'settings', 'set', 'agentWritesTeamMemory', 'false']);
      }
    });
    it('content over the size cap', () => refusal({ file: 'big.md', content: 'x'.repeat(70 * 1024) }, /over the 65,536-byte cap/));
    it('an API key', async () => {
      const r = await refusal({ file: 'keys.md', content: 'The deploy key is sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789' }, /API key/);
      expect(r.text).not.toContain('abcdefghijklmnop');
    });
    it('a private key', () => refusal({ file: 'keys.md', content: 'ssh key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----' }, /private key \(line 2\)/));
    it('a bearer token', () => refusal({ file: 'keys.md', content: 'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9abcdefgh1234"' }, /bearer token/));
    it('a password in a URL', async () => {
      const r = await refusal({ file: 'db.md', content: 'Staging DB: postgres://admin:hunter2hunter2@db.staging.internal:5432/app' }, /password in a URL/);
      expect(r.text).not.toContain('hunter2');
    });
    it('a name that is not a safe .md file name', () => refusal({ file: 'notes.txt' }, /not a \.md file/));
  });

  it('memory_flush appends to today\'s raw log, never twice unless forced', async () => {
    const day = localDay(Date.now());
    const log = join(fx.memoryDir, 'logs', day.slice(0, 4), day.slice(5, 7), `${day}.md`);
    const a = await call(client, 'memory_flush', { content: 'Tried the new cache; it halves cold starts.' });
    expect(a.isError, a.text).toBe(false);
    const once = await readFile(log, 'utf8');
    expect(once).toMatch(new RegExp(`^# ${day}\\n\\n## \\d\\d:\\d\\d\\n\\nTried the new cache; it halves cold starts\\.\\n$`));
    const again = await call(client, 'memory_flush', { content: 'Tried the new cache; it halves cold starts.' });
    expect(again.text).toMatch(/already has this note/);
    expect(await readFile(log, 'utf8')).toBe(once);
    await call(client, 'memory_flush', { content: 'Tried the new cache; it halves cold starts.', force: true });
    const twice = await readFile(log, 'utf8');
    expect(twice.startsWith(once)).toBe(true);
    expect(twice.split('Tried the new cache').length - 1).toBe(2);
    const secret = await call(client, 'memory_flush', { content: 'token: ghp_abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(secret.isError).toBe(true);
    expect(await readFile(log, 'utf8')).toBe(twice);
  });

  it('a write is visible to a following status, and a forced dream consolidates what the agent wrote', async () => {
    const before = await call(client, 'memory_dream_status');
    expect(before.text).toMatch(/Last consolidation: never/);
    const files = before.data.files as number;
    const dup = 'Integration tests must hit a real database, not mocks: a mocked migration test once hid a broken migration.';
    const w = await call(client, 'memory_write', { file: 'feedback_real_db.md', content: dup, type: 'feedback', mode: 'replace', description: 'integration tests must hit a real database' });
    expect(w.isError, w.text).toBe(false);
    const after = await call(client, 'memory_dream_status');
    expect(after.data.files).toBe(files + 1);
    // More distinct memories, so that merging two duplicates stays inside the guard's share.
    for (const [f, c] of [['reference_oncall.md', 'On-call rota lives in the ops wiki.'], ['project_api.md', 'The public API is versioned under /v2.'], ['user_editor.md', 'The user edits in Helix.']] as const) {
      expect((await call(client, 'memory_write', { file: f, content: c, type: f.split('_')[0], mode: 'replace' })).isError).toBe(false);
    }

    const notDue = await call(client, 'memory_dream');
    expect(notDue.data.outcome).toBe('not-due');
    expect(notDue.text).toMatch(/^Not due: .*sessions/);
    expect(notDue.text).toMatch(/Pass force: true/);

    const dry = await call(client, 'memory_dream', { force: true, dryRun: true });
    expect(dry.data.outcome, dry.text).toBe('dry-run');
    const dream = await call(client, 'memory_dream', { force: true });
    expect(dream.data.outcome, dream.text).toBe('applied');
    expect(dream.text).toMatch(/autodream undo \d{8}T\d{6}Z-[0-9a-f]{6}/);
    const changes = dream.data.changes as Array<{ kind: string; files: string[] }>;
    expect(changes.some((c) => c.files.includes('feedback_real_db.md'))).toBe(true);
    const status = await call(client, 'memory_dream_status');
    expect(status.text).toMatch(/Last consolidation: \d+ s ago/);
  });

  it('memoryDir addresses another known dir by id; an unknown one is refused', async () => {
    const list = await runCli([...cliArgs(), 'status', '--json']);
    const dir = list.json<{ memoryDirs: Array<{ id: string; memoryDir: string }> }>().memoryDirs.find((d) => d.memoryDir === fx.memoryDir)!;
    const s = await call(client, 'memory_dream_status', { memoryDir: dir.id });
    expect(s.data.memoryDir).toBe(fx.memoryDir);
    const bad = await call(client, 'memory_get', { file: 'x.md', memoryDir: join(root, 'nowhere') });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/knows no memory dir/);
  });

  it('two clients writing to one dir at once: every write lands and MEMORY.md lists each once', async () => {
    const second = await connectStdio(dirs, ['--memory-dir', fx.memoryDir]);
    try {
      const writes = (c: Client, who: string) =>
        Promise.all(Array.from({ length: 6 }, (_, i) => call(c, 'memory_write', { file: `project_${who}_${i}.md`, content: `Note ${i} from ${who}.`, type: 'project', mode: 'replace' })));
      const results = [...(await Promise.all([writes(client, 'alpha'), writes(second.client, 'beta')]))].flat();
      expect(results.filter((r) => r.isError).map((r) => r.text)).toEqual([]);
      const entries = await indexEntries();
      for (const who of ['alpha', 'beta']) {
        for (let i = 0; i < 6; i++) {
          const f = `project_${who}_${i}.md`;
          expect(entries.filter((e) => e === f), f).toHaveLength(1);
          expect(await readFile(join(fx.memoryDir, f), 'utf8')).toContain(`Note ${i} from ${who}.`);
        }
      }
    } finally {
      await second.client.close();
    }
  });
});

describe('the server process', () => {
  it('exits cleanly when stdin closes', async () => {
    const child = spawn(process.execPath, [cliEntry(), ...cliArgs(), 'mcp', '--memory-dir', fx.memoryDir], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: dirs.home } });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    await new Promise<void>((resolve) => child.stderr.once('data', () => resolve()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.stdin.end();
    const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r('still running'), 10_000))]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code, err).toBe(0);
  });

  it('a --memory-dir that does not exist is a usage error before serving', async () => {
    const r = await runCli([...cliArgs(), 'mcp', '--memory-dir', join(root, 'missing')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not a folder/);
  });
});
