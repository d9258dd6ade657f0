import { describe, expect, it } from 'vitest';
import { carriesFact, missingFactClauses, shortHook } from '../../../electron/core/dream/text/hook-clauses.js';
import { arrowRuns, isNoteTalkShape, withoutCommitPrefix, withoutOpener } from '../../../electron/core/dream/text/note-talk.js';

describe('talk about the note, by its closed classes', () => {
  it.each([
    // The reader addressed with a verb of attention, emphasis, a hedge, the writer offering help.
    'just so everyone is aware',
    'you lot know this already',
    'heads up to all of you on this one',
    'URGENT, please everyone read',
    "correct me if I'm wrong",
    'this list is a work in progress, bear with me',
    'various bits and pieces',
    'misc stuff',
    'which everyone should probably note',
    '很重要，大家一定要看！！',
    '各位同仁請務必詳閱',
    '有錯麻煩跟我說一聲',
    '內容可能不完整',
    '有问题 DM 我',
    '随便看看就好',
  ])('not a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });

  it.each([
    // The same classes of words inside a fact: a thing of the subject, a value, a rule of its own.
    'everyone must return books at the front desk',
    'please note the drop box is emptied at 09:00 and 17:00',
    'read the rigging plot before every get-in',
    'call me on channel 2 during the show',
    'ask the porter for the spare key',
    '大家吃完要把餐盘放回回收台',
    '请各位排队时不要插队',
    '正門的鑰匙由我和阿德各保管一把',
    '上面的菜单每周一更新一次',
  ])('a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(true);
  });

  it('reads a reading verb with no object but the note, and a comment on what was said, by their shape', () => {
    expect(isNoteTalkShape('read before boarding starts')).toBe(true);
    expect(isNoteTalkShape('please read it twice')).toBe(true);
    expect(isNoteTalkShape('as discussed at some length by the committee and broadly agreed')).toBe(true);
    expect(isNoteTalkShape('as mentioned last week')).toBe(true);
    expect(isNoteTalkShape('read the meter before each shift')).toBe(false);
    expect(isNoteTalkShape('note when the tank was last filled')).toBe(false);
    expect(isNoteTalkShape('as needed')).toBe(false);
  });

  it('drops a commit prefix and a discourse opener, not a label', () => {
    expect(withoutCommitPrefix('feat(rink): sessions — public skating runs 13:00-15:30')).toBe('sessions — public skating runs 13:00-15:30');
    expect(withoutCommitPrefix('chore: tidy')).toBe('tidy');
    expect(withoutCommitPrefix('Build: runs nightly at 02:00')).toBe('Build: runs nightly at 02:00');
    expect(withoutCommitPrefix('test: every batch is checked')).toBe('test: every batch is checked');
    expect(withoutOpener('not gonna lie this place is chaos on Fridays')).toBe('this place is chaos on Fridays');
    expect(withoutOpener('honestly')).toBe('honestly');
  });

  it('cuts at arrows between clauses, never between two values', () => {
    expect(arrowRuns('deck oven 1 preheats to 250 °C -> baguettes go in at 05:10').filter((_, i) => i % 2 === 0)).toEqual(['deck oven 1 preheats to 250 °C', 'baguettes go in at 05:10']);
    expect(arrowRuns('route 12 moved 07:40 -> 07:55 from March')).toEqual(['route 12 moved 07:40 -> 07:55 from March']);
    expect(arrowRuns('the callback x=>y is kept')).toEqual(['the callback x=>y is kept']);
    expect(arrowRuns('乾燥室 >>> 種子放滿十四天才入庫').filter((_, i) => i % 2 === 0)).toEqual(['乾燥室', '種子放滿十四天才入庫']);
  });
});

describe('the readers as words of talk, openers, 【】 tags, an aside before "but"', () => {
  it.each([
    'anyone confused just shout',
    'feel free to add anything I missed',
    'for the avoidance of doubt and as was minuted',
    'not 100% on this bit',
    'if that helps anyone',
    '友情提示一下各位',
    '说得不对的地方欢迎大家指出来，先谢过了',
    '如有遺漏還請多多包涵',
    '有不清楚的歡迎問',
    '若有變動會再更新',
  ])('not a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });

  it.each(['everyone wears a hi-vis vest on the dock', 'open to everyone on Sundays', 'please read the load chart before lifting', 'shout if the fire alarm sounds', '大家的电动车要在车棚里充电', '如有损坏要照价赔偿'])('a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(true);
  });

  it('drops a short 【】 tag with no value and keeps one with a value, and an aside joined by "but"', () => {
    expect(missingFactClauses('【速看】【转发周知】仓储规定：叉车只能由持证人员驾驶；危险品单独放在三号库', '仓库有五个库房。')).toEqual(['仓储规定：叉车只能由持证人员驾驶。', '危险品单独放在三号库。']);
    expect(missingFactClauses('仓储：【3号库】危险品单独放；叉车只能由持证人员驾驶', '')).toEqual(['仓储：【3号库】危险品单独放。', '叉车只能由持证人员驾驶。']);
    expect(missingFactClauses('Counter — not sure who needs to hear this but parcels over 20 kg go to the depot; the safe is opened at 08:30', '')).toEqual(['Parcels over 20 kg go to the depot.', 'The safe is opened at 08:30.']);
    expect(missingFactClauses('Dogs — dogs are allowed but must be leashed; the gate shuts at 18:00', '')).toEqual(['Dogs are allowed but must be leashed.', 'The gate shuts at 18:00.']);
  });

  it('cuts at a spaced :: or //, and drops a lead-in of talk before "that", not a rule\'s own "that"', () => {
    expect(missingFactClauses('Bike hire :: e-bikes are charged overnight in bay 2 // helmets are free with every hire', '')).toEqual(['E-bikes are charged overnight in bay 2.', 'Helmets are free with every hire.']);
    expect(missingFactClauses('Hall — please be advised that the main hall is let in four-hour blocks; make sure that the fire doors are shut', '')).toEqual(['The main hall is let in four-hour blocks.', 'Make sure that the fire doors are shut.']);
    expect(missingFactClauses('Links — the wiki lives at https://wiki.example.org/ops; std::vector is the default container', '')).toEqual(['The wiki lives at https://wiki.example.org/ops.', 'Std::vector is the default container.']);
  });
});

describe('a shortened hook: its facts reach the file, its talk about the note does not', () => {
  it('arrows, a request to keep the note updated and thanks (English)', () => {
    const hook = 'ovens!! -> deck oven 1 preheats to 250 °C by 04:30 -> baguettes go in at 05:10 -> pls keep this updated thx -> croissant trays sit on the top shelf of the rack oven';
    expect(missingFactClauses(hook, 'Deck oven 2 is used for rye only.')).toEqual(['Deck oven 1 preheats to 250 °C by 04:30.', 'Baguettes go in at 05:10.', 'Croissant trays sit on the top shelf of the rack oven.']);
  });

  it('an em-dash run-on with emphasis and a reading request, and its short hook', () => {
    const hook = 'Gangway notes — important, read before boarding starts; the bow gangway is closed when the swell exceeds 1.5 m, see below for more';
    expect(missingFactClauses(hook, '')).toEqual(['The bow gangway is closed when the swell exceeds 1.5 m.']);
    expect(shortHook(hook)).toBe('Gangway notes — the bow gangway is closed when the swell exceeds 1.5 m');
  });

  it('full-width bars, the writer unsure and asking to be told (Traditional Chinese)', () => {
    const hook = '鋼琴調音｜每台琴每半年調一次音｜以上是我憑印象寫的，不保證對，有錯麻煩跟我說一聲｜調完要在琴邊的登記表上簽名';
    expect(missingFactClauses(hook, '音樂廳有三台平台鋼琴。')).toEqual(['每台琴每半年調一次音。', '調完要在琴邊的登記表上簽名。']);
  });

  it('【】 emphasis and the readers asked to pass it on (Simplified Chinese)', () => {
    const hook = '泳池【注意】【重要通知】：池水的余氯每两小时测一次；救生员下午两点换班；大家看完记得转发一下哈，谢谢配合';
    expect(missingFactClauses(hook, '游泳馆有一个标准池。')).toEqual(['泳池：池水的余氯每两小时测一次。', '救生员下午两点换班。']);
  });
});

describe('writing the note down for the people who ask, said of itself, is talk by its shape', () => {
  it.each(['writing this down because every new volunteer asks me the same things', 'jotted it here since everyone keeps asking', 'people keep asking about this', 'new starters always ask', "I'm putting this here because folks kept asking"])('%s', (piece) => {
    expect(isNoteTalkShape(piece)).toBe(true);
  });

  it.each(['writing this down because the alarm code changes every month', 'everyone asks Priya for the van key', 'new starters ask the shift lead before using the saw', 'write the batch number down on the tag'])('%s', (piece) => {
    expect(isNoteTalkShape(piece)).toBe(false);
  });
});
