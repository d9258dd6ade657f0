import type { QualityCase } from './cases.js';

/**
 * TUNING 4, part: dates in English and Chinese, and shortened index hooks. Written after the HELD-OUT 8 run from the categories it missed
 * (never its sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_4_DATES_CASES: QualityCase[] = [];
