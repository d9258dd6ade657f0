import { describe, expect, it } from 'vitest';
import { measureOf } from '../../../electron/core/dream/text/claim.js';
import { findContradictions } from '../../../electron/core/dream/text/contradictions.js';
import type { DatedFact } from '../../../electron/core/dream/text/supersede.js';

// Fresh variants (in no case set) of round 16's measure reading: a number grouped by thousands
// is one amount, a capital glued to digits names a model, and a label may say more after its value.

let n = 0;
const fact = (text: string, date: string): DatedFact => ({ docId: `thousands${(n += 1)}.md`, factIndex: 0, text, date });
const pair = (a: string, b: string) => findContradictions([fact(a, '2026-05-01'), fact(b, '2026-10-01')]);

describe('measureOf: thousands and model names', () => {
  it('reads "12,000 litres" as one amount (in its base unit), and a model name (A4, V90) as no version', () => {
    expect(measureOf('The ferry fuel tank holds 12,000 litres')).toMatchObject({ amount: '12000', unit: 'l' });
    expect(measureOf('仓库货架承重 1,500 公斤')).toMatchObject({ amount: '1500000', unit: 'g' });
    expect(measureOf('B52 hangar doors open to 3,200 mm')).toMatchObject({ amount: '3.2', unit: 'm' });
    expect(measureOf('Plugins need Node 20 or newer')).toMatchObject({ amount: '20', unit: 'version' });
  });
});

describe('findContradictions: a measure in thousands, against a label that says more after it', () => {
  it('one subject, two amounts in thousands: a contradiction, in English and Chinese', () => {
    expect(pair('The ferry fuel tank holds 12,000 litres.', 'Ferry fuel tank: 15,000 litres, filled at the north quay, log the meter reading.')).toHaveLength(1);
    expect(pair('Tail rotor bolts on the H145s are torqued to 1,100 Nm.', 'H145 tail rotor bolts: torque to 1,300 Nm, in two passes, cross pattern.')).toHaveLength(1);
    expect(pair('仓库的货架承重 1,500 公斤。', '仓库货架承重 2,000 公斤，每层均匀放。')).toHaveLength(1);
  });
  it('two subjects, or one amount said twice, give none', () => {
    expect(pair('Hall A seats 1,200 people.', 'Hall B: 800 seats, raked, with a balcony.')).toHaveLength(0);
    expect(pair('The ferry fuel tank holds 12,000 litres.', 'Ferry fuel tank: 12,000 litres, filled at the north quay.')).toHaveLength(0);
  });
});
