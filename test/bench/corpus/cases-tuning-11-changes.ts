import type { QualityCase } from './cases.js';

/** TUNING 11, changes part (supersessions): written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_CHANGES_CASES: QualityCase[] = [];
