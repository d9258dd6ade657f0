import { describe, expect, it } from 'vitest';
import { withLimits } from '../../../electron/core/dream/text/limits.js';

const terms = (t: string, forbids = false): string[] => withLimits(t, () => forbids).match(/\b(?:min|max)\S+/g) ?? [];

describe('withLimits: a limit said either way reads as one term', () => {
  it.each([
    ['at most two shifts', 'max2'],
    ['no more than 2 shifts', 'max2'],
    ['up to 12 seats', 'max12'],
    ['under 50 lines', 'max50'],
    ['should not be longer than 50 lines', 'max50'],
    ['3 or fewer retries', 'max3'],
    ['< 200 ms', 'max200'],
    ['more than 5,000 points', 'min5000'],
    ['at least 18 years', 'min18'],
    ['18 or older', 'min18'],
    ['> 5000 元', 'min5000'],
    ['最多开八个小时', 'max8'],
    ['不超过3000元', 'max3000'],
    ['超过五万元的理赔', 'min50000'],
    ['五万以上的理赔', 'min50000'],
    ['十个以内', 'max10'],
    ['至少要两人', 'min2'],
    ['五百公斤以上的货', 'min500'],
    ['保持在 27 °C 以下', 'max27'],
  ])('%s -> %s', (text, term) => {
    expect(terms(text)).toEqual([term]);
  });

  it("a prohibition's limit is the other side's, asked only where there is a limit", () => {
    expect(terms('Never schedule more than two night shifts', true)).toEqual(['max2']);
    expect(terms('不要低于三个副本', true)).toEqual(['min3']);
    let asked = 0;
    withLimits('Never push to main.', () => (asked += 1) > 0);
    expect(asked).toBe(0);
  });

  it('a verb between 最多 and the amount stays before the limit', () => {
    expect(withLimits('每天最多提现三次').replace(/\s+/g, ' ').trim()).toBe('每天 提现 max3');
  });

  it('words of a limit without an amount, and amounts without a limit, stay as written', () => {
    expect(withLimits('Prefer more descriptive names over short ones.')).toBe('Prefer more descriptive names over short ones.');
    expect(withLimits('The cache holds 30 entries.')).toBe('The cache holds 30 entries.');
  });
});

describe('withLimits: "within" and a modal before a Chinese amount', () => {
  it('reads "within ten minutes" as at most ten, and 最多只能放一小时 as at most one', () => {
    expect(withLimits('Reply to a complaint within two days.')).toContain('max2');
    expect(withLimits('木料在室外最多只能放一小时。')).toContain('max1');
  });

  it('turns round only the limit term of a prohibition, not a word after it', () => {
    const read = withLimits('Do not leave a caller on hold for more than five minutes at a time.', () => true);
    expect(read).toContain('max5');
    expect(read).toContain('minutes');
  });
});

describe('withLimits: Chinese limits after the amount and its unit', () => {
  it('reads 内 after an amount with a unit as at most, and degrees as a unit', () => {
    expect(terms('葡萄采摘后四小时内必须进压榨机。')).toEqual(['max4']);
    expect(terms('冷藏车厢内要保持在 5 度以下。')).toEqual(['max5']);
    expect(terms('冷藏车厢的温度不可以超过五度。', true)).toEqual(['max5']);
    // 内 of a place or of content is no limit
    expect(terms('冷藏车厢内的货架每天清洗。')).toEqual([]);
  });
});

describe('withLimits: measure words', () => {
  it('reads a count of books or cups as an amount with its unit', () => {
    expect(terms('一次借书不能超过五本。')).toEqual(['max5']);
    expect(terms('每次最多借 5 本书。')).toEqual(['max5']);
  });
});
