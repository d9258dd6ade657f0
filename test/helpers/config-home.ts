import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Claude Code's slug of a path. */
export const slug = (p: string) => p.replace(/[^a-zA-Z0-9]/g, '-');

export interface TranscriptLine {
  type?: string;
  role?: 'user' | 'assistant';
  text: string;
  cwd: string;
  timestamp?: string;
}

/** A transcript as Claude Code writes it: one JSON object per line. */
export function transcriptJsonl(sessionId: string, lines: TranscriptLine[]): string {
  return lines
    .map((l, i) =>
      JSON.stringify({
        type: l.type ?? l.role ?? 'user',
        sessionId,
        cwd: l.cwd,
        gitBranch: 'main',
        timestamp: l.timestamp ?? new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
        message: { role: l.role ?? 'user', content: l.role === 'assistant' ? [{ type: 'text', text: l.text }] : l.text },
      }),
    )
    .join('\n') + '\n';
}

export async function writeAt(path: string, text: string, mtimeMs?: number): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  if (mtimeMs !== undefined) await utimes(path, mtimeMs / 1000, mtimeMs / 1000);
}

export interface RealisticHome {
  root: string;
  configHome: string;
  stateDir: string;
  /** Real git repos the transcripts point at. */
  repos: { shop: string; shopWorktree: string; notes: string; blog: string };
  memory: { shop: string; notes: string; blog: string };
  /** A live child process holding blog's lock the way Claude Code does. */
  lockHolder: ChildProcess;
  now: number;
  cleanup(): Promise<void>;
}

const HOUR = 3_600_000;

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, { cwd, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
}

/**
 * A config home like a real user's: three projects, one with sessions from a worktree and a
 * subfolder, agent (subagent) transcripts that never count, a broken transcript line, and one
 * project whose lock is held by a live process.
 */
export async function realisticHome(): Promise<RealisticHome> {
  const root = await mkdtemp(join(tmpdir(), 'ad-home-'));
  const configHome = join(root, 'claude');
  const stateDir = join(root, 'state');
  const now = Date.now();
  const repos = { shop: join(root, 'src', 'acme-shop'), shopWorktree: join(root, 'src', 'acme-shop-feature'), notes: join(root, 'src', 'notes'), blog: join(root, 'src', 'blog') };
  for (const r of [repos.shop, repos.notes, repos.blog]) {
    await mkdir(r, { recursive: true });
    git(r, 'init', '-q', '-b', 'main');
    await writeFile(join(r, 'README.md'), '# x\n');
    git(r, 'add', '.');
    git(r, 'commit', '-qm', 'init');
  }
  git(repos.shop, 'worktree', 'add', '-q', repos.shopWorktree, '-b', 'feature');
  await mkdir(join(repos.shop, 'packages', 'web'), { recursive: true });
  const projects = join(configHome, 'projects');
  const memory = { shop: join(projects, slug(repos.shop), 'memory'), notes: join(projects, slug(repos.notes), 'memory'), blog: join(projects, slug(repos.blog), 'memory') };

  // acme-shop: dreamed 30 h ago; 6 sessions since (5 direct + 1 older), agent files, worktree + subfolder sessions.
  await writeAt(join(memory.shop, 'MEMORY.md'), '- [Deploys](deploy.md) — how we ship\n- [Testing](testing.md) — test rules\n');
  await writeAt(join(memory.shop, 'deploy.md'), '---\nname: deploy\ndescription: how we ship\ntype: project\n---\nWe deploy with the release script.\n');
  await writeAt(join(memory.shop, 'testing.md'), '---\nname: testing\ndescription: test rules\nmetadata:\n  type: feedback\nmodified: 2026-11-20T10:00:00Z\n---\nDo not mock the database in integration tests.\n');
  await writeAt(join(memory.shop, '.consolidate-lock'), '', now - 30 * HOUR);
  const shopT = join(projects, slug(repos.shop));
  for (let i = 0; i < 5; i++) await writeAt(join(shopT, `${randomUUID()}.jsonl`), transcriptJsonl('s', [{ text: 'hi', cwd: repos.shop }]), now - (i + 1) * HOUR);
  await writeAt(join(shopT, `${randomUUID()}.jsonl`), transcriptJsonl('s', [{ text: 'old', cwd: repos.shop }]), now - 40 * HOUR);
  await writeAt(join(shopT, 'agent-1234.jsonl'), transcriptJsonl('a', [{ text: 'agent', cwd: repos.shop }]), now - HOUR);
  const withSub = randomUUID();
  await writeAt(join(shopT, withSub, 'subagents', 'agent-77.jsonl'), transcriptJsonl('a', [{ text: 'sub', cwd: repos.shop }]), now - HOUR);
  // A broken line must not stop anything.
  await writeAt(join(shopT, `${randomUUID()}.jsonl`), '{"type":"user", broken\n' + transcriptJsonl('s', [{ text: 'ok', cwd: repos.shop }]), now - 2 * HOUR);
  await writeAt(join(projects, slug(repos.shopWorktree), `${randomUUID()}.jsonl`), transcriptJsonl('w', [{ text: 'wt', cwd: repos.shopWorktree }]), now - HOUR);
  await writeAt(join(projects, slug(join(repos.shop, 'packages', 'web')), `${randomUUID()}.jsonl`), transcriptJsonl('p', [{ text: 'sub', cwd: join(repos.shop, 'packages', 'web') }]), now - HOUR);

  // notes: dreamed 2 h ago, 1 session since: not due.
  await writeAt(join(memory.notes, 'MEMORY.md'), '- [Me](me.md) — who I am\n');
  await writeAt(join(memory.notes, 'me.md'), '---\nname: me\ndescription: who I am\ntype: user\n---\nI write Go.\n');
  await writeAt(join(memory.notes, '.consolidate-lock'), '', now - 2 * HOUR);
  await writeAt(join(projects, slug(repos.notes), `${randomUUID()}.jsonl`), transcriptJsonl('n', [{ text: 'x', cwd: repos.notes }]), now - HOUR);

  // blog: never dreamed, lots of sessions, but Claude Code holds the lock right now.
  await writeAt(join(memory.blog, 'MEMORY.md'), '- [Style](style.md) — writing style\n');
  await writeAt(join(memory.blog, 'style.md'), '---\nname: style\ndescription: writing style\ntype: feedback\n---\nShort sentences.\n');
  for (let i = 0; i < 7; i++) await writeAt(join(projects, slug(repos.blog), `${randomUUID()}.jsonl`), transcriptJsonl('b', [{ text: 'b', cwd: repos.blog }]), now - (i + 1) * HOUR);
  const lockHolder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(join(memory.blog, '.consolidate-lock'))}, String(process.pid)); setInterval(() => {}, 1000)`], { stdio: 'ignore' });
  await waitFor(async () => (await import('node:fs/promises')).readFile(join(memory.blog, '.consolidate-lock'), 'utf8').then((b) => b === String(lockHolder.pid), () => false));

  return {
    root, configHome, stateDir, repos, memory, lockHolder, now,
    async cleanup() {
      lockHolder.kill('SIGKILL');
      await rm(root, { recursive: true, force: true });
    },
  };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out waiting');
}
