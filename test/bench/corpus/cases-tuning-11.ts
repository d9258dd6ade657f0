import type { QualityCase } from './cases.js';
import { TUNING_11_CHANGES_CASES } from './cases-tuning-11-changes.js';
import { TUNING_11_CONTRADICTIONS_CASES } from './cases-tuning-11-contradictions.js';
import { TUNING_11_DATES_CASES } from './cases-tuning-11-dates.js';
import { TUNING_11_HOOKS_CASES } from './cases-tuning-11-hooks.js';
import { TUNING_11_MERGE_CASES } from './cases-tuning-11-merge.js';
import { TUNING_11_PARAPHRASES_CASES } from './cases-tuning-11-paraphrases.js';
import { TUNING_11_RULES_CASES } from './cases-tuning-11-rules.js';

/**
 * The eleventh TUNING set, in seven parts, each written by the fixer of its categories before that
 * fixer changed a rule: dates (dates, captured requests), changes (supersessions), contradictions,
 * paraphrases, rules (CLAUDE.md), merge (merges), hooks (shortened index hooks, the index).
 */
export const TUNING_11_CASES: QualityCase[] = [
  ...TUNING_11_DATES_CASES,
  ...TUNING_11_CHANGES_CASES,
  ...TUNING_11_CONTRADICTIONS_CASES,
  ...TUNING_11_PARAPHRASES_CASES,
  ...TUNING_11_RULES_CASES,
  ...TUNING_11_MERGE_CASES,
  ...TUNING_11_HOOKS_CASES,
];
