/**
 * A second held-out OpenClaw corpus, written before the rules it measures were changed and
 * never tuned against: change phrasings, bullet styles and traps unlike both the tuned set and
 * the first held-out set (test/bench/corpus/openclaw.ts). English and Chinese, terse notes,
 * arrows, "key: value" bullets. Same truth shape, so the same scoring applies.
 *  - clear changes: twelve phrasings, each used once per workspace;
 *  - unclear changes: a schedule or a habit said another way (must be flagged, never edited);
 *  - requests: other ways of being asked to remember;
 *  - traps about subjects MEMORY.md does hold: a move that is only considered, asked about,
 *    planned or undone; they must not edit anything.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenClawTruth } from './openclaw.js';
import { Rng } from './rng.js';

const SUBJECTS = ['recipe site', 'team wiki', 'status board', 'podcast feed', 'photo gallery', 'release notes', 'sprint board', 'support inbox', 'metrics page', 'style guide', 'demo server', 'book list'];
const ZH = ['播客', '周报', '相册', '知识库', '状态页', '工单系统'];
const HOSTS = ['example.com', 'example.org', 'example.net', 'test.dev', 'corp.io'];
const PEOPLE = ['Ana', 'Ben', 'Chen', 'Dara', 'Eli', 'Fay'];

type Clear = (p: { subject: string; who: string; oldHost: string; newHost: string }) => { bullet: string; line: string };
/** Twelve ways to say a fact moved to a new host; the bullet says where it was. */
const CLEAR: Clear[] = [
  ({ subject, who, oldHost, newHost }) => ({ bullet: `${who}'s ${subject} is at ${oldHost}.`, line: `Update: ${subject} → ${newHost}` }),
  ({ subject, oldHost, newHost }) => ({ bullet: `**${cap(subject)}:** ${oldHost}`, line: `${cap(subject)} address changed: ${oldHost} -> ${newHost}` }),
  ({ subject, who, oldHost, newHost }) => ({ bullet: `The ${subject} (${who}) is served from ${oldHost}.`, line: `From today the ${subject} is served from ${newHost}.` }),
  ({ subject, who, oldHost, newHost }) => ({ bullet: `${who} keeps the ${subject} at ${oldHost}.`, line: `${who} pointed the ${subject} at ${newHost}.` }),
  ({ subject, oldHost, newHost }) => ({ bullet: `Our ${subject} lives on ${oldHost}.`, line: `New home for the ${subject}: ${newHost}.` }),
  ({ subject, oldHost, newHost }) => ({ bullet: `The ${subject} is hosted on ${oldHost}.`, line: `The ${subject} has been rehosted on ${newHost}.` }),
  ({ subject, oldHost, newHost }) => ({ bullet: `${cap(subject)} URL: https://${oldHost}/`, line: `Note to self — ${subject} URL is https://${newHost}/ now.` }),
  ({ subject, who, oldHost, newHost }) => ({ bullet: `${who} reads the ${subject} at ${oldHost}.`, line: `Going forward, use ${newHost} for the ${subject}.` }),
  ({ who, oldHost, newHost }, zh = ZH[0]!) => ({ bullet: `${who}的${zh}地址是 ${oldHost}。`, line: `${zh}已经迁到 ${newHost} 了。` }),
  ({ oldHost, newHost }, zh = ZH[1]!) => ({ bullet: `${zh}发布在 ${oldHost}。`, line: `${zh}的地址换成了 ${newHost}` }),
  ({ oldHost, newHost }, zh = ZH[2]!) => ({ bullet: `${zh}放在 ${oldHost} 上。`, line: `${zh}现在放在 ${newHost}。` }),
  ({ who, oldHost, newHost }, zh = ZH[3]!) => ({ bullet: `${zh}由${who}维护，地址 ${oldHost}。`, line: `把${zh}搬到了 ${newHost}。` }),
];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export async function buildFreshOpenClawCorpus(root: string, seed: number): Promise<OpenClawTruth> {
  const rng = new Rng(seed);
  const workspace = join(root, 'workspace');
  await mkdir(join(workspace, 'memory'), { recursive: true });
  const truth: OpenClawTruth = { workspace, repeats: [], clearChanges: [], unclearChanges: [], requests: [], untouchable: [], trapStatements: [] };
  const bullets: string[] = [];
  const logLines: string[] = [];
  const subjects = rng.shuffle(SUBJECTS);

  for (let i = 0; i < 30; i++) {
    const b = i % 3 === 2 ? `第${i}号服务器在${rng.pick(['北京', '上海', '深圳'])}机房。` : `${rng.pick(PEOPLE)} reviews module m${i} (owner since ${2020 + (i % 5)}).`;
    bullets.push(b);
    truth.untouchable.push(b);
  }
  for (let i = 0; i < 4; i++) {
    const b = i % 2 ? `每月${i + 1}号交房租。` : `Standing desk ${i} is booked through the facilities form.`;
    bullets.push(b, b);
    truth.repeats.push(b);
  }
  CLEAR.forEach((make, i) => {
    const subject = subjects[i]!.replace(/\s+/g, '');
    const oldHost = `${subject.toLowerCase()}${seed % 10}${i}.${rng.pick(HOSTS)}`;
    const newHost = `${subject.toLowerCase()}${seed % 10}${i}-v2.${rng.pick(HOSTS)}`;
    const { bullet, line } = make({ subject: subjects[i]!, who: rng.pick(PEOPLE), oldHost, newHost });
    bullets.push(bullet);
    truth.clearChanges.push({ bullet, oldValue: oldHost, newValue: newHost });
    logLines.push(line);
  });
  const unclear: Array<[string, string]> = [
    ['The design crit is every other Wednesday after lunch.', 'Design crit: now Thursdays, first thing.'],
    ['Dara waters the office plants on Mondays.', 'Plant watering moved to whoever is in on Fridays.'],
    ['状态页每个季度检查一次。', '状态页以后改成每月月底检查。'],
    ['Backups of the laptop run nightly to the NAS.', 'Laptop backups switched to weekly, cloud only.'],
  ];
  for (const [b, l] of unclear) {
    bullets.push(b);
    truth.unclearChanges.push(b);
    logLines.push(l);
  }
  const requests: Array<[string, string]> = [
    [`${rng.pick(PEOPLE)} said: please remember the gate code changes every March.`, 'The gate code changes every March.'],
    [`Reminder from ${rng.pick(PEOPLE)} — don't forget that the office closes at 18:00 on Fridays.`, 'The office closes at 18:00 on Fridays.'],
    [`${rng.pick(PEOPLE)}叮嘱我记住：周五下午不安排会议。`, '周五下午不安排会议。'],
    [`${rng.pick(PEOPLE)} made me promise to remember that the van is returned by noon.`, 'The van is returned by noon.'],
  ];
  for (const [l, st] of requests) {
    logLines.push(l);
    truth.requests.push(st);
  }
  // Traps about subjects MEMORY.md holds: nothing here changes a fact.
  const trapHosts = Array.from({ length: 4 }, (_, i) => `trap${seed}${i}.${rng.pick(HOSTS)}`);
  const trapSubjects = [subjects[0]!, subjects[2]!, subjects[5]!];
  logLines.push(
    `We talked about moving the ${trapSubjects[0]} to ${trapHosts[0]}, nothing decided.`,
    `Should we move the ${trapSubjects[1]} to ${trapHosts[1]}?`,
    `The ${trapSubjects[2]} might move to ${trapHosts[2]} next year.`,
    `考虑把${ZH[2]}迁到 ${trapHosts[3]}，还没定。`,
    `Tried moving the ${trapSubjects[0]} to ${trapHosts[0]} but rolled it back.`,
    `I can't remember who set up the ${trapSubjects[1]}.`,
    `Lunch moved to the big table today.`,
    `今天把会议室的椅子搬到了走廊。`,
  );
  truth.trapStatements.push(...trapHosts);

  const order = rng.shuffle(bullets.map((_, i) => i));
  const md = ['# MEMORY', '', '## Notes', ...order.map((i) => `* ${bullets[i]}`), ''].join('\n');
  await writeFile(join(workspace, 'MEMORY.md'), md);
  const days = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  const perDay = new Map<string, string[]>();
  rng.shuffle(logLines).forEach((l, i) => {
    const d = days[i % days.length]!;
    perDay.set(d, [...(perDay.get(d) ?? []), i % 3 === 0 ? l : `- ${l}`]);
  });
  for (const [d, lines] of perDay) await writeFile(join(workspace, 'memory', `${d}.md`), `# ${d}\n\n${lines.join('\n\n')}\n`);
  return truth;
}
