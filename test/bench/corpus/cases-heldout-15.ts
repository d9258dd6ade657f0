import type { QualityCase } from './cases.js';
import { HELDOUT_15_FACTS_CASES } from './cases-heldout-15-facts.js';
import { HELDOUT_15_FILES_CASES } from './cases-heldout-15-files.js';

/**
 * HELD-OUT 15: the test set of the round in which HELD-OUT 14 became a tuning set. Written fresh
 * from the dream-quality issue's categories alone, by two writers who read neither the rules nor
 * any other set (but for the format of HELD-OUT 14's first cases); run only with `--final15`, by the
 * lead, at the start (its untouched figure, measured at 2d8bd8a, the round's base) and at the end of
 * the round, and never tuned against.
 */
export const HELDOUT_15_CASES: QualityCase[] = [...HELDOUT_15_FACTS_CASES, ...HELDOUT_15_FILES_CASES];
