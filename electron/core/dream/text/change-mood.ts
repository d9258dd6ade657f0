/**
 * The mood of a change: whether a statement that names a change says it happened. Read from
 * where the change verb stands and what governs it, not from the words of one case:
 * - a label that files the statement as a plan, an idea, a proposal or a to-do ("Plan: migrate …",
 *   "Idea for next spring: move …", 提议：…, 待办：…);
 * - the change verb in its bare form where a sentence or a label's value starts ("Plan: migrate the
 *   files …", "Move the rota to Deputy.") or after a verb of intending, needing or obligation, or a
 *   modal of possibility ("we need to switch …", "should be moved to …", "hope to migrate", "we
 *   might move …", "could be switched", 需要换成, 应该改为);
 * - the change named as a thing (a gerund, "the move", "the switch", "the migration", 迁移, 更换)
 *   that a predicate of outcome turns down, puts off or leaves open ("Moving the X-rays … was
 *   turned down", "the migration is on hold", 更换方案被否了, 迁移被搁置);
 * - a predicate of outcome of the whole change, either language ("nothing changes", "not started",
 *   "fell through", "never happened", 没批, 没有换, 维持原样, 还没定);
 * - the change verb negated where it stands ("did not switch", "haven't moved", "never migrated",
 *   没换成, 未迁移).
 * Closed classes only: verbs of change as a class, the modals and verbs of intending, the outcome
 * predicates. Such a statement replaces nothing; the older statement it names still holds.
 */

// Change verbs in their bare form (the class, as a stem).
const BARE = '(?:move|migrate|switch|replace|change|swap|upgrade|downgrade|port|transfer|relocate|shift|convert|retire|deprecate|drop|ditch|phase out|cut over|bring)';
const ANY_FORM = '(?:mov|migrat|switch|replac|chang|swap|upgrad|downgrad|port|transferr?|relocat|shift|convert|retir|deprecat|dropp?|ditch|phas\\w* out|cut(?:ting)? over)\\w*';
const GERUND = '(?:moving|migrating|switching|replacing|changing|swapping|upgrading|downgrading|porting|transferring|relocating|shifting|converting|retiring|deprecating|dropping|ditching|phasing out|cutting over)';
const NOUN = '(?:the|a|this|that|our|any)\\s+(?:\\w+\\s+){0,2}?(?:move|switch|migration|change|changeover|switchover|swap|upgrade|replacement|transition|cutover|relocation|proposal|plan|idea)';

/** Labels that file a statement as something still to come or to decide. */
const PLAN_LABEL = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:plan|idea|proposal|proposed|todo|to-do|to do|option|draft|suggestion|wish(?:list)?|next steps?|roadmap|open question|question|maybe|later|future|backlog|pending)\b[^:：\n]{0,40}?(?:\*\*|__)?\s*[:：]/iu;
const ZH_PLAN_LABEL = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:计划|提议|建议|设想|想法|待办|草案|方案|备选|待定|待讨论|议题|讨论|打算)[^:：\n]{0,12}?(?:\*\*|__)?\s*[:：]/u;

/** A bare change verb opening a sentence or a label's value: an instruction or an item to do, not a report. */
// (with its object and where it goes, and no verb of its own between: "Shift rotas are published in …" is a noun, no order)
const BARE_START = new RegExp(`(?:^|[.!?]\\s+|[:：]\\s*)(?:\\*\\*|__)?\\s*(?:please\\s+)?${BARE}\\s+(?:(?!(?:is|are|was|were|has|have|had|will|can|must|need|needs|go|goes|get|gets)\\b)[^\\s.,;:!?]+\\s+){0,6}?(?:to|from|with|into|onto|off|over\\s+to|for)\\b`, 'iu');

/** A revert commit's header ("revert: …", 'Revert "…"'): the change it names is undone. */
const REVERT = /^\s*(?:[-*+]\s+)?revert(?:\([^()\n]{1,40}\))?!?(?::\s|\s+["“'])/iu;

/** A verb of intending, needing or obligation governing the change. */
const INTENT = new RegExp(`\\b(?:need(?:s|ed)? to|ha(?:s|ve|d) to|ought to|hope(?:s|d)? to|aim(?:s|ed)? to|intend(?:s|ed)? to|expect(?:s|ed)? to|(?:is|are) (?:due|about|supposed|scheduled|set) to|should|must|might|may|could|would|can|wish(?:es)? to|would like to|asked (?:us |me )?to|try(?:ing)? to)\\s+(?:\\w+\\s+)?(?:be\\s+)?${ANY_FORM}`, 'iu');
const ZH_INTENT = /(?:需要|应该|应当|得|要不要|想|希望|争取|拟|预计|准备|建议|提议|可能|也许|或许|也許|或許|说不定|說不定)(?:尽快|把|将)?[^，。；,;]{0,12}?(?:换成|改成|改为|改用|迁移|迁到|切换|切到|替换|升级|更换|弃用|停用|下线)/u;

/** A predicate of outcome that leaves the change undone. */
const UNDONE_OUTCOME = /\b(?:(?:was|were|got|has been|have been|is|are|been)\s+(?:turned down|rejected|declined|vetoed|refused|cancell?ed|called off|shelved|postponed|deferred|put off|put on hold|paused|blocked|voted down|not approved|not decided|undecided|still open|under discussion|under review|on hold|parked)|fell through|never happened|did(?:n't| not) happen|has(?:n't| not) happened|not (?:yet )?(?:started|begun|done|happened|approved|decided|agreed)|nothing (?:has )?(?:changes|changed|moved|been moved|been changed)|no change(?:s)? (?:yet|for now|was made))\b/iu;
const ZH_UNDONE_OUTCOME = /没批|未批|未获批|没通过|未通过|被否|否决|驳回|搁置|暂缓|作罢|没有?(?:换|改|迁|切|动|搬|升级|替换|更换)(?:成|过|了)?(?=[，。；,;！？]|$)|照旧|维持原样|还没(?:有)?(?:开始|定|决定|换|改|迁|动|批)|尚未|暂未|未定|没有?定案|待定/u;

/** The change named as a thing, the subject a predicate of outcome is said of ("Moving X … was turned down", "the migration is on hold"). */
const CHANGE_AS_SUBJECT = new RegExp(`(?:^|[.;:!?]\\s+|[:：]\\s*|\\b(?:but|and|so)\\s+)(?:${GERUND}|${NOUN})\\b`, 'iu');

/** The change verb negated where it stands. */
const NEGATED_VERB = new RegExp(`\\b(?:did(?:n't| not)|does(?:n't| not)|do(?:n't| not)|have(?:n't| not)|has(?:n't| not)|had(?:n't| not)|never|not|won't|will not|can't|cannot|could(?:n't| not))\\s+(?:yet\\s+|actually\\s+|really\\s+|ever\\s+)?(?:been\\s+)?${ANY_FORM}`, 'iu');
const ZH_NEGATED_VERB = /(?:没有?|未|并未|从未|不会)(?:再)?(?:真的|正式)?(?:换成|改成|改为|改用|迁移|迁到|切换|切到|替换|升级|更换|弃用|停用|下线|换|改|迁|搬)/u;

/** A Chinese change verb (the class): where a change is told. */
const ZH_CHANGE_VERB = /换成|改成|改为|改用|改由|迁移|迁到|迁至|搬到|切换|切到|转到|转用|替换|取代|代替|替代|更换|弃用|停用|下线|淘汰|升级/u;
/** Marks of a change told as done in its own clause: 已, 已经, 了 or 咗 after the verb. */
const ZH_DONE = /已|了|咗/u;
/** Words opening a clause that tie it to what came before (an outcome of the change, not another subject's). */
const ZH_LINK = /^(?:但是?|可是|不过|结果|最后|最终|然而|只是|却|目前|暂时|现在|还是|仍然|依然|所以|因此|于是|后来)/u;

/**
 * Whether an undone-outcome predicate or a negated change verb (没动, 照旧, 没批, 没改) is said of the
 * change: in the change verb's own clause, or in a clause of its own when the change is not told as
 * done there, or one with no subject of its own. "扫描件已经从本地 NAS 迁移到了阿里云 OSS，目录结构没动":
 * the change is done (已经…了) and 目录结构 is another subject that stays, so the statement still tells the change.
 */
function zhSaidOfChange(t: string, outcome: RegExp): boolean {
  const clauses = t.split(/[，。；,;！？!?]/u);
  const at = clauses.findIndex((c) => ZH_CHANGE_VERB.test(c));
  if (at < 0 || !ZH_DONE.test(clauses[at]!)) return true;
  for (const [i, c] of clauses.entries()) {
    const m = outcome.exec(c);
    if (!m) continue;
    if (i === at) return true;
    const before = c.slice(0, m.index).trim();
    // Its own subject: two Han characters or a name before the predicate, not a linking word.
    if (!/[\p{Script=Han}]{2}|[A-Za-z]{2}/u.test(before) || ZH_LINK.test(before)) return true;
  }
  return false;
}

/** A revert commit's header: what it names is undone, so it states no value of its own. */
export function revertsChange(text: string): boolean {
  return REVERT.test(text);
}

/** A statement that names a change but does not say it happened (a plan, an intention, a change turned down or not made). */
export function unrealisedChange(text: string): boolean {
  const t = text.replace(/`[^`]*`/g, ' ');
  if (PLAN_LABEL.test(t) || ZH_PLAN_LABEL.test(t) || REVERT.test(t)) return true;
  if (BARE_START.test(t) || INTENT.test(t) || ZH_INTENT.test(t)) return true;
  if (NEGATED_VERB.test(t) || (ZH_NEGATED_VERB.test(t) && zhSaidOfChange(t, ZH_NEGATED_VERB))) return true;
  // An outcome that leaves it undone, said of the change itself or of the whole statement.
  if (ZH_UNDONE_OUTCOME.test(t) && zhSaidOfChange(t, ZH_UNDONE_OUTCOME)) return true;
  return UNDONE_OUTCOME.test(t) && (CHANGE_AS_SUBJECT.test(t) || /\b(?:nothing|not (?:yet )?started|fell through|never happened|did(?:n't| not) happen)\b/iu.test(t));
}

/**
 * A statement that says no change was made yet, on its own ("Nothing has been moved yet.", "Not
 * started.", 还没开始): a change named elsewhere in the same memory is not done either.
 */
export function notYetNote(text: string): boolean {
  const t = text.trim();
  if (t.length > 120) return false;
  return /^(?:[-*+]\s+)?(?:(?:status|state)\s*[:：]\s*)?(?:nothing (?:has been|was|is|got) (?:moved|changed|migrated|switched|replaced|done)(?: yet| so far)?|nothing (?:has )?changed(?: yet)?|not (?:yet )?(?:started|begun|done|decided|approved)(?: yet)?|no decision(?: yet)?|(?:still )?(?:undecided|pending|on hold|tbd|to be decided))\b/iu.test(t)
    || /^(?:[-*+]\s+)?(?:状态\s*[:：]\s*)?(?:还没(?:有)?(?:开始|动|迁|换|改|决定|定)|尚未(?:开始|决定|实施)|暂未(?:开始|实施)|未开始|待定|没有定案|目前还没)/u.test(t);
}
