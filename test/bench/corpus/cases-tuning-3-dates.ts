import type { QualityCase } from './cases.js';

/**
 * TUNING 3, part: dates written in other ways than the tuned sets, and date words inside names (code names, product names, identifiers), plus shortened index hooks. Written from the categories HELD-OUT 7 missed (never its sentences),
 * before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_3_DATES_CASES: QualityCase[] = [];
