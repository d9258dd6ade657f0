import type { QualityCase } from './cases.js';

/** TUNING 11, dates part (dates, captured requests): written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_DATES_CASES: QualityCase[] = [];
