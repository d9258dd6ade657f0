/**
 * The common words of engineering rules, so that one rule said in other words reads alike:
 * the usual ways of wording a rule ("favor X rather than Y" / "prefer X over Y"), the usual
 * abbreviations (prod, DB, creds, docs, msgs, repo, PR, env, deps), and a small table of the
 * everyday engineering vocabulary in Chinese and English (密码 / password, 仓库 / repository, 事务 /
 * transaction), so that a rule in one language meets its twin in the other. General vocabulary
 * only: a word that names one team's thing has no place here.
 */
import { readAlikeWithoutUnicodeFlag, withoutUnicodeFlag } from './unicode-flag.js';

/**
 * Concepts: the words, in English and Chinese, that name one thing or one action in a rule, read
 * as one word (the first), so that "hardcode" meets 写死 and 硬编码, "sign-off" meets approve and
 * 审核, "sync to the NAS" meets 拷到NAS, 下班前 meets "before leaving the lab". Whole families
 * (inflections, both scripts); everyday words of engineering and office work, never one team's
 * names. Chinese words are read as Simplified (simplified.ts runs first).
 */
const CONCEPTS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['hardcode', 'hard[- ]?cod(?:e|es|ed|ing)(?: (?:in|into) (?:the )?(?:source )?code)?', ['硬编码', '写死', '硬编码在代码里', '写死在代码里', '写死在代码中', '硬编码到代码里', '写死到代码里', '写在代码里']],
  ['review', 'review(?:s|ed|ing)?|approv(?:e|es|ed|ing|al|als)|sign(?:s|ed|ing)?[- ]?offs?|signoffs?|verif(?:y|ies|ied|ying)|double[- ]?check(?:s|ed|ing)?', ['审核', '审批', '审查', '批准', '签字', '复核', '把关', '核对', '核查', '核实', '复审', '再审', '审阅', '检查']],
  ['release', 'releas(?:e|es|ed|ing)|publish(?:es|ed|ing)?', ['发布', '发版', '上线']],
  ['copy', 'cop(?:y|ies|ied|ying)(?= (?:it |them |\\w+ )?(?:to|onto|into)\\b)|sync(?:s|ed|ing)?|synchroni[sz](?:e|es|ed|ing)|back(?:s|ed|ing)? up|mirror(?:s|ed|ing)?(?= to\\b)', ['同步到', '同步至', '拷贝到', '拷到', '复制到', '备份到', '拷贝', '拷']],
  ['store', 'upload(?:s|ed|ing)?(?= (?:\\w+ ){0,3}(?:to|into|onto|in)\\b)', ['上传到', '上传至', '传到', '传至', '上传', '放在', '放到', '存在', '存储', '保存', '存放', '储存', '写入', '存']],
  ['build', 'builds?(?= (?:artifacts?|output))|(?<=(?:into|in) (?:a|the) )build', ['打包', '构建']],
  ['texture', 'textures?', ['贴图', '纹理']],
  ['image', 'images?|photos?|pictures?|pics|imgs?', ['图片', '照片', '图像']],
  ['product', 'products?', ['商品', '产品']],
  ['listing', 'listings?|(?:go|goes|going|went) live', ['上架']],
  ['before', 'before|prior to|ahead of', ['之前', '以前', '(?<![提目之以当眼事])前(?![端天台面后年月者])']],
  ['offwork', 'end of (?:the )?(?:work ?)?day|eod|leav(?:e|es|ing) (?:work|the office|the lab|for the day)|clock(?:s|ing)? out', ['下班', '收工', '离开']],
  ['draft', 'drafts?|manuscripts?', ['稿件', '稿子', '文稿', '草稿', '稿']],
  ['dataset', 'data ?sets?', ['数据集']],
  ['endpoint', 'endpoints?|(?:api|service|base|server) urls?', ['接口地址', '服务地址', '请求地址', '接口 url', '接口url']],
  ['coordinate', 'coords?|coordinates?', ['坐标']],
  ['compress', 'compress(?:es|ed|ing|ion)?', ['压缩']],
  ['firmware', 'firmware|ota', ['固件']],
  ['deploy', 'roll(?:s|ed|ing)? ?outs?|deploy(?:s|ed|ing|ments?)?', ['部署', '灰度']],
  ['name', 'names?', ['姓名', '名字']],
  ['patient', 'patients?', ['患者', '病人']],
  ['refund', 'refund(?:s|ed|ing)?', ['退款']],
  ['manager', 'supervisors?|managers?', ['主管', '经理', '上级']],
  ['currency', 'currenc(?:y|ies)', ['货币', '币种']],
  ['symbol', 'symbols?', ['符号']],
  ['thread', 'threads?', ['线程']],
  ['drive', 'network drives?|shared drives?|cloud drives?', ['网盘', '云盘', '共享盘']],
  ['train', 'train(?:s|ed|ing)?(?= (?:a |the )?models?)', ['训练']],
  ['model', 'models?', ['模型']],
  ['dashboard', 'dashboards?', ['看板', '仪表盘']],
  ['every day', 'daily|every day|each day', ['每天', '每日']],
  ['every week', 'weekly|every week|each week', ['每周', '每週', '每星期']],
  ['every month', 'monthly|every month|each month', ['每月', '每个月']],
  ['selectall', 'select \\*|select star|(?:all|every) (?:the )?columns', ['所有列', '所有字段', '全部字段', '全部列']],
  ['query', 'sql|quer(?:y|ies|ied|ying)', ['查询', 'sql']],
  ['delete', 'delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|purg(?:e|es|ed|ing)', ['删除', '删掉', '移除', '清除']],
  ['edit', 'edit(?:s|ed|ing)?|modif(?:y|ies|ied|ying)', ['编辑', '修改', '改动', '更改']],
  ['notify', 'notif(?:y|ies|ied|ying)|inform(?:s|ed|ing)?|let (?:\\w+ )?know', ['通知', '告知', '知会']],
  ['confirm', 'confirm(?:s|ed|ing)?(?= with)|check(?:s|ed|ing)? with', ['确认', '询问', '请示']],
  ['meeting', 'meetings?|standups?|stand-ups?', ['会议', '开会', '站会', '例会']],
  ['customer', 'customers?', ['客户', '顾客', '用户数据']],
  ['order', 'orders?', ['订单']],
  ['payment', 'payments?', ['支付', '付款']],
  ['invoice', 'invoices?', ['发票']],
  ['pii', 'pii|personal (?:data|information|info)|personally identifiable information', ['个人信息', '隐私数据', '个人数据', '敏感信息']],
  ['screenshot', 'screenshots?|screen ?caps?', ['截图', '截屏']],
  ['report', 'reports?', ['报表', '报告']],
  ['timezone', 'time ?zones?', ['时区']],
  ['timestamp', 'timestamps?', ['时间戳']],
  ['translation', 'translat(?:e|es|ed|ing|ion|ions)', ['翻译', '译文']],
  ['button', 'buttons?', ['按钮']],
  ['laptop', 'laptops?|personal computers?|own machines?', ['个人电脑', '笔记本电脑', '笔记本', '自己的电脑']],
  ['bucket', 'buckets?|object storage', ['对象存储', '存储桶']],
  ['download', 'download(?:s|ed|ing)?', ['下载']],
  ['export', 'export(?:s|ed|ing)?', ['导出']],
  ['import', 'import(?:s|ed|ing)?', ['导入']],
  ['run', 'run(?:s|ning)?|execut(?:e|es|ed|ing)', ['运行', '执行']],
  ['fix', 'fix(?:es|ed|ing)?|hotfix(?:es)?', ['修复', '热修复']],
  ['ticket', 'tickets?|issues?(?= (?:tracker|number|id|link))', ['工单']],
  ['weekend', 'weekends?', ['周末', '週末']],
  ['monday', 'mondays?', ['周一', '星期一', '礼拜一']],
  ['tuesday', 'tuesdays?', ['周二', '星期二', '礼拜二']],
  ['wednesday', 'wednesdays?', ['周三', '星期三', '礼拜三']],
  ['thursday', 'thursdays?', ['周四', '星期四', '礼拜四']],
  ['friday', 'fridays?', ['周五', '星期五', '礼拜五']],
  ['saturday', 'saturdays?', ['周六', '星期六', '礼拜六']],
  ['sunday', 'sundays?', ['周日', '星期日', '星期天', '礼拜天']],
  ['night', 'nights?|overnight|nightly', ['晚上', '夜间', '夜里', '半夜']],
  ['morning', 'mornings?', ['上午', '早上']],
  ['afternoon', 'afternoons?', ['下午']],
  ['minute', 'minutes?|mins?', ['分钟']],
  ['hour', 'hours?|hrs?', ['小时']],
  ['deadline', 'deadlines?|due dates?', ['截止日期', '截止时间', '截止']],
  ['vendor', 'vendors?|suppliers?', ['供应商', '厂商']],
  ['sample', 'samples?|specimens?', ['样本', '样品', '标本']],
  ['experiment', 'experiments?', ['实验']],
  ['lab', 'labs?|laboratory|laboratories', ['实验室']],
  ['doctor', 'doctors?|physicians?|clinicians?', ['医生', '大夫']],
  ['student', 'students?', ['学生']],
  ['teacher', 'teachers?|instructors?', ['老师', '教师']],
  ['font', 'fonts?|typefaces?', ['字体']],
  ['color', 'colou?rs?', ['颜色', '色值']],
  ['icon', 'icons?', ['图标']],
  ['video', 'videos?', ['视频']],
  ['audio', 'audio|recordings?', ['音频', '录音']],
  ['contract', 'contracts?', ['合同']],
  ['price', 'prices?|pricing', ['价格', '售价', '定价']],
  ['address', 'addresses', ['地址']],
  ['phone', 'phones?|mobiles?', ['手机']],
];

/** The words concepts are read as: a statement of two of them says enough to compare. */
export const CONCEPT_WORDS: ReadonlySet<string> = new Set(CONCEPTS.flatMap(([to]) => to.split(' ')));

function conceptWords(): Array<readonly [RegExp, string]> {
  return CONCEPTS.map(([to, en, zh]) => [new RegExp(`\\b(?:${en})\\b${zh.length > 0 ? `|${[...zh].sort((a, b) => b.length - a.length).join('|')}` : ''}`, 'giu'), ` ${to} `] as const);
}

/**
 * One word for the common ways of saying the same thing in a rule, so that "favor X rather
 * than Y" meets "prefer X over Y", "API keys must not be checked into the repository" meets
 * "never commit secrets to the repo", 响应 meets 返回 and 修改 meets 改; manner words (直接,
 * 手动, directly) say how, not what. Abbreviations read as their words (prod DB creds ->
 * production database credentials); words that put data somewhere (store, save, written to,
 * loaded into, 存储, 保存) as one.
 */
const WORDING: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bprod\b/gi, 'production'],
  [/\bdbs?\b/gi, 'database'],
  [/\bcreds\b/gi, 'credentials'],
  [/\bdocs\b/gi, 'documentation'],
  [/\bmsgs?\b/gi, 'message'],
  [/\bdeps\b/gi, 'dependencies'],
  [/\bconfigs?\b/gi, 'configuration'],
  [/\bauth\b/gi, 'authentication'],
  [/\bperms\b/gi, 'permissions'],
  [/\bpasswd\b|\bpwd\b/gi, 'password'],
  [/(?<![.\w])env\b(?! file)/gi, 'environment'],
  [/\bw\/o\b/gi, 'without'],
  [/\bplain[- ]?text\b|\bcleartext\b|\bunencrypted\b(?= (?:passwords?|secrets?|credentials?))/gi, 'plaintext'],
  [/\bfavou?r(?:s|ed|ing)?\b/gi, 'prefer'],
  [/\b(?:rather than|instead of|in preference to)\b/gi, 'over'],
  [/\brepository\b|\brepositories\b|\brepos\b/gi, 'repo'],
  [/\bapi\s*(?=密钥|秘钥)/gi, ''],
  [/\b(?:api keys?|access keys?|passwords?|credentials?|secrets?|access tokens?)\b/gi, 'secrets'],
  [/\bcheck(?:ed|s|ing)? in(?:to)?\b/gi, 'commit to'],
  [/\b(?:pull|merge) requests?\b|\bPRs?\b|\bMRs?\b/g, 'pull request'],
  [/\b(?:directly|manually|by hand)\b/gi, ' '],
  // One thing after another, a check-out, "X first" ending a clause (= before X).
  [/\b(?:in a row|back[- ]to[- ]back|consecutive(?:ly)?)\b/gi, 'consecutive'],
  [/\bcheck(?:s|ed|ing)?[- ]?outs?\b/gi, 'checkout'],
  [/\bfirst\b(?=\s*(?:[.!;,]|$))/gim, 'before'],
  [/\b(?:stor(?:e|es|ed|ing)|sav(?:e|es|ed|ing)|persist(?:s|ed|ing)?|(?:written|writ(?:e|es|ing)|wrote|load(?:s|ed|ing)?|put(?:s|ting)?) (?=(?:in|into|to|onto)\b))\b/gi, 'store '],
  [/响应|回包/g, '返回'],
  [/修改|更改|改动/g, '改'],
  [/审核|审批|评审|代码审查/g, 'review'],
  [/输出到|写到|写进|记录到|打到/g, '打印到'],
  [/存储|保存|存放|存到|储存|写入|落库|落盘/g, '存储'],
  [/查找|检索/g, '查询'],
  [/设置档|设定档|设置文件|配置档/g, '配置文件'],
  [/直接|手动|手工|人工|随意/g, ' '],
  ...conceptWords(),
];


/**
 * English words in a Chinese statement ("commit message 必须用英文", "大表加 index"), read as the
 * Chinese a statement in Chinese would use, so that mixed-language rules meet their Chinese
 * twins. Only in text with Han characters: English statements are read as they are.
 */
const MIXED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcommit\s*messages?\b|提交消息|提交说明/gi, '提交信息'],
  [/\blog\s*messages?\b|日志消息/gi, '日志信息'],
  [/\bpull request\b/gi, '合并请求'],
  [/\breviewers?\b/gi, 'review'],
  [/\bunit tests?\b/gi, '单元测试'],
  [/\bindex(?:es)?\b|\bindices\b/gi, '索引'],
  [/\bdatabases?\b/gi, '数据库'],
  [/\btables?\b/gi, '表'],
  [/\bbranch(?:es)?\b/gi, '分支'],
  [/\bcommit(?:s|ted|ting)?\b/gi, '提交'],
  [/\bmerg(?:e|es|ed|ing)\b/gi, '合并'],
  [/\bdeploy(?:s|ed|ing|ments?)?\b/gi, '部署'],
  [/\brelease(?:s|d)?\b/gi, '发布'],
  [/\blogs?\b|\blogging\b/gi, '日志'],
  [/\bcomments?\b/gi, '注释'],
  [/\bconfig(?:uration)?s?\b/gi, '配置'],
  [/\btests?\b|\btesting\b/gi, '测试'],
  [/\benglish\b/gi, '英文'],
  [/\bchinese\b/gi, '中文'],
];

/**
 * Everyday engineering words in Chinese with the English a rule in English would use (longest
 * first when they overlap). Read only where a Chinese statement meets an English one.
 */
const ZH_EN: ReadonlyArray<readonly [string, string]> = [
  ['合并请求', 'pull request'], ['代码审查', 'review'], ['单元测试', 'unit test'], ['集成测试', 'integration test'], ['环境变量', 'environment variable'],
  ['数据库', 'database'], ['主分支', 'main branch'], ['代码库', 'repo'], ['配置文件', 'configuration file'], ['定时任务', 'cron job'],
  ['用户', 'user'], ['密码', 'password'], ['密钥', 'secret'], ['令牌', 'access token'], ['凭证', 'credentials'], ['凭据', 'credentials'], ['明文', 'plaintext'],
  ['存储', 'store'], ['保存', 'store'], ['存放', 'store'], ['储存', 'store'], ['日志', 'log'], ['提交', 'commit'], ['仓库', 'repo'], ['分支', 'branch'], ['合并', 'merge'],
  ['部署', 'deploy'], ['发布', 'release'], ['发版', 'release'], ['上线', 'release'], ['回滚', 'rollback'], ['测试', 'test'], ['索引', 'index'], ['查询', 'query'],
  ['事务', 'transaction'], ['接口', 'api'], ['外部', 'external'], ['内部', 'internal'], ['服务', 'service'], ['配置', 'configuration'], ['依赖', 'dependency'],
  ['缓存', 'cache'], ['文件', 'file'], ['文档', 'documentation'], ['注释', 'comment'], ['代码', 'code'], ['函数', 'function'], ['变量', 'variable'],
  ['类型', 'type'], ['错误', 'error'], ['异常', 'exception'], ['告警', 'alert'], ['监控', 'monitoring'], ['邮件', 'email'], ['邮箱', 'email'], ['通知', 'notify'],
  ['审核', 'review'], ['评审', 'review'], ['审批', 'approval'], ['生产环境', 'production'], ['测试环境', 'test environment'], ['前端', 'frontend'], ['后端', 'backend'],
  ['客户端', 'client'], ['服务端', 'server'], ['加密', 'encrypt'], ['删除', 'delete'], ['修改', 'change'], ['调用', 'call'], ['请求', 'request'], ['响应', 'response'],
  ['超时', 'timeout'], ['重试', 'retry'], ['版本', 'version'], ['升级', 'upgrade'], ['脚本', 'script'], ['迁移', 'migration'], ['备份', 'backup'], ['权限', 'permission'],
  ['鉴权', 'authentication'], ['认证', 'authentication'], ['手机号', 'phone number'], ['第三方', 'third-party'], ['强制推送', 'force push'], ['推送', 'push'],
  ['构建', 'build'], ['流水线', 'pipeline'], ['队列', 'queue'], ['消息', 'message'], ['字段', 'field'], ['命名', 'naming'], ['格式化', 'format'], ['缩进', 'indent'],
  ['空格', 'space'], ['英文', 'English'], ['中文', 'Chinese'], ['应用', 'app'], ['页面', 'page'], ['组件', 'component'], ['样式', 'style'], ['硬编码', 'hardcode'],
  ['生产', 'production'], ['数据', 'data'], ['同步', 'synchronous'], ['异步', 'asynchronous'], ['循环', 'loop'], ['全局', 'global'], ['嵌套', 'nested'],
];
const ZH_EN_MAP = new Map(ZH_EN);
const ZH_EN_RE = new RegExp([...ZH_EN_MAP.keys()].sort((a, b) => b.length - a.length).join('|'), 'g');

const HAN = /\p{Script=Han}/u;

type Table = ReadonlyArray<readonly [RegExp, string]>;

/**
 * A table in runs of a few entries, each with one regex that matches wherever one of the run's
 * would: a run none of whose entries matches the text so far is passed over with one scan, not
 * one per entry (most texts hold a word of a few entries only). The result is the same as
 * applying every entry in turn, since an entry that does not match leaves the text as it is.
 */
interface Run {
  test: RegExp | null;
  entries: Table;
}
const RUN = 12;
/** A table's runs as written, and the same runs without the u flag (for the texts read alike without it: unicode-flag.ts). */
interface TableRuns {
  asWritten: readonly Run[];
  withoutUnicodeFlag: readonly Run[];
}
const runsOf = new WeakMap<Table, TableRuns>();

function runs(table: Table): TableRuns {
  let out = runsOf.get(table);
  if (out) return out;
  const parts: Array<Array<readonly [RegExp, string]>> = [];
  let last = '';
  for (const e of table) {
    const flags = e[0].flags.replace(/[gy]/g, '');
    const part = parts.at(-1);
    if (part && flags === last && part.length < RUN) part.push(e);
    else parts.push([e]);
    last = flags;
  }
  const asWritten = parts.map((entries) => ({ test: joined(entries), entries }));
  // (where no entry's replacement holds a character read otherwise, a text read alike stays so as it is replaced)
  const replacedAlike = table.every(([, to]) => readAlikeWithoutUnicodeFlag(to));
  out = { asWritten, withoutUnicodeFlag: replacedAlike ? asWritten.map(runWithoutUnicodeFlag) : asWritten };
  runsOf.set(table, out);
  return out;
}

/** The run with every entry's twin without the u flag; the run itself where one has no such twin (or none has the flag). */
function runWithoutUnicodeFlag(run: Run): Run {
  const twins = run.entries.map(([re, to]) => [withoutUnicodeFlag(re), to] as const);
  if (twins.some(([re]) => re === null)) return run;
  const entries = twins as Table;
  return { test: joined(entries), entries };
}

/** One regex for a run's entries, which share their flags; none where a backreference would point elsewhere once joined (the run is then applied whole). */
function joined(entries: Table): RegExp | null {
  if (entries.some(([re]) => /\\[1-9]|\\k</.test(re.source))) return null;
  return new RegExp(entries.map(([re]) => `(?:${re.source})`).join('|'), entries[0]![0].flags.replace(/[gy]/g, ''));
}

function applyAll(text: string, table: Table, pad = false): string {
  const { asWritten, withoutUnicodeFlag } = runs(table);
  let out = text;
  for (const run of readAlikeWithoutUnicodeFlag(text) ? withoutUnicodeFlag : asWritten) {
    if (run.test && !run.test.test(out)) continue;
    for (const [re, to] of run.entries) out = out.replace(re, pad ? ` ${to} ` : to);
  }
  return out;
}

const ZH_DIGIT: Readonly<Record<string, number>> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const ZH_UNIT: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, 万: 10_000 };

/** A Chinese number as digits (五千 -> 5000, 两千五百 -> 2500, 十二 -> 12), so that 五千元 meets "5000 元". */
function zhNumber(word: string): string {
  return ` ${hanNumberValue(word)} `;
}

/** The value of a Chinese number written in characters (二十八 -> 28, 二百一十 -> 210, 五 -> 5, 十五 -> 15). */
export function hanNumberValue(word: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const ch of word) {
    if (ch in ZH_DIGIT) digit = ZH_DIGIT[ch]!;
    else {
      const unit = ZH_UNIT[ch]!;
      if (unit === 10_000) {
        total = (total + section + digit) * unit;
        section = 0;
      } else section += (digit || 1) * unit;
      digit = 0;
    }
  }
  return total + section + digit;
}

/** Chinese numbers in a text as digits (五千 -> 5000), where it has Han characters. */
export function numerals(text: string): string {
  return HAN.test(text) ? text.replace(/[一二两三四五六七八九][一二两三四五六七八九零十百千万]*[十百千万][一二两三四五六七八九零十百千万]*/gu, zhNumber) : text;
}

/** A rule's words as a comparison reads them: wording and abbreviations as one, English inside Chinese as Chinese. */
export function wordingOf(text: string): string {
  const out = numerals(applyAll(text, WORDING));
  return HAN.test(out) ? applyAll(out, MIXED, true) : out;
}

/** A Chinese statement with its everyday engineering words in English, to meet a statement in English. */
export function inEnglish(text: string): string {
  if (!HAN.test(text)) return applyAll(text, WORDING);
  // The usual wordings first (设定档 -> 配置文件), then the words in English, then their English wordings (password -> secrets).
  return applyAll(numerals(applyAll(text, WORDING)).replace(ZH_EN_RE, (w) => ` ${ZH_EN_MAP.get(w) ?? w} `), WORDING);
}

/** Has Han characters: a statement in Chinese (perhaps with English words in it). */
export function inChinese(text: string): boolean {
  return HAN.test(text);
}
