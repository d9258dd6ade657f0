import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries } from '../../../electron/core/snapshots/entryCodec.js';
import { decodeManifest, encodeManifest, type StoredSnapshot } from '../../../electron/core/snapshots/manifest.js';
import { PackWriter, packIndexOrNull, readPacked } from '../../../electron/core/snapshots/packs.js';
import type { ManifestEntry } from '../../../electron/core/snapshots/types.js';
import { checkRelPath } from '../../../electron/core/snapshots/relPath.js';
import { prng, removeTemp, tempDir } from './helpers.js';

const hashOf = (s: string) => createHash('sha256').update(s).digest('hex');

/** Paths that share more or less with the one before, in several scripts, and numbers at their edges. */
function sampleEntries(): ManifestEntry[] {
  const paths = [
    'MEMORY.md',
    'a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/a-very-long-name-that-needs-a-longer-length.md',
    'notes',
    'notes/café.md',
    'notes/cafè.md',
    'notes/日本語のメモ.md',
    'notes/日本語のメモ2.md',
    'notes/😀.md',
    'notes/😁.md', // shares a high surrogate with the one before: the prefix must not split the pair
    'notes/😁😀.md',
    'z',
  ];
  const rnd = prng(3);
  return paths.map((path, i): ManifestEntry => {
    if (path === 'notes') return { type: 'dir', path, mode: 0o755, mtimeMs: 1764563911123.25 };
    if (path === 'z') return { type: 'symlink', path, target: `../${'x'.repeat(300)}/ü`, mtimeMs: 0.5 };
    return { type: 'file', path, hash: hashOf(path), size: i === 1 ? 2 ** 40 + 3 : Math.floor(rnd() * 100_000), mode: 0o644, mtimeMs: 1764563911000 + rnd(), ino: i === 2 ? -1 : 2 ** 52 + i, ctimeMs: 1764563911000.123 + i };
  });
}

describe('manifest entries as bytes', () => {
  it('read back exactly what was written, bit for bit in every number', () => {
    const entries = sampleEntries();
    const bytes = encodeEntries(entries);
    expect(decodeEntries(bytes, (p) => p)).toEqual(entries);
    expect(decodeEntries(encodeEntries([]), (p) => p)).toEqual([]);
  });

  it('refuse any damage: a changed byte, a cut, a path that is not clean', () => {
    const bytes = encodeEntries(sampleEntries());
    for (let at = 0; at < bytes.length; at += 7) {
      const bad = Buffer.from(bytes);
      bad[at] = bad[at]! ^ 0x10;
      expect(() => decodeEntries(bad, (p) => p), `byte ${at}`).toThrow();
    }
    for (const cut of [0, 4, 9, bytes.length - 5, bytes.length - 1]) expect(() => decodeEntries(bytes.subarray(0, cut), (p) => p)).toThrow();
    for (const path of ['../outside', 'a/../../b', '/etc', 'a//b', 'a/', '', 'a\\..\\b']) {
      const unclean = encodeEntries([{ type: 'dir', path: 'ok', mode: 0o755, mtimeMs: 1 }, { type: 'dir', path, mode: 0o755, mtimeMs: 1 }]);
      expect(() => decodeEntries(unclean, (p) => (checkRelPath(p) === p ? p : (() => { throw new Error(`path not clean: ${p}`); })())), path).toThrow();
    }
    // Names that only look odd are kept as they are.
    const odd = [{ type: 'dir' as const, path: '.hidden/a..b/...', mode: 0o755, mtimeMs: 1 }];
    expect(decodeEntries(encodeEntries(odd), (p) => checkRelPath(p))).toEqual(odd);
  });

  it('a manifest whose entries are damaged is reported as damaged, naming the file', () => {
    const s: StoredSnapshot = {
      info: { id: '20261201T000000Z-000001', createdAt: '2026-12-01T00:00:00.000Z', reason: 'manual', memoryDir: '/m', memoryDirId: 'm-0123456789', files: 9, bytes: 1, problems: 1 },
      entries: sampleEntries(),
      problems: [{ file: 'locked.md', reason: 'cannot be read (EACCES)' }],
      skipped: [{ file: 'fifo', reason: 'skipped: a named pipe (FIFO), not a regular file' }],
      scanStartedMs: 1764563911000,
      scanClock: { dev: 7, ms: 1764563910999.5 },
    };
    const buf = encodeManifest(s);
    expect(decodeManifest(buf, 'x.snap')).toEqual(s);
    const bad = Buffer.from(buf);
    bad[bad.length - 40] = bad[bad.length - 40]! ^ 1;
    expect(() => decodeManifest(bad, 'x.snap')).toThrow(expect.objectContaining({ code: 'corrupt', file: 'x.snap' }));
    expect(() => decodeManifest(buf.subarray(0, buf.indexOf(0x0a) + 3), 'x.snap')).toThrow(expect.objectContaining({ code: 'corrupt' }));
  });
});

describe('a pack index sorted by hash', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await tempDir();
  });
  afterEach(async () => removeTemp(tmp));

  async function writePack(n: number): Promise<{ pack: string; objects: Map<string, Buffer> }> {
    const writer = new PackWriter(tmp);
    const objects = new Map<string, Buffer>();
    for (let i = 0; i < n; i++) {
      const body = Buffer.from(`object ${i} `.repeat(1 + (i % 50)));
      const hash = hashOf(body.toString());
      objects.set(hash, body);
      await writer.add(hash, body);
    }
    return { pack: await writer.finish(tmp, false), objects };
  }

  it('finds every object it holds and nothing else', async () => {
    const { pack, objects } = await writePack(2000);
    const index = packIndexOrNull(pack)!;
    expect(index.size).toBe(2000);
    const wrong = [...objects].filter(([hash, body]) => !readPacked(pack, index.get(hash)!).equals(body));
    expect(wrong).toEqual([]);
    for (let i = 0; i < 200; i++) expect(index.get(hashOf(`absent ${i}`))).toBeUndefined();
    expect(index.get('0'.repeat(64))).toBeUndefined();
    expect(index.get('f'.repeat(64))).toBeUndefined();
    expect(index.get('not a hash')).toBeUndefined();
    // Near misses: a held hash with one later byte changed (same first 4, 16, 31 bytes), or one of its first four bytes.
    for (const hash of [...objects.keys()].slice(0, 300)) {
      for (const at of [4, 16, 31, 1, 3]) {
        const near = Buffer.from(hash, 'hex');
        near[at] = near[at]! ^ (at % 2 === 0 ? 0x80 : 0x01);
        if (!objects.has(near.toString('hex'))) expect(index.get(near.toString('hex')), `${hash} changed at byte ${at}`).toBeUndefined();
      }
    }
    expect(new Set(index.keys())).toEqual(new Set(objects.keys()));
    const empty = packIndexOrNull((await writePack(0)).pack)!;
    expect(empty.size).toBe(0);
    expect(empty.get(hashOf('x'))).toBeUndefined();
  });

  it('a damaged index is not read at all (its objects count as missing, so they are stored again)', async () => {
    const { pack } = await writePack(100);
    const bytes = await readFile(pack);
    const indexAt = Number(bytes.readBigUInt64BE(bytes.length - 16));
    for (const at of [indexAt + 2, indexAt + 4 + 1024 + 5, bytes.length - 17]) {
      const bad = Buffer.from(bytes);
      bad[at] = bad[at]! ^ 0x01;
      const damaged = join(tmp, `damaged-${at}.pack`);
      await writeFile(damaged, bad);
      expect(packIndexOrNull(damaged), `byte ${at}`).toBeNull();
    }
  });
});
