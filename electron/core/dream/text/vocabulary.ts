/**
 * The common words of engineering rules, so that one rule said in other words reads alike:
 * the usual ways of wording a rule ("favor X rather than Y" / "prefer X over Y"), the usual
 * abbreviations (prod, DB, creds, docs, msgs, repo, PR, env, deps), and a small table of the
 * everyday engineering vocabulary in Chinese and English (密码 / password, 仓库 / repository, 事务 /
 * transaction), so that a rule in one language meets its twin in the other. General vocabulary
 * only: a word that names one team's thing has no place here.
 */

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
  [/\b(?:stor(?:e|es|ed|ing)|sav(?:e|es|ed|ing)|persist(?:s|ed|ing)?|(?:written|writ(?:e|es|ing)|wrote|load(?:s|ed|ing)?|put(?:s|ting)?) (?=(?:in|into|to|onto)\b))\b/gi, 'store '],
  [/响应|回包/g, '返回'],
  [/修改|更改|改动/g, '改'],
  [/审核|审批|评审|代码审查/g, 'review'],
  [/输出到|写到|写进|记录到|打到/g, '打印到'],
  [/存储|保存|存放|存到|储存|写入|落库|落盘/g, '存储'],
  [/查找|检索/g, '查询'],
  [/设置档|设定档|设置文件|配置档/g, '配置文件'],
  [/直接|手动|随意/g, ' '],
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

function applyAll(text: string, table: ReadonlyArray<readonly [RegExp, string]>, pad = false): string {
  let out = text;
  for (const [re, to] of table) out = out.replace(re, pad ? ` ${to} ` : to);
  return out;
}

/** A rule's words as a comparison reads them: wording and abbreviations as one, English inside Chinese as Chinese. */
export function wordingOf(text: string): string {
  const out = applyAll(text, WORDING);
  return HAN.test(out) ? applyAll(out, MIXED, true) : out;
}

/** A Chinese statement with its everyday engineering words in English, to meet a statement in English. */
export function inEnglish(text: string): string {
  if (!HAN.test(text)) return applyAll(text, WORDING);
  // The usual wordings first (设定档 -> 配置文件), then the words in English, then their English wordings (password -> secrets).
  return applyAll(applyAll(text, WORDING).replace(ZH_EN_RE, (w) => ` ${ZH_EN_MAP.get(w) ?? w} `), WORDING);
}

/** Has Han characters: a statement in Chinese (perhaps with English words in it). */
export function inChinese(text: string): boolean {
  return HAN.test(text);
}
