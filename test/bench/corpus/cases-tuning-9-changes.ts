import type { QualityCase } from './cases.js';

/** TUNING 9, changes part: supersessions and dates, written by the fixer of these categories before its rule changes. */
export const TUNING_9_CHANGES_CASES: QualityCase[] = [];
