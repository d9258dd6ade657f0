import type { QualityCase } from './cases.js';

/**
 * TUNING 6, part: paraphrases, CLAUDE.md and captured requests. Written after the HELD-OUT 10 run from the categories it missed (never
 * its sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_6_WORDING_CASES: QualityCase[] = [];
