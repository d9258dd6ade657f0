import type { QualityCase } from './cases.js';
import { TUNING_5_CAPTURE_CASES } from './cases-tuning-5-capture.js';
import { TUNING_5_SUPERSEDE_CASES } from './cases-tuning-5-supersede.js';
import { TUNING_5_WORDING_CASES } from './cases-tuning-5-wording.js';

/** The fifth TUNING set, written after the HELD-OUT 9 run from the categories it missed, in three parts. */
export const TUNING_5_CASES: QualityCase[] = [...TUNING_5_SUPERSEDE_CASES, ...TUNING_5_WORDING_CASES, ...TUNING_5_CAPTURE_CASES];
