import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

/**
 * Fresh variants (in no case set) of talk about the note said without marks: why it was written (people keep asking)
 * and an invitation to ask, in Simplified, Traditional and English, beside look-alikes where asking is the fact.
 */
describe('a long hook: why the note was written and an invitation to ask stay out of the topic file', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  const shortened = async (file: string, body: string, hook: string): Promise<{ after: string; index: string }> => {
    const other = 'The canteen opens at 11:30.';
    await writeFiles(d.memory, {
      [file]: olderMemory(file.replace(/\.md$/, ''), 'project', `${body}\n`),
      'canteen.md': olderMemory('canteen', 'project', `${other}\n`, other),
      'MEMORY.md': `- [Topic](${file}) — ${hook}\n- [Canteen](canteen.md) — ${other}\n`,
    });
    const p = await planOf(d.memory);
    return { after: written(p, file) ?? '', index: written(p, 'MEMORY.md') ?? '' };
  };

  it.each([
    [
      'stocktake.md',
      '仓库在园区三号楼。',
      '仓库盘点：老是有人来问，所以写在这里；每月最后一个周六盘点，早上七点开始；盘点期间暂停发货；差异超过千分之三要重新点一遍；盘点表交给财务室的李会计，分机 8812；叉车钥匙在值班室；盘点结束后当天下午把差异表发到群里；冷库区的盘点由冷链组自己负责，结果也交给李会计；盘点用的扫码枪放在二楼办公室的充电柜里，用完要放回去充电',
      ['分机 8812', '叉车钥匙在值班室'],
      ['老是有人来问', '所以写在这里'],
    ],
    [
      'garden.md',
      '社區菜園在活動中心後面。',
      '社區菜園：常被問到，所以整理在這；每塊地每年租金一千二；澆水用東側的水塔，不可以用自來水；堆肥區在北邊圍籬旁；工具間的密碼鎖每季更換，由管理員阿德通知；每月第一個週日早上大家一起除草；收成太多可以放在門口的分享架，別人可以自由拿；農藥一律不准用，驅蟲用苦楝油；看完還是不清楚的話就來問我',
      ['堆肥區在北邊圍籬旁', '由管理員阿德通知'],
      ['常被問到', '就來問我'],
    ],
    [
      'loading-bay.md',
      'The loading bay is behind unit 4.',
      'Loading bay — putting this here because people keep asking: the bay closes at 16:00; pallets over 800 kg go through gate 2; forklift keys are with security; Saturday deliveries need a booking made by Thursday noon',
      ['over 800 kg go through gate 2', 'eys are with security'],
      ['people keep asking', 'putting this here'],
    ],
  ])('%s', async (file, body, hook, kept, gone) => {
    const { after, index } = await shortened(file, body, hook);
    for (const k of kept) expect(after).toContain(k);
    for (const g of gone) {
      expect(after).not.toContain(g);
      expect(index).not.toContain(g);
    }
    expect(after).toContain(body);
  });

  it.each([
    [
      'refund-desk.md',
      'Refunds are paid back to the card used.',
      'Refund desk: before any refund, ask the duty manager first; refunds over £200 need two signatures; the refund log is the red binder under the till; vouchers are issued only for goods without a receipt; the binder goes to the office every Friday',
      ['ask the duty manager first'],
    ],
    [
      'property.md',
      '小区物业在南门。',
      '物业报修：有问题先打物业热线 400-820-1234；新人入职第一周每次值班都要先问带班师傅；水电报修当天处理，门窗报修三天内处理；公共区域的灯坏了直接在群里报；报修单要写清楚楼号和房号，周末只处理紧急报修；电梯故障打电梯公司的值班电话，不要自己去开电梯门；装修要提前一周到物业登记，押金两千元，验收后退还',
      ['400-820-1234', '每次值班都要先问带班师傅'],
    ],
  ])('asking as a fact is kept: %s', async (file, body, hook, kept) => {
    const { after } = await shortened(file, body, hook);
    for (const k of kept) expect(after).toContain(k);
  });
});
