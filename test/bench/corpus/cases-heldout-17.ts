import type { QualityCase } from './cases.js';
import { HELDOUT_17_FACTS_CASES } from './cases-heldout-17-facts.js';
import { HELDOUT_17_FILES_CASES } from './cases-heldout-17-files.js';
import { HELDOUT_17_FRESH_CASES } from './cases-heldout-17-fresh.js';

/**
 * HELD-OUT 17: the test set of the round in which HELD-OUT 16 became a tuning set. Written fresh
 * from the dream-quality issue's categories alone, by three writers who read no rule and no
 * benchmark output: the facts and files parts with the first lines of set 16's parts for their
 * format, the independent part (every category) with no other set at all, only the scorer's types;
 * run only with `--final17`, by the lead, at the start (its untouched figure, measured at the
 * round's base) and at the end of the round, and never tuned against. Untouched first run (the
 * rules as at 3d81b81, unchanged since the set was begun): recall 63.6 %, precision 80.6 %,
 * 10 harmful, 7 silent; at the end of that round (the rules as at 28655eb) 65.5 %, 80.6 %,
 * 10 harmful, 6 silent, while the round's tuning sets rose (HELD-OUT 16 67.2 -> 90.3 % recall,
 * 15 -> 1 harmful). The round's fixers saw, by a slip of the lead, a list of this set's not-right
 * case ids (and a few quoted harmful texts, no case) in a file of base figures; they report tuning
 * nothing to them. The next round's test set should be written fresh all the same (HELD-OUT 18).
 * Tuned against from the round that followed, with TUNING 12, at whose end it read 78.2 %,
 * 95.1 %, 0 harmful, 1 silent.
 */
export const HELDOUT_17_CASES: QualityCase[] = [...HELDOUT_17_FACTS_CASES, ...HELDOUT_17_FILES_CASES, ...HELDOUT_17_FRESH_CASES];
