import type { QualityCase } from './cases.js';
import { HELDOUT_13_FACTS_CASES } from './cases-heldout-13-facts.js';
import { HELDOUT_13_FILES_CASES } from './cases-heldout-13-files.js';

/**
 * HELD-OUT 13: the round's test set. Written fresh from the dream-quality issue's categories alone,
 * by two writers who read neither the rules nor any other set, after HELD-OUT 12 showed that the
 * round's first fixes did not reach an unseen set and became the fixers' validation set (its
 * figures only, never its cases); run only with `--final13`, by the lead, at the start (its
 * untouched figure, measured at 3098044) and at the end of the round, and never tuned against.
 */
export const HELDOUT_13_CASES: QualityCase[] = [...HELDOUT_13_FACTS_CASES, ...HELDOUT_13_FILES_CASES];
