import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCopyName, isPlaceholderName } from '../../../electron/core/dream/merges.js';
import { aboutTwoSubjects, oneTemplateOtherValues } from '../../../electron/core/dream/text/swaps.js';
import { copyBase, descriptionMark, nameAgainst, nameMark, nameWords } from '../../../electron/core/dream/text/copy-names.js';
import { makeDirs, newerMemory, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

describe('isCopyName: how file managers and people name a copy', () => {
  it.each(['deploy_copy', 'deploy-copy-2', 'copy-of-deploy', 'Copy of deploy', 'deploy (copy)', 'deploy copy', 'deploy (2)', 'deploy 2', 'deploy 副本', '部署-拷贝', '部署的副本', '部署（1）', '部署(2)', '部署（副本）', '部署 - 副本', '部署拷貝', 'deploy - Copy (2)', 'deploy (copy 2)', 'deploy.bak', 'deploy-backup', 'deploy_orig', 'deploy~', '部署备份', '部署-副本2', '選課規則 - 複本', '排班表 - 複製', '門禁規則的副本'])('%s is a copy', (name) => {
    expect(isCopyName(name)).toBe(true);
  });

  it.each(['deploy', 'step-2', 'release-v2', 'copywriting-style', 'copy-editing', 'ios-2fa', '部署流程', '复盘记录', 'backup-policy', 'backups', 'dup-detection', 'copy-editing', '备份策略', '複本管理規則', ''])('%s is a name', (name) => {
    expect(isCopyName(name)).toBe(false);
  });
});

describe('copyBase: the name a copy was made from', () => {
  it.each([
    ['torque-values_copy', 'torque-values'],
    ['copy-of-trail-markers', 'trail-markers'],
    ['deploy (1)', 'deploy'],
    ['咖啡配方-副本', '咖啡配方'],
    ['烘豆紀錄 複本', '烘豆紀錄'],
    ['deploy - Copy (2)', 'deploy'],
    ['Lagerliste - Kopie', 'Lagerliste'],
    ['planning copie 2', 'planning'],
    ['Copia de turnos', 'turnos'],
    ['在庫リスト のコピー', '在庫リスト'],
    ['재고 목록 복사본', '재고 목록'],
  ])('%s was made from %s', (name, base) => {
    expect(copyBase(name)).toBe(base);
  });

  it.each(['deploy', 'step-2', 'backup-policy', '备份策略', 'kopieren-anleitung', 'copie-conforme-rules', 'コピー機の使い方'])('%s is no copy', (name) => {
    expect(copyBase(name)).toBeNull();
  });
});

describe('isPlaceholderName: a name nobody gave, or a draft or old version of another', () => {
  it.each(['draft', 'scratch', 'untitled-3', 'Untitled 2', 'New Text Document', 'new-note', 'tmp', 'wip', '草稿', '新建文本文档', '未命名-1', '無標題', 'resident-permits-old', 'belay-checks-wip', 'on-call-rota_draft', '借閱規則（草稿）', '門禁規則（舊版）', '部署(old)', '会议纪要草稿'])('%s is a placeholder or a marked version', (name) => {
    expect(isPlaceholderName(name)).toBe(true);
  });

  // A name that starts with such a word names a real thing.
  it.each(['draft-beer-lines', 'old-town-parking', 'temp-limits', 'scratch-card-prizes', 'new-town-parking', 'draft-order', '草稿纸采购', '备份策略', '临时工排班', 'kyc-document-checks', ''])('%s is a real name', (name) => {
    expect(isPlaceholderName(name)).toBe(false);
  });

  it('ranks a copy below a placeholder below a real name', () => {
    expect([nameMark('deploy'), nameMark('draft'), nameMark('deploy (copy)')]).toEqual([0, 1, 2]);
  });
});

describe('nameAgainst: a name that is another name plus a scratch mark, or plus words of its own subject', () => {
  it.each([
    ['tmp-lesson-levels', 'lesson-levels', 'Ski lessons have five levels.'],
    ['tmp_swarm-calls', 'swarm-calls', 'Swarm calls go to the hotline first.'],
    ['old_tide-tables', 'tide-tables', 'Ferry timetables follow the tide tables.'],
    ['OLD-invoice-rules', 'invoice-rules', 'Invoices are sent on the 1st.'],
    ['wetsuit-sizes-2', 'wetsuit-sizes', 'Wetsuits are hung by size.'],
    ['~$boarding', 'boarding', 'Boarding closes 20 minutes before departure.'],
    ["cold-chain (Ana's conflicted copy)", 'cold-chain', 'Insulin is stored between 2 and 8 °C.'],
    ['临时-出摊清单', '出摊清单', '出摊前检查煤气罐的压力。'],
    ['旧版会员积分', '会员积分', '会员每消费一元积一分。'],
  ])('%s is %s plus a scratch mark', (name, other, body) => {
    expect(nameAgainst(name, other, body)).toBe(1);
    expect(nameAgainst(other, name, body)).toBe(0);
  });

  it.each([
    ['temp-readings', 'readings', 'Fridge temperature readings are written down at 08:00.'],
    ['old-quarry-access', 'quarry-access', 'The Old Quarry gate is opened by the ranger.'],
    ['backup-generator', 'generator', 'The backup generator is tested every Friday.'],
    ['bus-7', 'bus', 'Bus 7 leaves the depot at 05:40.'],
    ['旧仓库', '仓库', '旧仓库只放纸箱。'],
  ])('%s adds words its memory says to %s', (name, other, body) => {
    expect(nameAgainst(name, other, body)).toBe(-1);
  });

  it.each([
    ['boarding-gates', 'boarding'],
    ['night-boarding', 'boarding'],
    ['boarding-final', 'boarding'],
    ['v2-boarding', 'boarding'],
    ['deploy', 'deploy'],
  ])('%s is no scratch copy of %s', (name, other) => {
    expect(nameAgainst(name, other, 'Boarding closes 20 minutes before departure.')).toBe(0);
  });
});

describe('nameWords: a copy\'s name and its original\'s, but for separators and plurals', () => {
  it.each([
    ['harbour-pilot', 'harbour pilots'],
    ['Fish_Auction_Rules', 'fish auction rules'],
    ['battery-log', 'batteries log'],
    ['燙金溫度', '烫金温度'],
  ])('%s / %s', (a, b) => {
    expect(nameWords(a)).toEqual(nameWords(b));
  });
  it.each([
    ['glass', 'glas'],
    ['bus-routes', 'bus-route-map'],
  ])('%s / %s differ', (a, b) => {
    expect(nameWords(a)).not.toEqual(nameWords(b));
  });
});

describe('nameAgainst: a version number or an edit mark after a name', () => {
  it.each([
    ['kayak-rental v2', 'kayak-rental'],
    ['kayak-rental_v3', 'kayak-rental'],
    ['kayak-rental-edited', 'kayak-rental'],
    ['皮划艇租赁-修改版', '皮划艇租赁'],
  ])('%s is a spare version of %s', (name, other) => {
    expect(nameAgainst(name, other, 'Kayaks are rented by the hour; 皮划艇按小时出租。')).toBe(1);
  });
  it('not where the version is the subject\'s own', () => {
    expect(nameAgainst('api-auth v2', 'api-auth', 'API v2 authenticates with OAuth tokens.')).toBe(-1);
  });
});

describe('descriptionMark: a description closed by a bracketed copy, draft or old mark', () => {
  it.each(['kayak care (old)', 'kayak care (copy)', 'kayak care [draft]', '皮划艇保养（副本）', '獨木舟保養（舊版）', 'deploy steps (old version)'])('%s is marked', (d) => {
    expect(descriptionMark(d)).toBe(1);
  });
  it.each(['Notes on the draft', 'Old Town parking permits', 'how to make a copy of the key', '备份策略', 'kayak care', null])('%s is not', (d) => {
    expect(descriptionMark(d)).toBe(0);
  });
});

describe('oneTemplateOtherValues: one sentence saying two things is no paraphrase', () => {
  it.each([
    ['Old Town residents park with a yellow permit.', 'New Town residents park with a green permit.'],
    ['东区站点每周三下午收罐头。', '西区站点每周六上午收罐头。'],
    ['北门的快递柜由物业管理。', '南门的快递柜由居委会管理。'],
    ['The indoor pool opens at 06:30 for lane swimming.', 'The outdoor pool opens at 09:00 for lane swimming.'],
  ])('%s / %s', (a, b) => {
    expect(oneTemplateOtherValues(a, b)).toBe(true);
  });

  it.each([
    // other words, one synonym, a "not": a paraphrase or a contradiction, still worth a finding
    ['Passport scans are deleted as soon as the guest checks out.', "Don't keep guests' passport scans after checkout."],
    ['Ask the pharmacist before substituting a generic drug.', 'Ask the chemist before substituting a generic drug.'],
    ['Deploys need two approvals on Fridays.', 'Deploys do not need two approvals on Fridays.'],
    ['Every pull request needs one approving review.', 'A pull request can merge only after one approving review.'],
    ['周末别给供应商打电话催货。', '催货电话只在工作日打给供应商。'],
  ])('%s / %s', (a, b) => {
    expect(oneTemplateOtherValues(a, b)).toBe(false);
  });
});

describe('aboutTwoSubjects: one template said of two things is neither a clash nor a repeat', () => {
  it.each([
    ['荃灣店朝早十一點開鋪，鎖匙喺阿強度。', '元朗店朝早十點開鋪，鎖匙喺阿玲度。'],
    ["The east pier's ferry leaves at 07:10 and Omar runs the ticket desk.", "The west pier's ferry leaves at 07:40 and Lena runs the ticket desk."],
    ['一号泳池早上六点开放，救生员是小王。', '二号泳池早上七点开放，救生员是小李。'],
  ])('%s / %s', (a, b) => {
    expect(aboutTwoSubjects(a, b)).toBe(true);
  });
  it.each([
    // one subject, its values changed: a clash
    ['周会下午两点开始，由陈经理主持。', '周会下午三点开始，由林小姐主持。'],
    ['The staff meeting starts at 14:00 and Omar takes the minutes.', 'The staff meeting starts at 15:00 and Lena takes the minutes.'],
    // one word swapped at the head: a synonym or a contradiction, still worth a finding
    ['陈经理负责周会。', '林小姐负责周会。'],
  ])('%s / %s', (a, b) => {
    expect(aboutTwoSubjects(a, b)).toBe(false);
  });
});

describe('the survivor of a merge is the real file', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  const padding = (): Record<string, string> =>
    Object.fromEntries(['Nomad', 'ECS', 'Fly', 'Heroku', 'Kubernetes', 'Render'].map((host, i) => [`other-${i}.md`, olderMemory(`other-${i}`, 'project', `Service ${i} runs on ${host}.\n`)]));

  it('keeps the real name over a newer draft, scratch or 草稿 copy, and a real name that looks like a draft over its copy', async () => {
    const rule = '- Overdue fines are 20 cents a day per item.\n';
    const zh = '- 午睡时间是十二点半到两点半。\n';
    const beer = '- Draft beer lines are cleaned every 14 days.\n';
    await writeFiles(d.memory, {
      ...padding(),
      'overdue-fines.md': olderMemory('overdue-fines', 'reference', rule),
      'draft.md': newerMemory('draft', 'reference', rule, '2026-11-20T12:00:00Z'),
      '午睡安排.md': olderMemory('午睡安排', 'feedback', zh),
      '草稿.md': newerMemory('草稿', 'feedback', zh, '2026-11-20T12:00:00Z'),
      'draft-beer-lines.md': olderMemory('draft-beer-lines', 'feedback', beer),
      'draft-beer-lines copy.md': newerMemory('draft-beer-lines copy', 'feedback', beer, '2026-11-20T12:00:00Z'),
      'MEMORY.md': '- [Overdue fines](overdue-fines.md) — fines\n- [Draft](draft.md) — fines\n- [午睡安排](午睡安排.md) — 午睡\n- [草稿](草稿.md) — 午睡\n- [Draft beer lines](draft-beer-lines.md) — lines\n- [Copy](<draft-beer-lines copy.md>) — lines\n',
    });
    const p = await planOf(d.memory);
    expect(written(p, 'draft.md')).toBeNull();
    expect(written(p, '草稿.md')).toBeNull();
    expect(written(p, 'draft-beer-lines copy.md')).toBeNull();
    for (const kept of ['overdue-fines.md', '午睡安排.md', 'draft-beer-lines.md']) expect(written(p, kept)).not.toBeNull();
    expect(written(p, 'MEMORY.md')).toContain('(overdue-fines.md)');
  });

  it('keeps the plain name over a newer tmp-, old_ or -2 copy of it, and a name in words of its own subject over a shorter one', async () => {
    const levels = 'Ski lessons have five levels, from Snowflake to Black Run.\n';
    const tides = 'Ferry timetables follow the tide tables printed each Monday.\n';
    const suits = 'Wetsuits are hung by size, smallest nearest the door.\n';
    const fridge = 'Fridge temperature readings are written down at 08:00 and 16:00.\n';
    await writeFiles(d.memory, {
      ...padding(),
      'lesson-levels.md': olderMemory('lesson-levels', 'reference', levels),
      'tmp-lesson-levels.md': newerMemory('tmp-lesson-levels', 'reference', levels, '2026-11-20T12:00:00Z'),
      'tide-tables.md': olderMemory('tide-tables', 'reference', tides),
      'old_tide-tables.md': newerMemory('old_tide-tables', 'reference', tides, '2026-11-20T12:00:00Z'),
      'wetsuit-sizes.md': olderMemory('wetsuit-sizes', 'reference', suits),
      'wetsuit-sizes-2.md': newerMemory('wetsuit-sizes-2', 'reference', suits, '2026-11-20T12:00:00Z'),
      'temp-readings.md': olderMemory('temp-readings', 'feedback', fridge),
      'readings.md': newerMemory('readings', 'feedback', fridge, '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    for (const gone of ['tmp-lesson-levels.md', 'old_tide-tables.md', 'wetsuit-sizes-2.md', 'readings.md']) expect(written(p, gone)).toBeNull();
    for (const kept of ['lesson-levels.md', 'tide-tables.md', 'wetsuit-sizes.md', 'temp-readings.md']) expect(written(p, kept)).not.toBeNull();
  });

  it('keeps the memory whose description is not marked old or a copy', async () => {
    const kayaks = 'Kayaks are rinsed with fresh water after every trip.\n';
    await writeFiles(d.memory, {
      ...padding(),
      'a-notes.md': olderMemory('a-notes', 'reference', kayaks, 'kayak care'),
      'b-notes.md': newerMemory('b-notes', 'reference', kayaks, '2026-11-20T12:00:00Z', 'kayak care (old)'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'b-notes.md')).toBeNull();
    expect(written(p, 'a-notes.md')).not.toBeNull();
  });

  it('merges a copy by its name that shares a sentence, every sentence of both kept, other values too', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'torque-values.md': olderMemory('torque-values', 'project', '- Stem bolts are torqued to 5 Nm.\n- Seatpost clamps on carbon posts get 6 Nm.\n'),
      'torque-values_copy.md': newerMemory('torque-values_copy', 'project', '- Stem bolts are torqued to 5 Nm.\n- Seatpost clamps on alloy posts get 8 Nm.\n', '2026-11-20T12:00:00Z'),
      '烘豆紀錄.md': olderMemory('烘豆紀錄', 'project', '- 淺焙的豆子烘十分鐘。\n- 深焙的豆子出爐溫度是兩百二十度。\n'),
      '烘豆紀錄 複本.md': newerMemory('烘豆紀錄 複本', 'project', '- 淺焙的豆子烘十分鐘。\n- 中焙的豆子出爐溫度是兩百零五度。\n', '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'torque-values_copy.md')).toBeNull();
    expect(written(p, 'torque-values.md')).toContain('Seatpost clamps on carbon posts get 6 Nm.');
    expect(written(p, 'torque-values.md')).toContain('Seatpost clamps on alloy posts get 8 Nm.');
    expect(written(p, '烘豆紀錄 複本.md')).toBeNull();
    expect(written(p, '烘豆紀錄.md')).toContain('中焙的豆子出爐溫度是兩百零五度。');
  });

  it('never merges by name a spare thing of its own subject, nor a copy-named file that shares no sentence', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'fermenters.md': olderMemory('fermenters', 'project', 'Tanks are sanitised with PBW.\nThe main fermenter holds 20 hl.\n'),
      'fermenters-backup.md': newerMemory('fermenters-backup', 'project', 'Tanks are sanitised with PBW.\nThe backup fermenter holds 5 hl.\n', '2026-11-20T12:00:00Z'),
      'menu.md': olderMemory('menu', 'project', 'The lunch menu changes on Mondays.\n'),
      'menu (1).md': newerMemory('menu (1)', 'project', 'Dessert is served until 22:00.\n', '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    expect(p.changes.filter((c) => c.kind === 'duplicates-merged')).toEqual([]);
  });

  it('finds the original of a copy whose name drifted, or was cut, by its words and its description', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'harbour-pilots.md': olderMemory('harbour-pilots', 'project', 'Pilots board at the outer buoy.\nThe pilot boat answers on channel 14.\n', 'Harbour pilots'),
      'harbour-pilot (1).md': newerMemory('harbour-pilot (1)', 'project', 'Pilots board at the outer buoy, because the inner channel is too narrow to turn.\nThe pilot boat answers on channel 14.\nNight boardings need a second pilot.\n', '2026-11-20T12:00:00Z', 'Harbour pilots'),
      'clinic-vaccine-fridge.md': olderMemory('clinic-vaccine-fridge', 'project', '疫苗冰箱保持在 2 到 8 度。\n温度每天记两次。\n', '疫苗冰箱'),
      '疫苗冰箱_副本.md': newerMemory('疫苗冰箱_副本', 'project', '疫苗冰箱保持在 2 到 8 度。\n温度每天记两次，因为区疾控每月抽查记录。\n', '2026-11-20T12:00:00Z', '疫苗冰箱'),
      'vaccine-fridge_copy.md': newerMemory('vaccine-fridge_copy', 'project', '疫苗冰箱保持在 2 到 8 度。\n停电时先打给值班护士。\n', '2026-11-20T12:00:00Z', '疫苗冰箱'),
      'bakery-oven-cleaning.md': olderMemory('bakery-oven-cleaning', 'project', 'The deck oven is scraped every Sunday night.\nAsh goes in the metal bin.\n', 'How the deck oven is cleaned'),
      'oven-cleaning_copy.md': newerMemory('bakery-oven-cleaning', 'project', 'The deck oven is scraped every Sunday night.\nThe door seal is checked monthly.\n', '2026-11-20T12:00:00Z', 'Deck oven cleaning'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'harbour-pilot (1).md')).toBeNull();
    expect(written(p, 'harbour-pilots.md')).toBe(
      olderMemory('harbour-pilots', 'project', 'Pilots board at the outer buoy, because the inner channel is too narrow to turn.\nThe pilot boat answers on channel 14.\nNight boardings need a second pilot.\n', 'Harbour pilots'),
    );
    expect(written(p, 'vaccine-fridge_copy.md')).toBeNull();
    expect(written(p, 'clinic-vaccine-fridge.md')).toContain('停电时先打给值班护士。');
    expect(written(p, 'oven-cleaning_copy.md')).toBeNull();
    expect(written(p, 'bakery-oven-cleaning.md')).toContain('The door seal is checked monthly.');
  });

  it('keeps a cut name apart where another description or two originals leave it unsure', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'north-bus-routes.md': olderMemory('north-bus-routes', 'project', 'Route 4 runs every 12 minutes.\nNight buses leave from the depot.\n', 'North bus routes'),
      'south-bus-routes.md': olderMemory('south-bus-routes', 'project', 'Route 9 runs every 20 minutes.\nNight buses leave from the depot.\n', 'North bus routes'),
      'bus-routes_copy.md': newerMemory('bus-routes_copy', 'project', 'Route 6 runs every 15 minutes.\nNight buses leave from the depot.\n', '2026-11-20T12:00:00Z', 'North bus routes'),
      'ferry-times.md': olderMemory('ferry-times', 'project', 'The first ferry leaves at 06:40.\nTickets are sold on board.\n', 'Island ferry'),
      'times_copy.md': newerMemory('times_copy', 'project', 'The last tram leaves at 23:50.\nTickets are sold on board.\n', '2026-11-20T12:00:00Z', 'Tram times'),
    });
    const p = await planOf(d.memory);
    expect(p.changes.filter((c) => c.kind === 'duplicates-merged')).toEqual([]);
  });

  it('keeps the plain name over its v2 and its edited version', async () => {
    const rental = 'Kayaks are rented by the hour and life jackets are free.\n';
    await writeFiles(d.memory, {
      ...padding(),
      'kayak-rental.md': olderMemory('kayak-rental', 'reference', rental),
      'kayak-rental v2.md': newerMemory('kayak-rental v2', 'reference', `${rental}Groups of eight or more book by phone.\n`, '2026-11-20T12:00:00Z'),
      '值班表.md': olderMemory('值班表', 'reference', '周末值班每人轮一次，名单贴在前台。\n'),
      '值班表-修改版.md': newerMemory('值班表-修改版', 'reference', '周末值班每人轮一次，名单贴在前台。\n', '2026-11-20T12:00:00Z'),
    });
    const p = await planOf(d.memory);
    expect(written(p, 'kayak-rental v2.md')).toBeNull();
    expect(written(p, 'kayak-rental.md')).toContain('Groups of eight or more book by phone.');
    expect(written(p, '值班表-修改版.md')).toBeNull();
    expect(written(p, '值班表.md')).not.toBeNull();
  });

  it('never merges a draft that says another number, nor two files alike but for one fact', async () => {
    await writeFiles(d.memory, {
      ...padding(),
      'parental-leave.md': olderMemory('parental-leave', 'reference', 'Parental leave is 16 weeks at full pay.\n'),
      'draft.md': newerMemory('draft', 'reference', 'Parental leave is 18 weeks at full pay.\n', '2026-11-20T12:00:00Z'),
      'old-town-parking.md': olderMemory('old-town-parking', 'reference', '- Old Town residents park with a yellow permit.\n- Permits are renewed every January.\n'),
      'new-town-parking.md': olderMemory('new-town-parking', 'reference', '- New Town residents park with a green permit.\n- Permits are renewed every January.\n'),
    });
    const p = await planOf(d.memory);
    expect(p.changes.filter((c) => c.kind === 'duplicates-merged')).toEqual([]);
    expect(p.findings.filter((f) => f.kind === 'possible-duplicate')).toEqual([]);
  });
});
