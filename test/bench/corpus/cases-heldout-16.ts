import type { QualityCase } from './cases.js';
import { HELDOUT_16_FACTS_CASES } from './cases-heldout-16-facts.js';
import { HELDOUT_16_FILES_CASES } from './cases-heldout-16-files.js';
import { HELDOUT_16_FRESH_CASES } from './cases-heldout-16-fresh.js';

/**
 * HELD-OUT 16: the test set of the round in which HELD-OUT 15 became a tuning set. Written fresh
 * from the dream-quality issue's categories alone, by three writers who read no rule and no
 * benchmark output: the facts and files parts with the first lines of set 15's parts for their
 * format, the independent part (every category) with no other set at all, only the scorer's types;
 * run only with `--final16`, by the lead, at the start (its untouched figure, measured at c4b8e17,
 * the round's base) and at the end of the round, and never tuned against.
 */
export const HELDOUT_16_CASES: QualityCase[] = [...HELDOUT_16_FACTS_CASES, ...HELDOUT_16_FILES_CASES, ...HELDOUT_16_FRESH_CASES];
