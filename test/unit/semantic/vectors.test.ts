import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fuseRanks, nearest, normalize } from '../../../electron/core/semantic/hybrid.js';
import { VectorStore } from '../../../electron/core/semantic/vector-store.js';

describe('hybrid ranking', () => {
  it('a memory found by keywords and by meaning ranks above one found only one way', () => {
    const fused = fuseRanks([['a', 'b', 'c'], ['c', 'd', 'a']]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('nearest: cosine of unit vectors, best first, below the floor left out', () => {
    const q = normalize(Float32Array.from([1, 0, 0]));
    const got = nearest(q, [['x', normalize(Float32Array.from([1, 1, 0]))], ['y', normalize(Float32Array.from([1, 0, 0]))], ['z', normalize(Float32Array.from([0, 1, 0]))]], 5, 0.25);
    expect(got.map((g) => g.id)).toEqual(['y', 'x']);
    expect(got[0]!.cosine).toBeCloseTo(1);
  });
});

const DIR = { id: 'dir-1', path: '/memory/dir-1' };

describe('VectorStore', () => {
  let state: string;
  beforeEach(async () => (state = await mkdtemp(join(tmpdir(), 'ad-vec-'))));
  afterEach(() => rm(state, { recursive: true, force: true }));

  it('reads back what it saved, per model, and forgets content that is gone', async () => {
    const s = await VectorStore.open(state, DIR, 'ollama/m');
    s.set('h1', Float32Array.from([1, 2, 3]));
    s.set('h2', Float32Array.from([4, 5, 6]));
    await s.save();
    const again = await VectorStore.open(state, DIR, 'ollama/m');
    expect([...again.get('h2')!]).toEqual([4, 5, 6]);
    expect((await VectorStore.open(state, DIR, 'ollama/other')).size).toBe(0);
    again.keepOnly(new Set(['h1']));
    await again.save();
    expect((await VectorStore.open(state, DIR, 'ollama/m')).has('h2')).toBe(false);
  });

  it('a damaged file is a cache miss, not an error', async () => {
    const s = await VectorStore.open(state, DIR, 'ollama/m');
    s.set('h1', Float32Array.from([1, 2, 3]));
    await s.save();
    await writeFile(s.file, 'garbage');
    expect((await VectorStore.open(state, DIR, 'ollama/m')).size).toBe(0);
  });
});
