import type { QualityCase } from './cases.js';

/** TUNING 7, dates part (being written). */
export const TUNING_7_DATES_CASES: QualityCase[] = [];
