import { describe, expect, it } from 'vitest';
import { mergeBodies } from '../../../electron/core/dream/text/duplicates.js';
import { factsOf } from '../../../electron/core/dream/text/sentences.js';
import { comparableTokens } from '../../../electron/core/dream/text/compare.js';

const keys = (body: string): Set<string> => new Set(factsOf(body).map((f) => comparableTokens(f.text).join(' ')));

describe('mergeBodies', () => {
  it('keeps the first body as written and adds only new sentences', () => {
    const a = 'Use bun for installs.\n\n**Why:** faster installs.\n**How to apply:** run `bun install`.\n';
    const b = 'Use bun for installs. Never npm.\n\n**Why:** faster installs. Lockfile conflicts with npm.\n**How to apply:** run `bun install`.\n';
    expect(mergeBodies([a, b])).toBe(
      'Use bun for installs. Never npm.\n\n**Why:** faster installs. Lockfile conflicts with npm.\n**How to apply:** run `bun install`.\n',
    );
  });

  it('puts new rules before the Why/How lines, and new labels after the existing ones', () => {
    const a = 'Deploy with Fly.\n**Why:** cheaper.\n';
    const b = 'Run migrations before deploys.\n**How to apply:** `fly deploy --strategy rolling`.\n';
    expect(mergeBodies([a, b])).toBe('Deploy with Fly.\n\nRun migrations before deploys.\n**Why:** cheaper.\n**How to apply:** `fly deploy --strategy rolling`.\n');
  });

  it('treats "don\'t" and "do not", case, markup and final punctuation as the same fact', () => {
    const a = "- Don't mock the database.\n";
    const b = '- **Do not** mock the database\n- Use a real Postgres.\n';
    expect(mergeBodies([a, b])).toBe("- Don't mock the database.\n- Use a real Postgres.\n");
  });

  it('files new facts under the matching heading, and appends unknown headings at the end', () => {
    const a = '# Testing\n\n- Use vitest.\n\n# Deploys\n\n- Use Fly.\n';
    const b = '# Deploys\n\n- Never on Fridays.\n\n# Testing\n\n- Run the real DB.\n\n# Oncall\n\n- Page Alice first.\n';
    expect(mergeBodies([a, b])).toBe('# Testing\n\n- Use vitest.\n- Run the real DB.\n\n# Deploys\n\n- Use Fly.\n- Never on Fridays.\n\n# Oncall\n\n- Page Alice first.\n');
  });

  it('keeps code blocks once and never splits them into facts', () => {
    const code = '```sh\nbun install. bun test.\n```';
    const a = `Install:\n\n${code}\n`;
    const b = `Install:\n\n${code}\n\nAlso \`bun x tsc\`.\n`;
    const c = 'Another block:\n\n```\nmake all\n```\n';
    const merged = mergeBodies([a, b, c]);
    expect(merged.split('bun install. bun test.').length).toBe(2);
    expect(merged).toContain('Also `bun x tsc`.');
    expect(merged).toContain('```\nmake all\n```');
  });

  it('loses no fact of any body (English and Chinese)', () => {
    const bodies = [
      '我们用bun。不要用npm。\n\n**Why:** 锁文件冲突。\n',
      '我们用bun。安装依赖请用bun install。\n\n**Why:** 锁文件冲突。速度更快。\n**How to apply:** CI里也用bun。\n',
      '- Pin Node 20.\n- 我们用bun。\n',
    ];
    const merged = mergeBodies(bodies);
    const all = keys(merged);
    for (const b of bodies) for (const k of keys(b)) {
      // a label prefix may be dropped when sentences join an existing labelled line
      const found = all.has(k) || [...all].some((m) => m.includes(k.replace(/^(why|how to apply) /, '')));
      expect(found, `${k} kept`).toBe(true);
    }
    expect(merged.startsWith('我们用bun。不要用npm。')).toBe(true);
    expect(merged.match(/我们用bun/g)).toHaveLength(1);
  });

  it('keeps a near-identical sentence once, in the form that gives the reason, wherever the reason stands', () => {
    expect(mergeBodies(['- Warm up the spectrometer before each scan.\n- Log the lamp hours.\n', '- Because the lamp drifts for ten minutes, warm up the spectrometer before every scan.\n- Log the lamp hours.\n'])).toBe('- Because the lamp drifts for ten minutes, warm up the spectrometer before every scan.\n- Log the lamp hours.\n');
    expect(mergeBodies(['- Because the lamp drifts, warm up the spectrometer before every scan.\n', '- Warm up the spectrometer before each scan.\n'])).toBe('- Because the lamp drifts, warm up the spectrometer before every scan.\n');
    expect(mergeBodies(['- 扫描前先预热光谱仪。\n', '- 为了避免读数漂移，扫描前先预热光谱仪。\n'])).toBe('- 为了避免读数漂移，扫描前先预热光谱仪。\n');
  });

  it('keeps both where the longer one says another number or the other way round', () => {
    expect(mergeBodies(['- Rotate the deploy key every 90 days.\n', '- Rotate the deploy key every 60 days, because the audit asks for it.\n'])).toBe('- Rotate the deploy key every 90 days.\n- Rotate the deploy key every 60 days, because the audit asks for it.\n');
    expect(mergeBodies(['- Cache the search results per user.\n', '- Do not cache the search results per user, since they leak across tenants.\n'])).toBe('- Cache the search results per user.\n- Do not cache the search results per user, since they leak across tenants.\n');
  });

  it('keeps a sentence once where the copy puts in a value or the means in other words with its reason', () => {
    expect(mergeBodies(['Glue the veneer using hide glue.\nClamp overnight.\n', 'Glue the veneer with warm hide glue, because cold glue gels before the clamps are on.\nClamp overnight.\n'])).toBe('Glue the veneer with warm hide glue, because cold glue gels before the clamps are on.\nClamp overnight.\n');
    expect(mergeBodies(['样品入库前贴标签。\n冰箱钥匙在护士站。\n', '冰箱钥匙在护士站。\n样品在入库前半小时贴标签，否则扫码枪读不到。\n'])).toBe('样品在入库前半小时贴标签，否则扫码枪读不到。\n冰箱钥匙在护士站。\n');
    // a further prohibition after all the shorter one says is more of it; an exception put in is another rule: both stay
    expect(mergeBodies(['- Brushes dry bristles down on the rack.\n', '- Brushes dry bristles down on the rack, never standing in the jar, because water rots the ferrule.\n'])).toBe('- Brushes dry bristles down on the rack, never standing in the jar, because water rots the ferrule.\n');
    expect(mergeBodies(['Deliveries go to the back door.\n', 'Deliveries go to the back door unless it rains, because the ramp floods.\n'])).toBe('Deliveries go to the back door.\n\nDeliveries go to the back door unless it rains, because the ramp floods.\n');
  });

  it('reads a line closed by an emoji as a sentence, and adds a sentence a line to a paragraph written so', () => {
    expect(mergeBodies(['Returns need the receipt 🧾\nStore credit lasts a year.\n', 'Returns need the receipt, because the till looks the sale up by its number.\nStore credit lasts a year.\nSale items are final.\n'])).toBe('Returns need the receipt, because the till looks the sale up by its number.\nStore credit lasts a year.\nSale items are final.\n');
    expect(mergeBodies(['The gate code is 4411, and it\nchanges every month.\n', 'The gate code is 4411, and it changes every month. Visitors sign in.\n'])).toBe('The gate code is 4411, and it\nchanges every month. Visitors sign in.\n');
  });

  it('keeps CRLF line endings of the first body and copes with empty input', () => {
    expect(mergeBodies(['Use bun.\r\n', 'Use bun.\r\nPin Node.\r\n'])).toBe('Use bun. Pin Node.\r\n');
    expect(mergeBodies([])).toBe('');
    expect(mergeBodies(['', 'Only this.\n'])).toBe('Only this.\n');
    expect(mergeBodies(['Same.\n', 'Same.\n'])).toBe('Same.\n');
  });
});
