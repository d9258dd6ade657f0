import type { QualityCase } from './cases.js';

/**
 * TUNING 6, part: dates, generic and recurring sentences, templates and hooks. Written after the HELD-OUT 10 run from the categories it missed (never
 * its sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_6_DATES_CASES: QualityCase[] = [];
