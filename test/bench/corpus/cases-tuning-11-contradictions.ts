import type { QualityCase } from './cases.js';

/** TUNING 11, contradictions part (contradictions): written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_CONTRADICTIONS_CASES: QualityCase[] = [];
