import { describe, expect, it } from 'vitest';
import { keyTerms } from '../../../electron/core/dream/text/compare.js';
import { findParaphrases, findParaphrasesSliced } from '../../../electron/core/dream/text/paraphrase.js';

const pair = (a: string, b: string) => findParaphrases([{ id: 'a.md', text: `${a}\n` }, { id: 'b.md', text: `${b}\n` }]);

describe('findParaphrases: the same rule in other words', () => {
  it.each([
    ['Run the full test suite before merging a pull request.', 'Before a pull request is merged, the full test suite must pass.'],
    // a limit from both sides is one bound (less than / below), units said in full are their symbols
    ['No bus leaves the depot with less than 3 mm of tyre tread.', 'Buses whose tyre tread is below three millimetres have to stay in the depot.'],
    ['No kayak goes out with less than 2 litres of drinking water on board.', 'Kayaks carrying under two l of drinking water have to stay on the beach.'],
    // a subject before "don't", the passive "is not to be", "every time", a noun made of a verb (sedation / sedated)
    ['We don’t hold on to an uncollected repaired bike for more than 30 days.', 'Repaired bikes that nobody collects are kept for at most 30 days.'],
    ['PVA glue is not to be used on leather spines.', "Don't put PVA on a leather spine; wheat-starch paste is what we use there."],
    ['Never handle a sedated cat without gloves.', 'Gloves on before you touch any cat under sedation, every time.'],
    ["Don't use default exports in the frontend modules.", 'Always use named exports in the frontend modules.'],
    ['Write commit messages in the imperative mood.', "Commit messages should use the imperative mood, like 'Add parser'."],
    ['接口返回的时间统一用UTC。', '接口里的时间字段都用UTC表示。'],
    ['不要直接向主分支提交代码。', '向主分支提交代码都要通过合并请求。'],
    // light verbs (run, wrap, keep) only word the rule: the content words are all shared
    ['Always run schema changes inside a transaction.', 'Schema changes must be wrapped in a transaction.'],
    // the common ways of wording a rule meet: favor/prefer, rather than/over, keys and passwords/secrets, checked into/commit to
    ['Prefer composition over inheritance.', 'Favor composition rather than class inheritance.'],
    ['Never commit secrets to the repo.', 'API keys and passwords must not be checked into the repository.'],
    ['接口返回统一用JSON格式。', '所有接口的响应都采用JSON格式。'],
    ['不要直接修改生产数据库。', '禁止手动改生产数据库里的数据。'],
    // the passive against the active, "instead" offering the allowed way
    ['Do not copy production logs to personal laptops.', 'Production logs are never to be copied onto a personal laptop; read them in the log viewer instead.'],
    ['Avoid nested ternaries in React components.', 'React components should not contain nested ternary expressions.'],
    // numbers spelled out and units in other spellings; "while" and "ever" say nothing of the subject; a commit's type and scope; a doer in -ator
    ['Keep the bread proofer between twenty-five and thirty degrees.', 'The bread proofer stays between 25 and 30 °C.'],
    ['Never leave the pressure cooker running unattended.', 'Someone always stays by the pressure cooker while it is running.'],
    ['Descaler: 5 %, 60 °C, 15 min', 'We run the descaler at five percent and sixty degrees for fifteen minutes when we clean the kettles.'],
    ['fix(api): requests without an auth token get rejected with 401', 'Every API request needs an auth token, otherwise it is rejected with 401.'],
    ["Before translating, always check the client's glossary for fixed terms.", 'Translator must to look in client glossary before start the translation.'],
    // abbreviations read as their words
    ['No prod DB creds in docs.', 'Production database credentials must never be written into the documentation.'],
    ['Keep PR descriptions short, w/o screenshots.', 'Pull request descriptions should be kept short, without screenshots.'],
    // inline code anchors a short rule, said in plain words on the other side
    ['Avoid `this` in function components.', 'Function components must not use the this keyword.'],
    // one rule from both sides across qualifiers: never in production = only in tests
    ['生产环境不要使用模拟数据。', '模拟数据只能在测试环境使用。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([{ a: { id: 'a.md', fact: a }, b: { id: 'b.md', fact: b } }]);
  });
});

describe('findParaphrases: never', () => {
  it.each([
    // the same sentence with one thing swapped, the same way round: two rules
    ['Run the linter before committing to the ledger repo.', 'Run the formatter before committing to the ledger repo.'],
    ['Review the API docs before changing the billing client.', 'Review the API docs before changing the billing server.'],
    ['提交支付服务之前先运行lint检查。', '提交支付服务之前先运行格式化检查。'],
    // one number bounded two ways from both sides: never above it / always at least it
    ['Never fill the dive cylinders above 200 bar.', 'Always fill the dive cylinders to at least 200 bar.'],
    // other things named on both sides
    ['The ledger-14 service must stay below 300 ms p99 latency.', 'The ledger-71 service must stay below 500 ms p99 latency.'],
    // too little in common
    ['Use tabs to indent Go files.', 'Use spaces to indent YAML files.'],
    // one thing swapped with two amounts the same, one number said two ways of two things
    ['Clean the espresso machine at 90 °C for 5 minutes.', 'Clean the milk frother at 90 °C for 5 minutes.'],
    ['Proof the rye dough at twenty-five degrees.', 'Proof the wheat dough at 25 °C.'],
    // other numbers, Chinese counts too: another rule
    ['前端代码用两个空格缩进。', '后端代码用四个空格缩进。'],
    ['前端请求超时设为10秒。', '后端请求超时设为30秒。'],
    ['Keep pull requests under 400 lines.', 'Keep functions under 40 lines.'],
    // two content words in common is not enough when the longer statement says much more
    ['Run schema changes in a transaction.', 'Schema changes for the billing ledger are reviewed in a transaction log by the data team.'],
    ['Keep the changelog updated.', 'The changelog is updated by the release bot.'],
    // other things by name, a plain repeat, a supersession's business
    ['The audit-110 outage started on 2026-09-02.', 'The search-11 outage started on 2026-09-11.'],
    ['This matters most during releases.', 'This matters most during releases.'],
    ['The media-135 repo uses npm for installs.', 'We switched from npm to bun for installs in the media-135 repo.'],
    // another environment, side or access: another rule
    ['Frontend errors are reported to the web alerts channel.', 'Backend errors are reported to the server alerts channel.'],
    ['测试环境的数据库账号可以给外包同事用。', '生产环境的数据库账号只给运维用。'],
    ['生产数据库的只读账号给报表系统用。', '生产数据库的读写账号只给运维用。'],
    // one allowed, another forbidden: two scopes
    ['Admins can export customer lists from the dashboard.', 'Support agents must not export customer lists from the dashboard.'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });

  it('compares neither within one memory nor across groups (team and personal)', () => {
    const a = 'Run the full test suite before merging a pull request.';
    const b = 'Before a pull request is merged, the full test suite must pass.';
    expect(findParaphrases([{ id: 'a.md', text: `${a}\n${b}\n` }])).toEqual([]);
    expect(findParaphrases([{ id: 'a.md', text: a, group: 'personal' }, { id: 'team/b.md', text: b, group: 'team' }])).toEqual([]);
  });
});

describe('findParaphrases: English words inside a Chinese rule', () => {
  it.each([
    ['提交信息用英文写。', 'commit message 必须用英文。'],
    ['日志信息统一用英文。', 'log message 一律用英文写。'],
    ['给大表加索引要在低峰期做。', '大表加 index 只能在低峰期操作。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['提交信息用英文写。', '代码注释用中文写。'], // another subject, another language
    ['commit message 的标题不超过50个字符。', '日志信息用英文。'],
    ['Write commit messages in English.', 'Write code comments in English.'], // English alone is read as it is
  ])('not: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(0);
  });
});

describe('findParaphrases: a rule in English meets its twin in Chinese', () => {
  it.each([
    ['Never store user passwords in plain text.', '用户密码禁止明文存储。'],
    ['Never commit .env files to the repo.', '.env 文件不要提交到 Git 仓库。'],
    ['Do not call external APIs inside a database transaction.', '不要在数据库事务里调用外部接口。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Never store user passwords in plain text.', '用户头像存储在对象存储里。'], // other words, another rule
    ['Never commit .env files to the repo.', '仓库的说明文件要写清楚启动步骤。'], // little in common
    ['Write unit tests for the frontend.', '后端要写单元测试。'], // another side
  ])('not: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(0);
  });
});

describe('findParaphrases: Traditional Chinese meets Simplified and English', () => {
  it.each([
    ['不要在迴圈裡發送網路請求。', '禁止在循环中发送网络请求。'],
    ['別把使用者密碼明文儲存。', 'Never store user passwords in plain text.'],
  ])('%s / %s', (a, b) => {
    // the finding quotes each as written
    expect(pair(a, b)).toEqual([{ a: { id: 'a.md', fact: a }, b: { id: 'b.md', fact: b } }]);
  });

  it('two qualifiers of one kind stay two rules in Traditional Chinese too', () => {
    expect(pair('前端的錯誤日誌送到告警群組。', '後端的錯誤日誌送到告警群組。')).toHaveLength(0);
  });
});

describe('findParaphrases: counts', () => {
  it('两个 before a word of no measure counts people like 两人; other counts stay other rules', () => {
    expect(pair('合并请求至少要两个人审核。', 'PR 至少需要两个 reviewer 审核才能合并。')).toHaveLength(1);
    expect(pair('合并请求至少要两个人审核。', 'PR 至少需要三个 reviewer 审核才能合并。')).toHaveLength(0);
    expect(pair('发布前要灰度两天观察指标。', '发布前要灰度两个批次观察指标。')).toHaveLength(0);
  });
});

describe('findParaphrases: concepts across words and languages', () => {
  it.each([
    // one concept in other words: hardcode / 写死 / 硬编码, sign-off / approval / 审核, 拷 / 同步, 下班 / 离开
    ['密钥不要写死在代码里。', '密钥统一从环境变量读取，禁止硬编码。'],
    ['Never hard-code tax rates in the checkout code.', '结账代码里不要硬编码 tax rates。'],
    ['Every schema change needs a DBA sign-off.', 'Schema changes require approval from a DBA.'],
    ['商品描述上架前必须人工审核。', 'Product descriptions need a manual review before listing.'],
    ['下班前把当天的照片同步到相册服务器。', '每天离开办公室之前，把照片拷到相册服务器上。'],
    // abbreviations and possessives read alike
    ['- dont log raw GPS coords', 'Raw GPS coordinates must never be written to the logs.'],
    ["Get the editor's sign-off before changing a headline.", 'Headline changes need an editor to sign off.'],
    // Chinese numbers as digits
    ['报销超过三千元要财务审批。', '报销 > 3000 元的必须财务 approve。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // one rule from both sides: never X = only the rest
    ['Never run load tests on a weekday.', 'Load tests only run on Saturday and Sunday.'],
    ['客户录音不能存到个人电脑。', '客户录音只能存放在加密的录音服务器里。'],
    ['Do not hardcode feature flags in templates.', 'Feature flags must come from the flag service, not from the templates.'],
  ])('from both sides: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // the same subject, another action or another object: two rules
    ['Contractors can view the billing reports.', 'Contractors cannot export the billing reports.'],
    ['不要在主线程里做网络请求。', '不要在主线程里解析大文件。'],
    ['Squash commits when merging release branches.', 'Rebase release branches onto main before a review.'],
    // a count said in words is a count, not a shared subject
    ['Merge pull requests only after one approving review.', 'Answer review requests within one working day.'],
    // a concept alone is not a rule: another object
    ['Round invoice totals half-even.', 'Round chart labels to one decimal.'],
  ])('not: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(0);
  });
});

describe('findParaphrases: the wider vocabulary keeps rules apart', () => {
  it.each([
    ['SQL里不要用SELECT *。', 'Never use SELECT * in report queries.'],
    ['周五下午不要发版。', 'No releases on Friday afternoons.'],
    ['客户的个人信息不能导出到表格。', 'Never export customer PII to spreadsheets.'],
  ])('same rule: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Deploy the web app on Mondays.', 'Deploy the web app on Fridays.'],
    ['周一上午开周会。', '周五下午开周会。'],
    ['Delete stale feature branches every week.', 'Delete old build logs every week.'],
    ['Export invoices as PDF.', 'Import invoices from CSV.'],
  ])('not: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(0);
  });
});

describe('findParaphrases: limits said from either side, the frame of a Chinese rule, amounts across languages', () => {
  it.each([
    // never more than N = at most N = no longer than N; over N = N 以上; 不超过 = 最多
    ['Never book more than three site visits per day for one inspector.', 'An inspector gets at most three site visits a day.'],
    ['Keep customer voicemails for no longer than 30 days.', 'Customer voicemails are kept at most 30 days.'],
    ['每位司机每天开车不超过八小时。', '司机每天最多开八个小时的车。'],
    ['合同金额大于十万元的，需要法务复核。', '十万以上的合同，必须法务再审一遍。'],
    // the frame (必须, 由, 再, 一遍, measure words) and words that begin alike (核对 / 检查 as review, 标示 / 标注)
    ['每次换班前，要把药品柜的库存重新清点一遍。', '换班之前，药品柜库存必须再清点一次。'],
    ['投稿发布之前都要有第二位编辑校对。', '稿件上线前必须由另一位编辑审阅。'],
    // "X first" is "before X"; a noun of the verb reads as the verb
    ['Run the backup verification before rotating the tapes.', 'Tape rotation needs a backup verification first.'],
    // across languages: an amount with its unit on both sides anchors the few common words
    ['Product photos must be resized to 1200 px before they are uploaded.', '商品图片上传之前必须缩放到 1200 px。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // another limit, another rule
    ['Never book more than three site visits per day for one inspector.', 'Never book more than five site visits per day for one inspector.'],
    ['每位司机每天开车不超过八小时。', '每位司机每天开车不超过十小时。'],
    // the same condition with another action
    ['单笔报销超过三千元的，必须由部门经理审批。', '单笔报销超过三千元的，必须当月提交。'],
    ['Invoices over 10,000 EUR must be signed off by the finance lead.', 'Invoices over 10,000 EUR must be paid within 14 days.'],
    // the same sentence with a few things swapped
    ['North Wing visitors sign in at the blue desk.', 'South Wing visitors sign in at the red desk.'],
    ['一号仓库每周二上午收货。', '二号仓库每周五下午收货。'],
    ['线上订单当天发货。', '线下订单当天发货。'],
    // an amount alone across languages is not the same rule
    ['Product photos must be resized to 1200 px before they are uploaded.', '横幅广告必须做成 1200 px 宽。'],
  ])('not: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(0);
  });

  it('a Chinese word said short on one side reads as the whole word; a limit with any unit reads alike', () => {
    expect(pair('超过五百公斤的货物必须用叉车搬运。', '五百公斤以上的货要用叉车搬。')).toHaveLength(1);
    // but 线 and 下 are not 线上
    expect(pair('线上订单当天发货。', '线下订单当天发货。')).toHaveLength(0);
  });

  it('a verb between 最多 and its amount stays: another verb, another rule', () => {
    expect(pair('每个账号每天最多提现三次。', '每个账号每天最多登录三次。')).toHaveLength(0);
  });

  it('lettered places are numbered places; two things trading places are a swap', () => {
    expect(pair('A区的会议室周二下午打扫。', 'C区的会议室周四上午打扫。')).toHaveLength(0);
    expect(pair('Red team members review the blue team reports.', 'Blue team members review the red team reports.')).toHaveLength(0);
  });

  it('a limit word with no amount, or a comparison of no limit, is read as written', () => {
    expect(pair('Prefer more descriptive names over short ones.', 'Use descriptive names for every exported function.')).toHaveLength(0);
  });
});

describe('the paraphrase search over a big dir', () => {
  const docs = [
    { id: 'night-shifts.md', text: 'Never schedule a crew member for more than two night shifts in a row.\n' },
    { id: 'roster-limits.md', text: 'Crew rosters allow at most two consecutive night shifts per person.\n' },
    ...Array.from({ length: 30 }, (_, i) => ({ id: `filler-${i}.md`, text: `Shelf ${i} in the ${i % 2 ? 'north' : 'south'} store room holds spare ${['cables', 'lamps', 'fuses'][i % 3]} for rig ${i}.\n` })),
  ];

  it('lets a cancel be seen between statements and finds what the plain search finds', async () => {
    let slices = 0;
    const found = await findParaphrasesSliced(docs, keyTerms, async () => {
      slices += 1;
    });
    expect(found).toEqual(findParaphrases(docs));
    expect(found.map((p) => [p.a.id, p.b.id].sort())).toEqual([['night-shifts.md', 'roster-limits.md']]);
    // Once for each memory read and once for each statement weighed.
    expect(slices).toBeGreaterThanOrEqual(2 * docs.length);
    const cancelled = Object.assign(new Error('cancelled'), { code: 'cancelled' });
    let n = 0;
    await expect(
      findParaphrasesSliced(docs, keyTerms, async () => {
        if (++n === 5) throw cancelled;
      }),
    ).rejects.toBe(cancelled);
    expect(n).toBe(5);
  });
});

describe('findParaphrases: a limit said negatively in one file and positively in the other', () => {
  it.each([
    ['Never keep a caller on hold for more than five minutes.', 'Pick a held caller back up within five minutes.'],
    ['Never leave the loading bay door open for more than ten minutes in winter.', 'In winter, shut the loading bay door again within ten minutes.'],
    ['样品离开冰箱不要超过二十分钟。', '样品离开冰箱后最多只能放二十分钟。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Never keep a caller on hold for more than five minutes.', 'Never keep a caller on hold for more than fifteen minutes.'],
    ['Never leave the loading bay door open for more than ten minutes in winter.', 'Never leave the loading bay heater off for more than ten minutes in winter.'],
    ['样品离开冰箱不要超过二十分钟。', '试剂离开冰箱不要超过二十分钟。'],
  ])('not %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findParaphrases: verbs of one sense, Chinese modals and split words', () => {
  it.each([
    // check / inspect / look at / examine read as one verb; "X first whenever" is X before
    ['Always inspect the climbing harness before a route.', 'Check the harness first whenever someone starts a route on the wall.'],
    ['Always check the engine oil before a long drive.', 'Take a look at the engine oil first whenever you set off on a long drive.'],
    ['Examine every returned camera lens for scratches.', 'Each returned camera lens is checked for scratches.'],
    // a modal glued to its verb (要穿, 可以上船) is said apart
    ['學員上船一律要穿救生衣。', '沒穿救生衣的學員不可以上船。'],
    // degrees are a unit of a limit; 内 after an amount is at most; single characters in a row are the other's word (压 / 榨: 压榨机)
    ['冷藏車廂的溫度不可以超過五度。', '冷藏車廂內要保持在 5 度以下。'],
    ['葡萄采摘后四小时内必须进压榨机。', '采下来的葡萄不能放超过四小时才压榨。'],
    // before and after one thing are one occasion from both sides
    ['Never lock the depot gate before the last bus is in.', 'Always lock the depot gate after the last bus is in.'],
    ['Never leave the lab before the samples are logged.', 'Always log the samples before you leave the lab.'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // one forbidding and one requiring on other occasions: two rules
    ['Never open the dough proofer during the first rise.', 'Always open the dough proofer vents after the second rise.'],
    ['Never feed the otters during the keeper talk.', 'Always feed the penguins after the keeper talk.'],
    ['Never run the dishwasher during dinner service.', 'Always run the dishwasher after dinner service.'],
    // one verb of checking, two things checked
    ['Always check the engine oil before a long drive.', 'Always look at the tyre tread before a long drive.'],
    // "check in" is no checking
    ['Check in the guests before noon.', 'Review the guests before noon.'],
    ['进实验室一律要戴护目镜。', '进实验室一律要穿实验服。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findParaphrases: negative prefixes, moved times, measure words', () => {
  it.each([
    // "never leave it unlocked" is "keep it locked"
    ['Never leave the kiln room unlocked.', 'Keep the kiln room locked at all times.'],
    // a time moved to the front trades no places; a plural name is the name
    ['We always back up the studio drive on Fridays.', 'Every Friday the studio drive gets backed up.'],
    // 五本 counts as 5 本 does; 一次 alone is "at a time"
    ['每次最多借 5 本书。', '一次借书不能超过五本。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // both negated: unlocked and locked are opposite rules
    ['Never leave the kiln room unlocked.', 'Never leave the kiln room locked.'],
    // another weekday, another count, two teams trading places
    ['Back up the studio drive on Fridays.', 'Back up the studio drive on Mondays.'],
    ['周一备份工作室硬盘。', '周五备份工作室硬盘。'],
    ['每次最多借 5 本书。', '每次最多借 3 张光盘。'],
    ['The red team reviews the blue team every Friday.', 'The blue team reviews the red team every Friday.'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findParaphrases: alone and accompanied, twice and two times, amounts as limits', () => {
  it.each([
    ['新人不可以單獨值夜班。', '新人值夜班時一定要有資深同事陪同。'],
    ['遺體接運一律兩人同行。', '不可以一個人單獨去接運遺體。'],
    ['Never work alone in the cold store.', 'Always work in pairs in the cold store.'],
    ['Box office staff count the till twice a day.', 'The till is counted by box office staff two times a day.'],
    // every three days, or three days at most: one amount
    ['炸鍋的油每三天要換一次。', '炸鍋用油最多用三天就得換掉。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Never work alone in the cold store.', 'Always work in pairs in the bakery.'],
    // both negated: alone and with a buddy are opposite rules
    ['Never swim alone in the lake.', 'Never swim in the lake with a buddy.'],
    ['炸鍋的油每三天要換一次。', '烤箱的濾網每三週要換一次。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findParaphrases: counts in characters and digits, short Chinese rules of two concepts', () => {
  it.each([
    ['每桌最多坐八个人。', '一张桌子不能坐超过 8 人。'],
    ['Never deploy on Fridays.', '週五不要部署。'],
    // a word of time both say is left out only to undo a swap, never to make one
    ['Back up the database every night.', '每天晚上备份数据库。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['每桌最多坐八个人。', '每个包厢最多坐十二个人。'],
    ['Never deploy on Fridays.', '週一不要部署。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});

describe('findParaphrases: terse bullets as one statement, reasons apart, units, rates, Cantonese, irregular verbs', () => {
  it.each([
    // a list of terse bullets says one rule in pieces; "2x/shift" is two times a shift
    ['- oven temp logged 2x/shift\n- max 250 °C\n- sheet by the oven', 'Bakers log the oven temperature two times a shift on the sheet by the oven, and it must never go above 250 degrees.'],
    // a reason after the rule is why, not what (", as ...", 否则 ...)
    ['The ponies must never be fed after 6 pm, as late feeds give them colic.', 'dont feed the ponies after 6 pm pls'],
    ['仓库大门晚上一定要锁好，否则容易丢货。', '晚上必须把仓库大门锁好。'],
    // a unit in Han or Latin letters is one symbol; a lone 十 before a unit is ten
    ['抹茶每杯用 2 克。', '每杯抹茶放 2g。'],
    ['面团要醒十分钟再擀。', '面团醒 10 分钟之后再擀。'],
    // irregular past forms, clipped words, verbs of starting
    ['Seedlings are fed with liquid compost every Monday.', 'Feed the seedlings liquid compost every Monday.'],
    ['Presenters mute their mics during the weather report.', 'During the weather report, presenters must mute their microphones.'],
    ['Never begin a dive without a buddy check.', 'A dive starts only after the buddy check.'],
    // a commit's closing note in brackets says where it came from
    ['chore(kitchen): stop reheating cooked rice twice (per Dana)', 'Cooked rice must never be reheated twice.'],
    // forbidden before a time, allowed only after it
    ["Don't mow the lawn before 8 am.", 'Only mow the lawn after 8 am.'],
    // 期间 / 时, 自行 / 自己, 才能 (only then), Cantonese words of grammar
    ['考试期间一律不准用手机。', '考试时不可以使用手机。'],
    ['学员不能自行开船出海。', '学员不可以自己开船出海。'],
    ['新员工要先考过叉车证才能开叉车。', '没考过叉车证的新员工不可以开叉车。'],
    ['收舖前要關晒啲冷氣同燈。', '收舖之前冷氣同燈都要關。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    // a rate shared is not a rule shared; nor is a reason
    ['- oven temp logged 2x/shift\n- max 250 °C', 'Bakers log the proofer humidity two times a shift.'],
    ['Close the greenhouse vents at night, otherwise the seedlings freeze.', 'Cover the seedling trays at night, otherwise the seedlings freeze.'],
    // another amount, another time of day, another object
    ['每杯抹茶用 2 克。', '每杯抹茶用 3g。'],
    ['面团要醒十五分钟再擀。', '面团醒 10 分钟之后再擀。'],
    ["Don't mow the lawn before 8 am.", 'Only water the lawn after 8 pm.'],
    ['考试期间一律不准用手机。', '考试期间一律不准用计算器。'],
    // the same words allowed and forbidden: one rule negated, a contradiction
    ['Guests may bring dogs into the lounge.', 'Guests may not bring dogs into the lounge.'],
    // one thing at two times, said the same way round; another action
    ['Mute the studio mics during the interview.', 'Mute the studio mics after the interview.'],
    ['Seedlings are fed every Monday.', 'Seedlings are repotted every Monday.'],
    ['Presenters mute their mics during the weather report.', 'Presenters check their mics before the weather report.'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
