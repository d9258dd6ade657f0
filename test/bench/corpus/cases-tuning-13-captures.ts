import type { QualityCase } from './cases.js';

/** TUNING 13, part captures: written by the fixer of its categories before that fixer's rule changes. */
export const TUNING_13_CAPTURES_CASES: QualityCase[] = [];
