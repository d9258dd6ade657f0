import type { QualityCase } from './cases.js';
import { TUNING_4_DATES_CASES } from './cases-tuning-4-dates.js';
import { TUNING_4_SUPERSEDE_CASES } from './cases-tuning-4-supersede.js';
import { TUNING_4_WORDING_CASES } from './cases-tuning-4-wording.js';

/** The fourth TUNING set, written after the HELD-OUT 8 run from the categories it missed, in three parts. */
export const TUNING_4_CASES: QualityCase[] = [...TUNING_4_DATES_CASES, ...TUNING_4_SUPERSEDE_CASES, ...TUNING_4_WORDING_CASES];
