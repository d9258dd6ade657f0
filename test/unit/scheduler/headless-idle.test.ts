import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeadlessIdleSource, type HeadlessIdleOptions, type HeadlessIdleSource } from '../../../electron/core/scheduler/headless-idle.js';
import type { IdleEvent } from '../../../electron/core/scheduler/types.js';

let root: string;
let memoryDir: string;
let transcriptDir: string;
let source: HeadlessIdleSource | null = null;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ad-idle-'));
  memoryDir = join(root, 'memory');
  transcriptDir = join(root, 'transcripts');
  await mkdir(memoryDir);
  await mkdir(transcriptDir);
  await writeFile(join(memoryDir, 'MEMORY.md'), '- [Deploy](deploy.md) — how we ship\n');
});
afterEach(async () => {
  await source?.close();
  source = null;
  await rm(root, { recursive: true, force: true });
});

const THRESHOLD_S = 0.3;

async function start(over: Partial<HeadlessIdleOptions> = {}) {
  const events: IdleEvent[] = [];
  source = createHeadlessIdleSource({
    dirs: async () => [{ memoryDir, transcriptDir }],
    thresholdSeconds: THRESHOLD_S,
    pollMs: 40,
    loadAverage: () => 0,
    ...over,
  });
  source.on((e) => events.push(e));
  await source.ready();
  return { src: source, events };
}

/** Wait until `events` holds `n` of `kind` (generous upper bound, no timing asserted). */
async function waitFor(events: IdleEvent[], kind: IdleEvent, n = 1, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (events.filter((e) => e === kind).length < n) {
    if (Date.now() > until) throw new Error(`no "${kind}" event #${n}; got ${events.join(',') || 'nothing'}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('headless idle source (real files)', () => {
  it('goes idle after the threshold without writes, and active on a memory file write', async () => {
    const { src, events } = await start();
    expect(src.kind).toBe('headless');
    expect(src.idleSeconds()).toBeLessThan(THRESHOLD_S);
    await waitFor(events, 'idle');
    expect(src.idleSeconds()).toBeGreaterThanOrEqual(THRESHOLD_S);

    await writeFile(join(memoryDir, 'deploy.md'), '---\nname: deploy\n---\nShip on Fridays.\n');
    await waitFor(events, 'active');
    expect(src.idleSeconds()).toBeLessThan(THRESHOLD_S);

    await waitFor(events, 'idle', 2);
    expect(events.slice(0, 3)).toEqual(['idle', 'active', 'idle']);
  });

  it('starts idle when nothing was written for the threshold before it started', async () => {
    const old = Date.now() / 1000 - 3600;
    await writeFile(join(transcriptDir, '0b8c7a4e-1111-4222-8333-944445555666.jsonl'), '{"type":"user"}\n');
    for (const p of [join(memoryDir, 'MEMORY.md'), join(transcriptDir, '0b8c7a4e-1111-4222-8333-944445555666.jsonl'), memoryDir, transcriptDir]) {
      await utimes(p, old, old);
    }
    const { src, events } = await start();
    expect(events).toEqual(['idle']);
    expect(src.idleSeconds()).toBeGreaterThan(3000);
  });

  it('counts a transcript append as activity (checked by mtime)', async () => {
    const { events } = await start();
    await waitFor(events, 'idle');
    await writeFile(join(transcriptDir, '0b8c7a4e-1111-4222-8333-944445555666.jsonl'), '{"type":"user"}\n');
    await waitFor(events, 'active');
  });

  it('ignores files that are not memory files (temp files of atomic writes, the lock)', async () => {
    const { src, events } = await start();
    await waitFor(events, 'idle');
    await writeFile(join(memoryDir, 'deploy.md.tmp-123'), 'temp file of an atomic write\n');
    await writeFile(join(memoryDir, '.consolidate-lock'), '4242');
    await pause(THRESHOLD_S * 3 * 1000);
    expect(events).toEqual(['idle']);
    expect(src.idleSeconds()).toBeGreaterThanOrEqual(THRESHOLD_S * 3);
  });

  it('ignores writes in the memory dir autodream itself is dreaming in', async () => {
    let own: string | null = memoryDir;
    const { events } = await start({ ignoreWritesIn: () => own });
    await waitFor(events, 'idle');
    await writeFile(join(memoryDir, 'deploy.md'), 'our own dream writing\n');
    await pause(THRESHOLD_S * 3 * 1000);
    expect(events).toEqual(['idle']);
    own = null;
    await writeFile(join(memoryDir, 'deploy.md'), 'an agent writing\n');
    await waitFor(events, 'active');
  });

  it('never goes idle while the load average is high', async () => {
    const { src, events } = await start({ loadAverage: () => 8, cpuCount: 2 });
    await pause(THRESHOLD_S * 4 * 1000);
    expect(events).toEqual([]);
    expect(src.idleSeconds()).toBeLessThan(THRESHOLD_S);
  });

  it('picks up memory dirs that appear later', async () => {
    const later = join(root, 'later-memory');
    await mkdir(later);
    let dirs = [{ memoryDir, transcriptDir }];
    const { events } = await start({ dirs: async () => dirs, refreshDirsMs: 50 });
    dirs = [...dirs, { memoryDir: later, transcriptDir: join(root, 'later-tx') }];
    await waitFor(events, 'idle');
    await pause(200);
    await writeFile(join(later, 'new.md'), 'hello\n');
    await waitFor(events, 'active');
  });
});
