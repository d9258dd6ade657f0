import { describe, expect, it } from 'vitest';
import { findParaphrases } from '../../../electron/core/dream/text/paraphrase.js';

// Fresh variants (in no case set): one thing at one occasion with another act is another rule;
// the same act in other words stays one.

const pair = (a: string, b: string) => findParaphrases([{ id: 'a.md', text: `${a}\n` }, { id: 'b.md', text: `${b}\n` }]);

describe('another act on the same thing at the same occasion', () => {
  it.each([
    ['Photograph every pallet before it leaves the loading dock.', 'Wrap every pallet in stretch film before it leaves the loading dock.'],
    ['Label every blood sample before it goes into the freezer.', 'Weigh every blood sample on the lab scale before it goes into the freezer.'],
    ['Sweep the stage after each rehearsal.', 'Mop the stage with warm water after each rehearsal.'],
    ['Sign every delivery note when the lorry arrives.', 'Stamp every delivery note with the depot seal when the lorry arrives.'],
    ['Vacuum every rental car before it goes back out.', 'Refuel every rental car to a full tank before it goes back out.'],
    ['每个样本放进冰箱前都要贴标签。', '每个样本放进冰箱前都要称重。'],
  ])('is two rules: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });

  it.each([
    ['Label every blood sample before it goes into the freezer.', 'Every blood sample must be labelled before it goes into the freezer.'],
    ['Seal every rental car key in an envelope before it goes back out.', 'Every rental car key is sealed in an envelope before it goes back out.'],
    ['Check the harness before every climb.', 'Inspect the harness before each climb.'],
    ['每个样本放进冰箱前都要贴标签。', '样本进冰箱之前一定要先贴好标签。'],
  ])('the same act in other words is one rule: %s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });
});
