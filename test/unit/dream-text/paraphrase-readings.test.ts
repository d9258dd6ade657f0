import { describe, expect, it } from 'vitest';
import { findParaphrases } from '../../../electron/core/dream/text/paraphrase.js';

// Fresh variants, in no case set: chat shorthand, a requirement said as care, a compound that says its head word.
const pair = (a: string, b: string) => findParaphrases([{ id: 'a.md', text: `${a}\n` }, { id: 'b.md', text: `${b}\n` }]);

describe('one rule, said in chat shorthand, as care, or with a compound', () => {
  it.each([
    // chat shorthand for words of grammar ("b4", "w/o", "ppl") and "make sure" / "be sure to" as a requirement
    ['Drivers must check the tyre pressure before the first run of the day.', 'make sure drivers check tyre pressure b4 the first run of the day pls'],
    ['Guests must show their wristband before entering the pool area.', 'pls be sure guests show the wristband b4 they go into the pool area'],
    ['Visitors must sign the visitor book before entering the plant room.', 'make sure ppl sign the visitor book b4 entering the plant room'],
    ['Everyone must scan their badge before entering the lab.', 'ppl need to scan badge b4 going in the lab thx'],
    ['Volunteers must not hand out food parcels without a referral slip.', "volunteers can't hand out food parcels w/o a referral slip"],
    // a compound says its head word: dishwasher / washed, toothbrushes / brushes
    ['Never put the wooden chopping boards in the dishwasher.', 'Wooden chopping boards get washed by hand only.'],
    ['Never run the copper pans through the dishwasher.', 'Copper pans are only ever washed in the sink by hand.'],
    ['Never put the good knives in the dishwasher.', 'The good knives are washed by hand only.'],
    ['Never put the crystal glasses in the dishwasher.', 'Crystal glasses get washed by hand only, then polished.'],
    // 須 (must) as a rule's word, in Traditional Chinese; 方可 (only then may) makes a rule of a permission
    ['訪客進入機房前必須登記。', '訪客進入機房之前須先登記。'],
    ['未滿十八歲不得進入網咖。', '年滿十八歲方可進入網咖。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toHaveLength(1);
  });
});

describe('still two rules', () => {
  it.each([
    // one subject, one stance, another object or act
    ['make sure the kitchen staff wear hairnets b4 service', 'Kitchen staff must wear cut-resistant gloves before service.'],
    ['Always wear hearing protection in the workshop.', 'Always wear steel-toe boots in the workshop.'],
    // a compound whose head is the other's word, about another thing
    ['Never put knives in the dishwasher.', 'Plates are only washed in the dishwasher.'],
    ['Never store the toothbrushes in the cupboard.', 'Toothbrushes only get brushed with paste.'],
    ['The logbook stays at reception.', 'Every book in the library is stamped on return.'],
    // 須 with another number, 无须 waives
    ['訪客須提前兩天登記。', '訪客須提前一週登記。'],
    ['内部员工无须登记。', '访客须先登记，方可进入机房。'],
  ])('%s / %s', (a, b) => {
    expect(pair(a, b)).toEqual([]);
  });
});
