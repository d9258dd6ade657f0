import type { QualityCase } from './cases.js';

/** TUNING 11, hooks part: written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_HOOKS_CASES: QualityCase[] = [];
