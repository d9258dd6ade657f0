import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';
import { typedValuesOf } from '../../../electron/core/dream/text/typed-values.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `holder${(n += 1)}.md`, factIndex: 0, text, date });
const pair = (a: string, b: string) => findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')]);

describe('a person holding a thing or a role: the doer opening a sentence, a name before an aside', () => {
  it.each([
    ['Farah holds the spare van keys over the summer.', 'farah'],
    ['Ines chairs the monthly safety committee.', 'ines'],
    ['Spare van keys: Jonas (he leaves them at reception).', 'jonas'],
  ])('%s -> %s', (text, value) => {
    expect(typedValuesOf(text)).toContainEqual(expect.objectContaining({ type: 'person', value }));
  });

  it('reads no person in a thing opening a sentence, nor before a verb of being or having', () => {
    expect(typedValuesOf('Ines is the safety officer.').filter((v) => v.value === 'ines')).toEqual([]);
    expect(typedValuesOf('The kiln fires the glaze overnight.')).toEqual([]);
  });

  it.each([
    ['Farah holds the spare van keys for the summer season.', 'Summer spare van keys holder: Jonas (he leaves them at reception).'],
    ['Ines chairs the monthly safety committee.', 'Monthly safety committee chair: Tomas (until the AGM).'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Farah holds the spare van keys for the winter season.', 'Summer spare van keys holder: Jonas.'],
    ['Ines chairs the monthly safety committee.', 'Monthly finance committee chair: Tomas.'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
