import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DreamDirs, makeDirs } from './fixtures.js';
import { claudeMdFindings } from './plan-helpers.js';

// Fresh variants (in no case set) of the CLAUDE.md readings of round 16: a permission that names a
// rule's things in other verbs, and a Do / Don't table read column by column.

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const findingsFor = (claudeMd: string, memories: Record<string, string>) => claudeMdFindings(join(d.root, 'project'), d.memory, claudeMd, memories);

describe('CLAUDE.md: the rule’s things allowed in other verbs', () => {
  it('a permission that names every thing of a prohibition, in its relations, conflicts whatever its verb', async () => {
    const r = await findingsFor(
      '# Courier desk\n\n- Never give gate codes to delivery drivers.\n- Never let a volunteer drive the minibus on a school run.\n- Do not paste API keys into chat messages or tickets.\n',
      {
        'gate-codes.md': 'Delivery drivers can be told the gate code when they ring from the barrier.',
        'minibus.md': 'If we are short on a school run, a volunteer can take the minibus.',
        'api-keys.md': "It's ok to drop the vendor API key in the ticket description when support asks for it.",
      },
    );
    expect(r.conflicts).toEqual(['api-keys.md', 'gate-codes.md', 'minibus.md']);
    expect(r.writes).toBe(0);
  });

  it('another relation to a thing, a part of the thing, or the condition left out is no conflict', async () => {
    const r = await findingsFor(
      '# Studio\n\n- Never tip paint water down the sink.\n- Never write full card numbers in the order notes.\n- Never mow the lawns on open days.\n- Do not fly the kite above 60 m.\n',
      {
        'paint-water.md': 'Paint water can stand under the sink in a lidded bucket until it settles.',
        'card-digits.md': 'Writing the last four digits of a card number in the order notes is fine.',
        'mowing.md': 'The lawns can be mown on days with no visitors.',
        'kite.md': 'The kite can be flown at up to 40 m on calm days.',
      },
    );
    expect(r.conflicts).toEqual([]);
  });
});

describe('CLAUDE.md: a Do / Don’t table', () => {
  it('each cell is a rule in its column’s stance: a permission of a Don’t cell conflicts, a repeat of it does not', async () => {
    const r = await findingsFor('# Shop floor\n\n| Do | Don’t |\n| --- | --- |\n| Lock the tills at closing | Leave cash in the tills overnight |\n| Greet every customer | Eat at the counter |\n', {
      'cash-overnight.md': 'Cash can stay in the tills overnight when the safe is full.',
      'cash-safe.md': 'Cash never stays in the tills overnight; it goes to the safe.',
    });
    expect(r.conflicts).toEqual(['cash-overnight.md']);
  });

  it('in Chinese, under 要做 / 不要做', async () => {
    const r = await findingsFor('# 后厨\n\n| 要做 | 不要做 |\n| --- | --- |\n| 下班前关掉烤箱 | 把剩菜留在操作台上过夜 |\n', {
      '剩菜.md': '剩菜留在操作台上过夜也没关系，第二天再收。',
    });
    expect(r.conflicts).toEqual(['剩菜.md']);
  });
});
