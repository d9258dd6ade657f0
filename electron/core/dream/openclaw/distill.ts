/**
 * What a daily log line says about durable memory. Daily logs are raw and never rewritten;
 * a dream only reads two kinds of line from them:
 *  - a change of a durable fact: "Sam moved the blog to sam.dev", "switched the newsletter to
 *    Buttondown", "the standup is now at 10:00", 周报改到每周四发送;
 *  - a reported request: "Sam asked me to remember that ...", 他让我记住 ... (and a direct
 *    "remember that ...", found by the shared request detector).
 * Everything else stays in the log.
 */
import { detectMemoryRequests } from '../text/requests.js';
import { scanLines, isCodeLine } from '../text/markdown.js';

export interface LogChange {
  /** What changed, as the line names it ("the blog", "周报"). */
  subject: string;
  /** Its new value ("sam.dev", "每周四发送"). */
  value: string;
  /** The old value when the line names it ("from Substack to Buttondown"), else null. */
  from: string | null;
  line: string;
  /** 1-based line in the log. */
  lineNo: number;
}

/** A line that reads as a change but whose subject and new value the patterns cannot pin down. */
export interface LogHint {
  line: string;
  /** 1-based line in the log. */
  lineNo: number;
}

export interface LogRequest {
  statement: string;
  line: string;
  lineNo: number;
  /**
   * The request also says a fact changed ("Note to self — the status board URL is … now"): where
   * a memory holds that fact, the dream flags it instead of adding a second, newer version.
   */
  change: boolean;
}

const END = String.raw`\s*[.!;。！；]*\s*$`;
const DET = String.raw`(?:(?:the|our|his|her|their|my)\s+)?`;
/** Verbs that move or replace where a fact points. */
const MOVE = String.raw`(?:moved|switched|changed|migrated|renamed|transferred|relocated|rehosted|repointed|ported|shifted)`;
// "<who> moved/relocated/migrated (the|our)? X (over)? (from A)? to Y"
const EN_MOVED = new RegExp(String.raw`\b${MOVE}\s+(?!over\s)${DET}(.+?)\s+(?:over\s+)?(?:from\s+(.+?)\s+)?(?:to|onto)\s+(.+?)${END}`, 'i');
// "X moved to Y", "X has moved to Y"
const EN_NOW = new RegExp(String.raw`^${DET}(.+?)\s+(?:(?:has|have)\s+)?(?:moved|changed|switched)\s+to\s+(.+?)${END}`, 'i');
// Passive: "X was relocated to Y", "X has been migrated over to Y", "X got moved from A to Y"
const EN_PASSIVE = new RegExp(String.raw`^${DET}(.+?)\s+(?:has been|have been|was|were|got|is|are)\s+(?:now\s+)?${MOVE}\s+(?:over\s+)?(?:from\s+(.+?)\s+)?(?:to|onto)\s+(.+?)${END}`, 'i');
// "X is now (at|on|in) Y"
const EN_IS_NOW = new RegExp(String.raw`^${DET}(.+?)\s+(?:is|are)\s+now\s+(?:(?:at|on|in|with|called)\s+)?(.+?)${END}`, 'i');
// "X now lives/sits/runs at Y", "X lives at Y now"
const EN_LIVES_NOW = new RegExp(String.raw`^${DET}(.+?)\s+now\s+(?:lives|sits|runs|resides|is hosted|is kept)\s+(?:at|on|in)\s+(.+?)${END}`, 'i');
const EN_LIVES_AT_NOW = new RegExp(String.raw`^${DET}(.+?)\s+(?:lives|sits|runs|resides|is hosted|is kept|is)\s+(?:at|on|in)\s+(.+?)\s+now${END}`, 'i');
const ZH_VERB = '(?:改到|改成|改为|换成|换到|迁移到|迁到|搬到|挪到|调整为|调整到)';
// "X改到Y", "X已经迁到Y了", "X的地址换成了Y"
const ZH_CHANGED = new RegExp(String.raw`^(.+?)(?:已经|已)?${ZH_VERB}了?\s*(.+?)了?${END}`);
// "把X搬到了Y"
const ZH_BA = new RegExp(String.raw`^把(.+?)${ZH_VERB}了?\s*(.+?)了?${END}`);
// "<who> asked/told/reminded me to remember (that) X", "wants me to remember X"
const EN_REPORTED = new RegExp(String.raw`\b(?:asked|told|reminded|wants|wanted|would like|needs|needed)\s+me\s+to\s+(?:remember|note(?: down)?|keep in mind|not forget)\s*(?:that\s+)?[:,]?\s*(.+?)${END}`, 'i');
const ZH_REPORTED = new RegExp(String.raw`(?:让|叫|要|请|要求|嘱咐)我(?:记住|记一下|记下来|记下|别忘了|不要忘了)[：:，,]?\s*(.+?)${END}`);
/** Discourse labels in front of a note ("Heads-up:", "FYI", "更新："), not part of the fact. */
const LABEL = /^(?:heads[- ]up|fyi|update|note|btw|psa|更新|注意|提醒)\s*[:：,，—-]\s*/i;
/**
 * A change only considered, asked about, planned, undone or denied is not a change: such a
 * line is never read as one (a wrong edit is worse than a missed one).
 */
const NOT_DONE = /[?？]|\b(?:should|shall|might|may|maybe|perhaps|could|would|will|going to|plan(?:s|ned)? to|thinking|considering|consider|talked about|discussed|proposed|suggested|tried|rolled back|reverted|undid|not yet|didn't|did not|don't|do not|never|no longer|if)\b|考虑|打算|计划|是否|要不要|还没|没有|没定|未定|可能|也许|或许|如果|回滚|撤回|建议|讨论/i;

/**
 * Words that say something changed, in any phrasing: a moving verb, "now", "from today",
 * "going forward", "new home", "instead", "no longer", an arrow; 改为/换成/迁到/现在/以后/不再 ...
 */
export const CHANGE_CUE = /\b(?:moved|switched|changed|migrated|renamed|transferred|relocated|rehosted|re-hosted|repointed|pointed|ported|shifted|replaced|swapped|updated|upgraded|now|from today|from now on|going forward|henceforth|as of today|starting (?:today|now|this)|new (?:home|address|url|location|host|site|place|domain)|instead|no longer)\b|→|->|=>|改为|改成|改到|改用|换成|换到|换了|迁到|迁移|搬到|搬了|挪到|调整|现在|以后|今后|从今天起|从此|不再|新地址/i;

/** A line that reads as a change actually done (not only considered, asked about or undone). */
export function readsAsChange(line: string): boolean {
  return CHANGE_CUE.test(line) && !NOT_DONE.test(line.replace(/\bno longer\b/gi, ''));
}

/** The changes, possible changes and requests in one daily log. */
export function readLog(text: string): { changes: LogChange[]; hints: LogHint[]; requests: LogRequest[] } {
  const changes: LogChange[] = [];
  const hints: LogHint[] = [];
  const requests: LogRequest[] = [];
  for (const [i, l] of scanLines(text).entries()) {
    if (isCodeLine(l.kind) || l.kind === 'blank' || l.kind === 'heading') continue;
    const line = text.slice(l.contentStart, l.end).replace(/\r$/, '').trim();
    if (!line) continue;
    const lineNo = i + 1;
    const reported = EN_REPORTED.exec(line) ?? ZH_REPORTED.exec(line);
    if (reported?.[1]) {
      requests.push({ statement: sentenceCase(reported[1]), line, lineNo, change: readsAsChange(reported[1]) });
      continue;
    }
    const direct = detectMemoryRequests(line).filter((r) => !r.vague && (r.pattern === 'remember' || r.pattern === 'zh-remember'));
    if (direct.length > 0) {
      for (const r of direct) requests.push({ statement: sentenceCase(r.statement), line, lineNo, change: readsAsChange(r.statement) });
      continue;
    }
    const change = readChange(line.replace(LABEL, ''));
    if (change) {
      const subject = change.subject.replace(/^(?:the|our|his|her|their|my)\s+/i, '').trim();
      const value = change.value.trim();
      const from = change.from?.trim() ?? null;
      if (subject && value && subject.length <= 80 && value.length <= 120) {
        changes.push({ subject, value, from, line, lineNo });
        continue;
      }
    }
    if (readsAsChange(line)) hints.push({ line, lineNo });
  }
  return { changes, hints, requests };
}

/** The subject, new value and (when named) old value of a line that changes a fact; null when it changes none for sure. */
function readChange(line: string): { subject: string; value: string; from: string | null } | null {
  if (NOT_DONE.test(line)) return null;
  for (const re of [EN_PASSIVE, EN_MOVED]) {
    const m = re.exec(line);
    if (m?.[1] && m[3]) return { subject: m[1], value: m[3], from: m[2] ?? null };
  }
  for (const re of [EN_NOW, EN_LIVES_NOW, EN_LIVES_AT_NOW, EN_IS_NOW, ZH_BA, ZH_CHANGED]) {
    const m = re.exec(line);
    if (m?.[1] && m[2]) return { subject: m[1], value: m[2], from: null };
  }
  return null;
}

function sentenceCase(s: string): string {
  const t = s.trim().replace(/[.。!！]+$/, '');
  const first = t.charAt(0);
  const out = first.toUpperCase() + t.slice(1);
  return /[\u3400-\u9fff]/.test(out) ? `${out}。` : `${out}.`;
}
