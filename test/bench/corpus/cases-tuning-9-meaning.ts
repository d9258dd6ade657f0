import type { QualityCase } from './cases.js';

/** TUNING 9, meaning part: implicit contradictions and paraphrased duplicates, written by the fixer of these categories before its rule changes. */
export const TUNING_9_MEANING_CASES: QualityCase[] = [];
