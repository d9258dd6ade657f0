import type { QualityCase } from './cases.js';

/** TUNING 13, part dates: written by the fixer of its categories before that fixer's rule changes. */
export const TUNING_13_DATES_CASES: QualityCase[] = [];
