import type { QualityCase } from './cases.js';

/**
 * TUNING 4, part: paraphrased duplicates, CLAUDE.md conflicts and repeats, merges and captured requests. Written after the HELD-OUT 8 run from the categories it missed
 * (never its sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_4_WORDING_CASES: QualityCase[] = [];
