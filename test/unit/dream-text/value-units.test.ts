import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';
import { typedValuesOf, valueClash } from '../../../electron/core/dream/text/typed-values.js';

const clash = (a: string, b: string) => valueClash(typedValuesOf(a), typedValuesOf(b));
let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `units${(n += 1)}.md`, factIndex: 0, text, date });

describe('a weight, a length or a volume is one amount in any of its units', () => {
  it.each([
    ['Checked bags may weigh up to 23 kg.', 'Checked bag limit: 23000 g.'],
    ['每袋大米 5 公斤。', '大米每袋 10 斤。'],
    ['The garden hose is 15 m long.', 'Garden hose length: 1500 cm.'],
    ['Each thermos holds 1.5 l.', 'Thermos volume: 1500 ml.'],
    ['冷库一次最多冻 2 吨鱼。', '冷库容量：2000 公斤。'],
    ['One dose of the syrup is 0.5 g.', 'Syrup dose: 500 mg.'],
  ])('%s = %s', (a, b) => {
    expect(clash(a, b)).toBeNull();
  });

  it.each([
    ['一箱苹果重 10 公斤。', '一箱苹果重 10 斤。'],
    ['The rope is 30 m long.', 'Rope length: 30 ft.'],
    ['Each jug holds 2 l.', 'Jug volume: 1500 ml.'],
  ])('%s != %s', (a, b) => {
    expect(clash(a, b)).toMatchObject({ type: expect.stringMatching(/^measure:/) });
  });

  it.each([
    ['每袋面粉净重 25 公斤。', '面粉装袋：每袋净重 50 斤。'],
    ['A sack of flour weighs 25 kg.', 'Flour sack weight: 25000 g.'],
    ['The towpath loop is 4 km.', 'Towpath loop: 4000 m.'],
  ])('no contradiction: %s / %s', (a, b) => {
    expect(findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')])).toEqual([]);
  });
});

describe('a Chinese count with its classifier, and one after "only"', () => {
  it.each([
    ['维生素每天吃两粒。', 'measure:粒', '2'],
    ['糖葫芦每串八颗。', 'measure:颗', '8'],
    ['燒賣每籠四粒。', 'measure:粒', '4'],
    ['值班室夜里只留一名保安。', 'measure:person', '1'],
    ['这条线路仅需一台大巴。', 'measure:台', '1'],
  ])('%s -> %s %s', (text, type, value) => {
    expect(typedValuesOf(text)).toContainEqual(expect.objectContaining({ type, value }));
  });

  it('reads no count in a lone 一 that means "a", nor after 只是 ("just")', () => {
    expect(typedValuesOf('每桌放一个花瓶。')).toEqual([]);
    expect(typedValuesOf('这只是一个例子。')).toEqual([]);
  });
});
