import type { QualityCase } from './cases.js';

/**
 * TUNING 5, part: paraphrases, shortened index hooks, Chinese dates and CLAUDE.md. Written after the HELD-OUT 9 run from the categories it missed (never its
 * sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_5_WORDING_CASES: QualityCase[] = [];
