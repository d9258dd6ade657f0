import type { QualityCase } from './cases.js';
import { TUNING_9_CAPTURES_CASES } from './cases-tuning-9-captures.js';
import { TUNING_9_CHANGES_CASES } from './cases-tuning-9-changes.js';
import { TUNING_9_HOOKS_CASES } from './cases-tuning-9-hooks.js';
import { TUNING_9_MEANING_CASES } from './cases-tuning-9-meaning.js';
import { TUNING_9_RULES_CASES } from './cases-tuning-9-rules.js';

/**
 * The ninth TUNING set, in five parts, each written by the fixer of its categories before that
 * fixer changed a rule: hooks (shortened index hooks), meaning (contradictions, paraphrases), rules
 * (CLAUDE.md), changes (supersessions, dates), captures (captured requests, a part begun later in the round).
 */
export const TUNING_9_CASES: QualityCase[] = [...TUNING_9_HOOKS_CASES, ...TUNING_9_MEANING_CASES, ...TUNING_9_RULES_CASES, ...TUNING_9_CHANGES_CASES, ...TUNING_9_CAPTURES_CASES];
