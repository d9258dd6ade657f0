import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateToken, tokenFile } from '../../../electron/cli/daemon/token-store.js';

describe('the daemon token across restarts', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ad-token-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is made once, stored 0600, and the same on the next start; --new-token replaces it', async () => {
    const first = await loadOrCreateToken(dir);
    expect(first.created).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readFile(tokenFile(dir), 'utf8')).toBe(`${first.token}\n`);
    if (process.platform !== 'win32') expect((await stat(tokenFile(dir))).mode & 0o777).toBe(0o600);

    expect(await loadOrCreateToken(dir)).toEqual({ token: first.token, created: false });
    const rotated = await loadOrCreateToken(dir, { rotate: true });
    expect(rotated.created).toBe(true);
    expect(rotated.token).not.toBe(first.token);
    expect((await loadOrCreateToken(dir)).token).toBe(rotated.token);
  });

  it('replaces a damaged file and tightens loose permissions', async () => {
    await writeFile(tokenFile(dir), 'short\n', { mode: 0o644 });
    const made = await loadOrCreateToken(dir);
    expect(made.created).toBe(true);
    const good = 'a'.repeat(43);
    await writeFile(tokenFile(dir), `${good}\n`, { mode: 0o644 });
    expect(await loadOrCreateToken(dir)).toEqual({ token: good, created: false });
    if (process.platform !== 'win32') expect((await stat(tokenFile(dir))).mode & 0o777).toBe(0o600);
  });
});
