/**
 * OpenClaw workspace corpora (OpenClaw's own layout: MEMORY.md + memory/YYYY-MM-DD.md) with
 * planted defects and traps, seeded. Two sets: `tuned` uses the phrasings the rules were
 * written against; `held-out` uses other phrasings and Chinese, never tuned on.
 *  - repeats: a bullet repeated verbatim inside MEMORY.md (must go);
 *  - clear changes: a log line moving a fact with one clear value to a new value (must update);
 *  - unclear changes: a log line changing a fact whose old value is not one clear token (must
 *    flag, never edit);
 *  - reported requests: "X asked me to remember that Y" (must add Y);
 *  - traps: chatter about unrelated things, questions, "I don't remember", a log line about a
 *    subject MEMORY.md never mentions (must change nothing).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Rng } from './rng.js';

export interface OpenClawTruth {
  workspace: string;
  /** Bullet texts planted twice; exactly one copy must remain. */
  repeats: string[];
  /** Old bullet -> the value it must end up with. */
  clearChanges: Array<{ bullet: string; oldValue: string; newValue: string }>;
  /** Bullets a log line changes unclearly: must be flagged, left as they are. */
  unclearChanges: string[];
  /** Statements that must be added. */
  requests: string[];
  /** Bullets that must stay byte-identical. */
  untouchable: string[];
  /** Statements a trap might wrongly add. */
  trapStatements: string[];
}

const EN_SUBJECTS = ['blog', 'newsletter', 'wiki', 'status page', 'docs site', 'calendar', 'photo archive', 'CI dashboard', 'issue tracker', 'design board', 'backup bucket', 'mail server'];
const EN_HOSTS = ['example.com', 'example.org', 'example.net', 'test.dev', 'corp.io', 'home.lan'];
const ZH_SUBJECTS = ['博客', '周报', '知识库', '状态页', '文档站', '日历', '相册', '构建面板', '工单系统', '设计稿', '备份桶', '邮件服务'];
const PEOPLE = ['Sam', 'Alex', 'Mira', 'Jon', 'Priya', 'Lee'];

export interface OpenClawSpec {
  seed: number;
  set: 'tuned' | 'held-out';
  filler: number;
  repeats: number;
  clear: number;
  unclear: number;
  requests: number;
  traps: number;
}

export async function buildOpenClawCorpus(root: string, spec: OpenClawSpec): Promise<OpenClawTruth> {
  const rng = new Rng(spec.seed);
  const held = spec.set === 'held-out';
  const workspace = join(root, 'workspace');
  await mkdir(join(workspace, 'memory'), { recursive: true });
  const truth: OpenClawTruth = { workspace, repeats: [], clearChanges: [], unclearChanges: [], requests: [], untouchable: [], trapStatements: [] };
  const bullets: string[] = [];
  const logLines: string[] = [];
  const subjects = rng.shuffle(EN_SUBJECTS);
  const zhSubjects = rng.shuffle(ZH_SUBJECTS);

  for (let i = 0; i < spec.filler; i++) {
    const b = held && i % 2 === 1 ? `项目${i}的负责人是${rng.pick(PEOPLE)}。` : `${rng.pick(PEOPLE)} owns project p${i} (ticket P-${100 + i}).`;
    bullets.push(b);
    truth.untouchable.push(b);
  }
  for (let i = 0; i < spec.repeats; i++) {
    const b = held ? `会议纪要保存在共享盘第${i + 1}个目录。` : `Meeting notes ${i} are kept in the shared drive folder N${i}.`;
    bullets.push(b, b);
    truth.repeats.push(b);
  }
  for (let i = 0; i < spec.clear; i++) {
    const subject = subjects[i % subjects.length]!;
    const who = rng.pick(PEOPLE);
    const oldHost = `${subject.replace(/\s+/g, '')}${i}.${rng.pick(EN_HOSTS)}`;
    const newHost = `${subject.replace(/\s+/g, '')}${i}-new.${rng.pick(EN_HOSTS)}`;
    const b = `${who}'s ${subject} lives at ${oldHost}.`;
    bullets.push(b);
    truth.clearChanges.push({ bullet: b, oldValue: oldHost, newValue: newHost });
    const phr = held
      ? rng.pick([`The ${subject} was relocated to ${newHost}.`, `${who} migrated the ${subject} over to ${newHost}.`, `Heads-up: the ${subject} now lives at ${newHost}.`])
      : rng.pick([`${who} moved the ${subject} to ${newHost}.`, `We switched the ${subject} from ${oldHost} to ${newHost}.`, `The ${subject} is now at ${newHost}.`]);
    logLines.push(phr);
  }
  for (let i = 0; i < spec.unclear; i++) {
    if (held) {
      const s = zhSubjects[i % zhSubjects.length]!;
      const b = `${s}每周${'一二三四五'[i % 5]}更新。`;
      bullets.push(b);
      truth.unclearChanges.push(b);
      logLines.push(`${s}改到每周${'一二三四五'[(i + 1) % 5]}更新。`);
    } else {
      const s = subjects[(spec.clear + i) % subjects.length]!;
      const b = `The ${s} review happens on Friday mornings with the whole team.`;
      bullets.push(b);
      truth.unclearChanges.push(b);
      logLines.push(`We moved the ${s} review to Thursday afternoons.`);
    }
  }
  for (let i = 0; i < spec.requests; i++) {
    const who = rng.pick(PEOPLE);
    if (held) {
      const st = i % 2 === 0 ? `发布前第${i + 1}步要先跑冒烟测试。` : `The parking permit number is PX-${400 + i}.`;
      logLines.push(i % 2 === 0 ? `${who}让我记住：${st}` : `${who} wants me to keep in mind that the parking permit number is PX-${400 + i}.`);
      truth.requests.push(st);
    } else {
      const st = `The team sync ${i} is on Tuesdays at 1${i % 10}:00.`;
      logLines.push(`${who} asked me to remember that the team sync ${i} is on Tuesdays at 1${i % 10}:00.`);
      truth.requests.push(st);
    }
  }
  for (let i = 0; i < spec.traps; i++) {
    const who = rng.pick(PEOPLE);
    const kind = i % 4;
    if (kind === 0) logLines.push(`${who} asked me about the report ${i} again.`);
    else if (kind === 1) logLines.push(`I don't remember whether invoice ${i} was paid.`);
    else if (kind === 2) logLines.push(`We moved the furniture ${i} to the other room.`);
    else logLines.push(held ? `今天讨论了第${i}个议题。` : `Talked through agenda item ${i}.`);
    truth.trapStatements.push(`invoice ${i}`, `furniture ${i}`, `report ${i}`);
  }

  const order = rng.shuffle(bullets.map((_, i) => i));
  const md = ['# Long-term memory', '', '## Facts', ...order.map((i) => `- ${bullets[i]}`), ''].join('\n');
  await writeFile(join(workspace, 'MEMORY.md'), md);
  const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
  const perDay = new Map<string, string[]>();
  rng.shuffle(logLines).forEach((l, i) => {
    const d = days[i % days.length]!;
    perDay.set(d, [...(perDay.get(d) ?? []), `- ${l}`]);
  });
  for (const [d, lines] of perDay) await writeFile(join(workspace, 'memory', `${d}.md`), `# ${d}\n\n${lines.join('\n')}\n`);
  return truth;
}
