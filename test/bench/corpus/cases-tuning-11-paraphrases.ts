import type { QualityCase } from './cases.js';

/** TUNING 11, paraphrases part (paraphrased duplicates): written by the fixer of its categories before any rule change (being written). */
export const TUNING_11_PARAPHRASES_CASES: QualityCase[] = [];
