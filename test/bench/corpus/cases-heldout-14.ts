import type { QualityCase } from './cases.js';
import { HELDOUT_14_FACTS_CASES } from './cases-heldout-14-facts.js';
import { HELDOUT_14_FILES_CASES } from './cases-heldout-14-files.js';

/**
 * HELD-OUT 14: the test set of the round in which HELD-OUT 12 and 13 became tuning sets. Written
 * fresh from the dream-quality issue's categories alone, by two writers who read neither the rules
 * nor any other set; run only with `--final14`, by the lead, at the start (its untouched figure,
 * measured at 4fe755e, the round's base) and at the end of the round, and never tuned against.
 */
export const HELDOUT_14_CASES: QualityCase[] = [...HELDOUT_14_FACTS_CASES, ...HELDOUT_14_FILES_CASES];
