import type { QualityCase } from './cases.js';

/** TUNING 7, meaning part (being written). */
export const TUNING_7_MEANING_CASES: QualityCase[] = [];
