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
 * "deploy - Copy (2).md", deploy.bak.md, deploy-backup.md, deploy~.md, 部署备份.md.
 */
const COPY_NAME = /(?:[-_ ]\(?copy(?: ?\d+)?\)?(?:[-_ ]?\(?\d+\)?)?|^copy[-_ ]of[-_ ].*|[-_ .](?:bak|backup|orig|dup|duplicate)(?:[-_ ]?\d+)?|~|[-_ ]?(?:的)?(?:副本|复本|拷贝|复制|备份)(?:[-_ ]?\(?\d+\)?)?|^(?:副本|复本|拷贝)[-_ ].*| ?[(（](?:\d+|副本|复本|拷贝)[)）]| \d+)$/i;

/** A name as file managers and people name a copy ("deploy (copy)", 部署（1）); not a name that only ends in a number (step-2). */
export function isCopyName(name: string): boolean {
  // Traditional names read as Simplified: 複本, 拷貝, 備份.
  return name.trim() !== '' && COPY_NAME.test(simplifiedHan(name.trim()));
}

// Names a file has before anyone names it: an editor's default, a scratch pad.
const PLACEHOLDER = /^(?:untitled|unnamed|no[-_ ]?name|scratch(?:[-_ ]?pad)?|draft|temp|tmp|wip|new|new[-_ ](?:text[-_ ])?(?:document|file|note|page)|草稿|临时|未命名(?:文档|文件)?|无标题|新建(?:文本)?文档|新建文件|新文件|新建文字文件)$/i;
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
