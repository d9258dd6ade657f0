/**
 * What a file's name says about it, for choosing which of two duplicate memories keeps its
 * name: a copy ("deploy (copy)", 部署（1）), a placeholder a file got before anyone named it
 * (untitled, scratch, "New Text Document", 草稿, 新建文本文档), or a marked version of another
 * (deploy-old, deploy-wip, deploy (draft), 部署（草稿）, 部署旧版). A name that only starts with
 * such a word is a real name (draft-beer-lines, old-town-parking, 备份策略).
 */
import { simplifiedHan } from './simplified.js';

/**
 * A copy's name, as file managers and people make them: deploy_copy.md, deploy-copy-2.md,
 * copy-of-deploy.md, "deploy (copy).md", "deploy 副本.md", 部署-拷贝.md, "deploy (2).md",
 * "deploy 2.md" (a number after a space only: step-2.md is a name), 部署（1）.md in full-width brackets,
 * "deploy - Copy (2).md", deploy.bak.md, deploy-backup.md, deploy~.md, 部署备份.md; in the words of other
 * locales' file managers: "deploy - Kopie.md", "deploy copie.md", "deploy - copia.md", "deploy のコピー.md",
 * "deploy 복사본.md", "Kopie von deploy.md", "copie de deploy.md".
 */
const COPY_NAME = /(?:[-_ ]\(?(?:copy|kopie|copie|copia|cópia)(?: ?\d+)?\)?(?:[-_ ]?\(?\d+\)?)?|^(?:copy[-_ ]of|kopie[-_ ]von|copie[-_ ]de|copia[-_ ]de)[-_ ].*|[-_ ]?の?コピー(?:[-_ ]?\(?\d+\)?)?|[-_ ]?복사본(?:[-_ ]?\(?\d+\)?)?|[-_ .](?:bak|backup|orig|dup|duplicate)(?:[-_ ]?\d+)?|~|[-_ ]?(?:的)?(?:副本|复本|拷贝|复制|备份)(?:[-_ ]?\(?\d+\)?)?|^(?:副本|复本|拷贝)[-_ ].*| ?[(（](?:\d+|副本|复本|拷贝)[)）]| \d+)$/i;

/** A name as file managers and people name a copy ("deploy (copy)", 部署（1）); not a name that only ends in a number (step-2). */
export function isCopyName(name: string): boolean {
  // Traditional names read as Simplified: 複本, 拷貝, 備份.
  return name.trim() !== '' && COPY_NAME.test(simplifiedHan(name.trim()));
}

/**
 * The name a copy was made from: the name without its copy marks (deploy_copy, "deploy (1)",
 * copy-of-deploy, 部署-副本, 部署 複本 -> deploy, 部署), in the script it was written in. Null for a
 * name that is no copy's.
 */
export function copyBase(name: string): string | null {
  const n = name.trim();
  const m = COPY_NAME.exec(simplifiedHan(n));
  if (!m) return null;
  // Simplified reading keeps the offsets of what was written (one character for one).
  const prefix = /^(?:(?:copy[-_ ]of|kopie[-_ ]von|copie[-_ ]de|copia[-_ ]de)[-_ ]|(?:副本|复本|拷贝)[-_ ])/iu.exec(simplifiedHan(n));
  const base = (prefix ? n.slice(prefix[0].length) : n.slice(0, m.index)).replace(/[-_ .]+$/u, '').trim();
  return base === '' || base === n ? null : base;
}

// Names a file has before anyone names it: an editor's or a notes app's default ("new" or "untitled" and
// the kind of thing: New Text Document, Untitled note, 新建文本文档, 新增備忘錄, 无标题笔记), a scratch pad.
const PLACEHOLDER = /^(?:(?:untitled|unnamed|no[-_ ]?name|new)(?:[-_ ](?:text[-_ ])?(?:document|doc|file|note|page|memo))?|scratch(?:[-_ ]?pad)?|draft|temp|tmp|wip|草稿|临时|(?:未命名|无标题|新建|新增|新)(?:文本|文字)?(?:文档|文件|备忘录|笔记|记事|便签|页面)?)$/i;
// A version marker after a separator or in brackets: deploy-old, deploy_wip, "deploy (draft)", 部署（草稿）.
const VERSION_MARK = /[-_ .](?:draft|wip|old|older|temp|tmp|scratch|outdated|superseded)$|[(（[【](?:draft|wip|old|temp|tmp|草稿|旧|旧版|临时|过时)[)）\]】]$|[-_ ]?(?:草稿|旧版)$/i;

/** A name nobody gave (untitled, scratch, 草稿) or one marking a draft or old version of another (deploy-old, 部署（草稿）). */
export function isPlaceholderName(name: string): boolean {
  // Trailing numbers and separators say nothing: untitled-3, draft 2, 草稿(1).
  const bare = simplifiedHan(name.trim()).replace(/(?:[-_ ]*[(（]?\d+[)）]?)+$/u, '').trim();
  if (bare === '') return false;
  return PLACEHOLDER.test(bare) || VERSION_MARK.test(bare);
}

/** How little a name says it is the real file: 0 a real name, 1 a placeholder or version mark, 2 a copy. */
export function nameMark(name: string): number {
  if (isCopyName(name)) return 2;
  return isPlaceholderName(name) ? 1 : 0;
}

// Words people put before or after a name to set a spare version apart: tmp_deploy, old-deploy, deploy-2, "deploy (Ana's conflicted copy)", deploy-edited.
const SCRATCH_WORDS = new Set(['tmp', 'temp', 'draft', 'drafts', 'old', 'older', 'bak', 'backup', 'copy', 'copies', 'of', 'kopie', 'von', 'copie', 'copia', 'cópia', 'de', 'コピー', 'のコピー', '복사본', 'orig', 'dup', 'duplicate', 'wip', 'scratch', 'conflicted', 'conflict', 'sync', 'autosave', 'autosaved', 'recovered', 'spare', 'unsaved', 'updated', 'revised', 'edited']);
// A version number after the name: "deploy v2", deploy_v1.3, deploy-rev3 (before it, v2-boarding names a v2 boarding).
const VERSION_NUMBER = /^(?:v|rev)\d+$/;
const SCRATCH_ZH = /^(?:临时|草稿|旧版?|新版|修改版|副本|复本|拷贝|复制|备份|的)+$/u;

/** A name as nameAgainst compares it: trimmed, Traditional read as Simplified, lower case. Another's name is one it may be made from only where this key is a proper prefix or suffix of its own. */
export function nameKey(name: string): string {
  return simplifiedHan(name.trim()).toLowerCase();
}

/**
 * How a name stands to another name it holds, read by the words around it: 1 when it is that
 * name plus scratch marks (tmp-lesson-levels, old_tide-tables, Copy of bowing-marks, wetsuit-sizes-2,
 * 临时-出摊清单, "cold-chain (Ana's conflicted copy)"); -1 when the words it adds are its own subject's
 * (temp-readings of fridge temperature readings, old-harbour of the Old Harbour, kiln-2 of "Kiln 2
 * fires to cone 10", a number only beside a word of the name): then it names more of what the
 * memory is about; 0 otherwise.
 */
export function nameAgainst(name: string, other: string, subject: string): -1 | 0 | 1 {
  const a = nameKey(name);
  const b = nameKey(other);
  if (b === '' || a === b || !(a.startsWith(b) || a.endsWith(b))) return 0;
  const after = a.startsWith(b);
  const rest = after ? a.slice(b.length) : a.slice(0, a.length - b.length);
  const bracketed = /^\s*[(（[【].*[)）\]】]\s*$/u.test(rest);
  const words = rest.split(/[\s\-_.~$#()（）[\]【】'’,+]+/u).filter(Boolean);
  // Only symbols around the name (~$deploy, #deploy#): an editor's spare file.
  if (words.length === 0) return rest.trim() === '' ? 0 : 1;
  const said = simplifiedHan(subject).toLowerCase();
  const saidWords: string[] = said.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A number is the subject's own where the memory says it beside a word of the name ("Bus 7" of bus-7, 2号仓库), not anywhere ("No.2 60-90 g" of oyster-grading-2).
  const nameAt = b.split(/[\s\-_.]+/u).filter(Boolean).map((x) => x.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
  const numbered = (w: string): boolean => nameAt !== '' && new RegExp(`(?:${nameAt})[\\s#._-]*(?:no\\.?\\s*)?${w}(?![\\p{N}])|(?<![\\p{N}])${w}\\s*[号號]?\\s*(?:${nameAt})`, 'u').test(said);
  const own = (w: string): boolean => (/\p{Script=Han}/u.test(w) ? said.includes(w) : /^\d+$/.test(w) ? numbered(w) : saidWords.includes(w) || (w.length >= 3 && saidWords.some((s) => s.startsWith(w))));
  if (words.every(own)) return -1;
  const mark = (w: string): boolean => !own(w) && (SCRATCH_WORDS.has(w) || /^\d+$/.test(w) || (after && VERSION_NUMBER.test(w)) || SCRATCH_ZH.test(w));
  if (words.every(mark)) return 1;
  // A bracket of a sync tool's words around a person's name: "(Ana's conflicted copy)".
  return bracketed && words.some(mark) && words.some((w) => SCRATCH_WORDS.has(w) && w !== 'of') ? 1 : 0;
}

/**
 * A name's words, as a copy's name is matched to its original's: lower case, Traditional read as
 * Simplified, split at spaces, hyphens, underscores and dots, a plural read as its singular
 * (kite-repair_copy of kite-repairs, "fish auction rules (1)" of fish-auction-rules).
 */
export function nameWords(name: string): string[] {
  const singular = (w: string): string => (/^[a-z]{2,}ies$/.test(w) ? `${w.slice(0, -3)}y` : /^[a-z]{3,}[^s]s$/.test(w) ? w.slice(0, -1) : w);
  return simplifiedHan(name.trim()).toLowerCase().split(/[\s\-_.]+/u).filter(Boolean).map(singular);
}

// A description that ends by calling its memory a copy or an old or draft version, in brackets: "kayak care (old)", 皮划艇保养（副本）.
const MARKED_DESCRIPTION = /[(（[【]\s*(?:(?:an?\s+)?(?:copy|duplicate|backup|draft|old|older|outdated|superseded|wip|tmp|temp|scratch)(?:\s+(?:copy|version))?|副本|复本|拷贝|复制|备份|草稿|旧|旧版|过时|临时)\s*[)）\]】]\s*$/iu;

/** How little a memory's description says it is the real one: 1 when it ends with a bracketed copy, draft or old mark, else 0. */
export function descriptionMark(description: string | null): number {
  return description !== null && MARKED_DESCRIPTION.test(simplifiedHan(description)) ? 1 : 0;
}
