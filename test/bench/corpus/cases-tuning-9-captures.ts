import type { QualityCase } from './cases.js';

/** TUNING 9, captures part: captured requests, written by the fixer of this category before its rule changes. */
export const TUNING_9_CAPTURES_CASES: QualityCase[] = [];
