import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, olderMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';
import { isChatter, isChatterClause, isWriterAside, jokedAbout } from '../../../electron/core/dream/text/asides.js';
import { carriesFact, missingFactClauses, shortDescription, shortHook } from '../../../electron/core/dream/text/hook-clauses.js';
import { renderEntry, shorten } from '../../../electron/core/dream/text/index-layout.js';

describe('a hook clause that is the writer speaking, not a fact, never goes into the topic file', () => {
  it.each([
    'ping me w/ questions',
    'ask me if unclear',
    'ask Marta',
    'long story',
    'lol',
    'etc etc',
    'more details later',
    'details TBD',
    '(todo: cleanup)',
    '(tbd: fax number)',
    'see file lol',
    '有问题问我',
    '不懂就问我',
    '细节以后补',
    '具体参数见文件',
    '看下文件就知道了',
    '其餘參見檔案',
    '詳見檔案',
    '還沒寫完',
    'hit me up if unclear',
    'questions -> Marta',
    'long story short',
    'cleanup pending',
    'will tidy later',
    'half done',
    'XXX fix me',
    'to do: add fax',
    '[todo]',
    '(see file)',
    '→ file',
    'lol 😅',
    '不清楚的问小王',
    '先这样',
    '待定',
    '详细见附件',
    '文件里有',
    'fill in later',
    'to be filled in',
    'see main text',
    "cont'd",
    '见正文',
    '持续更新中',
  ])('%s', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });

  it.each([
    'Ask Marta before changing the crane firmware',
    'ask the disputes desk for the evidence template',
    'the signed release forms are kept in the Clio matter, never in email',
    'the todo app ships with the mobile release',
    '合同原件见法务的文件柜',
    '有问题先查值班手册',
    'the todo list lives in Linear',
    'approval pending from legal',
    'questions about refunds go to the disputes desk',
    '问运维要VPN账号',
    '草稿箱的邮件不会自动发送',
  ])('still a fact: %s', (clause) => {
    expect(carriesFact(clause)).toBe(true);
  });
});

describe('hooks split at dashes, labels in markdown emphasis', () => {
  it('a spaced dash ends a clause; asides after it are dropped', () => {
    const hook = 'Kiln schedule — firings run on Tuesday and Friday nights — cone readings are logged in the kiln book — ping me w/ questions';
    expect(missingFactClauses(hook, 'Kiln firings run on Tuesday and Friday nights.\n')).toEqual(['Cone readings are logged in the kiln book.']);
    expect(shortHook(hook)).toBe('Kiln schedule — firings run on Tuesday and Friday nights');
  });

  it('bars and bullets end a clause; the dot of an abbreviation does not', () => {
    expect(missingFactClauses("Deploys: Fridays only | rollback via ops/rollback.sh | cont'd", '')).toEqual(['Deploys: Fridays only.', 'Rollback via ops/rollback.sh.']);
    expect(missingFactClauses('Use short names, e.g. ledger-14 or vault-2; Mr. Lee owns the contract; see file', '')).toEqual(['Use short names, e.g. ledger-14 or vault-2.', 'Mr. Lee owns the contract.']);
  });

  it('a hyphen inside words or numbers is no clause break', () => {
    expect(missingFactClauses('rev-D boards take 12 V - 3 A; the bench PSU is the left one', '')).toEqual(['Rev-D boards take 12 V - 3 A.', 'The bench PSU is the left one.']);
  });

  it('a label in bold stays in the index and is not written into the file', () => {
    const hook = '**Gate access** – trucks need a booking slot – drivers without a slot wait in lot C – long story, ask Marta';
    expect(missingFactClauses(hook, 'Trucks need a booking slot.\n')).toEqual(['Drivers without a slot wait in lot C.']);
    expect(shortHook(hook)).toBe('**Gate access** – trucks need a booking slot');
  });

  it('Chinese and Traditional Chinese asides and pointers are dropped, facts kept in the file language', () => {
    expect(missingFactClauses('收割排班：两班倒；夜班必须两人同车；细节以后补；有问题问我', '两班倒。\n')).toEqual(['收割排班：两班倒。', '夜班必须两人同车。']);
    expect(missingFactClauses('生鮮商品售出後不退不換；其餘參見檔案；還沒寫完', '退貨要有發票。\n')).toEqual(['生鮮商品售出後不退不換。']);
  });
});

describe('asides about the note itself, bracketed pointers, labels and emoji before a repeated fact', () => {
  it('drops an offer to explain when in doubt and the note speaking of itself, keeps a contact rule', () => {
    const hook = 'Build farm: agents restart nightly at 02:00; caches are wiped on Sundays; ask Priya if stuck; notes are rough; the rest is in my head';
    expect(missingFactClauses(hook, 'Build agents restart nightly at 02:00.\n')).toEqual(['Caches are wiped on Sundays.']);
    expect(missingFactClauses('Escalations: ask Legal if the contract exceeds EUR 50,000; the rest is in Confluence', '')).toEqual(['Escalations: ask Legal if the contract exceeds EUR 50,000.', 'The rest is in Confluence.']);
  });

  it('a bracketed pointer split at its commas is dropped whole', () => {
    expect(missingFactClauses('Kiosk: the printer jams below freezing. Spare rolls are in drawer 3. (see file, wip)', '')).toEqual(['Kiosk: the printer jams below freezing.', 'Spare rolls are in drawer 3.']);
    expect(missingFactClauses('Returns: receipts are needed. (more in the file, tbd)', 'Returns need receipts.\n')).toEqual(['Returns: receipts are needed.']);
  });

  it('a first clause the file says after its label, or after an emoji, is not written again', () => {
    expect(missingFactClauses('Gift cards: gift cards never expire in this country. Balances show on the receipt.', 'Gift cards never expire in this country.\n')).toEqual(['Balances show on the receipt.']);
    expect(missingFactClauses('📦 parcels leave the dock at 16:00 — late ones wait a day', 'Parcels leave the dock at 16:00.\n')).toEqual(['Late ones wait a day.']);
    // A fragment after the label needs the label: it is written whole.
    expect(missingFactClauses('Deploys: Fridays only; rollback via ops/rollback.sh', 'Fridays only.\n')).toEqual(['Deploys: Fridays only.', 'Rollback via ops/rollback.sh.']);
  });
});

describe('an index line cut for length ends after a comma when one is near the end', () => {
  it('cuts after the last comma that keeps at least half of the room', () => {
    expect(shorten('交付格式是XLIFF 2.0，每次交付都要附上術語表的差異清單，交付後要在三個工作天內完成校對', 40)).toBe('交付格式是XLIFF 2.0，每次交付都要附上術語表的差異清單…');
    expect(shorten('one two three four five six seven eight nine ten', 20)).toBe('one two three four…');
  });

  it('keeps the line under the limit', () => {
    const hook = `日文翻譯：${'由東京的外包團隊負責，交付格式是XLIFF 2.0，'.repeat(8)}`;
    expect(renderEntry('Ja vendor', 'ja-vendor.md', hook).length).toBeLessThan(150);
  });
});

describe('an aside is read by the kind of its words: no word that names a thing or states a rule', () => {
  it.each([
    'todo tidy this up ???',
    'ugh see file',
    'blah blah',
    'meh, will fix',
    'sorry for the mess 🙈',
    'future me, tidy this pls',
    'argh...',
    'hmm',
    '(Apologies, to be tidied up.)',
    'yikes, half of this is stale',
    'brain dump, sort out later!!',
    '其他的以后再整理 哈哈哈',
    '有空再整理吧～',
    '回头再说哈',
    '懒得写了，先这样吧😂',
    '之後有空再補吧～',
    '回頭再整理啦XD',
    '嗯……就这些吧～～',
    '太乱了 之后整理 orz',
    '先这样 233',
    "(I'll fix the wording)",
    "ok that's it",
    'good enough for now',
    'draft v1',
    '待核实',
    '大概就是这样吧',
    '乱七八糟的 别管',
  ])('%s is an aside', (clause) => {
    expect(carriesFact(clause)).toBe(false);
  });

  it.each([
    'TODO comments in the scheduler scripts fail the lint step',
    'WIP branches are deleted after 30 days',
    'see the vet nurse before 10:00 if a dog limps',
    'later arrivals sleep in the quarantine block',
    'the file cabinet keys are at reception',
    'sorry notes go to every guest who waited over an hour',
    'check the gas bottle before every service',
    'ok stamps go on every checked crate',
    '客户说"以后再说"的团餐单子一周后要回访',
    '文件柜的钥匙在前台',
    '整理好的样本放回二号冰箱',
    '回頭客打九折',
    '先消毒再上架',
    '再说一遍：夜里不许一个人进冷库',
    'add salt before the water boils',
    "that's the only key to the roof",
    "don't fix the boiler yourself",
    'the v2 API is only for partners',
    '待确认的订单先不发货',
    '目前只有两台冷柜能用',
  ])('%s carries a fact', (clause) => {
    expect(isWriterAside(clause)).toBe(false);
    expect(carriesFact(clause)).toBe(true);
  });

  it('a to-do marker heading a part or closing it is dropped, one that qualifies a plural noun is not', () => {
    expect(carriesFact('TODO: add the fax number')).toBe(false);
    expect(carriesFact('fax number TBD')).toBe(false);
    expect(missingFactClauses('Playout box: the server restarts at 04:00 every night; TODO comments fail the lint step; hmm, needs a rewrite lol', 'The playout server restarts at 04:00 every night.\n')).toEqual(['TODO comments fail the lint step.']);
  });

  it('a first clause the file says in its own words after a heading is not written again; a fragment still needs its heading', () => {
    expect(missingFactClauses('Sourdough: the starter is fed at 06:00 and 18:00; rye loaves proof for 14 hours', 'The sourdough starter is fed at 06:00 and 18:00.\n')).toEqual(['Rye loaves proof for 14 hours.']);
    expect(missingFactClauses('帆船俱乐部规定：风力超过五级时小帆船不出海；救生衣放在蓝色柜子里', '风力超过五级时小帆船不出海。\n')).toEqual(['救生衣放在蓝色柜子里。']);
    // Another polarity is not the same statement.
    expect(missingFactClauses('Sourdough: the starter is fed at 06:00 on Sundays; rye loaves proof for 14 hours', 'The sourdough starter is never fed at 06:00 on Sundays.\n')).toEqual(['Sourdough: the starter is fed at 06:00 on Sundays.', 'Rye loaves proof for 14 hours.']);
  });
});

describe('laughter and emoji after a fact are not part of it', () => {
  it('drops them from the sentence written into the file, keeps the fact', () => {
    expect(missingFactClauses('Harvest: bins are hosed out after every load lol; the gate shuts at 18:00 😅', 'Pickers start at 06:00.\n')).toEqual(['Harvest: bins are hosed out after every load.', 'The gate shuts at 18:00.']);
    expect(missingFactClauses('规定：墨水杯一律一次性使用 哈哈哈；工作台用酒精擦两遍～', '手套破了要换。\n')).toEqual(['规定：墨水杯一律一次性使用。', '工作台用酒精擦两遍。']);
  });
});

describe('asides wherever they stand in a clause, and the separators writers use', () => {
  it('drops an aside run on after a fact, one in brackets inside it, and one before its colon', () => {
    expect(missingFactClauses('Orchard: apples are picked from late August; the cold store is set to 2 °C todo tidy this up lol', 'Apples are picked from late August.\n')).toEqual(['The cold store is set to 2 °C.']);
    expect(missingFactClauses('Kitchen: knives are sharpened on Mondays; the walk-in (ugh, again) is defrosted every second Sunday; allergen boards are updated before service (todo: photos)', 'Knives are sharpened on Mondays.\n')).toEqual(['The walk-in is defrosted every second Sunday.', 'Allergen boards are updated before service.']);
    expect(missingFactClauses('ok so quick brain dump: dogs are walked at 07:00; puppies are fed four times a day', '')).toEqual(['Dogs are walked at 07:00.', 'Puppies are fed four times a day.']);
    expect(missingFactClauses('诊所规定：早上八点开门；挂号要带身份证（这个以后再补充）；儿童区的玩具每天消毒', '诊所早上八点开门。\n')).toEqual(['挂号要带身份证。', '儿童区的玩具每天消毒。']);
  });

  it('a space between Chinese words, a spaced slash and a spaced hyphen set parts apart; a hyphen before a number does not', () => {
    expect(missingFactClauses('酒窖规定：酒瓶要横放，标签朝上；新到的酒先放在门口的架子上 其他的回头再整理 哈哈', '酒瓶要横放，标签朝上。\n')).toEqual(['新到的酒先放在门口的架子上。']);
    expect(missingFactClauses('Boxing gym / gloves are sprayed after every class / wraps are washed on Fridays / whatever', '')).toEqual(['Boxing gym / gloves are sprayed after every class / wraps are washed on Fridays.']);
    expect(missingFactClauses('Choir - rehearsals start at 19:30 - sopranos sit on the left - sorry, rambling', 'Rehearsals start at 19:30.\n')).toEqual(['Sopranos sit on the left.']);
  });

  it('a heading with only an aside after it keeps the heading in the index line and writes nothing of it', () => {
    const hook = 'Kitchen: ugh see file; knives are sharpened on Mondays; the dish pit closes at 23:00';
    expect(shortHook(hook)).toBe('Kitchen: knives are sharpened on Mondays');
    expect(missingFactClauses(hook, '')).toEqual(['Knives are sharpened on Mondays.', 'The dish pit closes at 23:00.']);
  });

  it('a question, initials signing the note, someone addressed and words put off carry no fact; a name, a number or a rule word does', () => {
    for (const aside of ['who wrote this?', '这个还对吗？', '-- J', '@jo pls check', 'might be out of date', 'cheers', 'no idea', '以上是从群里复制的', '好像还有别的 但我忘了']) expect(carriesFact(aside)).toBe(false);
    for (const fact of ['Is closed on Sundays', 'ask Bea for the van keys', '@jo owns the pager', 'copied keys are kept in the safe', 'old stock goes out first']) expect(carriesFact(fact)).toBe(true);
  });

  it('words of an aside outnumbering content words none of which the memory says: the writer speaking of the note', () => {
    expect(missingFactClauses('Range rules: arrows are collected only on the whistle; juniors shoot from 10 m; copied from the old wiki', '')).toEqual(['Range rules: arrows are collected only on the whistle.', 'Juniors shoot from 10 m.']);
    // The same words naming what the memory is about stay: the wiki is its subject.
    expect(missingFactClauses('Docs: the old wiki is read-only; copied from the old wiki', 'The old wiki moved to Notion.\n')).toEqual(['The old wiki is read-only.', 'Copied from the old wiki.']);
  });
});

describe('shortDescription: a description that was the long hook becomes the short one', () => {
  it('only when the description is the hook word for word', () => {
    const hook = '酒窖规定：酒窖每周通风一次；酒瓶要横放；其他的以后再整理 哈哈哈';
    expect(shortDescription(hook, hook)).toBe('酒窖规定：酒窖每周通风一次');
    expect(shortDescription('酒窖的规定', hook)).toBeNull();
    expect(shortDescription(null, hook)).toBeNull();
  });
});

describe('a long hook that is the memory description: the description is shortened with the line', () => {
  let d: DreamDirs;
  beforeEach(async () => {
    d = await makeDirs();
  });
  afterEach(async () => {
    await d.cleanup();
  });

  it('moves the facts into the body, and neither the description nor the line keeps the aside', async () => {
    const hook = '酒窖规定：酒窖每周通风一次；温度保持在十二度到十四度之间；湿度不能低于百分之六十；酒瓶要横放，标签朝上；每个月清点一次库存，记在黄色本子上；开瓶器和醒酒器放在吧台下面的抽屉里；客人参观酒窖要有员工陪同；新到的酒先放在门口的架子上；每周五下午擦一遍酒架；其他的回头再整理 哈哈';
    const other = 'The cellar door code changes every quarter.';
    await writeFiles(d.memory, {
      'cellar-zh.md': olderMemory('cellar-zh', 'project', '酒窖每周通风一次。\n', hook),
      'door.md': olderMemory('door', 'project', `${other}\n`, other),
      'MEMORY.md': `- [Cellar](cellar-zh.md) — ${hook}\n- [Door](door.md) — ${other}\n`,
    });
    const p = await planOf(d.memory);
    const after = written(p, 'cellar-zh.md') ?? '';
    expect(after).toContain('description: 酒窖规定：酒窖每周通风一次\n');
    expect(after).toContain('湿度不能低于百分之六十。');
    expect(after).not.toContain('回头再整理');
    expect(written(p, 'MEMORY.md')).not.toContain('回头再整理');
    // A description that is not the hook is the writer's own: left alone.
    expect(written(p, 'door.md')).toBeUndefined();
  });
});

describe('chatter: a piece about the note, the writer or the reader, weighed against a value or a rule in it', () => {
  it.each([
    'honestly nobody enjoys this one lmao',
    'Hope this makes sense!!',
    'Sorry for the wall of text, I typed it on my phone on the bus',
    "That's all folks",
    'my English is not so good here, please forgive',
    'thank you so much',
    'typed in a hurry',
    'feel free to reword',
    'just my two cents XD',
    'the walk-in was defrosted lol',
    '大家懂的',
    '各位老师辛苦啦😭😭',
    '有錯再跟我說喔～',
    '写得好累，明天继续补',
    '么么哒',
    '嘿嘿我是不是很認真',
    '老實說這工作真的很累',
    '其他的想到再說',
    '我真的写不动了哈',
    '嗚嗚今天被客人罵了',
  ])('%s is chatter', (piece) => {
    expect(isChatter(piece)).toBe(true);
  });
  it.each([
    // A value or a rule outweighs any mark.
    'jokes and games only in the last ten minutes',
    'never leave its door open more than 10 s (lol)',
    '有问题打给老王，电话 138 0000 1234',
    '退房後的房間要在中午十二點前整理好',
    // One mark in a longer piece may be a word of the fact; a word inside a compound is no mark.
    'say sorry first and offer a voucher',
    'sorry-notes for absences go to the secretary',
    'thank-you letters are signed by the chair',
    // The speaker alone, the reader alone: facts of a user's own memory, a team's turns.
    'my deputy Sam has the spare key',
    '大家轮流打扫茶水间',
    '客户投诉我来回复',
    // Nothing marked at all.
    'tea after',
    '发现遗失物交给柜台登记',
  ])('%s is not chatter', (piece) => {
    expect(isChatter(piece)).toBe(false);
  });
  it('laughter after words the memory says elsewhere is one mark, not the verdict', () => {
    expect(isChatter('the walk-in was defrosted lol', 'The walk-in is defrosted on Sundays.')).toBe(false);
    expect(isChatter('the walk-in was defrosted lol')).toBe(true);
  });
  it('a whole clause goes only when each of its parts is marked or too short to say a fact', () => {
    expect(isChatterClause('以上是我自己整理的，不一定齐全')).toBe(true);
    expect(isChatterClause('cheers, Mira')).toBe(true);
    expect(isChatterClause('customers get a humidity card, sorry this got long')).toBe(false);
  });
  it('a bracketed joke mark makes the words before it a joke, unless they hold a value or a rule', () => {
    expect(jokedAbout('師傅的手比尺還準啦', '開玩笑的')).toBe(true);
    expect(jokedAbout('never leave its door open more than 10 s', 'lol, ask Dan why')).toBe(false);
    expect(jokedAbout('the walk-in is defrosted', 'see file')).toBe(false);
  });
  it('writes the facts of a long hook into the file and none of its chatter', () => {
    const hook = 'Sourdough: starter fed at 06:00 and 18:00; the rye levain lives in the walk-in on shelf 2; loaves proof 14 h at 4 °C; honestly this is my favourite part of the job haha; anyway, you get the idea';
    expect(missingFactClauses(hook, 'The sourdough starter is fed at 06:00 and 18:00.')).toEqual(['The rye levain lives in the walk-in on shelf 2.', 'Loaves proof 14 h at 4 °C.']);
    const zh = '午休安排：午睡时间是十二点半到两点半；起床后先喝水再吃水果；午睡室的空调设定在二十六度；各位老师辛苦啦😭😭；我先去喝口水（笑）';
    expect(missingFactClauses(zh, '午睡时间是十二点半到两点半。')).toEqual(['起床后先喝水再吃水果。', '午睡室的空调设定在二十六度。']);
    const hant = '訂做流程：西裝要量十二個尺寸；布料一經裁剪就不能退換；師傅的手比尺還準啦（開玩笑的）；就醬';
    expect(missingFactClauses(hant, '西裝訂做要量十二個尺寸。')).toEqual(['訂做流程：西裝要量十二個尺寸。', '布料一經裁剪就不能退換。']);
  });
});

describe('a drawn-out "so" is a degree word, as "very" is', () => {
  it('"sooo" with the reader addressed is two marks of talk; "ooo" is no degree word', () => {
    expect(isChatter('sooo glad you are all here')).toBe(true);
    expect(isChatter('ooo glad you are all here')).toBe(false);
  });
});
