import type { QualityCase } from './cases.js';
import { TUNING_11_FACTS_CASES } from './cases-tuning-11-facts.js';
import { TUNING_11_MEANING_CASES } from './cases-tuning-11-meaning.js';
import { TUNING_11_MERGE_CASES } from './cases-tuning-11-merge.js';
import { TUNING_11_RULES_CASES } from './cases-tuning-11-rules.js';

/**
 * The eleventh TUNING set, in four parts, each written by the fixer of its categories before that
 * fixer changed a rule: facts (dates, supersessions, captured requests), meaning (contradictions,
 * paraphrases), rules (CLAUDE.md), merge (merges).
 */
export const TUNING_11_CASES: QualityCase[] = [...TUNING_11_FACTS_CASES, ...TUNING_11_MEANING_CASES, ...TUNING_11_RULES_CASES, ...TUNING_11_MERGE_CASES];
