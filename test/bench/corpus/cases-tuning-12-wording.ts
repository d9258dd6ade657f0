import type { QualityCase } from './cases.js';

/** TUNING 12, part wording: written by the fixer of its categories before that fixer's rule changes. */
export const TUNING_12_WORDING_CASES: QualityCase[] = [];
