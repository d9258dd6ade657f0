/**
 * Qualifiers that make two alike rules two rules: the scopes of scope.ts (environment: staging /
 * production, 测试环境 / 生产环境; platform, region, team) and, for rules, the side (frontend /
 * backend, 客户端 / 服务端), the access (read-only / write, 只读 / 读写), the reach (internal /
 * external, 内网 / 外网), the kind of dependency (runtime / dev) or of test (unit / integration), whose
 * it is (a shared branch / your own, 共享 / 自己的), and new things against existing ones.
 * "Never run load tests against production" and "running load tests against staging is fine"
 * speak of two environments: no conflict, no duplicate. A rule that
 * names no qualifier of a kind covers every one ("backups must be encrypted" covers the dev
 * database's): only two different qualifiers of one kind tell rules apart.
 */
import { isHeadKind, scopesOf } from './scope.js';
import { foldText } from './tokens.js';

type Family = ReadonlyArray<readonly [string, RegExp]>;

const FAMILIES: ReadonlyArray<readonly [string, Family]> = [
  [
    'side',
    [
      // Not "API clients" or "the staging server": only the side of an application.
      ['frontend', /\bfront-?end\b|\bclient[- ]side\b|\bclient (?:code|apps?)\b|前端|客户端/iu],
      ['backend', /\bback-?end\b|\bserver[- ]side\b|\bserver (?:code|apps?)\b|后端|服务端|服务器端/iu],
    ],
  ],
  [
    'access',
    [
      ['read', /\bread-?only\b|\breadonly\b|只读/iu],
      ['write', /\bread-write\b|\bwrit(?:e|able)\s+(?:access|accounts?|users?|roles?|permissions?|credentials?)\b|读写|写(?:账号|账户|权限|入权限)/iu],
    ],
  ],
  [
    'reach',
    [
      ['internal', /\binternal\b|\bprivate\b|\bintranet\b|内部|内网|私有/iu],
      ['external', /\bexternal\b|\bpublic\b|\bthird-party\b|外部|外网|公网|公开|第三方/iu],
    ],
  ],
  [
    'dependency',
    [
      ['runtime', /\b(?:runtime|production) dependenc(?:y|ies)\b|运行时依赖|生产依赖/iu],
      ['dev', /\bdev(?:elopment)?[- ]?dependenc(?:y|ies)\b|\bdevDependencies\b|开发依赖/iu],
    ],
  ],
  [
    'test kind',
    [
      ['unit', /\bunit tests?\b|单元测试|单测/iu],
      ['integration', /\bintegration tests?\b|集成测试/iu],
      ['end-to-end', /\b(?:e2e|end-to-end) tests?\b|端到端测试/iu],
    ],
  ],
  [
    'novelty',
    [
      // New things against the ones already there ("add new packages" / "bump an existing package").
      ['new', /\bnew\b|新增|新建|新的/iu],
      ['existing', /\bexisting\b|\balready (?:there|installed|added)\b|现有|已有|既有/iu],
    ],
  ],
  [
    'ownership',
    [
      // Whose it is: a shared branch or drive against one's own ("force-push to your own branch").
      ['shared', /\bshared\b|\bcommon\b(?= (?:branch|branches|repo|drive|folder))|共享|公共(?=分支|仓库|盘|目录)/iu],
      ['own', /\b(?:your|my|our|their|his|her) own\b|\bpersonal\b|自己的|个人的?(?=分支|仓库|盘|目录|电脑|账号)/iu],
    ],
  ],
];

// Every qualifier of these kinds has one of these in it: most statements are passed over at once.
const MAYBE = /new|existing|already|新|现有|已有|既有|shared|common|own\b|personal|共享|公共|自己|个人|front|back|client|server|read|writ|intern|private|intranet|extern|public|third|depend|unit|integration|e2e|end-to-end|前端|后端|客户端|服务|只读|读写|写|内部|内网|私有|外部|外网|公网|公开|第三方|依赖|单元|单测|集成|端到端/i;

// Words of modality and frequency: a closed class.
const MODALITY = /^(?:never|always|must|should|can|may|might|will|shall|also|just|only|often|usually|sometimes|rarely|please|to|not)$/u;

/** The qualifiers a statement names: family -> the members it names. */
export function qualifiersOf(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // (a qualifier read before its head, "the test ground station", tells supersessions apart; rules keep the named kinds)
  for (const [kind, values] of scopesOf(text)) {
    if (isHeadKind(kind)) continue;
    // "Never store riders' addresses": a word of modality before a verb that is also a site's head (store, plant) names no site.
    const named = kind === 'site' ? [...values].filter((v) => !MODALITY.test(v)) : [...values];
    if (named.length > 0) out.set(kind, new Set(named));
  }
  if (!MAYBE.test(text)) return out;
  const t = foldText(text);
  for (const [family, members] of FAMILIES) {
    for (const [member, re] of members) {
      if (!re.test(t)) continue;
      const set = out.get(family) ?? new Set<string>();
      set.add(member);
      out.set(family, set);
    }
  }
  // A dev dependency is no dev environment, a production dependency no production environment.
  if (out.get('dependency')?.size && !/\b(?:env(?:ironment)?|servers?|clusters?|databases?|db)\b|环境/iu.test(t)) out.delete('environment');
  return out;
}

/**
 * Both name a qualifier of one kind and none in common: staging vs production, frontend vs
 * backend, 只读 vs 读写. The first such kind, or null.
 */
export function qualifiersDiffer(a: ReadonlyMap<string, ReadonlySet<string>>, b: ReadonlyMap<string, ReadonlySet<string>>): string | null {
  for (const [family, xs] of a) {
    const ys = b.get(family);
    if (!ys || ys.size === 0 || xs.size === 0) continue;
    if (![...xs].some((x) => ys.has(x))) return family;
  }
  return null;
}
