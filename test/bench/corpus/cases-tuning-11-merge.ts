import type { CaseMemory, QualityCase } from './cases.js';

/**
 * TUNING 11, merge part: written by the fixer of its categories before any rule change. Copies
 * named in other styles (a date, v2, _old, "(1)", "副本 (2)", （複製）, （1）), copies whose name
 * drifted from the original's (singular for plural, spaces for hyphens), one sentence said twice
 * (once with its reason, once bare; bullets against prose; Chinese punctuation), a copy that
 * changes one value (both values kept, or flagged). Traps: one frame about two rooms, two
 * warehouses, two shops, two API versions, and names whose "copy" or 备份 is the subject's own
 * word (ad copy, 数据库备份).
 */
const OLD = '2026-05-12';
const NEW = '2026-10-30';
const DAY = '2026-11-19';
const mem = (file: string, body: string, modified = DAY, more: Partial<CaseMemory> = {}): CaseMemory => ({ file, body, modified, type: 'project', ...more });
const trap = (id: string, lang: 'en' | 'zh', a: CaseMemory, b: CaseMemory, keep: string[]): QualityCase => ({
  id: `t11-merge-trap-${id}`,
  category: 'merge',
  lang,
  trap: true,
  memories: [a, b],
  keep,
  quiet: ['possible-duplicate', 'contradiction'],
});

export const TUNING_11_MERGE_CASES: QualityCase[] = [
  {
    id: 't11-merge-en-dated-snapshot',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('release-checklist.md', 'Tag the release from main only.\nPost the changelog in #releases.', OLD, { description: 'Release checklist' }),
      mem('release-checklist-2026-10-03.md', 'Tag the release from main only.\nPost the changelog in #releases.\nBump the Helm chart version in the same PR.', NEW, { description: 'Release checklist' }),
    ],
    fixed: {
      files: ['release-checklist.md'],
      gone: ['release-checklist-2026-10-03.md'],
      contains: ['Tag the release from main only', 'Post the changelog in #releases', 'Bump the Helm chart version in the same PR'],
    },
  },
  {
    id: 't11-merge-en-v2-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('kiln-schedule.md', 'Bisque firings go to cone 04.\nThe kiln is unloaded only below 60 °C.', OLD, { description: 'Kiln firing schedule' }),
      mem('kiln-schedule v2.md', 'Bisque firings go to cone 04.\nThe kiln is unloaded only below 60 °C, because warmer pots crack from the draught.\nGlaze firings are booked on the whiteboard.', NEW, { description: 'Kiln firing schedule' }),
    ],
    fixed: {
      files: ['kiln-schedule.md'],
      gone: ['kiln-schedule v2.md'],
      contains: ['Bisque firings go to cone 04', 'because warmer pots crack from the draught', 'Glaze firings are booked on the whiteboard'],
      absentLines: ['The kiln is unloaded only below 60 °C.'],
    },
  },
  {
    id: 't11-merge-en-old-suffix-kept-once',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('pool-filter.md', 'Always close the valve before open the filter housing, otherwise the water is going everywhere.\nThe spare O-rings are in the pump room drawer.', NEW, { description: 'Pool filter maintenance' }),
      mem('pool-filter_old.md', 'Always close the valve before open the filter housing.\nThe spare O-rings are in the pump room drawer.', OLD, { description: 'Pool filter maintenance' }),
    ],
    fixed: {
      files: ['pool-filter.md'],
      gone: ['pool-filter_old.md'],
      contains: ['otherwise the water is going everywhere', 'The spare O-rings are in the pump room drawer'],
      absentLines: ['Always close the valve before open the filter housing.'],
    },
  },
  {
    id: 't11-merge-en-bullets-vs-prose',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('backup-policy.md', '- Backups run at 02:00 UTC.\n- Keep 14 daily snapshots.\n- Restores are tested on the first Monday of the month.', OLD, { description: 'Backup policy' }),
      mem('backup-policy (1).md', 'Backups run at 02:00 UTC. Keep 14 daily snapshots. Restores are tested on the first Monday of the month.', NEW, { description: 'Backup policy' }),
    ],
    fixed: {
      files: ['backup-policy.md'],
      gone: ['backup-policy (1).md'],
      contains: ['Backups run at 02:00 UTC', 'Keep 14 daily snapshots', 'first Monday of the month'],
      absentLines: ['Backups run at 02:00 UTC. Keep 14 daily snapshots. Restores are tested on the first Monday of the month.'],
    },
  },
  {
    id: 't11-merge-en-commit-style-copy-2',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('deploy-notes.md', '- migrations run before workers restart\n- rollback: `make rollback TAG=prev`', OLD, { description: 'Deploy notes' }),
      mem('deploy-notes copy 2.md', '- migrations run before workers restart\n- rollback: `make rollback TAG=prev`\n- canary gets 5 % of traffic for 10 min', NEW, { description: 'Deploy notes' }),
    ],
    fixed: {
      files: ['deploy-notes.md'],
      gone: ['deploy-notes copy 2.md'],
      contains: ['migrations run before workers restart', 'make rollback TAG=prev', 'canary gets 5 % of traffic for 10 min'],
    },
  },
  {
    id: 't11-merge-en-plural-drift-copy',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('bike-lights.md', 'Front lights are charged every Friday.\nRear lights use CR2032 cells.', OLD, { description: 'Bike lights' }),
      mem('bike-light_copy.md', 'Front lights are charged every Friday, since the Monday runs start before sunrise.\nRear lights use CR2032 cells.\nSpare cells are in the top drawer.', NEW, { description: 'Bike lights' }),
    ],
    fixed: {
      files: ['bike-lights.md'],
      gone: ['bike-light_copy.md'],
      contains: ['since the Monday runs start before sunrise', 'Rear lights use CR2032 cells', 'Spare cells are in the top drawer'],
      absentLines: ['Front lights are charged every Friday.'],
    },
  },
  {
    id: 't11-merge-en-untitled-twin',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('printer-setup.md', 'The office printer is at 10.0.4.21.\nScan-to-email sends from scanner@office.example.', OLD, { description: 'Office printer setup' }),
      mem('untitled-1.md', 'The office printer is at 10.0.4.21.\nScan-to-email sends from scanner@office.example.\nToner is ordered from the Brother portal.', NEW, { description: 'untitled 1' }),
    ],
    fixed: {
      files: ['printer-setup.md'],
      gone: ['untitled-1.md'],
      contains: ['The office printer is at 10.0.4.21', 'scanner@office.example', 'Toner is ordered from the Brother portal'],
    },
  },
  {
    id: 't11-merge-en-copy-value-differs',
    category: 'merge',
    lang: 'en',
    memories: [
      mem('espresso-grind.md', 'The house blend is ground at setting 14 on the Mazzer.\nA double shot pulls in 28 seconds.', OLD, { description: 'Espresso grind settings' }),
      mem('espresso-grind (1).md', 'The house blend is ground at setting 12 on the Mazzer.\nA double shot pulls in 28 seconds.', NEW, { description: 'Espresso grind settings' }),
    ],
    fixed: {
      files: ['espresso-grind.md'],
      gone: ['espresso-grind (1).md'],
      contains: ['setting 14', 'setting 12', 'A double shot pulls in 28 seconds'],
    },
    flag: { kinds: ['contradiction', 'possible-duplicate'], mentions: ['espresso-grind.md', 'espresso-grind (1).md'] },
  },
  {
    id: 't11-merge-zh-fuben-2-kept-once',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('排班规则.md', '夜班结束后必须休息 11 小时。\n换班要提前两天在群里说。', OLD, { description: '排班规则' }),
      mem('排班规则 - 副本 (2).md', '夜班结束后必须休息 11 小时，因为劳动合同里写明了。\n换班要提前两天在群里说。', NEW, { description: '排班规则' }),
    ],
    fixed: {
      files: ['排班规则.md'],
      gone: ['排班规则 - 副本 (2).md'],
      contains: ['因为劳动合同里写明了', '换班要提前两天在群里说'],
      absentLines: ['夜班结束后必须休息 11 小时。'],
    },
  },
  {
    id: 't11-merge-zht-tw-fuzhi-bracket',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('店面盤點.md', '每月最後一個禮拜六盤點。\n盤點前一天不進貨。', OLD, { description: '店面盤點' }),
      mem('店面盤點（複製）.md', '每月最後一個禮拜六盤點。\n盤點前一天不進貨。\n盤點表放在櫃台左邊的抽屜。', NEW, { description: '店面盤點' }),
    ],
    fixed: {
      files: ['店面盤點.md'],
      gone: ['店面盤點（複製）.md'],
      contains: ['每月最後一個禮拜六盤點', '盤點前一天不進貨', '盤點表放在櫃台左邊的抽屜'],
    },
  },
  {
    id: 't11-merge-zh-hk-kept-once',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('夜更交更.md', '交更前要點清收銀機。\n鎖匙交俾值班經理。', OLD, { description: '夜更交更' }),
      mem('夜更交更（1）.md', '交更前要點清收銀機，唔係數唔啱要自己賠。\n鎖匙交俾值班經理。', NEW, { description: '夜更交更' }),
    ],
    fixed: {
      files: ['夜更交更.md'],
      gone: ['夜更交更（1）.md'],
      contains: ['唔係數唔啱要自己賠', '鎖匙交俾值班經理'],
      absentLines: ['交更前要點清收銀機。'],
    },
  },
  {
    id: 't11-merge-zh-bullets-vs-prose-old',
    category: 'merge',
    lang: 'zh',
    memories: [
      mem('冷库记录.md', '- 冷库温度保持零下十八度\n- 每天早晚各记录一次\n- 记录本挂在库门右侧', NEW, { description: '冷库温度记录' }),
      mem('冷库记录_旧.md', '冷库温度保持零下十八度；每天早晚各记录一次。', OLD, { description: '冷库温度记录' }),
    ],
    fixed: {
      files: ['冷库记录.md'],
      gone: ['冷库记录_旧.md'],
      contains: ['冷库温度保持零下十八度', '每天早晚各记录一次', '记录本挂在库门右侧'],
      absentLines: ['冷库温度保持零下十八度；每天早晚各记录一次。'],
    },
  },
  trap('en-two-darkrooms', 'en',
    mem('darkroom-a-chemistry.md', 'Darkroom A uses Ilford ID-11 at 20 °C; the developer is replaced every 10 films.'),
    mem('darkroom-b-chemistry.md', 'Darkroom B uses Kodak HC-110 at 20 °C; the developer is replaced every 16 films.'),
    ['Darkroom A uses Ilford ID-11 at 20 °C', 'Darkroom B uses Kodak HC-110 at 20 °C']),
  trap('en-ad-copy-subject', 'en',
    mem('ad.md', 'The spring ad runs on the metro screens from March.\nMia signs off every ad before it goes out.'),
    mem('ad-copy.md', 'Ad copy stays under 12 words for the metro screens.\nMia signs off every ad before it goes out.'),
    ['The spring ad runs on the metro screens from March.', 'Ad copy stays under 12 words for the metro screens.']),
  trap('en-api-versions', 'en',
    mem('api-v1-auth.md', 'API v1 authenticates with an API key in the X-Key header; keys never expire.'),
    mem('api-v2-auth.md', 'API v2 authenticates with an OAuth token in the Authorization header; tokens expire after one hour.'),
    ['API v1 authenticates with an API key in the X-Key header', 'API v2 authenticates with an OAuth token in the Authorization header']),
  trap('zh-two-warehouses', 'zh',
    mem('浦东仓发货.md', '浦东仓每天下午四点截单，周日不发货。'),
    mem('浦西仓发货.md', '浦西仓每天下午五点截单，周日不发货。'),
    ['浦东仓每天下午四点截单', '浦西仓每天下午五点截单']),
  trap('zh-database-backup-subject', 'zh',
    mem('数据库.md', '数据库用 PostgreSQL 15。\n连接串放在 1Password 的 infra 保险库里。'),
    mem('数据库备份.md', '数据库备份每晚两点跑，保留 30 天。\n连接串放在 1Password 的 infra 保险库里。'),
    ['数据库用 PostgreSQL 15', '数据库备份每晚两点跑，保留 30 天']),
  trap('zht-tw-two-stores', 'zh',
    mem('台北門市營業時間.md', '台北門市平日早上十點開門，晚上九點打烊。'),
    mem('台中門市營業時間.md', '台中門市平日早上十一點開門，晚上九點打烊。'),
    ['台北門市平日早上十點開門', '台中門市平日早上十一點開門']),
];
