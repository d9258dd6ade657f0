import type { QualityCase } from './cases.js';
import { TUNING_13_CAPTURES_CASES } from './cases-tuning-13-captures.js';
import { TUNING_13_CLAUDE_CASES } from './cases-tuning-13-claude.js';
import { TUNING_13_DATES_CASES } from './cases-tuning-13-dates.js';
import { TUNING_13_PARAPHRASE_CASES } from './cases-tuning-13-paraphrase.js';

/**
 * The thirteenth TUNING set, in four parts, each written by the fixer of its categories before that
 * fixer changed a rule: paraphrase (paraphrased duplicates), claude (CLAUDE.md conflicts and
 * implicit contradictions), dates (English and Chinese dates, supersessions), captures (captured
 * requests, shortened index hooks, merges).
 */
export const TUNING_13_CASES: QualityCase[] = [...TUNING_13_PARAPHRASE_CASES, ...TUNING_13_CLAUDE_CASES, ...TUNING_13_DATES_CASES, ...TUNING_13_CAPTURES_CASES];
