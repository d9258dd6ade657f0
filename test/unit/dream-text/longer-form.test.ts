import { describe, expect, it } from 'vitest';
import { continuesPlainly, putsInTurn, saidAtMoreLength } from '../../../electron/core/dream/text/longer-form.js';

describe('saidAtMoreLength: one sentence said again with a few more words and its reason', () => {
  it.each([
    ['Wipe the lens with a microfibre cloth.', 'Wipe the lens with a dry microfibre cloth, because paper towels scratch the coating.'],
    ['Book the van on the shared calendar.', 'Book the van on the shared calendar two days ahead, otherwise facilities gives it away.'],
    ['面团发酵两小时。', '面团在室温下发酵两小时，因为冷藏会让酵母变慢。'],
    ['落單前要問清楚有冇敏感。', '落單前要問清楚有冇敏感，唔係出事就好麻煩。'],
    ['備份硬碟每週五換一顆。', '備份硬碟每週五換一顆，以防機房停電時資料全毀。'],
    ['Keep the resin lid closed to avoid spills.', 'Keep the resin lid closed, because an open lid spills resin and the fumes fill the room.'],
    ['Clean the nozzle using isopropyl alcohol.', 'Clean the nozzle with isopropyl alcohol, since water leaves a residue.'],
    ['仓库钥匙交给值班主管，避免丢失。', '仓库钥匙交给值班主管，因为上个月有人把钥匙带回家后丢失了。'],
  ])('%s / %s', (shorter, longer) => {
    expect(saidAtMoreLength(shorter, longer)).toBe(true);
    expect(saidAtMoreLength(longer, shorter)).toBe(false);
  });

  it.each([
    // a negation, an exception or "only" put in: another rule
    ['Push the release tag to origin.', 'Never push the release tag to origin, because CI does it.'],
    ['Invoices go out on the 1st.', 'Invoices go out on the 1st unless it is a Sunday, because the bank is closed.'],
    ['周末可以加班。', '周末只可以加班半天，因为工时有上限。'],
    // another value, another subject
    ['Proof the dough for two hours.', 'Proof the dough for three hours, because the kitchen is cold.'],
    ['东门的快递柜由物业管理。', '西门的快递柜由物业管理，因为居委会没有钥匙。'],
    // no reason, the same reason, or too much put in to be sure
    ['Label every jar.', 'Label every jar with the date it was opened.'],
    ['Lock the back door, because the cat escapes.', 'Lock the back door, because the cat escapes.'],
    ['Send the report to Ana.', 'Send the weekly cost and usage report to Ana, because she signs the budget.'],
    // the head's 避免 is the rule, not a reason
    ['周五避免发版。', '周五发版，因为周末没人值班。'],
  ])('%s / %s stay two', (a, b) => {
    expect(saidAtMoreLength(a, b)).toBe(false);
  });
});

describe('continuesPlainly and putsInTurn: more words that do not turn the rule', () => {
  it('reads what follows the shorter sentence', () => {
    expect(continuesPlainly('restart the worker after each deploy', 'restart the worker after each deploy and clear the cache')).toBe(true);
    expect(continuesPlainly('deliveries go to the back door', 'deliveries go to the back door unless it rains')).toBe(false);
    expect(continuesPlainly('快递 送到 后门', '快递 送到 后门 但 下雨天 送到 前台')).toBe(false);
    expect(continuesPlainly('deliveries go to the back door', 'deliveries go to the back doorway')).toBe(false);
  });
  it('finds a turn put in before the reason, not one inside it', () => {
    expect(putsInTurn('Serve the soup hot.', 'Serve the soup hot except at lunch, because the hob is shared.')).toBe(true);
    expect(putsInTurn('汤要趁热上。', '汤只在晚市趁热上，因为午市灶台不够。')).toBe(true);
    expect(putsInTurn('Serve the soup hot.', 'Serve the soup hot, because cold soup does not sell.')).toBe(false);
  });
});
