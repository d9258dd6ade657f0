import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAutodreamError } from '../../../electron/core/errors.js';
import { readMemoryText, relPathProblem, resolveInside } from '../../../electron/core/memdir/safe-read.js';
import { makeTmp, writeTree } from './tmp.js';

/** Root reads a chmod-000 file anyway, so that case can only be tested as a normal user. */
async function chmod000IsEnforced(dir: string): Promise<boolean> {
  const probe = join(dir, 'probe-000');
  await writeFile(probe, 'x');
  await chmod(probe, 0o000);
  try {
    accessSync(probe, constants.R_OK);
    return false;
  } catch {
    return true;
  } finally {
    await chmod(probe, 0o644);
  }
}

describe('readMemoryText', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  let mem: string;
  let permsEnforced = true;
  const before = new Map<string, string>();

  beforeAll(async () => {
    tmp = await makeTmp();
    mem = join(tmp.dir, 'memory');
    await writeTree(mem, {
      'ok.md': '\uFEFF---\r\nname: ok\r\n---\r\nBody ✓ 日本\r\n',
      'sub/deep.md': 'deep',
      'binary.md': Buffer.from([0x68, 0x69, 0x00, 0x01]),
      'latin1.md': Buffer.concat([Buffer.from('line one\nline two caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
      'unreadable.md': 'secret',
    });
    await writeTree(tmp.dir, { 'outside/secret.md': 'outside text' });
    await symlink(join(tmp.dir, 'outside', 'secret.md'), join(mem, 'leak.md'));
    await symlink(join(tmp.dir, 'outside'), join(mem, 'leakdir'));
    await symlink(join(mem, 'ok.md'), join(mem, 'alias.md'));
    // 50 MB, sparse: cheap to create, must be refused before reading.
    execFileSync('truncate', ['-s', '50M', join(mem, 'huge.md')]);
    permsEnforced = await chmod000IsEnforced(tmp.dir);
    await chmod(join(mem, 'unreadable.md'), 0o000);
    for (const f of ['ok.md', 'binary.md', 'latin1.md', 'huge.md']) {
      before.set(f, createHash('sha256').update(await readFile(join(mem, f))).digest('hex'));
    }
  });
  afterAll(async () => {
    await chmod(join(mem, 'unreadable.md'), 0o644).catch(() => undefined);
    await tmp.cleanup();
  });

  it('reads text exactly, with hash, size, mtime and mode', async () => {
    const r = await readMemoryText(mem, 'ok.md');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bytes = await readFile(join(mem, 'ok.md'));
    expect(Buffer.from(r.text, 'utf8').equals(bytes)).toBe(true); // BOM and CRLF kept
    expect(r.text.startsWith('\uFEFF')).toBe(true);
    expect(r.bytes).toBe(bytes.length);
    expect(r.sha256).toBe(before.get('ok.md'));
    expect(r.mtimeMs).toBe((await stat(join(mem, 'ok.md'))).mtimeMs);
    expect(r.mode & 0o777).toBe((await stat(join(mem, 'ok.md'))).mode & 0o777);
    expect((await readMemoryText(mem, 'sub/deep.md')).ok).toBe(true);
  });

  it('reads a symlink that stays inside the dir', async () => {
    const r = await readMemoryText(mem, 'alias.md');
    expect(r.ok && r.sha256).toBe(before.get('ok.md'));
  });

  const refused: Array<[string, RegExp]> = [
    ['binary.md', /binary/],
    ['latin1.md', /not valid UTF-8.*line 2/],
    ['huge.md', /50 MiB, over the 2 MiB limit/],
    ['leak.md', /symlink that leads outside/],
    ['leakdir/secret.md', /inside leakdir\/, a symlinked folder that leads outside/],
    ['../outside/secret.md', /"\.\."/],
    ['sub/../../outside/secret.md', /"\.\."/],
    ['/etc/passwd', /absolute/],
    ['C:\\x.md', /absolute/],
    ['missing.md', /does not exist/],
    ['sub', /not a regular file|folder/],
  ];
  for (const [rel, reason] of refused) {
    it(`refuses ${rel} with a reason naming the file`, async () => {
      const r = await readMemoryText(mem, rel);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.problem.file).toBe(rel);
      expect(r.problem.reason).toMatch(reason);
    });
  }

  it('refuses the 50 MB file without reading it (its atime stays put)', async () => {
    // relatime updates atime on a read when atime < mtime; a probe shows whether this fs does.
    const old = new Date('2001-01-01T00:00:00Z');
    const probe = join(mem, 'sub', 'deep.md');
    await utimes(probe, old, new Date());
    await utimes(join(mem, 'huge.md'), old, new Date());
    expect((await readMemoryText(mem, 'sub/deep.md')).ok).toBe(true);
    const atimeTracked = (await stat(probe)).atimeMs > old.getTime();
    const r = await readMemoryText(mem, 'huge.md');
    expect(r.ok).toBe(false);
    if (atimeTracked) expect((await stat(join(mem, 'huge.md'))).atimeMs).toBe(old.getTime());
  });

  it('refuses a file over a custom limit', async () => {
    const r = await readMemoryText(mem, 'sub/deep.md', { maxBytes: 3 });
    expect(!r.ok && r.problem.reason).toMatch(/4 bytes, over the 3 bytes limit/);
  });

  it.skipIf(!chmod000IsEnforcedSync())('refuses an unreadable file (chmod 000) [skipped when run as root: root can read mode-000 files]', async () => {
    expect(permsEnforced).toBe(true);
    const r = await readMemoryText(mem, 'unreadable.md');
    expect(!r.ok && r.problem).toEqual({ file: 'unreadable.md', reason: 'cannot be read: permission denied' });
  });

  it('changed no bytes on disk', async () => {
    for (const [f, hash] of before) {
      expect(createHash('sha256').update(await readFile(join(mem, f))).digest('hex')).toBe(hash);
    }
    expect((await stat(join(mem, 'huge.md'))).size).toBe(50 * 1024 * 1024);
  });
});

/** Tests here run as root in CI, where chmod 000 does not stop reads: that case is skipped there. */
function chmod000IsEnforcedSync(): boolean {
  return typeof process.getuid !== 'function' || process.getuid() !== 0;
}

describe('resolveInside', () => {
  let tmp: Awaited<ReturnType<typeof makeTmp>>;
  beforeAll(async () => {
    tmp = await makeTmp();
    await mkdir(join(tmp.dir, 'mem', 'sub'), { recursive: true });
    await mkdir(join(tmp.dir, 'elsewhere'));
    await symlink(join(tmp.dir, 'elsewhere'), join(tmp.dir, 'mem', 'out'));
    await symlink(join(tmp.dir, 'elsewhere', 'x.md'), join(tmp.dir, 'mem', 'dangling.md'));
  });
  afterAll(async () => tmp.cleanup());

  const outside = (rel: string) => {
    try {
      resolveInside(join(tmp.dir, 'mem'), rel);
    } catch (e) {
      expect(isAutodreamError(e) && e.code).toBe('outside-memory-dir');
      expect(isAutodreamError(e) && e.file).toBe(rel);
      return;
    }
    throw new Error(`${rel} was accepted`);
  };

  it('returns the absolute path for files inside, existing or new', () => {
    expect(resolveInside(join(tmp.dir, 'mem'), 'a.md')).toBe(join(tmp.dir, 'mem', 'a.md'));
    expect(resolveInside(join(tmp.dir, 'mem'), 'sub/new/b.md')).toBe(join(tmp.dir, 'mem', 'sub', 'new', 'b.md'));
    expect(resolveInside(join(tmp.dir, 'nowhere'), 'a.md')).toBe(join(tmp.dir, 'nowhere', 'a.md'));
  });

  it('throws outside-memory-dir for paths that escape', () => {
    for (const rel of ['../x.md', 'sub/../../x.md', '/etc/passwd', '', '.', 'out/x.md', 'out/new/y.md', 'dangling.md', 'a\0b']) outside(rel);
  });

  it('explains what is wrong with a relative path', () => {
    expect(relPathProblem('ok/x.md')).toBeNull();
    expect(relPathProblem('x..md')).toBeNull();
    expect(relPathProblem('..\\x')).toMatch(/\.\./);
  });
});
