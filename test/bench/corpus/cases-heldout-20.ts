import type { QualityCase } from './cases.js';
import { HELDOUT_20_FACTS_CASES } from './cases-heldout-20-facts.js';
import { HELDOUT_20_FILES_CASES } from './cases-heldout-20-files.js';
import { HELDOUT_20_FRESH_CASES } from './cases-heldout-20-fresh.js';

/**
 * HELD-OUT 20: the test set of the round in which HELD-OUT 19's facts and files parts became tuning
 * sets (and its independent part the fixers' validation set, by its figures only). Written fresh
 * from the dream-quality issue's categories alone, by three writers who read no rule and no
 * benchmark output, each in domains given to no other: the facts and files parts with the first
 * lines of set 19's parts for the shape of their helpers, the independent part with no other set at
 * all, only the scorer's types; run only with `--final20`, by the lead alone, at the round's base
 * and at its end, and never tuned against.
 */
export const HELDOUT_20_CASES: QualityCase[] = [...HELDOUT_20_FACTS_CASES, ...HELDOUT_20_FILES_CASES, ...HELDOUT_20_FRESH_CASES];
