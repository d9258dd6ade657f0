import { describe, expect, it } from 'vitest';
import { withoutEdgeTalk } from '../../../electron/core/dream/text/edge-talk.js';
import { isOpeningTalk } from '../../../electron/core/dream/text/salutations.js';
import { isClosingTalk, isEmptyRemark } from '../../../electron/core/dream/text/sign-offs.js';
import { missingFactClauses, shortHook } from '../../../electron/core/dream/text/hook-clauses.js';

// Fresh variants, in no case set: salutations, lead-ins, sign-offs and signatures around facts, and look-alikes that are facts.
describe('withoutEdgeTalk: the talk a message opens and closes with', () => {
  it.each([
    ['Hiya folks, quick update from the office: the printer toner is in cupboard 4', 'the printer toner is in cupboard 4'],
    ['Good morning all! friendly reminder: bins go out on Thursday nights', 'bins go out on Thursday nights'],
    ['Dear Mr Patel, further to our call: the invoice is due on the 30th', 'the invoice is due on the 30th'],
    ['okay so as I was saying in the meeting the van keys hang in the office', 'the van keys hang in the office'],
    ['We would like to inform you that the pool closes at 20:00 on Sundays', 'the pool closes at 20:00 on Sundays'],
    ['the gate code is 4471, thanks so much, Lena', 'the gate code is 4471'],
    ['forms go to HR by Friday. Warm regards, Tom Baker', 'forms go to HR by Friday.'],
    ['the tender is fuelled the night before and the oars stay in the shed over and out', 'the tender is fuelled the night before and the oars stay in the shed'],
    ['大家好，通知一下：周一例会改到十点。谢谢大家的配合！——行政部 小王', '周一例会改到十点。'],
    ['各位同事留意下：後門六點後鎖，鎖匙喺保安度。唔該晒！', '後門六點後鎖，鎖匙喺保安度。'],
    ['各位同仁好，提醒一下：會議室使用後請把白板擦乾淨。感謝配合～ 總務 阿華', '會議室使用後請把白板擦乾淨。'],
    ['【園務通知】午睡室下午兩點前要開冷氣', '午睡室下午兩點前要開冷氣'],
    ["Hi everyone, hope you're all well. The cafeteria closes at 14:00 on Fridays. Thanks!", 'The cafeteria closes at 14:00 on Fridays.'],
    ['各位老师好！温馨提示：期末成绩周五前录入系统。辛苦各位老师了🙏', '期末成绩周五前录入系统。'],
    ['Hey @marco, the staging DB is reset every night at 01:00', 'the staging DB is reset every night at 01:00'],
    ['阿明你好，麻烦跟你说下：仓库钥匙放在前台抽屉里。谢啦', '仓库钥匙放在前台抽屉里。'],
    ['Dear all, kindly note that the lab is closed on 24 December. Regards, Facilities', 'the lab is closed on 24 December.'],
    ['the wifi is guest-5G, thx in advance!', 'the wifi is guest-5G'],
    ['Parking: bays 1-6 are for staff; visitors use the street; source: me, this morning', 'Parking: bays 1-6 are for staff; visitors use the street'],
  ])('%s', (hook, kept) => {
    expect(withoutEdgeTalk(hook)).toBe(kept);
  });

  it.each([
    'Morning deliveries arrive at 07:00 at the back door',
    'Well water is tested every month',
    'Dear Prudence is the opening song of the set',
    'Entry is free, thanks to the sponsors',
    "Guest emails end with 'Kind regards, the Harbour team'",
    'Sign-off for letters: Yours sincerely',
    'Radio calls end with over and out',
    '前台接电话先说您好，挂电话前说谢谢',
    '感谢信由院长签字',
    'Cheers are allowed only after the final whistle',
    '老师要在周五前录入成绩',
    'please note the drop box is emptied at 09:00',
    'the van is serviced by Kwik Fit; source: the garage invoice',
    'Note for the night shift: lock the back door, the alarm code is on the card',
    'one from each team, the rest cover the floor',
  ])('a look-alike stays whole: %s', (hook) => {
    expect(withoutEdgeTalk(hook)).toBe(hook);
  });

  it('reads the pieces by where they stand', () => {
    expect(isOpeningTalk('hey all 👋 quick one from the kitchen')).toBe(true);
    expect(isOpeningTalk('the kitchen closes at 22:00')).toBe(false);
    expect(isClosingTalk('best regards Jürgen')).toBe(true);
    expect(isClosingTalk('——安全部 王工')).toBe(true);
    expect(isClosingTalk('the keys are with Jürgen')).toBe(false);
    expect(isEmptyRemark('nothing new here')).toBe(true);
    expect(isEmptyRemark('please no shortcuts here')).toBe(true);
    expect(isEmptyRemark('no shortcuts through the loading bay')).toBe(false);
  });
});

describe('a shortened hook: only the clauses that carry facts reach the topic file', () => {
  it('leaves the greeting, the lead-in and the sign-off out, in English and Chinese', () => {
    const en = 'Hello all, short note from reception: visitor badges are returned at the gate, parking is behind block C, and the lift is serviced on Mondays. Best wishes, Anna';
    expect(missingFactClauses(en, '')).toEqual(['Visitor badges are returned at the gate, parking is behind block C, and the lift is serviced on Mondays.']);
    const zh = '各位好，跟大家说一声：打印机每周五换墨盒，会议室钥匙在前台，访客要登记。有问题随时找我，谢谢！';
    expect(missingFactClauses(zh, '')).toEqual(['打印机每周五换墨盒，会议室钥匙在前台，访客要登记。']);
  });

  it('a run of Chinese statements keeps its first ones in the index line', () => {
    const hook = '冷库温度要在零下十八度以下，留样盒冷藏四十八小时，砧板分颜色，员工戴帽子和口罩，外来人员不能进操作间，垃圾桶加盖并每餐清运';
    const short = shortHook(hook)!;
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toContain('垃圾桶加盖');
    expect(short.startsWith('冷库温度要在零下十八度以下')).toBe(true);
  });

  it('keeps a comment on what was said apart from the statement it opens', () => {
    expect(missingFactClauses('as agreed, the kiln is fired to 1240 °C on Thursdays', '')).toEqual(['The kiln is fired to 1240 °C on Thursdays.']);
  });
});
