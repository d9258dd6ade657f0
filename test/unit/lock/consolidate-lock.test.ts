import { mkdtemp, readFile, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireLock,
  finishLock,
  HOLDER_STALE_MS,
  readLock,
  rollbackLock,
  withDreamLock,
  LOCK_FILE_NAME,
} from '../../../electron/core/lock/index.js';
import { deadPid, fixture, spawnTs, type Child } from './children.js';

let root: string;
let memoryDir: string;
let lockDir: string;
const children: Child[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-lock-'));
  memoryDir = join(root, 'memory');
  lockDir = join(root, 'app-locks');
  await mkdir(memoryDir);
});

afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => (c.proc.exitCode === null ? (c.proc.kill('SIGKILL'), c.exited) : c.exited)));
  await rm(root, { recursive: true, force: true });
});

const lockFile = () => join(memoryDir, LOCK_FILE_NAME);
const opts = () => ({ lockDir });

function spawnChild(name: string, ...args: string[]): Child {
  const c = spawnTs(fixture(name), args, { AUTODREAM_LOCK_DIR: lockDir });
  children.push(c);
  return c;
}

describe('readLock', () => {
  it('reports a missing lock as never consolidated and free', async () => {
    expect(await readLock(memoryDir)).toMatchObject({ exists: false, pid: null, mtimeMs: 0, held: false, holderAlive: false });
  });

  it('reads an empty body as free, keeping the mtime as lastConsolidatedAt', async () => {
    await writeFile(lockFile(), '');
    await utimes(lockFile(), 1_700_000_000, 1_700_000_000);
    expect(await readLock(memoryDir)).toMatchObject({ exists: true, pid: null, mtimeMs: 1_700_000_000_000, held: false });
  });

  it('treats pid <= 1 and garbage as dead', async () => {
    for (const body of ['1', '0', '-5', 'abc']) {
      await writeFile(lockFile(), body);
      const s = await readLock(memoryDir);
      expect(s.held, body).toBe(false);
      expect(s.holderAlive, body).toBe(false);
    }
  });
});

describe('a lock held by Claude Code (a real child process running its algorithm)', () => {
  it('is seen as held by that pid and cannot be acquired', async () => {
    const claude = spawnChild('claude-holder.ts', memoryDir);
    const line = JSON.parse(await claude.nextLine()) as { acquired: boolean; pid: number };
    expect(line).toEqual({ acquired: true, pid: claude.pid });
    expect(await readFile(lockFile(), 'utf8')).toBe(String(claude.pid));

    const state = await readLock(memoryDir);
    expect(state).toMatchObject({ held: true, pid: claude.pid, holderAlive: true });
    const before = await stat(lockFile());
    expect(await acquireLock(memoryDir, opts())).toEqual({ acquired: false, holderPid: claude.pid, reason: 'held' });
    const after = await stat(lockFile());
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(lockFile(), 'utf8')).toBe(String(claude.pid));
  });

  it('Claude Code sees our lock as held while we dream', async () => {
    expect(await acquireLock(memoryDir, opts())).toMatchObject({ acquired: true, priorMtimeMs: 0 });
    const claude = spawnChild('claude-holder.ts', memoryDir);
    expect(JSON.parse(await claude.nextLine())).toEqual({ acquired: false, holder: process.pid, pid: claude.pid });
    await rollbackLock(memoryDir, 0, opts());
  });
});

describe('reclaiming', () => {
  it('reclaims a lock whose pid is dead, keeping its mtime for rollback', async () => {
    const pid = await deadPid();
    await writeFile(lockFile(), String(pid));
    const prior = (await stat(lockFile())).mtimeMs;
    expect(await readLock(memoryDir)).toMatchObject({ held: false, pid, holderAlive: false });
    const r = await acquireLock(memoryDir, opts());
    expect(r).toEqual({ acquired: true, priorMtimeMs: prior });
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    await finishLock(memoryDir);
  });

  it('reclaims a stale lock (over an hour old) even though its holder is alive', async () => {
    const claude = spawnChild('claude-holder.ts', memoryDir);
    await claude.nextLine();
    const now = Date.now();
    const old = (now - HOLDER_STALE_MS - 60_000) / 1000;
    await utimes(lockFile(), old, old);
    expect(await readLock(memoryDir, () => now)).toMatchObject({ held: false, holderAlive: true, pid: claude.pid });
    const r = await acquireLock(memoryDir, { ...opts(), clock: () => now });
    expect(r).toMatchObject({ acquired: true });
    // one second less stale: held
    await writeFile(lockFile(), String(claude.pid));
    const fresh = (now - HOLDER_STALE_MS + 1000) / 1000;
    await utimes(lockFile(), fresh, fresh);
    expect(await readLock(memoryDir, () => now)).toMatchObject({ held: true });
    await finishLock(memoryDir);
  });

  it('sets the mtime (= lastConsolidatedAt) from the injected clock', async () => {
    const t = Date.parse('2026-11-30T09:00:00Z');
    await acquireLock(memoryDir, { ...opts(), clock: () => t });
    expect((await stat(lockFile())).mtimeMs).toBe(t);
    await finishLock(memoryDir);
  });

  it('a child SIGKILLed mid-dream leaves its dead pid: reclaimable, and lastConsolidatedAt is not advanced', async () => {
    await writeFile(lockFile(), '');
    await utimes(lockFile(), 1_700_000_000, 1_700_000_000);
    const dreamer = spawnChild('dreamer.ts', memoryDir);
    expect(JSON.parse(await dreamer.nextLine())).toEqual({ dreaming: true, pid: dreamer.pid });
    expect(await readLock(memoryDir)).toMatchObject({ held: true, pid: dreamer.pid });
    expect(await acquireLock(memoryDir, opts())).toMatchObject({ acquired: false, holderPid: dreamer.pid });
    dreamer.proc.kill('SIGKILL');
    await dreamer.exited;
    // Its claim says the dream never finished: the time before it is still lastConsolidatedAt.
    const s = await readLock(memoryDir, undefined, opts());
    expect(s).toMatchObject({ held: false, pid: dreamer.pid, holderAlive: false, abandoned: true, mtimeMs: 1_700_000_000_000 });
    expect(await acquireLock(memoryDir, opts())).toEqual({ acquired: true, priorMtimeMs: 1_700_000_000_000 });
    await finishLock(memoryDir, opts());
  });
});

describe('rollback', () => {
  it('restores the exact prior mtime (seconds) with an empty body', async () => {
    await writeFile(lockFile(), '');
    const priorSec = 1_700_000_123.456;
    await utimes(lockFile(), priorSec, priorSec);
    const prior = (await stat(lockFile())).mtimeMs;
    const r = await acquireLock(memoryDir, opts());
    if (!r.acquired) throw new Error('expected to acquire');
    expect(r.priorMtimeMs).toBe(prior);
    expect((await stat(lockFile())).mtimeMs).not.toBe(prior);
    expect(await rollbackLock(memoryDir, r.priorMtimeMs, opts())).toBe('restored');
    const after = await stat(lockFile());
    expect(Math.floor(after.mtimeMs / 1000)).toBe(Math.floor(prior / 1000));
    expect(Math.abs(after.mtimeMs - prior)).toBeLessThan(1);
    expect(Math.abs(after.atimeMs - prior)).toBeLessThan(1);
    expect(await readFile(lockFile(), 'utf8')).toBe('');
  });

  it('deletes the lock when there was none before', async () => {
    const r = await acquireLock(memoryDir, opts());
    if (!r.acquired) throw new Error('expected to acquire');
    expect(r.priorMtimeMs).toBe(0);
    expect(await rollbackLock(memoryDir, 0, opts())).toBe('deleted');
    await expect(stat(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it('leaves a lock alone that meanwhile belongs to someone else', async () => {
    const claude = spawnChild('claude-holder.ts', memoryDir);
    await claude.nextLine();
    expect(await rollbackLock(memoryDir, 0, { ...opts(), pid: process.pid })).toBe('skipped');
    expect(await readFile(lockFile(), 'utf8')).toBe(String(claude.pid));
  });
});

describe('withDreamLock', () => {
  it('leaves the lock (own pid, acquire-time mtime) on success', async () => {
    const t = Date.parse('2026-11-30T09:00:00Z');
    const r = await withDreamLock(memoryDir, { ...opts(), clock: () => t }, async () => 42);
    expect(r).toEqual({ outcome: 'done', value: 42, priorMtimeMs: 0 });
    expect(await readFile(lockFile(), 'utf8')).toBe(String(process.pid));
    expect((await stat(lockFile())).mtimeMs).toBe(t);
  });

  it('lets this process dream again after its own finished dream, but not during one', async () => {
    await withDreamLock(memoryDir, opts(), async () => undefined);
    const inner = await withDreamLock(memoryDir, opts(), async () => withDreamLock(memoryDir, opts(), async () => 'nested'));
    expect(inner).toMatchObject({ outcome: 'done', value: { outcome: 'locked', holderPid: process.pid, reason: 'held' } });
  });

  it('rolls back on a throw and reports failed', async () => {
    await writeFile(lockFile(), '');
    await utimes(lockFile(), 1_700_000_000, 1_700_000_000);
    const r = await withDreamLock(memoryDir, opts(), async () => {
      throw new Error('boom');
    });
    expect(r).toMatchObject({ outcome: 'failed', rolledBack: 'restored' });
    expect((await stat(lockFile())).mtimeMs).toBe(1_700_000_000_000);
    expect(await readFile(lockFile(), 'utf8')).toBe('');
  });

  it('rolls back on abort and reports cancelled', async () => {
    const ac = new AbortController();
    const r = await withDreamLock(memoryDir, { ...opts(), signal: ac.signal }, async (signal) => {
      ac.abort();
      signal.throwIfAborted();
    });
    expect(r).toEqual({ outcome: 'cancelled', rolledBack: 'deleted' });
    await expect(stat(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it('does not take the lock when already aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    let ran = false;
    const r = await withDreamLock(memoryDir, { ...opts(), signal: ac.signal }, async () => {
      ran = true;
    });
    expect(r).toEqual({ outcome: 'cancelled', rolledBack: 'not-acquired' });
    expect(ran).toBe(false);
  });

  it('refuses a memory dir that does not exist and creates nothing', async () => {
    await expect(acquireLock(join(root, 'nope'), opts())).rejects.toMatchObject({ code: 'not-found' });
    await expect(stat(join(root, 'nope'))).rejects.toThrow(/ENOENT/);
  });
});

describe('8 autodream processes racing', () => {
  it('exactly one wins, every time', async () => {
    for (let round = 0; round < 3; round++) {
      await rm(lockFile(), { force: true });
      const racers = Array.from({ length: 8 }, () => spawnChild('autodream-acquire.ts', memoryDir));
      for (const r of racers) expect(await r.nextLine(60_000)).toBe('ready');
      for (const r of racers) r.proc.stdin!.write('go\n');
      const results = await Promise.all(
        racers.map(async (r) => JSON.parse(await r.nextLine(60_000)) as { acquired: boolean; pid: number; holderPid?: number; error?: string }),
      );
      expect(results.filter((r) => r.error)).toEqual([]);
      const winners = results.filter((r) => r.acquired);
      expect(winners, `round ${round}: ${JSON.stringify(results)}`).toHaveLength(1);
      const winner = winners[0]!;
      expect(await readFile(lockFile(), 'utf8')).toBe(String(winner.pid));
      for (const loser of results.filter((r) => !r.acquired)) expect([winner.pid, null]).toContain(loser.holderPid);
      await Promise.all(racers.map((r) => r.stop()));
    }
  }, 180_000);
});
