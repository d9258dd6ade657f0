import { describe, expect, it } from 'vitest';
import { attributesApart, englishNumerals, oneCaseOfOther, qualifiersApart, typedValuesOf, valueClash } from '../../../electron/core/dream/text/typed-values.js';

const clash = (a: string, b: string) => valueClash(typedValuesOf(a), typedValuesOf(b));

describe('typedValuesOf: values by their shape', () => {
  it.each([
    ['Engine 3 rides out with a crew of four.', 'measure:person', '4'],
    ['The annealer runs for twenty-four hours.', 'measure:duration', '86400'],
    ['The gate opens at 7:30.', 'clock', '~7:30'],
    ['Doors open at 9 pm.', 'clock', '21:00'],
    ['婚纱店晚上七点打烊。', 'clock', '19:00'],
    ['劇團週日的午場兩點開演。', 'day', '7'],
    ['A day pass costs £12.', 'money', '12'],
    ['定金是二百元。', 'money', '200'],
    ['山屋最多接待二十四位住客。', 'measure:person', '24'],
    ['退火爐一次燒十個小時。', 'measure:duration', '36000'],
    ['合唱团每排最多站 9 个队员。', 'measure:person', '9'],
    ['仓库里还有 48 箱矿泉水。', 'measure:箱', '48'],
    ['社區大樓的保全由李組長負責。', 'person', '李组长'],
    ['收銀而家係芬姐睇。', 'person', '芬姐'],
    ['The on-call surgeon is Dr. Okafor.', 'person', 'okafor'],
    ['瓷器部的主管是陳經理。', 'person', '陈经理'],
    ['燈光組目前由小婷帶。', 'person', '小婷'],
  ])('%s -> %s %s', (text, type, value) => {
    expect(typedValuesOf(text)).toContainEqual(expect.objectContaining({ type, value }));
  });

  it('reads a span of seconds, minutes or hours as one measure, and no year in a school grade', () => {
    expect(clash('A tyre change takes 45 minutes.', 'Tyre change: 1 hour.')).toMatchObject({ type: 'measure:duration' });
    expect(clash('A tyre change takes 60 minutes.', 'Tyre change: 1 hour.')).toBeNull();
    expect(typedValuesOf('五年级的学生')).toEqual([]);
  });

  it('reads no measure in a numbered thing, nor "one" as a number', () => {
    expect(typedValuesOf('Engine 3 carries water.')).toEqual([]);
    expect(englishNumerals('no one knows; one of the two')).toBe('no one knows; one of the 2');
  });
});

describe('valueClash: one type, no value shared', () => {
  it('finds values of one type that differ', () => {
    expect(clash('每个周三，种子图书馆要到下午三点才开门。', '种子图书馆每周三下午两点开门。')).toMatchObject({ type: 'clock' });
    expect(clash('在纹身店预约要先交300元定金。', '纹身店的预约定金是二百元。')).toMatchObject({ type: 'money' });
    expect(clash('The choir has 42 members.', 'There are 38 singers in the choir.')).toMatchObject({ type: 'measure:person' });
  });

  it('finds none where a value is shared, where none is of one type, or where two types differ at once', () => {
    expect(clash('The tattoo studio takes a 200 yuan deposit.', '纹身店每次预约收二百元定金。')).toBeNull();
    expect(clash('Purge the steam wand after every 3 milk drinks.', 'After every three milk drinks, purge the steam wand.')).toBeNull();
    expect(clash('Tracks with explicit lyrics must not be played before 9 pm.', 'Explicit songs may only go on air after 9 pm.')).toBeNull();
    expect(clash('种子图书馆周三下午两点开门。', '种子图书馆周六上午十点开门。')).toBeNull();
    expect(clash('The gate opens at 7:30.', 'The gate opens at 7:30 pm.')).toBeNull();
  });
});

describe('qualifiersApart and attributesApart: two things, two attributes', () => {
  it.each([
    ['Wetsuit rental is €8 a day in summer.', 'Wetsuit rental is €12 a day in winter.'],
    ['鱼市工作日凌晨四点开市。', '鱼市周末凌晨五点才开市。'],
    ['The kids’ climbing course costs £45.', 'The adult climbing course costs £60.'],
    ['大幅纹身的定金是五百元。', '小幅纹身的定金是一百元。'],
    ['Engine 3 carries 2,000 litres of water.', 'Engine 5 carries 3,000 litres of water.'],
    ['一号厅的银幕宽十八米。', '三号厅的银幕宽十二米。'],
  ])('%s / %s: apart', (a, b) => {
    expect(qualifiersApart(a, b)).toBe(true);
  });

  it('keeps a numbered name whose number is the only value ("Node 18" / "Node 20") and one family member on both sides together', () => {
    expect(qualifiersApart('The build image uses Node 18.', 'The build image uses Node 20.')).toBe(false);
    expect(qualifiersApart('In summer the lido opens at 7:00.', 'In summer the lido opens at 8:00.')).toBe(false);
    expect(qualifiersApart('The retro is on Friday afternoons.', 'The retro is on Thursday mornings.')).toBe(false);
  });

  it('tells a temperature and a count apart, not two temperatures', () => {
    expect(attributesApart(typedValuesOf('The annealer holds its pieces at 480 °C.'), typedValuesOf('The annealer holds up to 12 pieces.'))).toBe(true);
    expect(attributesApart(typedValuesOf('The annealer holds 480 °C.'), typedValuesOf('The annealer holds 500 °C.'))).toBe(false);
  });
});

describe('oneCaseOfOther: a day or a time said on one side only', () => {
  const of = (a: string, b: string) => {
    const [va, vb] = [typedValuesOf(a), typedValuesOf(b)];
    const c = valueClash(va, vb);
    return c !== null && oneCaseOfOther(va, vb, c.type);
  };
  it('is a case of the other where the clash is in another type', () => {
    expect(of('圖書館晚上九點閉館。', '圖書館週日晚上六點閉館。')).toBe(true);
    expect(of('Lane hire costs $30 an hour.', 'Lane hire costs $35 an hour after 18:00.')).toBe(true);
  });
  it('is no case where the day itself differs, whatever else one side adds', () => {
    expect(of("The sailing club's safety briefing is held on Saturday mornings.", 'Safety briefing: Sunday mornings, 08:30.')).toBe(false);
    expect(of('The shop closes at 18:00 on Saturdays.', 'The shop closes at 17:00 on Saturdays.')).toBe(false);
  });
});
