import type { QualityCase } from './cases.js';
import { HELDOUT_12_FACTS_CASES } from './cases-heldout-12-facts.js';
import { HELDOUT_12_FILES_CASES } from './cases-heldout-12-files.js';

/**
 * HELD-OUT 12: written fresh from the dream-quality issue's categories alone, by two writers who
 * read neither the rules nor the other sets' sentences, while HELD-OUT 11 becomes a tuning set; run
 * only with `--final12` and never tuned against. Facts part: dates, supersessions, contradictions,
 * paraphrases; files part: CLAUDE.md, merges, captures, the index and its hooks.
 */
export const HELDOUT_12_CASES: QualityCase[] = [...HELDOUT_12_FACTS_CASES, ...HELDOUT_12_FILES_CASES];
