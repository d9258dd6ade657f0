/**
 * The switch, scope and value rules read Chinese in its simplified characters: a statement in
 * traditional characters ("推播服務已經從極光換成個推", 測試環境, 每兩週) is read with the
 * traditional forms of the rules' own words and of common characters around them folded one
 * character for one (從 -> 从, 換 -> 换, 環境 -> 环境), so one pattern serves both. Same length,
 * so positions in the folded text are positions in the original. Only for reading: memory text
 * itself is never changed, and both statements of a pair are read the same way.
 */

// Traditional -> simplified, one character each: the characters of the switch verbs (从…换成,
// 迁移到, 切换, 弃用, 下线, 不再), scopes (环境, 测试, 生产, 国内, 团队, 组, 网页), frequencies and
// counts (每周, 小时, 分钟, 两, 个, 次), changes of a value (调整, 提高, 升级) and common words.
const PAIRS =
  '從从換换為为遷迁轉转棄弃廢废線线統统經经現现後后於于來来個个兩两週周時时鐘钟測测試试環环產产國国內内團团隊队組组網网頁页預预發发務务雲云號号數数據据庫库級级調调設设這这們们說说變变讓让還还與与對对將将過过裡里開开關关層层點点應应啟启動动體体圖图運运維维護护審审處处負负責责長长縮缩減减舊旧區区華华東东廣广門门裝装單单價价帳账記记錄录證证書书報报監监訊讯標标準准類类輸输儲储傳传機机構构檔档實实際际歸归備备頻频選选採采擇择臺台灣湾檢检驗验績绩舉举誌志碼码鏈链節节識识參参樣样謝谢';

const MAP = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) MAP.set(PAIRS[i]!, PAIRS[i + 1]!);
const TRADITIONAL = new RegExp(`[${[...MAP.keys()].join('')}]`, 'gu');
const ANY_TRADITIONAL = new RegExp(`[${[...MAP.keys()].join('')}]`, 'u');

/** `text` with the traditional characters above in their simplified form (the same text when it has none). */
export function simplifiedHan(text: string): string {
  return ANY_TRADITIONAL.test(text) ? text.replace(TRADITIONAL, (c) => MAP.get(c) ?? c) : text;
}
