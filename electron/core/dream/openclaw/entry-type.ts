/**
 * Feedback or fact, for the memory-system skill's folders: feedback is guidance on how to work
 * (a correction or a confirmed approach: "use bun", "never push to main", "keep the answers
 * short", 以后都用pnpm); a statement of how things are ("the team sync is on Tuesdays",
 * 周报每周五发送) is a fact and never goes to feedback/. Corrections are negative, confirmed
 * approaches positive.
 */
import { isNegated } from '../text/compare.js';

const EN_DIRECTIVE = /^(?:please\s+)?(?:always|never|don't|do not|stop|avoid|use|prefer|keep|make|write|run|ask|check|put|add|remove|call|reply|answer|respond|send|commit|push|test|be|stay|follow|skip|try)\b|\b(?:should|must|have to|has to|need to|needs to|ought to|prefer(?:s|red)?|instead of|from now on|going forward)\b/i;
const ZH_DIRECTIVE = /^(?:请|要|别|不要|不准|不许|禁止|务必|一定|总是|永远|始终|记得|必须|应该|尽量|优先)|以后|今后|必须|应该|不要|别再|一律|统一用|改用|优先用/;
const CONFIRMATION = /\b(?:that was right|good call|perfect|exactly|keep doing|that works|works well|was the right)\b|对了|很好|就这样|保持/i;

export function isDirective(statement: string): boolean {
  const s = statement.trim();
  return EN_DIRECTIVE.test(s) || ZH_DIRECTIVE.test(s) || CONFIRMATION.test(s);
}

/** `negative` for a correction (don't, never, stop, 不要), `positive` for a confirmed approach. */
export function feedbackPolarity(statement: string): 'negative' | 'positive' {
  return isNegated(statement) || /^(?:stop|avoid)\b/i.test(statement.trim()) || /不要|别再|禁止|不准|不许|永远不/.test(statement) ? 'negative' : 'positive';
}
