import type { QualityCase } from './cases.js';

/** TUNING 10, dates part: written by the fixer of these categories before its rule changes (filled in this round). */
export const TUNING_10_DATES_CASES: QualityCase[] = [];
