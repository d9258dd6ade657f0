import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs } from './fixtures.js';
import { claudeMdFindings } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const findingsFor = (claudeMd: string, memories: Record<string, string>) => claudeMdFindings(join(d.root, 'project'), d.memory, claudeMd, memories);

describe('CLAUDE.md: clause by clause, by name and by path', () => {
  it('a memory allowing what one clause of a rule forbids conflicts; one taking the allowed side repeats', async () => {
    const r = await findingsFor('# Data\n\n- Keep durations as integer milliseconds, never as floats.\n- 金额一律用整数分存储，不可用浮点数。\n', {
      'floats.md': 'Keeping durations as floats is okay in the chart code.',
      'float-zh.md': '报表里的金额用浮点数存就行。',
      'ints.md': 'Keep durations as integer milliseconds, e.g. timeout_ms and retry_after_ms.',
    });
    expect(r.conflicts).toEqual(['float-zh.md', 'floats.md']);
    expect(r.repeats).toEqual(['ints.md']);
    expect(r.writes).toBe(0);
  });

  it('a permission naming the rule’s name, code or path conflicts even where the rest is said otherwise', async () => {
    const r = await findingsFor('# Rules\n\n- Never send PII to external error trackers.\n- Always run `just lint-sql` (the SQL style checks) before merging migrations.\n- Do not edit generated files (api/gen/*.ts) by hand; they come from the OpenAPI spec.\n', {
      'sentry.md': 'Sending PII to Sentry is fine for the staging crash reports.',
      'lint.md': 'skipping just lint-sql is fine for migrations that only add comments',
      'gen.md': 'Quick fixes can be made directly in api/gen/*.ts.',
    });
    expect(r.conflicts).toEqual(['gen.md', 'lint.md', 'sentry.md']);
  });

  it('stays quiet for another owner, another action, another file and another object', async () => {
    const r = await findingsFor('# Git\n\n- Never force-push to shared branches.\n- Do not add new Python packages without approval.\n- Never commit `.env` files.\n- 日志里不要打印银行卡号。\n', {
      'own.md': 'Force-pushing to your own topic branch is fine.',
      'bump.md': 'Bumping an existing Python package to a patch release is fine without approval.',
      'example.md': 'Committing `.env.example` with placeholder values is fine.',
      'trace.md': '日志里要打印链路ID，方便排查。',
    });
    expect(r.conflicts).toEqual([]);
  });

  it('reads a waiver with English inside Chinese and words of one concept (写死 / 硬编码)', async () => {
    const r = await findingsFor('# 规范\n\n- 每次发版前必须更新 CHANGELOG。\n- 不允许把 AppKey 写死在代码里。\n', {
      'hotfix-zh.md': '紧急修复发版不更新 CHANGELOG 也没关系。',
      'appkey-zh.md': '测试包可以把 AppKey 硬编码进去。',
    });
    expect(r.conflicts).toEqual(['appkey-zh.md', 'hotfix-zh.md']);
    expect(r.repeats).toEqual([]);
  });
});

describe('CLAUDE.md: a permission that puts something else in the place of what a rule requires', () => {
  it('is an exception to the rule, a conflict, not a repeat (instead of, 代替, 改用, may … without)', async () => {
    const r = await findingsFor('# Rules\n\n- Always label samples with printed barcodes.\n- Always reply to tenants in writing.\n- 合同一律用中文起草。\n- 會議紀錄一律使用共用範本。\n- Always run the smoke tests before a release.\n', {
      'handwritten.md': 'Samples can be labelled with handwritten tags instead of printed barcodes when the printer is down.',
      'phone-replies.md': 'Replies to tenants can be given by phone instead of in writing if the tenant is elderly.',
      'contracts-zh.md': '外资客户的合同可以用英文代替中文起草。',
      'minutes-hant.md': '臨時會議的會議紀錄可以改用白板照片。',
      'recipes.md': 'Hotfix releases may go out without running the smoke tests.',
    });
    expect(r.conflicts).toEqual(['contracts-zh.md', 'handwritten.md', 'minutes-hant.md', 'phone-replies.md', 'recipes.md']);
    expect(r.repeats).toEqual([]);
  });

  it('stays quiet when what is replaced is not the rule’s, or when the replacement keeps to it', async () => {
    const r = await findingsFor('# Rules\n\n- Always label samples with printed barcodes.\n- 合同一律用中文起草。\n', {
      'tubes.md': 'Samples can be stored in glass tubes instead of plastic ones.',
      'contract-pdf-zh.md': '合同可以用 PDF 代替纸质版发给客户。',
      'stickers.md': 'Label every sample with a printed barcode instead of a handwritten tag.',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: conditions, quantifiers and double negation', () => {
  it('a memory doing what a rule forbids only where the rule’s condition does not hold is no conflict', async () => {
    const r = await findingsFor('# Rules\n\n- Never mow the pitch when it is raining.\n- Never schedule deliveries during the school run.\n- 下雨天不要割草。\n', {
      'dry-mornings.md': 'Mow the pitch in the morning, when it is not raining.',
      'delivery-slot.md': 'Schedule deliveries for 11:00, when there is no school run.',
      'dry-zh.md': '没有下雨的时候再割草。',
    });
    expect(r.conflicts).toEqual([]);
  });

  it('a waiver of part of what "every time" requires, and doing without what a double negation requires, conflict', async () => {
    const r = await findingsFor('# Rules\n\n- 每个版本发布前都要跑回归测试。\n- Never deploy the kiosk app without a review.\n- Never mow the pitch when it is raining.\n', {
      'minor-zh.md': '小版本发布前不用跑回归测试。',
      'no-reviewer.md': 'Deploy the kiosk app without a review when there is no reviewer around.',
      'short-grass.md': 'Mowing the pitch when it is raining is fine if the grass is short.',
    });
    expect(r.conflicts).toEqual(['minor-zh.md', 'no-reviewer.md', 'short-grass.md']);
    expect(r.repeats).toEqual([]);
  });
});

describe('CLAUDE.md: tables, exceptions, "we skip" and another thing of one kind', () => {
  it('a rule in a table row, and a waiver said as a habit, conflict', async () => {
    const r = await findingsFor('# Rules\n\n| Rule | Why |\n|---|---|\n| Never push straight to main | keep history reviewable |\n\n- Always run the smoke tests before a deploy.\n', {
      'typo-fixes.md': 'Pushing straight to main is fine for typo fixes.',
      'friday-deploys.md': 'We skip the smoke tests before a deploy on Fridays.',
    });
    expect(r.conflicts).toEqual(['friday-deploys.md', 'typo-fixes.md']);
  });

  it('the exception a rule grants, and the same sentence of another thing of its kind (周报 / 日报), do not', async () => {
    const r = await findingsFor('# Rules\n\n- Never deploy on Fridays, except hotfixes approved by the lead.\n- 周报必须抄送给经理。\n', {
      'lead-hotfixes.md': 'Hotfixes approved by the lead can go out on Fridays.',
      'daily-zh.md': '日报不用抄送给经理。',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: more ways of waiving a rule', () => {
  it('"no longer required", "don\'t bother", 不一定要 and 不需要 waive what a rule requires', async () => {
    const r = await findingsFor('# Rules\n\n- Always attach a screenshot to UI bug reports.\n- Always run the linter before committing.\n- 提交前必须跑测试。\n- 每次部署都要通知客服。\n', {
      'screenshots.md': 'A screenshot is no longer required for UI bug reports.',
      'generated.md': "Don't bother running the linter before committing generated files.",
      'tests-zh.md': '提交前不一定要跑测试。',
      'notify-zh.md': '小更新部署不需要通知客服。',
      'lint-config.md': 'The linter config lives in the repo root.',
    });
    expect(r.conflicts).toEqual(['generated.md', 'notify-zh.md', 'screenshots.md', 'tests-zh.md']);
  });
});

describe('CLAUDE.md: a table row of area and rule, exemptions in brackets, skipping allowed', () => {
  it('reads an area cell as the rule’s label and a skip said acceptable as a waiver', async () => {
    const r = await findingsFor('# Rules\n\n| Area | Rule |\n|---|---|\n| Logging | never log card numbers |\n\n- 提交前必须跑 lint。\n- Always run the migrations check before a release.\n', {
      'sandbox.md': 'Logging card numbers is fine in the sandbox.',
      'lint-zh.md': '提交前跳过 lint 也没问题。',
      'hotfix.md': 'Skipping the migrations check before a release is acceptable for hotfixes.',
      'request-ids.md': 'Logging request ids is fine in the sandbox.',
    });
    expect(r.conflicts).toEqual(['hotfix.md', 'lint-zh.md', 'sandbox.md']);
  });

  it('what a rule exempts in brackets is no conflict', async () => {
    const r = await findingsFor('# Releases\n\n- 周五不要发版（紧急修复除外）。\n- Never deploy on Fridays (security fixes excepted).\n', {
      'hotfix-zh.md': '紧急修复可以在周五发版。',
      'security.md': 'Security fixes can be deployed on Fridays.',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: modality read apart from what it is said of', () => {
  it('a permission or waiver said as a predicate ("is perfectly fine", "aren\'t needed", "is optional", 没…也不要紧), a rule\'s 每+measure word conflict', async () => {
    const r = await findingsFor('# Rules\n\n- Always wear a hairnet in the brewhouse.\n- Never print client phone numbers in the booking export.\n- Always anonymise donor names in the yearly report.\n- 必須在每場演出前檢查舞台吊桿。\n- 出團前必須檢查氧氣瓶。\n', {
      'hairnets.md': 'Hairnets are optional in the brewhouse on cleaning days.',
      'export.md': 'Printing client phone numbers in the booking export is perfectly fine.',
      'donors.md': "Anonymising donor names in the yearly report isn't needed.",
      'battens-zh.md': '彩排過的話，演出前不必檢查舞台吊桿。',
      'tanks-zh.md': '出團前沒檢查氧氣瓶也不要緊。',
    });
    expect(r.conflicts).toEqual(['battens-zh.md', 'donors.md', 'export.md', 'hairnets.md', 'tanks-zh.md']);
  });

  it('stays quiet where the object is elsewhere, the rule is said again, or only its object is named', async () => {
    const r = await findingsFor('# Rules\n\n- Always wear a hairnet in the brewhouse.\n- 必須在每場演出前檢查舞台吊桿。\n- Keep the darkroom door closed.\n', {
      'drawer.md': 'Hairnets are kept in the drawer by the brewhouse door.',
      'office.md': 'Hairnets are optional in the office.',
      'records-zh.md': '舞台吊桿的檢查紀錄放在後台的文件夾裡。',
      'again.md': 'The darkroom door must be kept closed.',
      'hall.md': 'Leave the hall door open while the fan runs.',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: an English rule against a memory in Chinese', () => {
  it('reads the memory’s everyday words in English: a permission of what the rule forbids conflicts, the same stance and a fact do not', async () => {
    const r = await findingsFor('# Rules\n\n- Never commit the API keys.\n', {
      'keys-zh.md': 'API keys 直接提交到仓库也没关系。',
      'keys-again-zh.md': 'API keys 千万不要提交到仓库。',
      'keys-vault-zh.md': 'API keys 放在 1Password 里。',
    });
    expect(r.conflicts).toEqual(['keys-zh.md']);
  });
});

describe('CLAUDE.md: the thing a rule governs', () => {
  it('stays quiet where the memory speaks of another thing of the kind or never names the rule’s object', async () => {
    const r = await findingsFor('# Workshop\n\n- Never true a carbon wheel on the old stand.\n- Never feed the sea lions after 16:00.\n- 禁止用漂白水洗彩色衣物。\n', {
      'alloy.md': 'Truing an alloy wheel on the old stand is fine, it only wobbles with deep carbon rims.',
      'penguins.md': 'The penguins may be fed after 16:00 during the winter show season.',
      'whites-zh.md': '白色衣物可以用漂白水洗。',
    });
    expect(r.conflicts).toEqual([]);
  });

  it('still finds a permission of the rule’s own thing, and a substitute for what a rule requires', async () => {
    const r = await findingsFor('# Workshop\n\n- Never true a carbon wheel on the old stand.\n- Always write reversible migrations.\n', {
      'carbon.md': 'Truing a carbon wheel on the old stand is fine if it is only slightly out.',
      'irreversible.md': 'Irreversible migrations are acceptable for the analytics schema.',
    });
    expect(r.conflicts).toEqual(['carbon.md', 'irreversible.md']);
  });
});

describe('CLAUDE.md: the rule’s frame said the other way round', () => {
  it('finds permissions and waivers of the rule’s action over its thing, in bold labels, table rows, passives and Chinese', async () => {
    const r = await findingsFor('# House\n\n**Labels:** Always print the allergen line on every bread label.\n\n| Topic | Rule |\n|---|---|\n| Idling | Buses must not idle in the depot yard for more than five minutes |\n\n- Tickets are never refunded once the curtain is up.\n- Keepers must always wear gloves when handling the poison dart frogs.\n- 列車移動時，任何人都不准跨越軌道。\n- 夜班必须两个人一起巡逻。\n', {
      'labels.md': '**Labels** — the allergen line can be left off the sourdough labels, they sell out first.',
      'idling.md': 'In winter it is OK to let the night buses idle in the depot yard for as long as it takes to warm them up.',
      'refunds.md': '**Refunds:** a latecomer who asks at the box office gets the ticket refunded, even after curtain-up.',
      'frogs.md': 'Gloves are optional when handling the poison dart frogs, ours are captive-bred.',
      'tracks-hant.md': '調車員趕時間的話，列車還在移動也可以直接跨越軌道去拿工具。',
      'patrol-zh.md': '夜班人手不够的时候，一个人巡逻也可以。',
    });
    expect(r.conflicts).toEqual(['frogs.md', 'idling.md', 'labels.md', 'patrol-zh.md', 'refunds.md', 'tracks-hant.md']);
  });

  it('stays quiet for a met condition, another verb, another place, another object after the verb, a fact and another level', async () => {
    const r = await findingsFor('# House\n\n- Never walk a dog without its harness.\n- Never sell paint thinner to under-18s.\n- Do not take the single sculls out when the river is above 2 metres.\n- 樂譜不可以帶出排練室。\n- 不准在展厅里打电话。\n- 日志里不要打印身份证号。\n- 营业时间不要清洗冷柜。\n- 不要给猫喂牛奶。\n', {
      'harness.md': 'Walking the dogs is fine once their harness is on.',
      'thinner.md': 'Paint thinner is sold in the aisle by the back door.',
      'river.md': 'Single sculls can go out when the river is below 1.5 metres.',
      'scores-hant.md': '樂譜可以在排練室裡影印，印完要放回譜架。',
      'lobby-zh.md': '可以在门口的休息区打电话。',
      'trace-zh.md': '日志里要打印请求ID，方便追踪问题。',
      'freezer-zh.md': '冷柜等打烊以后再清洗。',
      'cat-food-zh.md': '可以给猫喂猫粮，一天两次。',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: time and company', () => {
  it('alone goes against a rule of company; another side of the rule’s event keeps clear of it', async () => {
    const r = await findingsFor('# Centre\n\n- Children under ten must use the climbing wall with an adult.\n- 孩子必须有大人陪同才能上蹦床。\n- Never open the fire door during service.\n- 下班前不要关服务器。\n', {
      'alone.md': 'Children under ten can use the climbing wall on their own on weekday mornings.',
      'trampoline-zh.md': '孩子可以自己一个人上蹦床。',
      'after.md': 'Opening the fire door after service is fine, it airs the kitchen.',
      'servers-zh.md': '下班后可以关服务器。',
    });
    expect(r.conflicts).toEqual(['alone.md', 'trampoline-zh.md']);
  });
});

describe('CLAUDE.md: the object of the action, the event a requirement is timed by, Chinese clause by clause', () => {
  it('the rule’s action over another object (of a scan, a passive subject, a gerund’s object) is no conflict; over its own it is', async () => {
    const r = await findingsFor('# Office\n\n- Never burn the signed contracts.\n- Never reboot the core switch during business hours.\n- Customer emails must never be forwarded to personal accounts.\n', {
      'envelopes.md': 'Burning the envelopes of the signed contracts is fine.',
      'access-points.md': 'The access points can be rebooted during business hours.',
      'newsletters.md': 'Forwarding newsletters to personal accounts is fine.',
      'holiday.md': 'Forwarding customer emails to a personal account is fine while on holiday.',
    });
    expect(r.conflicts).toEqual(['holiday.md']);
  });

  it('"never B until A" repeats "always A before B" (en, zh, zh-Hant); forbidding A itself still conflicts', async () => {
    const r = await findingsFor('# Ops\n\n- Always take a backup before upgrading the database.\n- Always unplug the printer before opening its cover.\n- 上线前必须做压力测试。\n- 關機前一定要先儲存所有檔案。\n', {
      'upgrade.md': 'Never upgrade the database until a backup has been taken.',
      'printer.md': 'Don\'t open the printer cover while it is still plugged in.',
      'launch-zh.md': '压力测试没做完之前不要上线。',
      'shutdown-hant.md': '檔案沒儲存之前不可以關機。',
      'no-backup.md': 'Never take a backup before upgrading the database, it takes too long.',
      'jam.md': 'Never open the printer cover to clear a jam; call the technician.',
    });
    expect(r.repeats).toEqual(['launch-zh.md', 'printer.md', 'shutdown-hant.md', 'upgrade.md']);
    expect(r.conflicts).toEqual(['no-backup.md']);
  });

  it('a Chinese memory that says each clause under its own stance repeats; one allowing what a clause forbids conflicts', async () => {
    const r = await findingsFor('# 规范\n\n- 温度一律用摄氏度记录，不要用华氏度。\n- 發票號碼一律用半形數字，不要用全形。\n- 接口文档必须和代码一起更新。\n', {
      'celsius-zh.md': '记录温度时请写摄氏度，别写华氏度。',
      'invoice-hant.md': '發票號碼請用半形數字，別打全形，例如 A123。',
      'docs-zh.md': '接口文档不能不跟代码一起更新，改了代码就要改文档。',
      'fahrenheit-zh.md': '给美国客户的报告里用华氏度记录温度也可以。',
    });
    expect(r.repeats).toEqual(['celsius-zh.md', 'docs-zh.md', 'invoice-hant.md']);
    expect(r.conflicts).toEqual(['fahrenheit-zh.md']);
  });
});

describe('CLAUDE.md: a waiver of what a clause requires, another kind by its characters, the other side of a place', () => {
  it('"no X needed", "without X", 不用, 唔使 of the required thing conflict (en, zh, zh-Hant, Cantonese)', async () => {
    const r = await findingsFor('# Team\n\n- Every pull request must include a screenshot of the UI change.\n- Always run the smoke tests before a deploy.\n- Always take a backup before upgrading the database.\n- 所有退款都必须经过财务审核。\n- 每次出車前都一定要檢查胎壓。\n- 所有訂單都要經主管批核。\n', {
      'css.md': 'Tiny CSS fixes: no screenshot needed in the pull request.',
      'config.md': "For config-only changes it's fine to deploy without the smoke tests.",
      'patch.md': "It's fine to upgrade the database without a backup when it is a patch release.",
      'refunds-zh.md': '50 元以下的退款客服直接退就行，不用财务审核。',
      'tyres-hant.md': '短程送貨的話，胎壓不用檢查。',
      'orders-hk.md': '熟客嘅訂單唔使經主管批核。',
    });
    expect(r.conflicts).toEqual(['config.md', 'css.md', 'orders-hk.md', 'patch.md', 'refunds-zh.md', 'tyres-hant.md']);
  });

  it('stays quiet for another subject of all, another condition, another object, another event, topic, kind or side of a place', async () => {
    const r = await findingsFor('# Shop\n\n- Every invoice must include the VAT number.\n- Always wear a respirator when sanding lead paint.\n- Always run the tests before pushing.\n- Always take a backup before upgrading the database.\n- 生产环境的配置改动必须经过两人复核。\n- 搬运玻璃时必须戴手套。\n- 发布说明必须经过产品经理审阅。\n- 报销单必须附上发票原件。\n- 不要在车厢内吃东西。\n- 不要在高峰时段重启支付网关。\n', {
      'receipts.md': "Receipts don't need the VAT number.",
      'pine.md': 'No need for a respirator when sanding bare pine.',
      'linter.md': 'No need to run the linter before pushing.',
      'restart.md': "It's fine to restart the database without a backup.",
      'local-zh.md': '本地开发的配置改动不用复核。',
      'boxes-zh.md': '搬运纸箱时不用戴手套。',
      'weekly-zh.md': '内部周报不用审阅。',
      'loans-zh.md': '借款单不用附发票原件。',
      'platform-zh.md': '车厢外的站台可以吃东西。',
      'log-gateway-zh.md': '高峰时段可以重启日志网关。',
    });
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: the word before the head, a rule said again by its action, a part, a period, the side a rule turns down', () => {
  it('conflicts: the rule’s thing allowed, waived, put by another verb or replaced by the kind the rule turns down', async () => {
    const r = await findingsFor(
      "# Rules\n\n- Never log full card numbers.\n- Always pin exact versions in requirements.txt.\n- **Secrets:** Do not paste API keys into tickets.\n- Use poetry, not pip.\n- Never store customers' phone numbers in the chat log.\n- 合同一律使用正式模板。\n- 严禁在机房内使用非防静电工具。\n",
      {
        'gateway.md': 'Logging the full card number is fine while we debug the gateway.',
        'docs-build.md': "Versions in requirements.txt don't need pinning for the docs build.",
        'revoked.md': 'ok to paste the API key into the ticket when it is a revoked one',
        'ci-install.md': 'Install packages with pip install; poetry is too slow on CI.',
        'repeat-orders.md': "It's fine to keep the customer's phone number in the chat log for repeat orders.",
        'template-zh.md': '合同用旧版模板也可以。',
        'tools-zh.md': '机房内用普通工具拧螺丝也没关系。',
      },
    );
    expect(r.conflicts).toEqual(['ci-install.md', 'docs-build.md', 'gateway.md', 'repeat-orders.md', 'revoked.md', 'template-zh.md', 'tools-zh.md']);
    expect(r.repeats).toEqual([]);
  });

  it('repeats: another place forbidden and the rule’s kept, a name in Latin letters, the rule’s side taken', async () => {
    const r = await findingsFor('# Rules\n\n- Always charge the drone batteries in the fireproof locker.\n- 合并到 release 分支之前必须有人 approve。\n- Use pnpm, not npm.\n', {
      'batteries.md': 'Drone batteries never get charged on the office desks — they are charged only in the fireproof locker.',
      'release-zh.md': '合 release 分支前一定要找人 approve，比如数据库迁移的 PR。',
      'lockfile.md': 'Always use pnpm; npm breaks the lockfile.',
    });
    expect(r.conflicts).toEqual([]);
    expect(r.repeats).toEqual(['batteries.md', 'lockfile.md', 'release-zh.md']);
  });

  it('stays quiet for another kind of number, a plain fact, another part, another object of the verb, another time, another recipient', async () => {
    const r = await findingsFor(
      '# Rules\n\n- Never log full card numbers.\n- Always encrypt exports before emailing them.\n- 每次出车前都要检查轮胎气压。\n- 冷库运行时不要打开压缩机外壳。\n- 订单的身份证号不得导出到报表。\n- 营业时间内不可以升级收银系统。\n- Write commit messages in English, not in Chinese.\n- 回复客户一律使用繁体中文。\n- Every invoice must include the PO number.\n',
      {
        'tickets.md': 'Logging full ticket numbers is fine; support greps for them.',
        'exports.md': 'Exports are emailed to finance every Monday at 09:00.',
        'tyre-sheet-zh.md': '轮胎气压的检查表挂在车库门口。',
        'window-zh.md': '冷库运行时可以打开观察窗看温度。',
        'notes-zh.md': '订单的备注可以导出到报表。',
        'upgrade-zh.md': '打烊以后升级收银系统没关系。',
        'comments.md': 'Chinese comments in code are fine.',
        'colleagues-zh.md': '回复同事用简体中文就好。',
        'delivery.md': "Delivery notes don't need the PO number.",
      },
    );
    expect(r.conflicts).toEqual([]);
    expect(r.repeats).toEqual([]);
  });
});

describe('CLAUDE.md: an action left undone, a bare "no X", a coordinated thing, clauses that take a stance', () => {
  it('conflicts', async () => {
    const r = await findingsFor(
      '# Rules\n\n- Always lock the cash drawer before leaving the till.\n- Always run the smoke tests against staging before deploying to production.\n- Never paste customer emails or phone numbers into Slack.\n- **Billing:** never put real card numbers or CVVs in test data.\n- 不要把员工的工资信息导出到 Excel。\n- 接口密钥不能写在代码里，统一走密钥服务。\n',
      {
        'drawer.md': 'During quiet hours the cash drawer can stay unlocked while you step away.',
        'hotfix.md': 'hotfixes ok to deploy straight to production, no smoke tests',
        'callbacks.md': 'Pasting the customer phone number into Slack is fine for urgent callbacks.',
        'cvv.md': 'Putting a real CVV in the test data is fine when the card is expired.',
        'salary-zh.md': '为了对账方便，员工工资信息可以直接导出成 Excel 发给财务。',
        'keys-zh.md': '本地调试时接口密钥直接写死在代码里也可以，省得连密钥服务。',
      },
    );
    expect(r.conflicts).toEqual(['callbacks.md', 'cvv.md', 'drawer.md', 'hotfix.md', 'keys-zh.md', 'salary-zh.md']);
  });

  it('stays quiet for another thing left unlocked, another thing needing no deploy, another thing pasted', async () => {
    const r = await findingsFor('# Rules\n\n- Always lock the cash drawer before leaving the till.\n- Always run the smoke tests against staging before deploying to production.\n- Never paste customer emails or phone numbers into Slack.\n', {
      'cupboard.md': 'The stock cupboard can stay unlocked during opening hours.',
      'docs.md': 'Docs changes are ok to merge, no deploy needed.',
      'orders.md': 'Pasting order ids into Slack is fine.',
    });
    expect(r.conflicts).toEqual([]);
    expect(r.repeats).toEqual([]);
  });
});
