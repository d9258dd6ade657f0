import { describe, expect, it } from 'vitest';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// 2026-11-20 is a Friday: 后天 2026-11-22.
const REF = '2026-11-20';
const run = (text: string): string => absolutizeDates(text, REF).text;

describe('a Chinese day word used as a word of kind is no day (后天 "acquired")', () => {
  it.each([
    '入园体检表上要写明孩子的过敏是先天的还是后天过敏。',
    '醫生說這種過敏跟先天體質和後天環境都有關係。',
    '绝对音感不是天生的，是后天训练出来的。',
    '口吃大多是后天形成的，跟家族遗传关系不大。',
    '他的听力损失属于后天性的，入职体检时已经登记。',
    '這類皮膚病多屬於後天因素。',
    '后天性近视在学生里很常见。',
  ])('%s stays as written', (text) => {
    expect(run(text)).toBe(text);
  });

  it.each([
    ['后天上午十点消防检查。', '2026-11-22上午十点消防检查。'],
    ['报名材料是后天要交的，别拖。', '报名材料是2026-11-22要交的，别拖。'],
    ['后天的培训改在二楼。', '2026-11-22的培训改在二楼。'],
    ['後天早上的航班改到九點。', '2026-11-22早上的航班改到九點。'],
    ['明天性能测试，服务器要先扩容。', '2026-11-21性能测试，服务器要先扩容。'],
  ])('%s is a day', (text, want) => {
    expect(run(text)).toBe(want);
  });
});

describe('two days away, with or without the article, read whole (never "day after 2026-11-21")', () => {
  it.each([
    ["Plumber's back day after tomorrow to finish the radiators.", "Plumber's back on 2026-11-22 to finish the radiators."],
    ['Courier collects the specimen crates day after tomorrow, before noon.', 'Courier collects the specimen crates on 2026-11-22, before noon.'],
    ['Day before yesterday the mains water was off for two hours.', 'On 2026-11-18 the mains water was off for two hours.'],
    ['- day before yesterday: vet came out for the goats, all fine', '- 2026-11-18: vet came out for the goats, all fine'],
    ['A fox got into the hen run the night before last and took two birds.', 'A fox got into the hen run on the night of 2026-11-18 and took two birds.'],
    ['前晚值班室的暖气漏水了。', '2026-11-18晚上值班室的暖气漏水了。'],
    ['前晚冷凍庫的壓縮機跳電。', '2026-11-18晚上冷凍庫的壓縮機跳電。'],
    ['我们前晚加班到十点。', '我们2026-11-18晚上加班到十点。'],
    ['明晨六点船队出海。', '2026-11-21早上六点船队出海。'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it.each(['If the glue has set by the day after tomorrow, the joiner can start painting.', '学生们考试前晚都要早点熄灯。', '老王前晚来过。', '商场在圣诞前夜营业到十点。'])('%s stays as written', (text) => {
    expect(run(text)).toBe(text);
  });
});
