import type { QualityCase } from './cases.js';

/** TUNING 11, meaning part: written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_MEANING_CASES: QualityCase[] = [];
