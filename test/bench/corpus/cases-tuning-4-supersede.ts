import type { QualityCase } from './cases.js';

/**
 * TUNING 4, part: supersession and implicit contradiction. Written after the HELD-OUT 8 run from the categories it missed
 * (never its sentences), before the rule changes that followed it; the rules are developed against it.
 */
export const TUNING_4_SUPERSEDE_CASES: QualityCase[] = [];
