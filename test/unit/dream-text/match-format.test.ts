import { describe, expect, it } from 'vitest';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';
import { typedValuesOf } from '../../../electron/core/dream/text/typed-values.js';

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `format${(n += 1)}.md`, factIndex: 0, text, date });
const pair = (a: string, b: string) => findContradictions([fact(a, '2026-09-01'), fact(b, '2026-11-10')]);

describe('a match format (best of N, BoN, N局M胜) is a value of its own type', () => {
  it.each([
    ['Playoff matches are best of five.', '5'],
    ['Group stage: Bo1, then Bo3 from the quarter-finals.', '1'],
    ['Finals are played best-of-7.', '7'],
    ['校内乒乓球赛采用三局两胜。', '3'],
    ['羽毛球淘汰賽五局三勝。', '5'],
  ])('%s -> best of %s', (text, value) => {
    expect(typedValuesOf(text)).toContainEqual(expect.objectContaining({ type: 'format', value }));
  });

  it.each([
    ['League playoff matches are best of five.', 'League playoffs: Bo3, maps picked by seed.'],
    ['校内乒乓球赛采用三局两胜。', '校内乒乓球赛：五局三胜制。'],
    ['Club ladder challenges are played best of three sets.', 'Club ladder challenges: best of 5 sets.'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });

  it.each([
    ['Group stage matches: Bo1.', 'Grand final matches: Bo5.'],
    ['Quarter-finals are best of three.', 'Quarter-finals: Bo3, side swap after map 2.'],
    ['校内乒乓球赛采用三局两胜。', '校内乒乓球赛：三局两胜，每局十一分。'],
  ])('never: %s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
