/**
 * The text as the rules of change read it (supersede, switch-away, move-to, announced-change):
 * Traditional characters as Simplified (從…換成 is 从…换成), a switch verb's typo as the verb
 * ("swtiched from X to Y"), Cantonese function words as written Chinese (咗 as 了), full-width forms folded; cut to a sentence's length so that the
 * lazy patterns stay cheap on odd input. Read once per text and shared by the four rules.
 */
import { simplifiedHan } from './simplified.js';
import { TextMemo } from './text-memo.js';
import { foldText } from './tokens.js';
import { withVerbTypos } from './verb-typos.js';

/** Characters of a statement read: a fact is a sentence, longer text says no more of a change. */
const BOUND = 1000;
const memo = new TextMemo<string>(16_000_000);

// Cantonese function words as the written Chinese ones (closed classes: aspect, particle, copula,
// negation, locative): 取代咗 is 取代了, 唔用 is 不用, 喺 is 在, 嘅 is 的.
// (and 做 after a verb of change is its result, 换咗做 Shopify is 换成了 Shopify; 我哋 is 我们; 而家 and
// 依家 are 现在, "now"; 係 inside 關係 is no copula)
const CANTONESE: Readonly<Record<string, string>> = { 咗: '了', 嘅: '的', 唔: '不', 係: '是', 喺: '在', 冇: '没有', 哋: '们', 啲: '些', 而家: '现在', 依家: '现在' };
const CANTONESE_RE = /(?<![關关聯联])係|[咗嘅唔喺冇哋啲]|而家|依家/gu;
const RESULT_DO = /([换改转变])(了)?做/gu;
// A verb of moving takes 去 as its direction as well as 到 (Cantonese 搬咗去, Mandarin 迁去): 搬了去 is 搬到.
const MOVED_TO = /([搬迁挪])了?去(?=\s*\S)/gu;
// "with effect from the autumn sale", "effective from May", "as from Monday": when a change holds, never what it left.
const EFFECT_FROM = /\b(?:with effect|effective|starting|beginning|as)\s+from\b/giu;

export function changeReading(text: string): string {
  return memo.get(text, (x) => commitAsReport(foldText(withVerbTypos(simplifiedHan(x.slice(0, BOUND)).replace(CANTONESE_RE, (c) => CANTONESE[c]!).replace(RESULT_DO, '$1成$2').replace(MOVED_TO, '$1到')).replace(EFFECT_FROM, 'since'))));
}

/**
 * A conventional commit's header, type and scope ("refactor(dates): replace moment with date-fns"): by the
 * convention of commit subjects its imperative reports a change made, so it is read as told ("dates:
 * replaced moment with …"), its scope a label and its type no word of what changed. A revert keeps its
 * header: it undoes.
 */
const COMMIT = /^(\s*(?:[-*+]\s+)?)(?:feat|fix|refactor|chore|docs|perf|build|ci|style|deps|ops)(?:\(([^()\n]{1,40})\))?!?:\s+(move|migrate|switch|replace|change|swap|upgrade|downgrade|port|transfer|relocate|shift|convert|retire|deprecate|drop|ditch|bump|remove|use)\b/iu;

function commitAsReport(t: string): string {
  const m = COMMIT.exec(t);
  if (!m) return t;
  const verb = m[3]!.toLowerCase();
  const past = /e$/.test(verb) ? `${verb}d` : /^(?:drop|swap|transfer)$/.test(verb) ? `${verb}${verb.slice(-1)}ed` : `${verb}ed`;
  // (the scope names the part of the product changed, "web", "billing"; deps is the dependency itself, named after)
  const scope = m[2] && !/^deps(?:-dev)?$/iu.test(m[2].trim()) ? `${m[2]}: ` : '';
  return `${m[1]}${scope}${past}${t.slice(m[0].length)}`;
}
