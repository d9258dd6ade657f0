import { describe, expect, it } from 'vitest';
import { measureOf, sameSubject, subjectOf } from '../../../electron/core/dream/text/claim.js';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `claim${(n += 1)}.md`, factIndex: 0, text, date });
const pair = (a: string, b: string) => findContradictions([fact(a, '2026-05-01'), fact(b, '2026-10-01')]);

describe('measureOf: a clause read as subject, bound and value', () => {
  it('reads the unit, the bound and the subject without relation words', () => {
    const m = measureOf('The cold room holds at most 40 pallets');
    expect(m).toMatchObject({ amount: '40', unit: 'pallet', bound: 'max' });
    expect(m!.subject.latin).toEqual(['cold', 'room', 'hold']);
    expect(measureOf('Plugins need Node 20 or newer')).toMatchObject({ amount: '20', unit: 'version', bound: 'min' });
    expect(measureOf('巡检每三天一次')).toMatchObject({ amount: '3', unit: 'day' });
    expect(measureOf('the cache is flushed four times a day')).toMatchObject({ amount: '4', unit: 'x/day' });
  });
  it('gives no measure for a clock time, a past value or two numbers', () => {
    expect(measureOf('The shop opens at 08:30')).toBeNull();
    expect(measureOf('Until 2024 the limit was 5 seats')).toBeNull();
    expect(measureOf('3 nodes with 16 GB each')).toBeNull();
  });
  it('an owner on one side is context, owners on both sides must agree', () => {
    expect(sameSubject(subjectOf("the museum's exhibit planning"), subjectOf('exhibit planning'))).toBe(true);
    expect(sameSubject(subjectOf('一号楼的电梯'), subjectOf('二号楼的电梯'))).toBe(false);
  });
});

describe('findContradictions: measures of one subject', () => {
  it.each([
    ['The cold room holds at most 40 pallets.', 'cold room capacity: 60 pallets'],
    ['Plugins need Node 18 or newer.', 'Minimum Node version for plugins: Node 20.'],
    ['The sensors report every 10 minutes.', 'sensor report interval: 30 minutes'],
    ['夜间巡检每三天一次。', '夜间巡检频率：每周一次。'.replace('每周', '每五天')],
    ['货车的最大载重是8吨。', '货车最大载重：12吨。'],
    ['The test suite runs four times a day.', 'Test suite runs: twice a day'],
  ])('%s / %s', (a, b) => {
    const found = pair(a, b);
    expect(found).toHaveLength(1);
    expect(found[0]!.kind).toBe('contradiction');
  });
  it.each([
    // two subjects, one word each way
    ['The north gate closes after 40 minutes.', 'The south gate closes after 20 minutes.'],
    ['一号楼的电梯最多载12人。', '二号楼的电梯最多载15人。'],
    // a minimum met by a value
    ['Each shift needs at least 2 nurses.', 'The night shift has 4 nurses.'],
    // a past value
    ['Backups are kept for 30 days.', 'Before the audit, backups were kept for 7 days.'],
    // units of two kinds
    ['The upload limit is 10 MB.', 'The upload limit is 10 files.'],
  ])('quiet: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findContradictions: a label naming a thing, a sentence naming another', () => {
  it.each([
    ['The clinic books interpreters through LanguageLine.', 'Interpreter booking: Voyce'],
    ['物业的门禁系统用的是海康威视。', '门禁系统：大华'],
    ['The newsroom transcribes interviews with Otter.', '- interview transcription — Trint'],
  ])('%s / %s', (a, b) => {
    const found = pair(a, b);
    expect(found).toHaveLength(1);
    expect(found[0]!.reason).toContain('name different things');
  });
  it.each([
    // another subject, another floor, the same value, one word of subject only
    ['The front desk phone is answered by Priya.', 'Back office phone: Marco'],
    ['一楼的门禁系统用的是海康威视。', '二楼门禁系统：大华'],
    ['The clinic books interpreters through Voyce.', 'Interpreter booking: Voyce'],
    ['The paper archive is stored at Iron Mountain.', 'paper supplier: Papyrus'],
    // a question states nothing
    ['Design mockups live in Sketch.', 'Should design mockups move to Penpot?'],
  ])('quiet: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('measureOf: Chinese numbers in characters before a unit', () => {
  it('reads them as amounts, as digits are read', () => {
    expect(measureOf('红葡萄酒的发酵温度控制在二十八度')).toMatchObject({ amount: '28', unit: '度' });
    expect(measureOf('烤箱预热到二百三十度')).toMatchObject({ amount: '230', unit: '度' });
    expect(measureOf('机房的 UPS 可以撑四十五分钟')).toMatchObject({ amount: '45', unit: 'minute' });
    expect(measureOf('冷库的湿度保持在百分之九十')).toMatchObject({ amount: '90', unit: '%' });
    // a Han unit ends at a grammar word (60度的水)
    expect(measureOf('床单用六十度的水洗')).toMatchObject({ amount: '60', unit: '度' });
  });

  it('leaves alone a lone 一, a numbered thing and words holding a number', () => {
    expect(measureOf('这个步骤十分重要')).toBeNull();
    expect(measureOf('二号窑在东边')).toBeNull();
    expect(measureOf('一天只开一次')).toBeNull();
  });
});

describe('contradictions: Chinese amounts in characters', () => {
  it('a later value for the same subject is a contradiction', () => {
    expect(pair('烤欧包的烤箱预热到二百三十度。', '烤欧包的烤箱现在预热到二百一十度。')).toHaveLength(1);
    expect(pair('机房的 UPS 可以撑三十分钟。', '换了电池以后，机房的 UPS 可以撑四十五分钟。')).toHaveLength(1);
    expect(pair('游泳池的水温保持在二十八度。', '游泳池的水温现在保持在二十六度。')).toHaveLength(1);
  });

  it('two subjects, or two attributes of one, are not', () => {
    expect(pair('成人泳池的水温是二十六度。', '儿童泳池的水温是三十度。')).toEqual([]);
    expect(pair('冷库的温度设在零下十八度。', '冷库的湿度保持在百分之九十。')).toEqual([]);
    expect(pair('这个步骤十分重要。', '这个步骤需要五分钟。')).toEqual([]);
  });
});
