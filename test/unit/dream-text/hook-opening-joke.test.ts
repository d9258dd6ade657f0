import { describe, expect, it } from 'vitest';
import { isChatter } from '../../../electron/core/dream/text/asides.js';

/** Fresh variants (in no case set): laughter opening a hook's piece about something the memory does not speak of. */
describe('isChatter: laughter first, about another thing, numbers and all', () => {
  it.each([
    ['lol the van in bay 2 still smells of fish', 'Payroll runs on the 25th; timesheets close on the 20th'],
    ['haha the coffee machine on floor 3 is broken again', 'Kiln firing schedule: bisque at 1000 °C, glaze at 1240 °C'],
    ['哈哈 三楼的打印机又卡纸了', '报关单要在开船前24小时提交，提单号写在蓝色文件夹里'],
  ])('%s', (piece, topic) => {
    expect(isChatter(piece, topic)).toBe(true);
  });

  it.each([
    // the memory's own thing
    ['lol the studio wifi code is 4471', 'Studio rules: the studio opens at 09:00'],
    // a rule
    ['lol never leave kiln 2 on overnight', 'Payroll runs on the 25th'],
    // laughter after the fact, not before it
    ['the van in bay 2 still smells of fish lol', 'Payroll runs on the 25th'],
    // no topic to weigh it against
    ['haha the coffee machine on floor 3 is broken again', undefined],
    ['哈哈 冷库温度要保持在零下十八度', '冷库：叉车充电区在 B 门左侧'],
  ])('%s is no chatter', (piece, topic) => {
    expect(isChatter(piece, topic)).toBe(false);
  });
});
