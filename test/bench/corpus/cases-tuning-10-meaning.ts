import type { QualityCase } from './cases.js';

/** TUNING 10, meaning part: written by the fixer of these categories before its rule changes (filled in this round). */
export const TUNING_10_MEANING_CASES: QualityCase[] = [];
