import type { CaseMemory, QualityCase } from './cases.js';
import { cutMidWord } from './cases.js';

/**
 * TUNING 12, part hooks: shortened index hooks and captured requests, written by the fixer of
 * these categories before any rule change, from the kinds of misses HELD-OUT 17 showed (not its
 * phrasings): talk standing inside a long hook rather than at its edges.
 *
 * Hooks: a clause of the writer's feeling or judgement ("trust me the smell is the worst thing
 * you'll ever experience", "I honestly hate doing this part so much", 老實說每次都有人忘記真的很傻眼欸,
 * 真係好攰呀), emphasis with no object ("VERY VERY IMPORTANT!!!"), a count of how often the writer
 * has said it (我都说了八百遍了), chat-speak asking the reader to check the note ("plz chk b4 u
 * open!! ty"), encouragement of the reader ("you've got this!!"), Singlish and Manglish particles
 * ("aiyo really very leceh one"). Look-alikes whose clauses hold such words as facts must keep
 * them in the topic file: generic "you" with a permission ("you can park behind the barn"), a
 * count of rinses (再用清水冲洗三遍), "super glue", "it is important that the epoxy cures 24 h".
 * Traps: hooks under 150 characters with the same talk, untouched.
 *
 * Captures: only a user's own well-formed request becomes a memory. Traps: a pasted commit
 * command, a log line with remember / never keys, a code comment, Chinese word salad of 记住 and
 * 不要; defects: one English and one Chinese request inside a noisy transcript, a Cantonese one,
 * each one memory (a request with its own exception, ", not every 5", is one request).
 */

const DAY = '2026-11-25';
const OLD = '2026-11-02';
const SAID = '2026-11-24';
const mem = (file: string, body: string, hook?: string, type: CaseMemory['type'] = 'project', modified = DAY): CaseMemory => ({ file, body, modified, type, ...(hook === undefined ? {} : { hook }) });
const said = (...texts: string[]): Array<{ day: string; text: string }> => texts.map((text) => ({ day: SAID, text }));

const KILN = "Kiln firing: bisque goes to 1000 °C over 8 hours, glaze firings hold at 1240 °C for 15 minutes, the vent stays open until 600 °C and trust me the smell is the worst thing you'll ever experience";
const PRINTER = 'Office printer at level 3 lah, toner is in the grey cabinet, the service guy is Ah Seng at 9123 4567, paper jams are cleared from tray 2, aiyo really very leceh one';
const POOL = 'Pool chemicals: chlorine is kept between 1 and 3 ppm, pH is tested at 07:00 and 15:00, the acid drum lives in the locked shed by the plant room; VERY VERY IMPORTANT!!!';
const GRINDER = 'Espresso grinder -> dose 18 g, yield 36 g in 28 s -> purge 2 shots after every cleaning -> burrs swapped every 500 kg -> plz chk b4 u open!! ty';
const AUDIT = 'Night audit: the POS day is closed at 02:00, cash is counted twice by two people, the safe code changes on the 1st of each month, I honestly hate doing this part so much';
const GOATS = 'Goat milking: milk at 06:00 and 17:00, teats are dipped in iodine afterwards, every bucket is weighed and logged on the barn sheet, the milk goes into the cooler within 30 minutes, you\'ve got this!!';
const LAUNDRY = '洗衣房規矩：每部機洗完要抹乾個膠圈，洗衣粉放喺第二格，乾衣機隔兩日清一次棉絮，零錢箱每晚十點由阿芬收，洗衣機嘅過濾網逢星期一拆出嚟洗，客人遺留嘅衫放入失物箱兩個星期，漂白水只可以倒落第三部機，後門每晚十一點鎖，講咗好多次㗎喇，真係好攰呀';
const REAGENTS = '试剂柜：强酸和强碱分开放，开封的试剂贴上日期和名字，废液倒进3号桶，钥匙在实验室主任那里，易燃品放在通风柜下面的防爆柜，每周五下午清点一次库存并登记，过期试剂交给后勤统一回收，洗眼器每月测试一次，这个我都说了八百遍了，你们自己看着办吧';
const BAKING = '烘焙教室須知：烤箱預熱180度要15分鐘，奶油提前半小時退冰，用完的模具泡在水槽，麵粉開封後放冰箱，下課前要把工作台擦乾淨並關掉總電源，學員的作品用烘焙紙包好帶走，冷藏庫的門不可以開著超過一分鐘，老實說每次都有人忘記真的很傻眼欸';
const PARKING = "Visitor parking for the farm: you can park behind the barn, the gate code is 4411, coaches stop at the lane end, you'll hear the dogs but they stay behind the fence";
const STERILE = '器械消毒流程：用过的器械先泡酶液十分钟，再用清水冲洗三遍，然后放进高压锅一百二十一度灭菌，最后在登记本上签名，灭菌包上要写日期和操作人的名字，过期七天的灭菌包要重新处理，每天下班前检查灭菌器的水位，这一步千万不能省';
const GLUE = 'Super glue and epoxy: super glue is for the PLA parts, epoxy is for the metal brackets, both are kept in the red drawer, gloves on for epoxy, it is important that the epoxy cures 24 h';

const BOILER = 'Boiler resets: hold the red button for 10 s, super important!!';
const SHOP = '收舖前要熄晒啲燈同鎖好後門，真係好緊要㗎，唔該晒';

export const TUNING_12_HOOKS_CASES: QualityCase[] = [
  // ------------------------------------------------------------ hooks: talk inside the hook
  {
    id: 't12-hooks-en-kiln-hyperbole',
    category: 'hooks',
    lang: 'en',
    memories: [mem('kiln-firing.md', 'The studio kiln is an electric front-loader.', KILN)],
    fixed: { contains: ['1240 °C for 15 minutes', 'vent stays open until 600 °C'], indexAbsent: [KILN] },
    forbid: ["worst thing you'll ever experience", 'trust me'],
    keep: ['The studio kiln is an electric front-loader.'],
  },
  {
    id: 't12-hooks-en-printer-singlish',
    category: 'hooks',
    lang: 'en',
    memories: [mem('office-printer.md', 'The office printer is a Ricoh on level 3.', PRINTER, 'reference')],
    fixed: { contains: ['9123 4567', 'tray 2'], indexAbsent: [PRINTER] },
    forbid: ['leceh', 'aiyo'],
    keep: ['The office printer is a Ricoh on level 3.'],
  },
  {
    id: 't12-hooks-en-pool-shouted-emphasis',
    category: 'hooks',
    lang: 'en',
    memories: [mem('pool-chemicals.md', 'The pool plant room is behind the changing rooms.', POOL)],
    fixed: { contains: ['07:00 and 15:00', 'acid drum lives in the locked shed'], indexAbsent: [POOL] },
    forbid: ['VERY VERY IMPORTANT', 'Very very important'],
  },
  {
    id: 't12-hooks-en-grinder-chatspeak',
    category: 'hooks',
    lang: 'en',
    memories: [mem('espresso-grinder.md', 'The café grinder is a Mazzer Major.', GRINDER)],
    fixed: { contains: ['purge 2 shots after every cleaning', 'every 500 kg'], indexAbsent: [GRINDER] },
    forbid: ['chk b4', 'plz', 'Plz'],
  },
  {
    id: 't12-hooks-en-audit-writer-feeling',
    category: 'hooks',
    lang: 'en',
    memories: [mem('night-audit.md', 'The night auditor works from 23:00 to 07:00.', AUDIT)],
    fixed: { contains: ['counted twice by two people', 'safe code changes on the 1st of each month'], indexAbsent: [AUDIT] },
    forbid: ['hate doing this', 'I honestly'],
  },
  {
    id: 't12-hooks-en-goats-encouragement',
    category: 'hooks',
    lang: 'en',
    memories: [mem('goat-milking.md', 'The farm milks eleven goats.', GOATS)],
    fixed: { contains: ['dipped in iodine', 'within 30 minutes'], indexAbsent: [GOATS] },
    forbid: ["you've got this", "You've got this"],
  },
  {
    id: 't12-hooks-hk-laundry-tired',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('laundry-rules.md', '洗衣房喺地下，有六部洗衣機。', LAUNDRY)],
    fixed: { contains: ['乾衣機隔兩日清一次棉絮', '零錢箱每晚十點由阿芬收'], indexAbsent: [LAUNDRY] },
    forbid: ['真係好攰', '講咗好多次'],
    keep: ['洗衣房喺地下，有六部洗衣機。'],
  },
  {
    id: 't12-hooks-zh-reagents-said-800-times',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('reagent-cabinet.md', '试剂柜在实验室北墙。', REAGENTS)],
    fixed: { contains: ['废液倒进3号桶', '钥匙在实验室主任那里'], indexAbsent: [REAGENTS] },
    forbid: ['说了八百遍', '看着办'],
    keep: ['试剂柜在实验室北墙。'],
  },
  {
    id: 't12-hooks-tw-baking-exasperated',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('baking-class.md', '烘焙教室每週六上課。', BAKING)],
    fixed: { contains: ['奶油提前半小時退冰', '麵粉開封後放冰箱'], indexAbsent: [BAKING] },
    forbid: ['傻眼', '老實說'],
  },
  // ------------------------------------------------------------ hooks: look-alikes, their words are facts
  {
    id: 't12-hooks-en-parking-generic-you',
    category: 'hooks',
    lang: 'en',
    memories: [mem('farm-visits.md', 'Farm visits run from April to October.', PARKING, 'reference')],
    fixed: { contains: ['you can park behind the barn', '4411', 'coaches stop at the lane end'], indexAbsent: [PARKING] },
  },
  {
    id: 't12-hooks-zh-sterile-three-rinses',
    category: 'hooks',
    lang: 'zh',
    memories: [mem('instrument-sterilising.md', '器械消毒在二楼处置室。', STERILE)],
    fixed: { contains: ['再用清水冲洗三遍', '一百二十一度灭菌', '在登记本上签名'], indexAbsent: [STERILE] },
  },
  {
    id: 't12-hooks-en-glue-super-important-words',
    category: 'hooks',
    lang: 'en',
    memories: [mem('workshop-adhesives.md', 'The workshop stocks two adhesives.', GLUE)],
    fixed: { contains: ['both are kept in the red drawer', 'epoxy cures 24 h'], indexAbsent: [GLUE] },
  },
  // ------------------------------------------------------------ hooks: traps under 150 characters
  {
    id: 't12-hooks-trap-en-short-emphasis',
    category: 'hooks',
    lang: 'en',
    trap: true,
    memories: [mem('boiler.md', 'The boiler is a Vaillant combi.', BOILER)],
    keep: ['The boiler is a Vaillant combi.'],
  },
  {
    id: 't12-hooks-trap-hk-short-particles',
    category: 'hooks',
    lang: 'zh',
    trap: true,
    memories: [mem('closing-up.md', '舖頭晚上十點收。', SHOP)],
    keep: ['舖頭晚上十點收。'],
  },
  // ------------------------------------------------------------ captures: traps, pasted text and salad
  {
    id: 't12-hooks-cap-trap-en-commit-command',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('booking-app.md', 'The climbing gym booking app is a Next.js site.', undefined, 'project', OLD)],
    said: said('git commit -m "feat(slots): remember the last picked wall; never reset the filter on reload"', 'pushed, CI green'),
    maxCreated: 0,
    keep: ['The climbing gym booking app is a Next.js site.'],
  },
  {
    id: 't12-hooks-cap-trap-en-log-line',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('cache-layer.md', 'The catalogue API caches responses in Redis.', undefined, 'project', OLD)],
    said: said('why is this in the logs?', '2026-11-24T09:12:03Z WARN cache: remember=false never_expire=true key=catalogue:42 (pid 4412)'),
    maxCreated: 0,
    keep: ['The catalogue API caches responses in Redis.'],
  },
  {
    id: 't12-hooks-cap-trap-en-code-comment',
    category: 'captures',
    lang: 'en',
    trap: true,
    memories: [mem('sync-worker.md', 'The sync worker runs every five minutes.', undefined, 'project', OLD)],
    said: said('here is the function:\n// NOTE: remember to never call flush() twice in a row\nfunction drain() { flush(); }\nwhat does it do?'),
    maxCreated: 0,
    keep: ['The sync worker runs every five minutes.'],
  },
  {
    id: 't12-hooks-cap-trap-zh-salad',
    category: 'captures',
    lang: 'zh',
    trap: true,
    memories: [mem('cold-room.md', '冷库由后勤部管理。', undefined, 'project', OLD)],
    said: said('记住 那个 嗯 不要 的 啊 ok', '不要不要 记住了吗 哈哈', 'debug=1 不要缓存 记住key'),
    maxCreated: 0,
    keep: ['冷库由后勤部管理。'],
  },
  // ------------------------------------------------------------ captures: a user's own request in noise
  {
    id: 't12-hooks-cap-en-noisy-one-request',
    category: 'captures',
    lang: 'en',
    memories: [mem('kiln-shelves.md', 'Kiln shelves are silicon carbide.', undefined, 'project', OLD)],
    said: said('ok open the glaze sheet', 'no not that one lol', 'please remember that the kiln shelf wash is reapplied every 10 firings, not every 5', 'anyway the printer is out of ink again'),
    fixed: { contains: ['kiln shelf wash is reapplied every 10 firings'] },
    maxCreated: 1,
    forbid: cutMidWord('the kiln shelf wash is reapplied every 10 firings, not every 5'),
  },
  {
    id: 't12-hooks-cap-zh-noisy-one-request',
    category: 'captures',
    lang: 'zh',
    memories: [mem('cold-room-alarms.md', '冷库有三间。', undefined, 'project', OLD)],
    said: said('嗯嗯', '记住：三号冷库的温度报警打给老周，不要打给我', '哈哈哈好的'),
    fixed: { contains: ['三号冷库的温度报警打给老周'] },
    maxCreated: 1,
  },
  {
    id: 't12-hooks-cap-hk-request',
    category: 'captures',
    lang: 'zh',
    memories: [mem('till-rolls.md', '收銀機用熱感紙卷。', undefined, 'project', OLD)],
    said: said('好', '幫我記住，逢星期三收銀機要換紙卷，唔好等到冇紙先換', '得喇'),
    fixed: { contains: ['逢星期三收銀機要換紙卷'] },
    maxCreated: 1,
  },
];
