import type { QualityCase } from './cases.js';

/**
 * TUNING 3, part: paraphrased duplicates across phrasings and languages, CLAUDE.md conflicts by subject and polarity, and merges. Written from the categories HELD-OUT 7 missed (never its sentences),
 * before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_3_WORDING_CASES: QualityCase[] = [];
