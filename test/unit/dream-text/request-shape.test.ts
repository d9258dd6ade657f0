import { describe, expect, it } from 'vitest';
import { declinedBefore, isWellFormedStatement, namesALabel, pointsBack, takenBack, withoutChatTail } from '../../../electron/core/dream/text/request-shape.js';
import { detectMemoryRequests, typeOf } from '../../../electron/core/dream/text/requests.js';

const statements = (text: string): string[] => detectMemoryRequests(text).map((r) => r.statement);

describe('isWellFormedStatement: words that say something', () => {
  it.each(['用pnpm', 'Use pnpm', 'Never commit .env files', '别用npm', 'the level 6 boss fight must stay under 90 seconds', '温室的备用发电机在二号仓库', "Don't do that"])('%s is a statement', (s) => {
    expect(isWellFormedStatement(s)).toBe(true);
  });

  it.each(['0 lol 😂', '1 666', '4 ok 👍', '9 嘿嘿', '2 lol 不要管 haha 🙃', '2!!! 🙃🙃', '21 lmao', '233333', '哈哈哈', 'pnpm', ''])('%s is chatter', (s) => {
    expect(isWellFormedStatement(s)).toBe(false);
  });
});

describe('chat lines that hold remember or 记住 are no requests', () => {
  it.each(['ok remember 3 lol 😂', 'pls remember 12 haha', 'and remember 4!!! 🙃🙃', 'remember: 28 lmao', '记住 2 lol 不要管 haha 🙃', '哈哈哈 记住 5 😂', '记住：7 666', '好 记住 9 ok 👍', '记一下 12 嘿嘿', '嘿嘿 记住了 👌'])('%s', (line) => {
    expect(detectMemoryRequests(line)).toEqual([]);
  });

  it('keeps the one real request among them', () => {
    expect(statements('哈哈哈 记住 5 😂\n记住：校车每天早上七点二十从东门出发。\nok remember 3 lol 😂')).toEqual(['校车每天早上七点二十从东门出发']);
  });
});

describe('a request turned down is not saved', () => {
  it.each([
    '这个只是这次会话临时用，不用记住：测试服端口现在是 8081。',
    '这条不用记下来，就这一次：会议室投影用 HDMI2 口。',
    '這個不必記住，只是臨時的：影印機改用三樓那台。',
    '不要记住这个，临时用一下：打印机管理员密码是 8866。',
    '这个别记住啊，只是今天临时的：访客 WiFi 密码是 guest2026。',
    '无需记下，这次临时换成了会议室 B。',
    "you don't have to remember this, it's a one-time thing: the side door code is 7731 until the lock is fixed",
    "there's no need to remember it: the back gate code is 2231",
  ])('%s', (line) => {
    expect(detectMemoryRequests(line)).toEqual([]);
  });

  it('reads what stands just before the trigger', () => {
    expect(declinedBefore('这条不用', 'zh')).toBe(true);
    expect(declinedBefore('這個不必', 'zh')).toBe(true);
    expect(declinedBefore('you don\'t have to ', 'en')).toBe(true);
    expect(declinedBefore('请', 'zh')).toBe(false);
    expect(declinedBefore('Please ', 'en')).toBe(false);
    // "别忘了" and "不要忘记" ask to remember: the trigger holds the 别 / 不要, nothing stands before it
    expect(statements('别忘了周报用模板写。')).toEqual(['周报用模板写']);
    expect(statements('不要忘记发布前通知客服。')).toEqual(['发布前通知客服']);
    // a "don't remember" inside a request is what the request says
    expect(statements('记一下：浏览器里不要记住后台密码。')).toEqual(['浏览器里不要记住后台密码']);
  });
});

describe('a request said before its trigger, or inside run-on chat', () => {
  it.each([
    ['the recycling baler jams on wet cardboard, make a note of that', 'The recycling baler jams on wet cardboard'],
    ['the centrifuge in bay 2 is calibrated by Lena only — remember that', 'The centrifuge in bay 2 is calibrated by Lena only'],
    ['车库的充电桩只给电动公务车用，记住这个。', '车库的充电桩只给电动公务车用'],
    ['離心機用完要登記使用時間，記住這點。', '離心機用完要登記使用時間'],
    ['ugh the plotter queue is stuck again, whatever, anyway remember that the plotter in room 4 only takes A1 rolls, ok back to the drawings', 'The plotter in room 4 only takes A1 rolls'],
    ["lol the kiosk froze again, actually remember that the kiosk must be rebooted from the back panel, not the screen, ok thanks", 'The kiosk must be rebooted from the back panel, not the screen'],
  ])('%s', (text, statement) => {
    expect(statements(text)).toEqual([statement]);
  });

  it('a trigger with nothing before it that could be the statement asks nothing', () => {
    expect(pointsBack('这个')).toBe(true);
    expect(pointsBack('of that')).toBe(true);
    expect(pointsBack('the kiosk code')).toBe(false);
    expect(detectMemoryRequests('记住这个。')[0]?.vague).toBe(true);
    expect(statements('trying to make the kiosk remember the last printer but it keeps resetting')).toEqual([]);
  });

  it('cuts chat that trails off after the statement, never the statement itself', () => {
    expect(withoutChatTail('the graphics must be pre-rendered by 18:00, ok back to the bug')).toBe('the graphics must be pre-rendered by 18:00');
    expect(withoutChatTail('deploys need the okta group, not the admin one')).toBe('deploys need the okta group, not the admin one');
    expect(withoutChatTail('温室的备用发电机在二号仓库，哈哈')).toBe('温室的备用发电机在二号仓库');
  });
});

describe('typeOf: a fact is project, a rule is feedback', () => {
  it.each([
    ['The plotter in room 4 only takes A1 rolls', 'project'],
    ["The gym's auto-belays are inspected by Vertex Safety every quarter", 'project'],
    ['温室的备用发电机在二号仓库', 'project'],
    ['家长会的签到表放在三楼教务处', 'project'],
    ['校车每天早上七点二十从东门出发', 'project'],
    ['複印室的碳粉放在二樓儲物櫃最下層', 'project'],
    ['the florist needs orders by 15:00 the day before', 'project'],
    ['冰箱第二层放疫苗', 'project'],
    ['每周三早上收厨余垃圾', 'project'],
    ['酒窖温度全年十四度', 'project'],
    ['只有玛塔有保险柜钥匙', 'project'],
    // a rule said of a thing of the project as its subject is how the project runs
    ['the van needs to be locked at night', 'project'],
    ['The deploy must be approved by two people', 'project'],
    ['器材室的鑰匙每天下班前要交回警衛室', 'project'],
    // rules said to the agent, or with no subject, stay feedback
    ['下雨天不要出摊', 'feedback'],
    ['交班时必须当面清点麻醉药品', 'feedback'],
    ['订单服务只能在周二部署', 'feedback'],
    ['周五下午不发版', 'feedback'],
    ['回答用中文', 'feedback'],
    ['We squash-merge every PR', 'feedback'],
  ])('%s -> %s', (s, t) => {
    expect(typeOf(s)).toBe(t);
  });
});

describe('a trigger that is part of a UI label, or a request taken back, is no request', () => {
  it.each([
    '记住密码 5 又没勾上',
    '不要 3!!! 記住帳號',
    '【记住登录】7 点了没用',
    '<記住我> 2 又跳出來',
    'Remember password 4 box unticked lol',
    '[remember me] 9 greyed out',
    "don't ask again 2!!! ugh",
    'remember that the boiler code is 1188 — actually no, scratch that',
    'please remember the gate opens at 7, forget that, it changes tomorrow',
    '记住：明天会议室改到三楼——算了，不用记了。',
    '記一下：備用鑰匙在抽屜裡。算了，別記了。',
  ])('%s', (line) => {
    expect(detectMemoryRequests(line)).toEqual([]);
  });

  it.each([
    ['记住：打印机的墨盒每个月换一次。', '打印机的墨盒每个月换一次'],
    ['记住校车每天七点出发', '校车每天七点出发'],
    ['【记住】校车每天七点二十从东门出发', '校车每天七点二十从东门出发'],
    ['please remember that the boiler is serviced every March', 'The boiler is serviced every March'],
    ['remember the spare keys are in the top drawer', 'The spare keys are in the top drawer'],
    ['remember the code is 4412', 'The code is 4412'],
  ])('%s is still a request', (line, statement) => {
    expect(statements(line)).toEqual([statement]);
  });

  it('namesALabel and takenBack read the text after the trigger', () => {
    expect(namesALabel('密码 那个勾选框', true, 'zh')).toBe(true);
    expect(namesALabel('：密码是 1234', false, 'zh')).toBe(false);
    expect(namesALabel('me', true, 'en')).toBe(true);
    expect(namesALabel('the staging VPN certificate expires every 90 days', true, 'en')).toBe(false);
    expect(takenBack(' the dock closes at 6 — actually no, scratch that')).toBe(true);
    expect(takenBack(' the dock closes at 6, ok back to work')).toBe(false);
  });
});

describe('namesALabel: a label names a thing, with no verb of a fact in it', () => {
  it('reads 记住密码 as a label and 记住端口在 as the start of a fact', () => {
    expect(namesALabel('密码 5 又没勾上', true, 'zh')).toBe(true);
    expect(namesALabel('端口在 8080 上', true, 'zh')).toBe(false);
    expect(namesALabel('password 4 box', true, 'en')).toBe(true);
    expect(namesALabel('code is 4412', true, 'en')).toBe(false);
  });
});

describe('namesALabel: 用 and 有 inside a noun', () => {
  it('记住用户名 and 记住有效期 are labels too', () => {
    expect(detectMemoryRequests('记住用户名 3 哎')).toEqual([]);
    expect(namesALabel('有效期 2 又没了', true, 'zh')).toBe(true);
  });
});

describe('typeOf: a rule said of a thing of the project is how the project runs (project), one for the agent is feedback', () => {
  it.each([
    ['The annealer must stay at 482 °C overnight on production days', 'project'],
    ['The walk-in freezer must stay below -18 °C', 'project'],
    ['The yard gate is never left open after dark', 'project'],
    ['冷库的门每次都要随手关上', 'project'],
    ['溫泉旅館的鍋爐每週一早上要排水', 'project'],
    ['Always label the sample jars with the shelf number', 'feedback'],
    ['提交代码前一定要先跑测试', 'feedback'],
    ["Never reformat the choir's score PDFs", 'feedback'],
    ['The team must review every PR within a day', 'feedback'],
  ] as const)('%s -> %s', (s, t) => {
    expect(typeOf(s)).toBe(t);
  });
});
