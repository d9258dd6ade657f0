import { describe, expect, it } from 'vitest';
import { REQUEST_LITERALS, REQUEST_PATTERNS, closestFact, detectMemoryRequests, isAlreadyRemembered, isProhibition, typeOf, wordSalad } from '../../../electron/core/dream/text/requests.js';

const found = (text: string): [string, string, string][] => detectMemoryRequests(text).map((r) => [r.statement, r.type, r.pattern]);

describe('detectMemoryRequests', () => {
  it.each([
    ['Could you keep in mind that the Oslo depot bills in kroner, never in euros?', 'The Oslo depot bills in kroner, never in euros'],
    ['from now on deploy from the release branch, never from main', 'Deploy from the release branch, never from main'],
    ['remember that visitors sign in at reception, always before 9', 'Visitors sign in at reception, always before 9'],
    ['从今以后发票都开电子的，别再寄纸质的了。', '发票都开电子的，别再寄纸质的'],
    ['以後訂位一律用 WhatsApp，千萬別再打電話過去', '訂位一律用 WhatsApp，千萬別再打電話過去'],
  ])('one request with its other side after a comma: %s', (text, statement) => {
    expect(detectMemoryRequests(text).map((r) => r.statement)).toEqual([statement]);
  });

  it.each([
    ['From now on, use bun, and never commit lockfiles again.', 2],
    ['Remember that the van key is on hook 3. Never leave the van unlocked.', 2],
  ])('two requests where "and" or a new sentence sets them apart: %s', (text, n) => {
    expect(detectMemoryRequests(text)).toHaveLength(n);
  });

  it.each([
    ['Please remember that the staging DB is reset every night.', [['The staging DB is reset every night', 'project', 'remember']]],
    ['Remember to run migrations before deploying.', [['Run migrations before deploying', 'feedback', 'remember']]],
    ['OK, keep in mind that we squash-merge every PR.', [['We squash-merge every PR', 'feedback', 'remember']]],
    ["Don't push to main again!", [["Don't push to main", 'feedback', 'not-again']]],
    ['Never run the seed script against prod again.', [['Never run the seed script against prod', 'feedback', 'not-again']]],
    ['From now on, use bun for installs.', [['Use bun for installs', 'feedback', 'from-now-on']]],
    ['use pnpm from now on', [['Use pnpm', 'feedback', 'from-now-on']]],
    ['Going forward: write tests first.', [['Write tests first', 'feedback', 'from-now-on']]],
    ['In the future, ask before deleting branches.', [['Ask before deleting branches', 'feedback', 'from-now-on']]],
    ['Always run the linter before pushing.', [['Always run the linter before pushing', 'feedback', 'always']]],
    ['Never commit .env files.', [['Never commit .env files', 'feedback', 'never']]],
    ['From now on, use bun, and never commit lockfiles again.', [['Use bun', 'feedback', 'from-now-on'], ['Never commit lockfiles', 'feedback', 'not-again']]],
    ['Remember I am the tech lead for payments.', [['I am the tech lead for payments', 'user', 'remember']]],
    ["Remember that I'm new to Rust.", [["I'm new to Rust", 'user', 'remember']]],
    ['Remember: the dashboard is at https://grafana.example.com/d/abc', [['The dashboard is at https://grafana.example.com/d/abc', 'reference', 'remember']]],
    ['Remember that bugs are tracked in the Linear project INGEST.', [['Bugs are tracked in the Linear project INGEST', 'reference', 'remember']]],
    ['Remember the release freeze starts 2026-12-01.', [['The release freeze starts 2026-12-01', 'project', 'remember']]],
    ['记住：部署前要跑测试。', [['部署前要跑测试', 'feedback', 'zh-remember']]],
    ['请记住我是支付团队的技术负责人。', [['我是支付团队的技术负责人', 'user', 'zh-remember']]],
    // A rule said outright after a comma alone is the same request's other side: one memory, never a fragment without its subject.
    ['以后都用pnpm，不要再提交node_modules了', [['用pnpm，不要再提交node_modules', 'feedback', 'zh-from-now-on']]],
    ['别再用npm了！', [['别用npm', 'feedback', 'zh-not-again']]],
    ['从现在开始，代码冻结到12月1日截止。', [['代码冻结到12月1日截止', 'project', 'zh-from-now-on']]],
    ['你永远不要在周五部署。', [['永远不要在周五部署', 'feedback', 'zh-never']]],
    ['记住，监控面板在 https://grafana.example.com 。', [['监控面板在 https://grafana.example.com', 'reference', 'zh-remember']]],
  ] as [string, [string, string, string][]][])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    "I don't remember where the config lives.",
    'Do you remember the API key?',
    'It always fails on CI.',
    'I never said that.',
    'I do not want to see this error again.',
    'Never mind, it works.',
    'We can fix it in the future maybe.',
    'Can you always use bun?',
    '以后再说吧。',
    '你记住了吗？',
    '我不记得了。',
    '> Remember that quoted text is not a request.',
    '```\n# remember that code is not a request\n```',
  ])('no request in: %s', (text) => {
    expect(detectMemoryRequests(text)).toEqual([]);
  });

  it('flags requests that only make sense with the conversation around them', () => {
    const [r] = detectMemoryRequests("Please don't do that again.");
    expect(r?.statement).toBe("Don't do that");
    expect(r?.vague).toBe(true);
    expect(detectMemoryRequests('Never push to main again.')[0]?.vague).toBe(false);
  });

  it('gives offsets into the whole text across lines', () => {
    const text = 'Thanks.\nAlso, remember that prod runs on Fly.\n';
    const [r] = detectMemoryRequests(text);
    expect(r?.statement).toBe('Prod runs on Fly');
    expect(text.slice(r?.start, r?.end)).toBe('remember that prod runs on Fly.');
  });
});

describe('REQUEST_PATTERNS', () => {
  it('exports literal triggers that prefilter every pattern', () => {
    expect(REQUEST_LITERALS).toEqual(expect.arrayContaining(['remember', 'from now on', 'again', 'always', '记住', '以后', '不要再', '别再']));
    for (const p of REQUEST_PATTERNS) expect(p.literals.length).toBeGreaterThan(0);
    // every request found contains one of the literals
    for (const t of ['Please remember X is Y.', '以后都用pnpm', '别再用npm了', 'Never push again.']) {
      expect(detectMemoryRequests(t).length).toBeGreaterThan(0);
      expect(REQUEST_LITERALS.some((l) => t.toLowerCase().includes(l))).toBe(true);
    }
  });
});

describe('typeOf', () => {
  it.each([
    ['Use bun for installs', 'feedback'],
    ['My role is data scientist on the ML team', 'user'],
    ['我负责支付模块', 'user'],
    ['The launch deadline is 2026-12-01', 'project'],
    ['项目在12月上线', 'project'],
    ['Runbooks live in the wiki', 'reference'],
    ['看板链接在群公告里', 'reference'],
    // a statement of fact is about the project, not a rule for the agent
    ['The staging database is reset every Sunday night', 'project'],
    ['The billing service owner is Priya', 'project'],
    ['Run the linter without the --fix flag', 'feedback'],
  ])('%s -> %s', (s, t) => {
    expect(typeOf(s)).toBe(t);
  });
});

describe('isAlreadyRemembered', () => {
  const facts = ['Use bun for package installs.', "Don't mock the database in integration tests.", 'Use Node 20 in CI.', '部署前要跑测试。'];

  it('finds a fact that says the same thing', () => {
    expect(isAlreadyRemembered('Always use bun for installs', facts)).toBe(true);
    expect(isAlreadyRemembered('Do not mock the database in integration tests', facts)).toBe(true);
    expect(isAlreadyRemembered('部署前要跑测试', facts)).toBe(true);
    expect(closestFact('use bun for installs', facts)?.index).toBe(0);
  });

  it('does not count an opposite, a different version or an unrelated fact', () => {
    expect(isAlreadyRemembered('Mock the database in integration tests', facts)).toBe(false);
    expect(isAlreadyRemembered('Use Node 22 in CI', facts)).toBe(false);
    expect(isAlreadyRemembered('Deploys go through Fly', facts)).toBe(false);
    expect(isAlreadyRemembered('anything', [])).toBe(false);
  });
});

describe('conservative captures', () => {
  it('captures a reported request in a log ("Sam asked me to remember that ...")', () => {
    expect(detectMemoryRequests('Sam asked me to remember that the staging cluster resets every Sunday night.').map((r) => r.statement)).toEqual(['The staging cluster resets every Sunday night']);
    expect(detectMemoryRequests('Priya told us to remember that invoices go out on the 1st.').map((r) => r.statement)).toEqual(['Invoices go out on the 1st']);
  });

  it.each([
    '记住 那个 qwe 不要 的 的 123 记住 不要 啊 zzz',
    'ok 不要 记住 了 了 asdf 记住',
    'remember remember never the the asdf never 记住 lol',
  ])('word salad is no request: %s', (line) => {
    expect(wordSalad(line)).toBe(true);
    expect(detectMemoryRequests(line)).toEqual([]);
  });

  it.each(['Remember that the staging database is reset every Sunday night.', '记住，订单服务只能在周二部署。', 'From now on, never push to main and never skip CI.', '以后都用pnpm安装依赖，不要再用npm了。'])('a well-formed request is no word salad: %s', (line) => {
    expect(wordSalad(line)).toBe(false);
  });

  it('says "Avoid this" only when the main clause is a prohibition', () => {
    expect(isProhibition('Never force-push to main')).toBe(true);
    expect(isProhibition("Don't edit generated clients")).toBe(true);
    expect(isProhibition('不要再直接修改生产配置')).toBe(true);
    expect(isProhibition('Run the linter without the --fix flag')).toBe(false);
    expect(isProhibition('Ship hotfixes without waiting for the weekly train')).toBe(false);
    expect(isProhibition('以后都用pnpm安装依赖')).toBe(false);
  });
});

describe('captures in other scripts and styles', () => {
  it('finds a request in Traditional Chinese, quoting what was said', () => {
    expect(detectMemoryRequests('請記住：切圖一律以最新版本為準。').map((r) => r.statement)).toEqual(['切圖一律以最新版本為準']);
    expect(detectMemoryRequests('阿明要我記住，週報用繁體中文寫。').map((r) => r.statement)).toEqual(['週報用繁體中文寫']);
    expect(REQUEST_LITERALS).toContain('記住');
  });

  it('reads past markdown emphasis on the trigger', () => {
    expect(detectMemoryRequests('**Remember:** the render farm needs the --no-gpu flag.').map((r) => r.statement)).toEqual(['The render farm needs the --no-gpu flag']);
  });

  it('Han words set apart by spaces are scraps of a log line, not a request', () => {
    expect(wordSalad('报错了：记住密码 失败 token invalid，不要 重试 code=401')).toBe(true);
    expect(detectMemoryRequests('报错了：记住密码 失败 token invalid，不要 重试 code=401')).toEqual([]);
    // English words and code inside Chinese are spaced, which is how they are written
    expect(wordSalad('记住 固件发布前必须经过 HIL 测试')).toBe(false);
  });

  it('an abbreviation meets its word when a request is already remembered', () => {
    expect(isAlreadyRemembered('Never run the seed script against the shared QA DB', ['Never run the seed script against the shared QA database.'])).toBe(true);
    expect(isAlreadyRemembered('報表每週一更新', ['报表每周一更新。'])).toBe(true);
    expect(isAlreadyRemembered('Never run the seed script against the shared QA DB', ['Never run the seed script against the staging database.'])).toBe(false);
  });
});

describe('captures: more ways of asking', () => {
  it.each([
    ['请记得每次发版前先备份配置。', '每次发版前先备份配置'],
    ['帮我记一下：测试服的管理员账号归运维组管。', '测试服的管理员账号归运维组管'],
    ['备忘：打印机的碳粉在二楼储物间。', '打印机的碳粉在二楼储物间'],
    ['别忘记周报用模板写。', '周报用模板写'],
    ['Note to self: the render nodes need the -headless flag.', 'The render nodes need the -headless flag'],
    ['Maya said to remember that the kiosk app is locked to landscape.', 'The kiosk app is locked to landscape'],
    ['The lead wants everyone to remember that hotfix tags start with hf-.', 'Hotfix tags start with hf-'],
    ['Could you please remember that the kiosk builds are signed with the store key.', 'The kiosk builds are signed with the store key'],
  ])('%s', (text, statement) => {
    expect(detectMemoryRequests(text).map((r) => r.statement)).toEqual([statement]);
  });

  it.each(['我记得上次部署是周二。', '你还记得那个配置在哪吗？', '我不记得密码放哪了。', 'I said to him that the build was red.', 'Can you remember where the kiosk key is?'])('recalling or reporting is no request: %s', (text) => {
    expect(detectMemoryRequests(text)).toEqual([]);
  });
});

describe('captures: 记得…了 said of someone or of a day reports it was remembered', () => {
  it.each(['阿傑記得把排練室的鑰匙帶回來了。', '小林记得把仓库的灯关掉了。', '今天有記得幫陽台的盆栽澆水了，葉子看起來還不錯。', '他昨天记着把门锁好了。'])('no request: %s', (text) => {
    expect(detectMemoryRequests(text)).toEqual([]);
  });

  it.each([
    ['记得每次吃完饭把碗洗了。', '每次吃完饭把碗洗'],
    ['请记得下班前把灯关了。', '下班前把灯关'],
    ['记得把冷库的门关好。', '把冷库的门关好'],
  ])('a request (its closing 了 dropped as a particle): %s', (text, statement) => {
    expect(detectMemoryRequests(text).map((r) => r.statement)).toEqual([statement]);
  });
});

describe('captures: what is said not to be remembered', () => {
  it.each(['no need to remember this, it is only for today: the mock API runs on port 9001', "you don't need to remember this: the demo login is temp123"])('%s', (text) => {
    expect(detectMemoryRequests(text)).toEqual([]);
  });
});

describe('isAlreadyRemembered: a fact said again with a clause of its own is new', () => {
  it('is not remembered when it says what the fact says and more', () => {
    expect(isAlreadyRemembered('the boiler room door has a keypad that is reset every Friday by facilities', ['The boiler room door has a keypad.'])).toBe(false);
    expect(isAlreadyRemembered('二号仓库的叉车每天下班前要充电到满格', ['二号仓库有一台叉车。'])).toBe(false);
  });

  it('is remembered when it says the same', () => {
    expect(isAlreadyRemembered('the boiler room door has a keypad', ['The boiler room door has a keypad.'])).toBe(true);
    expect(isAlreadyRemembered('二号仓库有一台叉车', ['二号仓库有一台叉车。'])).toBe(true);
  });
});

describe('captures: short Chinese requests, and what stands between the trigger and the statement', () => {
  it.each([
    ['记住保险柜密码是 0917', '保险柜密码是 0917'],
    ['記住倉庫密碼是 8080', '倉庫密碼是 8080'],
    ['remember the alarm code is 2580', 'The alarm code is 2580'],
    ['记住 2 号冷库周日除霜', '2 号冷库周日除霜'],
    ['记住啊，厨余垃圾每周三早上八点前拿出去', '厨余垃圾每周三早上八点前拿出去'],
    ['记住呀：试剂盒放在四楼', '试剂盒放在四楼'],
    ['记住这个：疫苗放在冰箱第二层，不要放门上', '疫苗放在冰箱第二层，不要放门上'],
    ['记住哈尔滨仓库周日不开门', '哈尔滨仓库周日不开门'],
    ['记住我说的：别在生产库上跑测试', '别在生产库上跑测试'],
    ['记住：这样配置是不对的，要用环境变量', '这样配置是不对的，要用环境变量'],
    ['Remember when deploying to prod, tag the release first', 'When deploying to prod, tag the release first'],
    // reported in other words: a request passed on after "that" or a colon
    ['The chef asked that we remember the walk-in is defrosted on Mondays', 'The walk-in is defrosted on Mondays'],
    ['The boss keeps telling us to remember that the alarm is armed at 22:00', 'The alarm is armed at 22:00'],
    ['Ops needs us to remember that backups run at 01:00', 'Backups run at 01:00'],
    ['Jo would like us to remember that the cello cases stay upright', 'The cello cases stay upright'],
    ['Sam says: remember the lab door code is 4411', 'The lab door code is 4411'],
    // other verbs of keeping a thing in memory
    ['save this to memory: the boiler is serviced in October', 'The boiler is serviced in October'],
    ['add to your memory that the boiler is serviced in October', 'The boiler is serviced in October'],
    ['write this down: the boiler is serviced in October', 'The boiler is serviced in October'],
    ['bear in mind that the boiler is serviced in October', 'The boiler is serviced in October'],
    ['記著：鍋爐每年十月檢修', '鍋爐每年十月檢修'],
    ['帮我存一下：锅炉每年十月检修', '锅炉每年十月检修'],
    ['写下来：锅炉每年十月检修', '锅炉每年十月检修'],
    ['师傅让我记住：法棍出炉后要晾二十分钟再装袋。', '法棍出炉后要晾二十分钟再装袋'],
    ['館長提醒我們要記住：觸摸池的海星每次只能讓遊客摸三十秒。', '觸摸池的海星每次只能讓遊客摸三十秒'],
  ])('%s', (text, statement) => {
    expect(detectMemoryRequests(text).map((r) => r.statement)).toEqual([statement]);
  });

  it.each([
    // 记住了 said back: "got it"
    '好的，记住了，明天见',
    '嗯嗯记住了 谢谢',
    '记住了，下次注意',
    // someone else told to remember: an errand
    '我让小王记住周五带蛋糕过来，希望他别忘了 哈哈',
    '让阿明记一下明天的会',
    'I asked Tom to remember the cake for Friday',
    // a counter typed into chatter, then a word that points into the conversation; particles after a number
    'lol 记住 0 这个 bug 又来了 😅',
    'pls 不要再 4 了啦 🙈🙈',
    '记一下 12 嘿嘿',
    // corrected on the spot: no well-formed statement is left
    'remember that the van is in bay 2 — wait no, bay 3',
    '记住：会议在三楼……哦不对，是四楼',
    // a shared past recalled
    'remember when the server caught fire lol',
    'Remember when Sam dropped the cake haha',
    // unsure of what is said
    'remember the lab closes at 6... or was it 7? idk',
    '记住：实验室周五六点关门？好像是七点',
    // an errand or a habit of someone else's, not a fact passed on
    'he needs to remember his keys lol',
    'she always tells me to remember my scarf haha',
    'he told me to remember to lock up',
    '我还记着那次锅炉坏了',
    '记好了，明天见',
    'the memory card is full',
    'I wrote it down somewhere lol',
    // 以后 that puts a thing off is no standing rule; always / never before a determiner is a complaint
    '以后有机会再聊',
    '以后有空再约',
    'always the same with this printer',
    'never the same twice lol',
    // "never mind" said last
    '以后都这样吧 算了',
    '记住：周五发版。算了',
    // text quoted from a program or from a thing that bears it
    'Error: please remember to set FOO_TOKEN before running',
    'the banner says: Remember to log out!',
    'as the sign says, never feed the ducks',
    'the email says remember to bring ID',
    '屏幕上写着：记住登录状态',
  ])('no request: %s', (text) => {
    expect(detectMemoryRequests(text)).toEqual([]);
  });
});

describe('captures: a Chinese rule of a verb or two with nothing it acts on needs the conversation', () => {
  it.each(['不要再发了！', '一定要来啊！', '务必准时哦'])('%s is vague', (text) => {
    expect(detectMemoryRequests(text).map((r) => r.vague)).toEqual([true]);
  });
  it.each(['务必先备份', '千万别删 .env', '以后都用 pnpm', '永远不要在生产库上跑测试'])('%s is not', (text) => {
    expect(detectMemoryRequests(text).map((r) => r.vague)).toEqual([false]);
  });
});

describe('Chinese facts captured are not feedback; the whole request phrase goes', () => {
  const one = (said: string): [string, string] => {
    const [r] = detectMemoryRequests(said);
    return [r?.statement ?? '', r?.type ?? ''];
  };
  it.each([
    ['请帮我记住：水母缸只能用人工海水，盐度抓 1.024', '水母缸只能用人工海水，盐度抓 1.024', 'project'],
    ['记住：酒庄 3 号发酵罐的温控探头偏低，读数要加 2 度', '酒庄 3 号发酵罐的温控探头偏低，读数要加 2 度', 'project'],
    ['記住啦，二號凍櫃車嘅後尾門要大力拉先鎖得到', '二號凍櫃車嘅後尾門要大力拉先鎖得到', 'project'],
    ['幫我記住，倉庫嘅後門鎖匙喺阿明度', '倉庫嘅後門鎖匙喺阿明度', 'project'],
    ['记一下，B 区货架最多放 500 公斤', 'B 区货架最多放 500 公斤', 'project'],
    ['記得：自動確保器每 6 個月要送原廠檢驗一次', '自動確保器每 6 個月要送原廠檢驗一次', 'project'],
    ['记住，以后回复我的时候先写结论再写细节', '以后回复我的时候先写结论再写细节', 'feedback'],
    ['记住，写代码的时候不要用 tab', '写代码的时候不要用 tab', 'feedback'],
    ['记住，提交代码前要先跑 3 遍测试', '提交代码前要先跑 3 遍测试', 'feedback'],
  ])('%s', (said, statement, type) => {
    expect(one(said)).toEqual([statement, type]);
  });

  it('a question told by its closing particle asks nothing', () => {
    expect(detectMemoryRequests('记得上次盘点是谁做的吗')).toEqual([]);
    expect(detectMemoryRequests('你记得钥匙放哪了吗')).toEqual([]);
  });

  it('a short statement said again inside a longer fact is already remembered, unless a number or the polarity differs', () => {
    expect(isAlreadyRemembered('电窑最高只能烧到 1230 度', ['陶艺室的电窑最高只烧到 1230 度，超过会烧坏硅碳棒。'])).toBe(true);
    expect(isAlreadyRemembered('发酵箱固定在 28 度', ['面包房的发酵箱温度固定在 28 度，不要随便调。'])).toBe(true);
    expect(isAlreadyRemembered('冷库保持零下 20 度', ['冷库的温度保持在零下 18 度，门要随手关。'])).toBe(false);
    expect(isAlreadyRemembered('备用钥匙在小王那', ['钥匙在前台，备用钥匙在老李那'])).toBe(false);
    expect(isAlreadyRemembered('冷库门不要随手关', ['冷库的温度保持在零下 18 度，门要随手关。'])).toBe(false);
  });
});

describe('isAlreadyRemembered: an English request said again in other words, inside a longer fact', () => {
  const freezer = ['The walk-in freezer at the bistro is defrosted every 2 weeks by the night crew, who log it on the clipboard.'];
  const printer = ["The studio's Epson P900 prints on A3+ sheets and uses the Ultrachrome Pro10 inks."];

  it('is remembered when every word of it is in the fact, numbers spelled or not', () => {
    expect(isAlreadyRemembered('the night crew defrosts the walk-in freezer every two weeks', freezer)).toBe(true);
    expect(isAlreadyRemembered('the Epson P900 uses Ultrachrome Pro10 inks', printer)).toBe(true);
  });

  it('is new when a number, a name or another word of its own differs', () => {
    expect(isAlreadyRemembered('the night crew defrosts the walk-in freezer every three weeks', freezer)).toBe(false);
    expect(isAlreadyRemembered('the Epson P700 uses Ultrachrome Pro10 inks', printer)).toBe(false);
    expect(isAlreadyRemembered('the Epson P900 uses Ultrachrome Pro10 inks and prints on canvas rolls', printer)).toBe(false);
  });
});
