import { describe, expect, it } from 'vitest';
import { CONTAINED_SLICE, containedPairs, heldAtLength, type ContainedPair } from '../../../electron/core/dream/text/contained.js';

/**
 * The definition, searched the slow way: for each memory in order, a holder of its rarest
 * sentence that holds every sentence word for word and says more; else the first memory met
 * through the holders of each sentence in turn that holds every sentence, some at more length.
 */
function reference(sets: ReadonlyMap<string, ReadonlySet<string>>): ContainedPair[] {
  const holders = new Map<string, string[]>();
  for (const [file, set] of sets) for (const n of set) holders.set(n, [...(holders.get(n) ?? []), file]);
  const used = new Set<string>();
  const out: ContainedPair[] = [];
  for (const [file, set] of sets) {
    if (set.size === 0 || used.has(file)) continue;
    const rarest = [...set].sort((a, b) => holders.get(a)!.length - holders.get(b)!.length)[0]!;
    let host = holders.get(rarest)!.find((o) => o !== file && !used.has(o) && sets.get(o)!.size > set.size && [...set].every((n) => sets.get(o)!.has(n)));
    if (!host) {
      const seen = new Set<string>();
      search: for (const n of set) {
        for (const o of holders.get(n)!) {
          if (seen.has(o)) continue;
          seen.add(o);
          const h = sets.get(o)!;
          if (o === file || used.has(o) || h.size < set.size || [...set].every((x) => h.has(x))) continue;
          if ([...set].every((x) => heldAtLength(h, x))) {
            host = o;
            break search;
          }
        }
      }
    }
    if (!host) continue;
    used.add(file).add(host);
    out.push({ host, file, similarity: set.size / sets.get(host)!.size });
  }
  return out;
}

/** Memories made of a few shared sentences (some said at more length), rare ones and template ones. */
function corpus(n: number, seed: number): Map<string, Set<string>> {
  let s = seed;
  const random = (k: number): number => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * k);
  };
  const base = Array.from({ length: 40 }, (_, i) => `the ledger service ${i} deploys from the release branch`);
  const sentence = (): string => {
    const b = base[random(base.length)]!;
    switch (random(6)) {
      case 0:
        return `${b}, since ci runs the same check`;
      case 1:
        return `${b} (see the runbook ${random(3)})`;
      case 2:
        return `ask before merging ${random(n)}`; // rare
      case 3:
        return 'short one'; // shorter than a sentence said at more length
      default:
        return b;
    }
  };
  const out = new Map<string, Set<string>>();
  for (let i = 0; i < n; i += 1) out.set(`m${i}.md`, new Set(Array.from({ length: 1 + random(4) }, sentence)));
  out.set('empty.md', new Set());
  return out;
}

describe('containedPairs', () => {
  it('finds what the slow search finds, pair for pair, in the same order', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const sets = corpus(400, seed);
      const got = await containedPairs(sets);
      expect(got.length).toBeGreaterThan(10);
      expect(got).toEqual(reference(sets));
    }
  });

  it('holds a sentence at more length only after a separator, short sentences only word for word, and needs one sentence word for word', async () => {
    const sets = new Map([
      ['a.md', new Set(['run the linter before pushing', 'other'])],
      ['b.md', new Set(['run the linter before pushing, since ci runs it too', 'other', 'third'])],
      ['c.md', new Set(['run the linter before pushing2', 'other'])],
      ['d.md', new Set(['short', 'other'])],
      ['e.md', new Set(['short, longer', 'other', 'x'])],
      // Held at more length but sharing no sentence word for word: not the same memory.
      ['f.md', new Set(['deploys go out from the release branch'])],
      ['g.md', new Set(['deploys go out from the release branch on fridays', 'y'])],
    ]);
    expect(await containedPairs(sets)).toEqual([{ host: 'b.md', file: 'a.md', similarity: 2 / 3 }]);
  });

  it('looks for a cancel every slice of memories', async () => {
    const sets = corpus(CONTAINED_SLICE * 6, 9);
    let pauses = 0;
    await containedPairs(sets, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThanOrEqual(6);
    // A cancel raised from inside the work stops it at the next look.
    let looks = 0;
    const stop = containedPairs(sets, async () => {
      looks += 1;
      if (looks === 3) throw new Error('cancelled');
    });
    await expect(stop).rejects.toThrow('cancelled');
    expect(looks).toBe(3);
  });
});

describe('heldAtLength: a Han character weighs as a short word', () => {
  it('a short Chinese rule is held at more length after a comma; one too short to tell is not', () => {
    expect(heldAtLength(new Set(['缓存键要带版本号，因为发版后旧数据结构会不兼容']), '缓存键要带版本号')).toBe(true);
    expect(heldAtLength(new Set(['先备份，再改表结构']), '先备份')).toBe(false);
    expect(heldAtLength(new Set(['缓存键要带版本号前缀']), '缓存键要带版本号')).toBe(false); // no comma: another sentence
    expect(heldAtLength(new Set(['remove stale feature flags, since every flag doubles the matrix']), 'remove stale feature flags')).toBe(true);
    expect(heldAtLength(new Set(['run tests, then merge']), 'run tests')).toBe(false);
  });

  it('finds the Chinese host memory, and none when another sentence differs', async () => {
    const sets = new Map<string, Set<string>>([
      ['a.md', new Set(['缓存键要带版本号', '缓存默认过期一小时'])],
      ['b.md', new Set(['缓存键要带版本号，因为发版后旧数据结构会不兼容', '缓存默认过期一小时'])],
      ['c.md', new Set(['接口变更要提前通知前端', '变更记录写在接口文档里'])],
      ['d.md', new Set(['接口变更要提前通知前端，因为前端缓存了类型定义', '变更记录写在飞书文档里'])],
    ]);
    expect(await containedPairs(sets)).toEqual([{ host: 'b.md', file: 'a.md', similarity: 1 }]);
  });
});
