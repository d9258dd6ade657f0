import { simplified } from './simplified.js';

/**
 * Whether a piece of a hook is the writer talking about the note rather than about the world,
 * read by the kind of word each piece is, not by whole phrases: a fact names something (a content
 * word, a number, a name, code) or states a rule (never, only, 要, 不); an aside is made only of
 * interjections and laughter ("ugh", "blah blah", 哈哈哈, XD), emoji and repeated punctuation,
 * words about keeping the note itself (tidy, later, file, mess, 以后, 整理, 再补) and the small
 * words that hold those together (the, this, me, 吧, 了). "ugh see file", "sorry for the mess 🙈",
 * "future me, tidy this pls", 其他的以后再整理 哈哈哈 and 有空再整理吧～ are asides; "see the vet
 * nurse before 10:00", "later arrivals sleep in the quarantine block" and 合同原件见法务的文件柜
 * are not.
 */

/** Interjections, laughter, apologies and emoticons written in Latin letters. */
const INTERJECTION_EN = /^(?:u+g+h+|a+r+g+h+|g+a+h+|m+e+h+|b+l+a+h+|b+l+e+h+|h+m+|u+m+|u+h+|e+r+m*|e+h+|o+h+|a+h+|o+o+f+|o+o+p+s+|w+h+o+p+s+|w+e+l+p+|s+i+g+h+|p+h+e+w+|y+a+y+|w+o+w+|y+i+k+e+s+|p+f+t+|b+a+h+|l+o+l+[sz]*|l+m+f?a+o+|r+o+f+l+|(?:h+[ae]+){2,}h*|h+e+h+|x+d+|orz|otl|qaq|t_t|idk|tbh|imo|imho|iirc|afaik|fyi|btw|jk|omg|ffs|smh|ok(?:ay)?|k+|kk|yeah|yep|yup|nope|nah|meh|whatever|anyway(?:s)?|sorry|apologies|oh well|yada|halp|help|eek|argh|oy|oi|jeez|geez|gosh|darn|dang|welp|bleh|ick|yikes)$/i;

/** Words about keeping the note itself: promising, tidying, pointing at it, apologising for it. */
const NOTE_WORDS_EN = new Set(
  (
    'todo to-do fixme tbd tbc wip xxx hack later soon someday sometime eventually properly asap again maybe ' +
    'tidy tidied tidying tidy-up clean cleaned cleanup clean-up sort sorted fix fixed finish finished update updated ' +
    'expand expanded rewrite rewritten reword reworded polish polished revisit redo flesh trim shorten fill ' +
    'see read check look mess messy draft rough wording formatting format file note notes entry page section hook ' +
    'line list doc docs rest details detail info stuff bits bit everything else more brain dump future ' +
    'needs need work love tlc pending stale outdated obsolete half incomplete unfinished add adding write writing ' +
    'finishing fixing cleaning sorting updating rewriting expanding splitting split verify double-check recheck confirm ' +
    'good enough fine all now'
  ).split(' '),
);

/** Words that only hold other words together. */
const FUNCTION_EN = new Set(
  (
    'a an the this that these those it its i me my myself we us our you your for of to in on at up out ' +
    'with by and or but so then some any be is are was were been get gets got will would should can could ' +
    'do does did just still yet too very bit kinda sorta pls plz please here there below above inside'
  ).split(' '),
);

/**
 * Chinese pieces of an aside, longest first within each length: about later (以后, 回头, 有空),
 * editing the note (整理, 补充, 再补, 再说), the note itself (文件, 其他的, 这些), a mood (懒得,
 * 太乱), particles and laughter (吧, 啦, 哈, 嗯).
 */
const NOTE_WORDS_ZH = (
  '以后 之后 回头 有空 有时间 改天 晚点 晚些 稍后 下次 后面 后续 待会 等会 哪天 将来 慢慢 过两天 ' +
  '整理 补充 完善 修改 更新 细化 处理 收拾 梳理 排版 润色 重写 补上 补全 写完 没写完 未完 待续 待定 待补 草稿 ' +
  '再说 算了 反正 总之 等等 之类 什么的 云云 暂时 暂且 先这样 就这样 就这些 这么多 ' +
  '其他 其余 其它 剩下 剩余 这些 那些 这个 那个 这样 那样 这里 内容 细节 具体 详情 详细 东西 部分 文件 文档 档案 笔记 备注 这条 本条 上面 下面 原文 ' +
  '懒得 不想 太乱 好乱 很乱 有点乱 乱七八糟 凑合 将就 一下 一些 一点 自己 有待 确认 核实 核对 目前 现在 大概 差不多 别管 不管 聊 很 烂 ' +
  '就是 待 再 先 就 还 也 都 才 补 改 写 说 弄 搞 加 填 理 看 见 完 乱 懒 记 ' +
  '我 的 地 得 了 吧 啦 呢 啊 呀 哦 噢 喔 嗯 哈 嘿 呵 嘻 哎 唉 诶 欸 额 呃 哇 耶 咯 嘛 呗 哟 呜 嘤 么'
).split(' ');
const ZH_BY_LENGTH = [...new Set(NOTE_WORDS_ZH)].sort((a, b) => b.length - a.length);

/** Can this run of Han characters be read wholly as pieces of an aside? */
function hanIsAside(run: string): boolean {
  // Reachable[i]: the first i characters split into aside pieces.
  const chars = [...run];
  const reachable = new Array<boolean>(chars.length + 1).fill(false);
  reachable[0] = true;
  for (let i = 0; i < chars.length; i += 1) {
    if (!reachable[i]) continue;
    const rest = chars.slice(i).join('');
    for (const w of ZH_BY_LENGTH) if (rest.startsWith(w)) reachable[i + [...w].length] = true;
  }
  return reachable[chars.length]!;
}

/** What kind of word this is: a word of an aside, a small word, or content (a fact's word). */
function kindOfLatin(word: string): 'aside' | 'small' | 'content' {
  // A contraction is read as its first word ("that's", "I'll"); a "n't" keeps its word, a polarity is content.
  const w = word.toLowerCase().replace(/^['’]+|['’]+$/g, '').replace(/['’](?:s|ll|re|ve|d|m)$/, '');
  if (w === '') return 'small';
  if (/^v\d+$/.test(w)) return 'aside'; // a version of the note: "draft v2"
  if (/^\d+$/.test(w)) return /^(?:233+|666+)$/.test(w) ? 'aside' : 'content';
  if (INTERJECTION_EN.test(w) || NOTE_WORDS_EN.has(w)) return 'aside';
  if (FUNCTION_EN.has(w)) return 'small';
  return 'content';
}

/**
 * Is this piece of a hook (a clause or a comma part of one) an aside of the writer's, with no
 * word in it that names a thing or states a rule? At least one word of an aside must be there;
 * a piece of small words alone ("for the") is left to the other rules.
 */
export function isWriterAside(piece: string): boolean {
  const text = simplified(piece.trim());
  if (text === '' || /`/.test(text)) return false;
  let aside = 0;
  // Han runs, Latin words (with ' and -), numbers, emoticons like :) ^^ T_T; the rest is punctuation, emoji, space.
  for (const m of text.matchAll(/\p{Script=Han}+|[\p{L}\p{N}][\p{L}\p{N}'’_-]*|[:;]-?[()DPp]|\^\^|\^_\^/gu)) {
    const tok = m[0];
    if (/^[:;]|\^/.test(tok)) {
      aside += 1;
      continue;
    }
    if (/\p{Script=Han}/u.test(tok)) {
      if (!hanIsAside(tok)) return false;
      aside += 1;
      continue;
    }
    // A letter run glued to another script's letters (e.g. 3楼) is read apart from them by the regex already.
    const kind = kindOfLatin(tok);
    if (kind === 'content') return false;
    if (kind === 'aside') aside += 1;
  }
  // Only emoji and punctuation ("🙈🙈", "!!!", "……") say nothing either.
  return aside > 0 || !/[\p{L}\p{N}]/u.test(text);
}
