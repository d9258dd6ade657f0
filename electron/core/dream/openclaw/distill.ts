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

export interface LogRequest {
  statement: string;
  line: string;
  lineNo: number;
}

const END = String.raw`\s*[.!;。！；]*\s*$`;
// "<who> moved/switched/changed/migrated (the|our|his|her)? X (over)? to Y"
const EN_MOVED = new RegExp(String.raw`\b(?:moved|switched|changed|migrated|renamed|transferred)\s+(?:(?:the|our|his|her|their|my)\s+)?(.+?)\s+(?:over\s+)?(?:from\s+(.+?)\s+)?to\s+(.+?)${END}`, 'i');
// "X moved to Y", "X is now (at|on|in) Y", "X now lives at Y"
const EN_NOW = new RegExp(String.raw`^(?:(?:the|our|his|her|their|my)\s+)?(.+?)\s+(?:(?:has|have)\s+)?(?:moved|changed|switched)\s+to\s+(.+?)${END}`, 'i');
const EN_IS_NOW = new RegExp(String.raw`^(?:(?:the|our|his|her|their|my)\s+)?(.+?)\s+(?:is|are)\s+now\s+(?:(?:at|on|in|with|called)\s+)?(.+?)${END}`, 'i');
const ZH_CHANGED = new RegExp(String.raw`^(.+?)(?:改到|改成|改为|换成|换到|迁移到|迁到|搬到|挪到|调整为|调整到)(.+?)${END}`);
// "<who> asked/told/reminded me to remember (that) X", "wants me to remember X"
const EN_REPORTED = new RegExp(String.raw`\b(?:asked|told|reminded|wants|wanted|would like|needs|needed)\s+me\s+to\s+(?:remember|note(?: down)?|keep in mind|not forget)\s*(?:that\s+)?[:,]?\s*(.+?)${END}`, 'i');
const ZH_REPORTED = new RegExp(String.raw`(?:让|叫|要|请|要求|嘱咐)我(?:记住|记一下|记下来|记下|别忘了|不要忘了)[：:，,]?\s*(.+?)${END}`);

/** The changes and requests in one daily log. */
export function readLog(text: string): { changes: LogChange[]; requests: LogRequest[] } {
  const changes: LogChange[] = [];
  const requests: LogRequest[] = [];
  for (const [i, l] of scanLines(text).entries()) {
    if (isCodeLine(l.kind) || l.kind === 'blank' || l.kind === 'heading') continue;
    const line = text.slice(l.contentStart, l.end).replace(/\r$/, '').trim();
    if (!line) continue;
    const lineNo = i + 1;
    const reported = EN_REPORTED.exec(line) ?? ZH_REPORTED.exec(line);
    if (reported?.[1]) {
      requests.push({ statement: sentenceCase(reported[1]), line, lineNo });
      continue;
    }
    const direct = detectMemoryRequests(line).filter((r) => !r.vague && (r.pattern === 'remember' || r.pattern === 'zh-remember'));
    if (direct.length > 0) {
      for (const r of direct) requests.push({ statement: sentenceCase(r.statement), line, lineNo });
      continue;
    }
    const moved = EN_MOVED.exec(line);
    const m = moved ? [moved[0], moved[1], moved[3]] : (EN_NOW.exec(line) ?? EN_IS_NOW.exec(line) ?? ZH_CHANGED.exec(line));
    if (m?.[1] && m[2]) {
      const subject = m[1].replace(/^(?:the|our|his|her|their|my)\s+/i, '').trim();
      const value = m[2].trim();
      const from = moved?.[2]?.trim() ?? null;
      if (subject && value && subject.length <= 80 && value.length <= 120) changes.push({ subject, value, from, line, lineNo });
    }
  }
  return { changes, requests };
}

function sentenceCase(s: string): string {
  const t = s.trim().replace(/[.。!！]+$/, '');
  const first = t.charAt(0);
  const out = first.toUpperCase() + t.slice(1);
  return /[\u3400-\u9fff]/.test(out) ? `${out}。` : `${out}.`;
}
