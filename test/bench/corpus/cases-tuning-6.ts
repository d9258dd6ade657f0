import type { QualityCase } from './cases.js';
import { TUNING_6_DATES_CASES } from './cases-tuning-6-dates.js';
import { TUNING_6_SUPERSEDE_CASES } from './cases-tuning-6-supersede.js';
import { TUNING_6_WORDING_CASES } from './cases-tuning-6-wording.js';

/** The sixth TUNING set, written after the HELD-OUT 10 run from the categories it missed, in three parts. */
export const TUNING_6_CASES: QualityCase[] = [...TUNING_6_DATES_CASES, ...TUNING_6_SUPERSEDE_CASES, ...TUNING_6_WORDING_CASES];
