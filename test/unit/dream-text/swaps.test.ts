import { describe, expect, it } from 'vitest';
import { swapsOnly } from '../../../electron/core/dream/text/swaps.js';

const w = (s: string): string[] => s.split(' ');

describe('swapsOnly: the same sentence with other things in a few places', () => {
  it('one or more spans swapped one for one are other things', () => {
    expect(swapsOnly(w('new town resident park green permit'), w('old town resident park yellow permit'))).toBe(true);
    expect(swapsOnly(w('lint befor commit'), w('format befor commit'))).toBe(true);
    expect(swapsOnly(w('东区 站 点 每周 三 下午 收 罐头'), w('西区 站 点 每周 六 上午 收 罐头'))).toBe(true);
    expect(swapsOnly(w('red team member review blue team report'), w('blue team member review red team report'))).toBe(true);
  });

  it('a span said on one side only, or Chinese words that begin alike, are wording', () => {
    expect(swapsOnly(w('customer voicemail max30 day'), w('customer voicemail kept max30 day'))).toBe(false);
    expect(swapsOnly(w('换 菜单 befor 过敏原 标示 review'), w('换 菜单 befor 过敏原 标注 review'))).toBe(false);
    expect(swapsOnly(w('a b c'), w('x y z'))).toBe(false);
  });
});
